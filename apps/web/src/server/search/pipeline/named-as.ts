// How a query named a category: as itself ("repairs", "repai", "sec dep") or in other words ("plumbing"
// for repairs). Only a category named in other words may give way to the words as the rows say them.
import { CATEGORY_BY_KEY } from "../categories";
import type { CategoryMatch, ParsedQuery } from "../parse";
import { TYPE_WORDS } from "../vocabulary";
import { namesAMadeThing, namesAThing } from "../word-kinds";
import { isFormOfAVerb } from "../wordnet";

/** "taxes" → "tax", "utilities" → "utility", "fees" → "fee": enough to tell a name from a synonym. */
export const stem = (w: string) =>
  w.length > 4 && w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : /(x|ss|ch|sh)es$/.test(w)
      ? w.slice(0, -2)
      : w.length > 3 && /[^s]s$/.test(w)
        ? w.slice(0, -1)
        : w;

export const stemmed = (phrase: string) => phrase.toLowerCase().split(/\s+/).map(stem).join(" ");

/**
 * The query named the category in other words than its own name ("plumbing" for repairs); its name
 * cut short ("repai"), or each of its words ("sec dep" for security deposits), is its name.
 */
export const namedBySynonym = (c: CategoryMatch) => {
  // "bills" of "utility bills" says how the money went, not the category.
  const said = c.text.toLowerCase().split(/\s+/);
  const named = said.filter((w) => !(w in TYPE_WORDS));
  const [text, label] = [stemmed((named.length ? named : said).join(" ")), stemmed(c.label)];
  const [typed, own] = [text.split(" "), label.split(" ")];
  const abbreviated =
    typed.length > 1 && typed.length === own.length && typed.every((w, i) => own[i]!.startsWith(w));
  // Its words in another order ("maintenance and cleaning", "mainten and cleaning" for cleaning and
  // maintenance).
  const ownWords = own.filter((w) => !NAME_JOINERS.has(w));
  const reordered =
    typed.length === ownWords.length &&
    ownWords.every((w) => typed.some((t) => t === w || (t.length >= 4 && w.startsWith(t)))) &&
    typed.length > 1;
  // Its name with how it is charged said otherwise ("pet rent", "late charges" for pet and late fees).
  const uncharged = (words: string[]) => words.filter((w) => !CHARGE_WORDS.has(w)).join(" ");
  const chargedOtherwise = uncharged(ownWords) !== "" && uncharged(typed) === uncharged(ownWords);
  return (
    text !== label &&
    !(text.length >= 4 && label.startsWith(text)) &&
    !abbreviated &&
    !reordered &&
    !chargedOtherwise &&
    !namedTwice(c.key, text, label)
  );
};

/** How a category's money is charged, stemmed as `stemmed` leaves it: no word of what it is for. */
const CHARGE_WORDS: ReadonlySet<string> = new Set([
  "fee",
  "charge",
  "rent",
  "bill",
  "cost",
  "payment",
  "due",
]);

/**
 * Two of the category's names run together on a shared word, its own name last ("property management"
 * and "management fees"): the category said twice, not a kind of it ("furnace repair", "property tax").
 */
function namedTwice(key: string, text: string, label: string): boolean {
  const [shared, ...rest] = label.split(" ");
  if (!rest.length) return false;
  const names = CATEGORY_BY_KEY.get(key)?.phrases.map(stemmed) ?? [];
  return names.some((name) => name.endsWith(` ${shared}`) && text === `${name} ${rest.join(" ")}`);
}

/** Words that join a category's name ("cleaning and maintenance", "legal and other professional fees"). */
export const NAME_JOINERS = new Set(["and", "&", "of", "the", "or"]);

/** A category's own name's words, stemmed, without its joiners ("repair" of Repairs). */
export const labelWords = (c: CategoryMatch) =>
  stemmed(c.label)
    .split(" ")
    .filter((w) => !NAME_JOINERS.has(w));

/**
 * Whether a word is a word of a category's label in another form ("manager" of management fees): its
 * first six letters begin a word of the label.
 */
export const saysOwnLabel = (words: readonly string[], categories: readonly CategoryMatch[]) =>
  words.some(
    (w) =>
      w.length >= 6 && categories.some((c) => c.label.split(" ").some((l) => l.startsWith(w.slice(0, 6)))),
  );

/** Whether no two of the categories share an account ("gas leak": utilities and repairs). */
export const ofDifferentAccounts = (categories: readonly CategoryMatch[]) =>
  categories.every((c, i) =>
    categories.slice(i + 1).every((d) => !d.accountIds.some((id) => c.accountIds.includes(id))),
  );

/**
 * Of a category's phrase, what befell a thing made or was done to it ("roof leak", "leaking roof",
 * "window washing"); a thing's name before it says which thing ("smoke" of "smoke detector batteries").
 */
export const doneToAThing = (parsed: ParsedQuery) =>
  parsed.categories.filter(namedBySynonym).flatMap((c) => {
    const phrase = c.text.toLowerCase().split(/\s+/);
    const thing = phrase.findIndex(namesAMadeThing);
    const which = (w: string, i: number) => i < thing && namesAThing(w) && !isFormOfAVerb(w);
    return thing < 0 ? [] : phrase.filter((w, i) => !namesAMadeThing(w) && !which(w, i));
  });
