// An exact number of sample transactions (benchmarks and tests ask for sizes): the natural
// schedule sampled down, or topped up with small expenses.
import type { Entry, PropertyPlan, SeedPeriod } from "./model";
import { VENDORS } from "./names";
import type { Rng } from "./random";

/** `entries` resized to `target` (unchanged without one), in date order. */
export function fitToSize(
  rng: Rng,
  period: SeedPeriod,
  plans: PropertyPlan[],
  entries: Entry[],
  target: number | undefined,
): Entry[] {
  let chosen = entries;
  if (target !== undefined && target < entries.length) {
    // Keep the opening contribution; pick the rest by a seeded partial Fisher–Yates shuffle.
    const idx = entries.map((_, i) => i).slice(1);
    for (let i = 0; i < target - 1; i++) {
      const j = i + Math.floor(rng.float() * (idx.length - i));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    const keep = new Set(idx.slice(0, Math.max(0, target - 1)));
    chosen = entries.filter((_, i) => i === 0 || keep.has(i));
    if (target === 0) chosen = [];
  } else if (target !== undefined && target > entries.length) {
    const fromMs = Date.parse(`${period.from}T00:00:00Z`);
    const span = Date.parse(`${period.endDate}T00:00:00Z`) - fromMs;
    while (chosen.length < target) {
      const pi = plans.length ? rng.int(0, plans.length - 1) : null;
      chosen.push({
        date: new Date(fromMs + Math.floor((rng.float() * (span + 1)) / 86_400_000) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        type: "expense",
        description: rng.pick(["Supplies run", "Minor repair", "Cleaning supplies", "Mileage reimbursement"]),
        payee: rng.pick(VENDORS.supplies),
        bank: "1000",
        propertyIdx: pi,
        unitId: null,
        splits: [{ account: rng.pick(["5100", "5090", "5020", "5010"]), cents: rng.around(4500, 0.7) }],
        reference: null,
      });
    }
  }
  chosen.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return chosen;
}
