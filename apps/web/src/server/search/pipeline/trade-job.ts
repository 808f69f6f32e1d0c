// Step 2b: a category named by whoever was paid, and another named by the job they were paid "to" do
// or paid "for", or were doing ("what I paid the accountant to do my taxes", "the accountant doing my
// taxes", "the lawyer who handled the eviction"): the money is the first category's, and the job's
// words rank its rows (the tax return, not the property tax bills).
import type { ParsedQuery } from "../parse";
import { typedWords } from "../parse-tokens";
import { namesAPerson } from "../word-kinds";

const JOB_WORDS = new Set(["to", "for", "who"]);
/** A word that says the trade did the job: "to", "for", "who", or a verb's -ing form ("doing"). */
const doneByTrade = (w: string) => JOB_WORDS.has(w) || /..ing$/.test(w);

/** The reading with the job's categories read as words that rank the trade's rows (unchanged: none). */
export function tradesJob(parsed: ParsedQuery): ParsedQuery {
  if (parsed.categories.length < 2) return parsed;
  const typed = typedWords(parsed.raw);
  const at = (text: string) => typed.indexOf(typedWords(text)[0] ?? "");
  // The trade as its phrase, when typed cut short ("the accoun" of "accountant").
  const trade = parsed.categories.find((c) => {
    const words = typedWords(c.text);
    const whole = c.phrase ? typedWords(c.phrase) : words;
    return words.length === 1 && whole.length === 1 && at(c.text) >= 0 && namesAPerson(whole[0]!);
  });
  if (!trade) return parsed;
  const from = at(trade.text);
  const jobs = parsed.categories.filter((c) => {
    const to = at(c.text);
    return c !== trade && to > from && typed.slice(from + 1, to).some(doneByTrade);
  });
  if (!jobs.length) return parsed;
  return {
    ...parsed,
    categories: parsed.categories.filter((c) => !jobs.includes(c)),
    softTerms: [...parsed.softTerms, ...jobs.flatMap((c) => typedWords(c.text))],
  };
}
