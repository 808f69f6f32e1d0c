// "electrical work", "a sewer job": work was asked for, which no utility bill is, though the bills say
// the trade's word too ("electric", "water/sewer"). Their rows are left out of what is listed and summed.
import type { OrgLexicon } from "../lexicon";
import { typedWords } from "../parse-tokens";

const WORK_WORDS: ReadonlySet<string> = new Set(["work", "job", "jobs"]);

/** The utilities' accounts, when words were asked without a category and said it was work (else none). */
export function billsApart(
  raw: string,
  accountIds: readonly string[],
  lex: OrgLexicon,
): string[] | undefined {
  if (accountIds.length || !typedWords(raw).some((w) => WORK_WORDS.has(w))) return undefined;
  const utilities = lex.prepared.categoryByPhrase.get("utilities")?.find((c) => c.key === "utilities");
  return utilities?.accountIds.length ? utilities.accountIds : undefined;
}
