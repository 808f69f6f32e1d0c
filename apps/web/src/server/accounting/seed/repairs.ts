// Sample repairs, supplies, cleaning, advertising and professional fees: none, one or two a month
// per property, some paid by card.
import type { Entry, SeedPeriod } from "./model";
import { VENDORS } from "./names";
import type { Rng } from "./random";

/** [account code, description, vendor, typical cents] of one repair-like expense. */
function repairKind(rng: Rng): [string, string, string, number] {
  const kind = rng.float();
  if (kind < 0.55) {
    return [
      "5090",
      rng.pick([
        "Plumbing repair",
        "Appliance repair",
        "HVAC service",
        "Electrical repair",
        "Roof patch",
        "Lock change",
      ]),
      rng.pick(VENDORS.repairs),
      28000,
    ];
  }
  if (kind < 0.75) {
    return [
      "5100",
      rng.pick(["Light bulbs and filters", "Paint and supplies", "Smoke detectors", "Hardware"]),
      rng.pick(VENDORS.supplies),
      9000,
    ];
  }
  if (kind < 0.9) {
    return [
      "5020",
      rng.pick(["Turnover cleaning", "Landscaping", "Gutter cleaning", "Pest control"]),
      rng.pick(VENDORS.cleaning),
      15000,
    ];
  }
  if (kind < 0.96) return ["5000", "Vacancy listing", rng.pick(VENDORS.advertising), 6000];
  return ["5050", rng.pick(["Tax preparation", "Lease review"]), rng.pick(VENDORS.legal), 35000];
}

/** Adds the month's repairs of property `pi`; answers the cents charged to the card. */
export function repairEntries(
  rng: Rng,
  period: SeedPeriod,
  entries: Entry[],
  pi: number,
  y: number,
  m: number,
): number {
  let cardSpend = 0;
  const repairs = rng.chance(0.35) ? (rng.chance(0.3) ? 2 : 1) : 0;
  for (let k = 0; k < repairs; k++) {
    const d = rng.int(1, 28);
    if (!period.inRange(y, m, d)) continue;
    const card = rng.chance(0.35);
    const [account, description, vendor, base] = repairKind(rng);
    const cents = rng.around(base, 0.6);
    if (card) cardSpend += cents;
    entries.push({
      date: period.day(y, m, d),
      type: "expense",
      description,
      payee: vendor,
      bank: card ? "2000" : "1000",
      propertyIdx: pi,
      unitId: null,
      splits: [{ account, cents }],
      reference: rng.chance(0.5) ? `INV-${rng.int(1000, 99999)}` : null,
    });
  }
  return cardSpend;
}
