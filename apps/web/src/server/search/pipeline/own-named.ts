// The categories the query's words were read instead of, as the plan still uses them: the words that
// named one by its own name ("repair" of "furnace repair"), whose rows need only the other words, and
// a kind of one named by its phrase ("property tax"), whose rows are all but another kind's.
import { CATEGORY_BY_KEY } from "../categories";
import { moneyAccountIds } from "../flow";
import type { OrgLexicon } from "../lexicon";
import type { CategoryMatch } from "../parse";
import { conceptsOf, singular } from "../thesaurus";

/**
 * The words that named a category read as words by its own name ("repair" of "furnace repair" for
 * Repairs), or by a word of the name's group ("fixing" of "fixing the furnace"), and its accounts: a row
 * there needs only the other words.
 */
export function ownNamed(
  readAsWords: readonly CategoryMatch[],
  lex: OrgLexicon,
): { words: Set<string>; accountIds: string[] } {
  const ownWords = (c: CategoryMatch) => {
    const label = new Set(c.label.toLowerCase().split(/\s+/).map(singular));
    const named = (w: string) => [w, ...(conceptsOf([w])[0] ?? [])].some((a) => label.has(singular(a)));
    return c.text.toLowerCase().split(/\s+/).filter(named);
  };
  // Every row has a line in a bank account (its bank side): "bank" of "bank fees" names no rows.
  const money = moneyAccountIds(lex);
  const accountsOf = (c: CategoryMatch) => c.accountIds.filter((id) => !money.has(id));
  const own = readAsWords.filter((c) => accountsOf(c).length && ownWords(c).length);
  return {
    words: new Set(own.flatMap(ownWords)),
    accountIds: [...new Set(own.flatMap(accountsOf))],
  };
}

/**
 * A category named by one of its phrases whose rows are also of other kinds ("property tax" of Taxes,
 * which holds the lodging tax too): its rows but those that say another kind, as a tsquery (null: none).
 */
export function otherKindsOf(named: readonly CategoryMatch[]): string | null {
  const [category, ...more] = named;
  const def = category && !more.length ? CATEGORY_BY_KEY.get(category.key) : undefined;
  const said = category?.text.toLowerCase().split(/\s+/).join(" ");
  const asItself = (phrase: string) => phrase.split(" ").map(singular).join(" ");
  if (!def?.otherKinds || !said || !def.phrases.includes(said) || asItself(said) === asItself(def.label))
    return null;
  return `!(${def.otherKinds.join(" | ")})`;
}
