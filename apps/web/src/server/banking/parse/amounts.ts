// Statement amounts → integer cents, exactly (digits, never floats): "1,234.56", "-12.5", "(3.00)",
// "$1 234,56", "12.34-", "12.34 CR" and the comma-decimal layout "1.234,56".
import { MAX_CENTS } from "../../../shared/accounting";

const PLAIN = /^(\d+)(?:\.(\d{1,2}))?$/;
const GROUPED = { dot: /^\d{1,3}(,\d{3})+(\.\d*)?$/, comma: /^\d{1,3}(\.\d{3})+(,\d*)?$/ };

/** Cents of `raw`, or null when it is not an amount. `decimalComma`: "1.234,56" layout. */
export function parseAmount(raw: string, decimalComma = false): number | null {
  let s = raw.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (s === "") return null;
  let negative = false;
  const flip = () => {
    negative = !negative;
  };
  if (/^\(.*\)$/.test(s)) {
    flip();
    s = s.slice(1, -1);
  }
  if (/(CR)$/i.test(s)) s = s.slice(0, -2);
  else if (/(DR)$/i.test(s)) {
    flip();
    s = s.slice(0, -2);
  }
  if (s.endsWith("-")) {
    flip();
    s = s.slice(0, -1);
  }
  if (s.startsWith("-")) {
    flip();
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(/^(?:[$€£¥]|USD|EUR|GBP|CAD)/i, "");
  if (s.startsWith("-")) {
    flip();
    s = s.slice(1);
  }
  const thousands = decimalComma ? "." : ",";
  if ((decimalComma ? GROUPED.comma : GROUPED.dot).test(s)) s = s.replaceAll(thousands, "");
  if (decimalComma) s = s.replace(",", ".");
  const m = PLAIN.exec(s) ?? /^()\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  const cents = Number(m[1] || "0") * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** A column writes "12,50" (comma decimals) when some value ends ",dd" and none ends ".dd". */
export function usesDecimalComma(values: readonly string[]): boolean {
  let comma = false;
  for (const v of values) {
    const t = v.trim().replace(/[\s)-]+$|CR$|DR$/i, "");
    if (/\.\d{1,2}$/.test(t)) return false;
    if (/,\d{1,2}$/.test(t)) comma = true;
  }
  return comma;
}
