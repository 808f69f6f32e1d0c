// The natural schedule of sample transactions: an opening owner contribution and each financed
// property's loan, then every month
// rent (with late fees and deposits), mortgage payments split into interest and principal,
// utilities, management fees, property tax, insurance, repairs and the card payoff.
import { type Entry, type PropertyPlan, pad2, type SeedPeriod, type Split } from "./model";
import { VENDORS } from "./names";
import type { Rng } from "./random";
import { repairEntries } from "./repairs";

export function scheduleEntries(rng: Rng, period: SeedPeriod, plans: PropertyPlan[]): Entry[] {
  const entries: Entry[] = [openingContribution(period, plans), ...openingLoans(period, plans)];
  for (const [y, m] of period.months) {
    let cardSpend = 0;
    for (const [pi, p] of plans.entries()) {
      const slot: Slot = { period, entries, p, pi, y, m };
      rentEntries(rng, slot);
      mortgageEntry(slot);
      if (p.landlordUtilities && period.inRange(y, m, 15)) {
        entries.push({
          ...propertyExpense(pi),
          date: period.day(y, m, rng.int(10, 20)),
          description: "Water, sewer and trash",
          payee: rng.pick(VENDORS.utilities),
          splits: [{ account: "5120", cents: rng.around(6500 * p.units.length, 0.3) }],
        });
      }
      managementFee(slot);
      yearlyCharges(slot);
      cardSpend += repairEntries(rng, period, entries, pi, y, m);
    }
    if (cardSpend > 0 && period.inRange(y, m, 28)) {
      entries.push({
        date: period.day(y, m, 28),
        type: "transfer",
        description: "Credit card payment",
        payee: "Card issuer",
        bank: "1000",
        propertyIdx: null,
        unitId: null,
        splits: [{ account: "2000", cents: cardSpend }],
        reference: null,
      });
    }
  }
  return entries;
}

/** One property's month being scheduled, and the list its entries go to. */
interface Slot {
  period: SeedPeriod;
  entries: Entry[];
  p: PropertyPlan;
  pi: number;
  y: number;
  m: number;
}

const propertyExpense = (pi: number) =>
  ({ type: "expense", bank: "1000", propertyIdx: pi, unitId: null, reference: null }) as const;

/** Three months of the portfolio's fixed costs, so the bank account never starts negative. */
function openingContribution(period: SeedPeriod, plans: PropertyPlan[]): Entry {
  let monthlyBurn = 0;
  for (const p of plans) monthlyBurn += p.payment + Math.round((p.insurance + p.tax) / 12) + 20000;
  return {
    date: period.from,
    type: "transfer",
    description: "Owner contribution - operating reserve",
    payee: null,
    bank: "3000",
    propertyIdx: null,
    unitId: null,
    splits: [{ account: "1000", cents: Math.max(1000_00, monthlyBurn * 3) }],
    reference: null,
    opening: true,
  };
}

/**
 * Each financed property's loan as taken at purchase (Buildings debited, Mortgage Loans credited),
 * so the principal of the monthly payments pays it down and never drives the liability below zero.
 * Dated at purchase, or at the period's start for a property bought later (payments start then).
 */
function openingLoans(period: SeedPeriod, plans: PropertyPlan[]): Entry[] {
  return plans.flatMap((p, pi): Entry[] =>
    p.loanBalance > 0
      ? [
          {
            date: [p.purchaseDate, period.from].sort()[0]!,
            type: "transfer",
            description: "Mortgage loan - opening balance",
            payee: p.lender,
            bank: "2500",
            propertyIdx: pi,
            unitId: null,
            splits: [{ account: "1500", cents: p.loanBalance }],
            reference: null,
            opening: true,
          },
        ]
      : [],
  );
}

function rentEntries(rng: Rng, slot: Slot) {
  const { period, entries, p, pi, y, m } = slot;
  for (const u of p.units) {
    if (!u.tenant || !u.leaseStart) continue;
    const ym = `${y}-${pad2(m)}`;
    if (u.leaseStart.slice(0, 7) > ym) continue;
    if (u.leaseStart.slice(0, 7) === ym) {
      entries.push({
        date: period.day(y, m, 1),
        type: "transfer",
        description: `Security deposit - ${u.tenant}`,
        payee: u.tenant,
        bank: "2100",
        propertyIdx: pi,
        unitId: u.id,
        splits: [{ account: "1050", cents: u.deposit }],
        reference: null,
      });
    }
    const d = rng.int(1, 5);
    if (!period.inRange(y, m, d)) continue;
    const late = rng.chance(0.04);
    const splits: Split[] = [{ account: "4000", cents: u.rent }];
    if (late) splits.push({ account: "4100", cents: rng.pick([5000, 7500, 10000]) });
    if (p.type !== "commercial" && rng.chance(0.08))
      splits.push({ account: "4200", cents: rng.pick([2500, 3500, 5000]) });
    entries.push({
      date: period.day(y, m, late ? d + 10 : d),
      type: "income",
      description: `Rent ${ym} - ${p.units.length > 1 ? `${u.name} - ` : ""}${u.tenant}`,
      payee: u.tenant,
      bank: "1000",
      propertyIdx: pi,
      unitId: u.id,
      splits,
      reference: `RENT-${ym}`,
    });
  }
}

/** Interest on the remaining balance; the rest of the payment reduces the loan. */
function mortgageEntry(slot: Slot) {
  const { period, entries, p, pi, y, m } = slot;
  if (!(p.payment > 0 && p.loanBalance > 0 && period.inRange(y, m, 1))) return;
  const interest = Math.round(p.loanBalance * p.monthlyRate);
  const principal = Math.min(p.loanBalance, p.payment - interest);
  p.loanBalance -= principal;
  entries.push({
    ...propertyExpense(pi),
    date: period.day(y, m, 1),
    description: "Mortgage payment",
    payee: p.lender,
    splits: [
      { account: "5070", cents: interest },
      { account: "2500", cents: principal },
    ],
  });
}

function managementFee(slot: Slot) {
  const { period, entries, p, pi, y, m } = slot;
  if (!(p.managed && period.inRange(y, m, 10))) return;
  const rent = p.units.reduce((s, u) => s + (u.tenant ? u.rent : 0), 0);
  if (rent <= 0) return;
  entries.push({
    ...propertyExpense(pi),
    date: period.day(y, m, 10),
    description: "Management fee (8%)",
    payee: VENDORS.management[pi % 2]!,
    splits: [{ account: "5060", cents: Math.round(rent * 0.08) }],
  });
}

/** Property tax in two halves (April, October) and the insurance premium once a year. */
function yearlyCharges(slot: Slot) {
  const { period, entries, p, pi, y, m } = slot;
  if ((m === 4 || m === 10) && period.inRange(y, m, 15)) {
    entries.push({
      ...propertyExpense(pi),
      date: period.day(y, m, 15),
      description: `Property tax - ${m === 4 ? "first" : "second"} half ${y}`,
      payee: VENDORS.taxes[0]!,
      splits: [{ account: "5110", cents: Math.round(p.tax / 2) }],
    });
  }
  if (m === (pi % 12) + 1 && period.inRange(y, m, 5)) {
    entries.push({
      ...propertyExpense(pi),
      date: period.day(y, m, 5),
      description: "Annual landlord insurance premium",
      payee: VENDORS.insurance[pi % VENDORS.insurance.length]!,
      splits: [{ account: "5040", cents: p.insurance }],
    });
  }
}
