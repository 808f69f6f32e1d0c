// Amounts written in words ("a thousand dollars", "fifteen hundred", "ten grand", "fifty bucks"), read
// as digits before the amount rules see them (parse-amounts.ts).

const UNITS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

/** The number a word or two say ("a" 1, "twenty five" 25), or null. */
function spelled(words: string): number | null {
  const [first, second] = words.split(/[ -]/);
  if (first === "a" || first === "an") return second ? null : 1;
  const unit = (w?: string) => (w ? UNITS.indexOf(w) : -1);
  const tens = TENS.indexOf(first ?? "");
  if (second === undefined) return tens >= 2 ? tens * 10 : unit(first) >= 0 ? unit(first) : null;
  return tens >= 2 && unit(second) > 0 && unit(second) < 10 ? tens * 10 + unit(second) : null;
}

const NUMBER = `(a|an|${[...UNITS, ...TENS.slice(2)].join("|")})(?:[ -](one|two|three|four|five|six|seven|eight|nine))?`;
const SCALED = new RegExp(String.raw`\b${NUMBER} (hundred|thousand|grand)\b`, "g");
const SAID_AS_MONEY = new RegExp(String.raw`\b${NUMBER} (dollars|bucks)\b`, "g");
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, grand: 1000 };

/** `text` (lower case) with amounts written in words as digits: "over a thousand dollars" → "over 1000 dollars". */
export function amountsInDigits(text: string): string {
  const number = (a: string, b: string | undefined) => spelled(b ? `${a} ${b}` : a);
  return text
    .replace(SCALED, (all, a: string, b: string | undefined, scale: string) => {
      const n = number(a, b);
      return n === null || n === 0 ? all : String(n * SCALE[scale]!);
    })
    .replace(SAID_AS_MONEY, (all, a: string, b: string | undefined, unit: string) => {
      const n = number(a, b);
      return n === null || n < 2 ? all : `${n} ${unit}`;
    });
}
