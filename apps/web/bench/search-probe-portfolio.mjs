// A third sample portfolio for the search: neither the app's seed nor the held-out portfolio, with
// other names, places, vendors and a bookkeeper's abbreviated descriptions and memos
// (search-probe-data.mjs), and its own "today". The probe queries (search-probe.json) run over it.
// Deterministic: the same seed gives the same rows; written through the seed's insert step.
import { entry, placesOf, writeMemos } from "./search-portfolio.mjs";
import { PROBE_JOBS, PROBE_PROPERTIES, PROBE_UTILITIES } from "./search-probe-data.mjs";

const { applyChartTemplate } = await import("../src/server/accounting/chart-template.ts");
const { accountIdsByCode, insertPortfolio } = await import("../src/server/accounting/seed/insert.ts");
const { SeedPeriod } = await import("../src/server/accounting/seed/model.ts");
const { Rng, hash32 } = await import("../src/server/accounting/seed/random.ts");

/** The probe's "today": relative phrases ("last month") are read from it. */
export const PROBE_NOW = new Date("2025-11-20T15:00:00Z");
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** Rent (booking payouts for the cabin), late charges; returns the rent collected. */
function incomeOf(g, p, pi) {
  const { rng } = g;
  let rentIn = 0;
  for (const u of p.units) {
    if (p.type === "short_term_rental") {
      for (let k = rng.int(1, 3); k > 0; k--) {
        const cents = rng.around(54000, 0.5);
        rentIn += cents;
        const [desc, payee] = rng.chance(0.5) ? ["Airbnb payout", "Airbnb Inc."] : ["VRBO payout", "Vrbo"];
        g.push(entry(g, pi, rng.int(1, 28), "income", desc, payee, "4000", cents));
      }
      continue;
    }
    if (!u.tenant) continue;
    rentIn += u.rent;
    const unit = { unitId: u.id };
    const desc = `Rent rcvd ${u.name} ${MONTHS[g.m - 1]}-${String(g.y).slice(2)}`;
    g.push(entry(g, pi, rng.int(1, 6), "income", desc, u.tenant, "4000", u.rent, unit));
    if (rng.chance(0.08))
      g.push(entry(g, pi, 11, "income", "Late chg", u.tenant, "4100", 7500, unit), "pd 6 days late");
  }
  return rentIn;
}

/** Utilities, the mortgage, the manager, HOA dues, property tax and the yearly premium. */
function billsOf(g, p, pi, rentIn) {
  const { rng, m } = g;
  if (p.type !== "single_family")
    for (const [desc, vendor, base] of PROBE_UTILITIES)
      if (rng.chance(0.8))
        g.push(entry(g, pi, rng.int(7, 24), "expense", desc, vendor, "5120", rng.around(base * 100, 0.3)));
  if (p.loan) {
    const loan = entry(g, pi, 1, "expense", "Mtg pmt", p.lender, "5070", rng.around(88000 + pi * 5000, 0.02));
    g.push({ ...loan, splits: [...loan.splits, { account: "2500", cents: 39000 + pi * 1200 }] });
  }
  if (p.managed)
    g.push(
      entry(g, pi, 26, "expense", "Mgmt fee (8%)", "Keystone Realty Mgmt", "5060", Math.round(rentIn * 0.08)),
    );
  if (p.type === "condo")
    g.push(entry(g, pi, 5, "expense", "HOA dues", "Palmetto Key Owners' Ass'n", "5190", 41500));
  if (m === 4 || m === 10) {
    const half = m === 4 ? "1st half" : "2nd half";
    g.push(
      entry(
        g,
        pi,
        20,
        "expense",
        `Prop. tax - ${half}`,
        `${p.county} Co. Treasurer`,
        "5110",
        150000 + pi * 11000,
      ),
    );
  }
  if (m === 2)
    g.push(
      entry(
        g,
        pi,
        14,
        "expense",
        "Annual ins. premium",
        "Granite State Insurance",
        "5040",
        98000 + pi * 6000,
      ),
    );
}

function jobsOf(g, pi) {
  const { rng, period, y, m } = g;
  for (let k = rng.chance(0.6) ? rng.int(1, 2) : 0; k > 0; k--) {
    const [account, desc, vendor, base, memos] = PROBE_JOBS[rng.int(0, PROBE_JOBS.length - 1)];
    const d = rng.int(1, 28);
    if (!period.inRange(y, m, d)) continue;
    const bank = rng.chance(0.25) ? "2000" : "1000";
    const memo = memos[rng.int(0, memos.length - 1)];
    g.push(entry(g, pi, d, "expense", desc, vendor, account, rng.around(base * 100, 0.4), { bank }), memo);
  }
}

/** What a sample portfolio is seeded with: `years` up to `now`, drawn from `seed` (ids from the name too). */
export const portfolioScope = (organizationId, now, years, seed, name) => ({
  organizationId,
  now,
  period: new SeedPeriod(now.toISOString().slice(0, 10), years),
  rng: new Rng(seed),
  ids: new Rng(hash32(`${organizationId}:${name}:${seed}`)),
});

/**
 * Seeds a sample portfolio into `scope.organizationId`: the chart, `places` (their loans with `lenders` in
 * turn), the entries `month(g, plans)` pushes for each month of `scope.period`, and the memos of those
 * pushed with one (references `${tag}-n`). Shared with the fresh portfolio (search-fresh-portfolio.mjs).
 */
export async function seedPortfolio(db, scope, places, { tag, lenders, month }) {
  const { organizationId, now } = scope;
  await applyChartTemplate(db, organizationId, now);
  const accountId = await accountIdsByCode(db, organizationId);
  const { rows, plans } = placesOf(scope, places);
  for (const [i, p] of plans.entries()) p.lender = lenders[i % lenders.length];
  const entries = [];
  const memos = new Map();
  const push = (e, memo) => {
    const reference = memo ? `${tag}-${memos.size + 1}` : null;
    if (memo) memos.set(reference, memo);
    entries.push({ bank: "1000", unitId: null, reference, ...e });
  };
  for (const [y, m] of scope.period.months)
    month({ rng: scope.rng, period: scope.period, y, m, push }, plans);
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  await insertPortfolio(db, scope, rows, plans, entries, accountId);
  await writeMemos(db, organizationId, memos);
  return { properties: rows.properties.length, transactions: entries.length };
}

/** Seeds the probe portfolio into `organizationId` (chart, places, two years of entries, memos). */
export async function seedProbe(db, organizationId, seed = 9151) {
  return seedPortfolio(db, portfolioScope(organizationId, PROBE_NOW, 2, seed, "probe"), PROBE_PROPERTIES, {
    tag: "PR",
    lenders: ["Sallie-May Home Loans", "First Interstate Bank"],
    month: (g, plans) =>
      plans.forEach((p, pi) => {
        billsOf(g, p, pi, incomeOf(g, p, pi));
        jobsOf(g, pi);
      }),
  });
}
