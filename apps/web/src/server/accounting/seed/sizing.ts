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
    // Keep the opening balances (while the target allows); pick the rest by a seeded partial
    // Fisher–Yates shuffle.
    const kept = entries.flatMap((e, i) => (e.opening ? [i] : [])).slice(0, target);
    const idx = entries.flatMap((e, i) => (e.opening ? [] : [i]));
    const draws = target - kept.length;
    for (let i = 0; i < draws; i++) {
      const j = i + Math.floor(rng.float() * (idx.length - i));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    const keep = new Set([...kept, ...idx.slice(0, draws)]);
    chosen = entries.filter((_, i) => keep.has(i));
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
