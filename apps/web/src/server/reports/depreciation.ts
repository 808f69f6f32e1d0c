// Straight-line MACRS for rental buildings with the mid-month convention, by the IRS percentage
// tables (Publication 946, Table A-6: residential rental property, 27.5 years; Table A-7a:
// nonresidential real property, 39 years). The first year's rate depends on the month placed in
// service; every later year takes the table's full-year rate until the basis is used up, so the
// last year gets the remainder and the years add up to the basis exactly. (From year 10 the
// printed table alternates 3.636 % and 3.637 %; a flat 3.636 % moves at most 0.01 % of the basis
// into the last year.)
import type { RecoveryClass } from "../../shared/schedule-e";

/** Rates in thousandths of a percent (3.485 % → 3485). */
const FIRST_YEAR: Record<RecoveryClass, readonly number[]> = {
  residential: [3485, 3182, 2879, 2576, 2273, 1970, 1667, 1364, 1061, 758, 455, 152],
  commercial: [2461, 2247, 2033, 1819, 1605, 1391, 1177, 963, 749, 535, 321, 107],
};
const FULL_YEAR: Record<RecoveryClass, number> = { residential: 3636, commercial: 2564 };

/** basis × rate (thousandths of a percent), rounded half up to the cent, without leaving 2^53. */
function share(basisCents: number, rate: number): number {
  const scaled = BigInt(basisCents) * BigInt(rate);
  return Number((scaled + 50_000n) / 100_000n);
}

/** Depreciation taken through the end of `year` (0 before the year placed in service). */
export function accumulatedDepreciation(
  entry: { placedInService: string; basisCents: number; recoveryClass: RecoveryClass },
  year: number,
): number {
  const startYear = Number(entry.placedInService.slice(0, 4));
  const month = Number(entry.placedInService.slice(5, 7));
  if (year < startYear) return 0;
  const first = share(entry.basisCents, FIRST_YEAR[entry.recoveryClass][month - 1]!);
  const full = share(entry.basisCents, FULL_YEAR[entry.recoveryClass]);
  return Math.min(entry.basisCents, first + (year - startYear) * full);
}

/** Schedule E line 18 for one tax year. */
export function depreciationForYear(
  entry: { placedInService: string; basisCents: number; recoveryClass: RecoveryClass },
  year: number,
): number {
  return accumulatedDepreciation(entry, year) - accumulatedDepreciation(entry, year - 1);
}
