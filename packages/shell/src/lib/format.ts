const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
const absolute = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "2 hours ago", computed from an injectable `now` so stories and tests are deterministic. */
export function formatRelativeTime(value: string | Date, now: Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return absolute.format(date);
}

/** Spec §3: a transaction amount as an absolute value with 2 decimals and a $ sign. */
export function formatAmount(amount: number | string): string {
  const value = Math.abs(Number(amount));
  return `$${(Number.isFinite(value) ? value : 0).toFixed(2)}`;
}

/** Spec §3: confidence shown rounded as 'N% match' (0–1 is read as a fraction, above 1 as a percentage). */
export function formatConfidence(confidence: number): string {
  const value = Number(confidence);
  if (!Number.isFinite(value)) return "0% match";
  const percent = value <= 1 ? value * 100 : value;
  return `${Math.round(percent)}% match`;
}

/** Spec §2: the bell's badge shows '9+' above 9. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}
