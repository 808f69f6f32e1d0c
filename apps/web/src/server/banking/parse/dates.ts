// Statement dates → calendar dates ("YYYY-MM-DD"). A column must use one layout throughout:
// 2025-01-05 beside 01/06/2025 is refused rather than guessed row by row.
import { DATE_FORMATS, type DateFormat } from "../../../shared/banking";
import { CHUNK_ROWS, yieldToEventLoop } from "./chunks";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const SEP = "[-/. ]";
const NUM3 = new RegExp(`^(\\d{1,4})${SEP}\\s*(\\d{1,2})${SEP}\\s*(\\d{2,4})$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_MON_YEAR = /^(\d{1,2})[-/. ]?([a-z]{3})[a-z]*\.?[-/. ,]*(\d{2,4})$/i;
const MON_DAY_YEAR = /^([a-z]{3})[a-z]*\.?[-/. ]*(\d{1,2})(?:st|nd|rd|th)?,?[-/. ]*(\d{2,4})$/i;

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  if (y.length === 2) return n < 70 ? 2000 + n : 1900 + n;
  return Number.NaN;
}

function iso(y: number, m: number, d: number): string | null {
  if (!(y >= 1900 && y <= 2199 && m >= 1 && m <= 12 && d >= 1)) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The calendar date `raw` names in `format`, or null when it does not fit that layout. */
export function parseDate(raw: string, format: DateFormat): string | null {
  // QIF writes 1/ 5'25 for 2025; a time after the date (bank exports "01/05/2025 00:00") is dropped.
  const s = raw
    .trim()
    .replace(/'/g, "/")
    .replace(/[T ]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?\s*([AP]M)?$/i, "")
    .trim();
  switch (format) {
    case "YYYYMMDD": {
      const m = COMPACT.exec(s);
      return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
    }
    case "DD MMM YYYY": {
      const m = DAY_MON_YEAR.exec(s);
      return m ? iso(fullYear(m[3]!), month(m[2]!), Number(m[1])) : null;
    }
    case "MMM DD, YYYY": {
      const m = MON_DAY_YEAR.exec(s);
      return m ? iso(fullYear(m[3]!), month(m[1]!), Number(m[2])) : null;
    }
    default: {
      const m = NUM3.exec(s);
      if (!m) return null;
      const [a, b, c] = [m[1]!, m[2]!, m[3]!];
      if (format === "YYYY-MM-DD") return a.length === 4 ? iso(Number(a), Number(b), Number(c)) : null;
      if (a.length > 2) return null;
      const y = fullYear(c);
      return format === "MM/DD/YYYY" ? iso(y, Number(a), Number(b)) : iso(y, Number(b), Number(a));
    }
  }
}

export interface DateDetection {
  /** Formats that read every non-empty value, the likeliest first (US order before day-first). */
  candidates: DateFormat[];
}

/** Which layouts read every value of a date column; none → the column is not (only) dates. */
export async function detectDateFormats(values: readonly string[]): Promise<DateDetection> {
  let candidates: DateFormat[] = [...DATE_FORMATS];
  let present = 0;
  // A whole statement's dates, a slice between yields: a large file would otherwise hold the event loop.
  for (let i = 0; i < values.length && candidates.length > 0; i++) {
    if (i > 0 && i % CHUNK_ROWS === 0) await yieldToEventLoop();
    const v = values[i]!.trim();
    if (v === "") continue;
    present += 1;
    candidates = candidates.filter((f) => parseDate(v, f) !== null);
  }
  return { candidates: present === 0 ? [] : candidates };
}

/** The first two values whose layouts differ, for the "mixed formats" message; null when one fits all. */
export function mixedDateExample(values: readonly string[]): [number, number] | null {
  let first = -1;
  let firstFormats: DateFormat[] = [];
  for (const [i, v] of values.entries()) {
    if (v.trim() === "") continue;
    const fits = DATE_FORMATS.filter((f) => parseDate(v, f) !== null);
    if (fits.length === 0) continue;
    if (first < 0) {
      first = i;
      firstFormats = fits;
    } else if (!fits.some((f) => firstFormats.includes(f))) return [first, i];
    else firstFormats = firstFormats.filter((f) => fits.includes(f));
  }
  return null;
}
