// Calendar-day arithmetic on YYYY-MM-DD strings. Dates carry no time zone: UTC is used only as a
// fixed calendar to count days, never to read a wall clock.
const DAY_MS = 86_400_000;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
export const addMonths = (period: string, n: number): string => {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(5, 7)) - 1 + n;
  return fromUtc(Date.UTC(y + Math.floor(m / 12), ((m % 12) + 12) % 12, 1));
};
export const monthEnd = (period: string): string => addDays(addMonths(period, 1), -1);
