// Amount filters in the query ("over $500", "between 1k and 2k", "under 300 dollars") and the
// dollar format answers use.
import { MAX_CENTS } from "../../shared/accounting";
import type { AmountFilter } from "./parse";

const NUM = String.raw`(\$ ?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|m|thousand|million|grand)?(?:\s?(?:dollars|usd|bucks))?`;

function toCents(
  dollarSign: string | undefined,
  whole: string,
  frac: string | undefined,
  mult: string | undefined,
): number {
  let cents = Number(whole.replace(/,/g, "")) * 100 + (frac ? Number(frac.padEnd(2, "0")) : 0);
  if (mult === "k" || mult === "thousand" || mult === "grand") cents *= 1000;
  if (mult === "m" || mult === "million") cents *= 1_000_000;
  void dollarSign;
  // No amount exceeds MAX_CENTS, and larger figures would overflow the bigint comparison (a 500).
  return Math.min(Math.round(cents), MAX_CENTS);
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

const looksLikeYear = (m: RegExpExecArray, at: number) =>
  !m[at] && !m[at + 2] && !m[at + 3] && /^(19|20)\d{2}$/.test(m[at + 1]!);

interface AmountRule {
  re: RegExp;
  make: (m: RegExpExecArray) => AmountFilter | null;
}

export const AMOUNT_RULES: AmountRule[] = [
  {
    re: new RegExp(String.raw`\b(?:between|from) ${NUM} (?:and|to|-) ${NUM}`),
    make: (m) => {
      if (looksLikeYear(m, 1) && looksLikeYear(m, 5)) return null; // "between 2023 and 2025" is a date
      const a = toCents(m[1], m[2]!, m[3], m[4]);
      const b = toCents(m[5], m[6]!, m[7], m[8] ?? m[4]);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return { minCents: lo, maxCents: hi, label: `between ${formatCents(lo)} and ${formatCents(hi)}` };
    },
  },
  {
    re: /(?:^|\s)\$ ?(\d[\d,]*(?:\.\d{1,2})?)\s?(k|m)? ?(?:-|–|to) ?\$? ?(\d[\d,]*(?:\.\d{1,2})?)\s?(k|m)?\b/,
    make: (m) => {
      const parse = (s: string, k?: string) => {
        const [w, f] = s.split(".");
        return toCents("$", w!, f, k);
      };
      const a = parse(m[1]!, m[2] ?? m[4]);
      const b = parse(m[3]!, m[4]);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return { minCents: lo, maxCents: hi, label: `between ${formatCents(lo)} and ${formatCents(hi)}` };
    },
  },
  {
    re: new RegExp(
      String.raw`(?:\b(over|above|more than|greater than|larger than|bigger than|exceeding|in excess of)|(at least|min(?:imum)?(?: of)?|no less than)\b|(>=|>))\s*${NUM}`,
    ),
    make: (m) => {
      const cents = toCents(m[4], m[5]!, m[6], m[7]);
      if (m[2] || m[3] === ">=") return { minCents: cents, label: `of at least ${formatCents(cents)}` };
      return { minCents: cents + 1, label: `over ${formatCents(cents)}` };
    },
  },
  {
    re: new RegExp(
      String.raw`(?:\b(under|below|less than|smaller than|cheaper than)|(at most|up to|max(?:imum)?(?: of)?|no more than)\b|(<=|<))\s*${NUM}`,
    ),
    make: (m) => {
      const cents = toCents(m[4], m[5]!, m[6], m[7]);
      if (m[2] || m[3] === "<=") return { maxCents: cents, label: `of at most ${formatCents(cents)}` };
      return { maxCents: cents - 1, label: `under ${formatCents(cents)}` };
    },
  },
  {
    re: new RegExp(String.raw`(?:\b(?:around|about|approximately|approx|roughly|nearly)|~)\s*${NUM}`),
    make: (m) => {
      if (!m[1] && !m[4] && looksLikeYear(m, 1)) return null;
      const cents = toCents(m[1], m[2]!, m[3], m[4]);
      const lo = Math.round(cents * 0.9);
      const hi = Math.round(cents * 1.1);
      return { minCents: lo, maxCents: hi, label: `of about ${formatCents(cents)}` };
    },
  },
  {
    // $500+ / 1k or more / $200 and under: the bound written after the amount.
    re: new RegExp(
      String.raw`${NUM}\s?(?:(\+|or more|and up|and above|or above)|(or less|and under|and below|or below))(?!\w)`,
    ),
    make: (m) => {
      if (looksLikeYear(m, 1)) return null;
      const cents = toCents(m[1], m[2]!, m[3], m[4]);
      return m[5]
        ? { minCents: cents, label: `of at least ${formatCents(cents)}` }
        : { maxCents: cents, label: `of at most ${formatCents(cents)}` };
    },
  },
  {
    // $1,234.56 / 1,234.56 dollars / $2k: an exact amount (or a round one in thousands).
    re: /(?:^|\s)\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|m)?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))? ?(?:dollars|usd|bucks)\b/,
    make: (m) => {
      const cents = m[1] ? toCents("$", m[1], m[2], m[3]) : toCents(undefined, m[4]!, m[5], undefined);
      return { minCents: cents, maxCents: cents, label: `of exactly ${formatCents(cents)}` };
    },
  },
];
