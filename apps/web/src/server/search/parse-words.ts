// Parser step 7: what the earlier rules left — type and ordering words, filler, numbers and free
// words — and the type the categories imply or contradict.

import type { PreparedLexicon } from "./name-index";
import type { ParsedQuery } from "./parse";
import {
  categoryTypes,
  PAID_BY_THEM,
  PAID_OUT_AS,
  PAID_TO,
  PAID_US,
  paidBy,
  paidForAThing,
  paymentsFrom,
  wordBefore,
} from "./parse-paid";
import { type Token, typedWords } from "./parse-tokens";
import { FILLER_WORDS, phraseAround, phraseWordsOf, singular, stopwordPhraseAround } from "./thesaurus";
import { ORDER_WORDS, PRICE_WORDS, STOPWORDS, TYPE_WORDS } from "./vocabulary";
import { namesAnObject } from "./word-kinds";

const EXPENSIVE = /^(expensive|costliest|priciest)$/;

/** How big a sum was, said of what it went on ("big expenses", "large repairs"): the largest first. */
const SIZE_WORDS = new Set(["big", "bigger", "large", "larger", "huge", "major", "hefty"]);
const SPENT_ON =
  /^(expenses?|payments?|repairs?|bills?|purchases?|costs?|checks?|transactions?|deposits?|spending|expenditures?)$/;

/** Whether the size word at `i` says how big a sum was: one a word or two on ("big plumbing bill"). */
const sizeOfASum = (tokens: readonly Token[], i: number) =>
  SPENT_ON.test(tokens[i + 1]?.text ?? "") ||
  (!STOPWORDS.has(tokens[i + 1]?.text ?? "") && SPENT_ON.test(tokens[i + 2]?.text ?? ""));

/** Whom something was made to happen to ("made me", "made us"). */
const OBJECTS = new Set(["me", "us", "him", "her", "them"]);

/** Words that ask what a place does ("how much did the cottage make", "what does it make a month"). */
const ASKING_VERBS = new Set(["did", "does", "do", "will", "would"]);

/**
 * Whether "make" at `i` is money made: asked ("did", "does") with no thing made after it, as in "how
 * much did the cottage make last year", unlike "make ready" or "did they make repairs".
 */
function madeAsked(tokens: readonly Token[], i: number): boolean {
  const { text } = tokens[i]!;
  if (text !== "make" && text !== "makes") return false;
  const next = tokens[i + 1];
  const asked = tokens.slice(0, i).some((t) => ASKING_VERBS.has(t.text)) || text === "makes";
  return asked && (!next || next.used || STOPWORDS.has(next.text));
}

/** Words that say money went back to whoever paid it ("deposits returned"). */
export const RETURNING_WORDS: ReadonlySet<string> = new Set([
  "returned",
  "refunded",
  "refund",
  "refunds",
  "repaid",
]);

/** Words that say money was gathered in from whoever owed it ("deposits collected"). */
export const COLLECTING_WORDS: ReadonlySet<string> = new Set(["collect", "collected", "collecting"]);

/** Words that say money came to whoever asks ("received", "got"). */
const GETTING_WORDS = new Set(["receive", "received", "get", "got", "gotten", ...COLLECTING_WORDS]);

/** Who got money ("did we get", "I got"): a getting said of them is money in. */
const GETTERS = new Set(["we", "i", "you", "they"]);

/**
 * Whether "get" at `i` is money got: said of who got it in a question of how much, or of money ("how
 * much insurance money did we get", "money we got from Airbnb"), unlike "how much to get the gutters cleaned".
 */
function gotAsked(tokens: readonly Token[], i: number): boolean {
  // Called for words no type word claimed: of the getting words, "get", "got" and "gotten".
  if (!GETTING_WORDS.has(tokens[i]!.text) || !GETTERS.has(tokens[i - 1]?.text ?? "")) return false;
  const said = tokens.map((t) => t.text);
  return (
    said.includes("money") || gotBack(tokens, i) || said.some((w, k) => w === "how" && said[k + 1] === "much")
  );
}

/** "what I got back from the insurer": "back" says the money was returned, no word the rows say. */
const gotBack = (tokens: readonly Token[], i: number) => tokens[i + 1]?.text === "back";

/** Claims the "back" of money got back before names are read: it starts no payee's name (Backflow …). */
export function claimGotBack(tokens: readonly Token[]): void {
  for (const [i, t] of tokens.entries())
    if (GETTING_WORDS.has(t.text) && GETTERS.has(tokens[i - 1]?.text ?? "") && gotBack(tokens, i))
      tokens[i + 1]!.used = true;
}

/** Words that say money changed hands without saying which way. */
const PAYING_WORDS = new Set(["pay", "paid", "pays", "payment", "payments"]);

/**
 * The category a leftover word belongs to by its account's name: "fees" in "legal fees" is part of
 * "Legal and Professional Fees", not a word its transactions must say.
 */
function categoryOwning(word: string, result: ParsedQuery, lex: PreparedLexicon) {
  const w = singular(word);
  return result.categories.find((c) =>
    [c.label, ...c.accountIds.map((id) => lex.accountsById.get(id)?.name ?? "")].some((name) =>
      name.toLowerCase().split(/\s+/).map(singular).includes(w),
    ),
  );
}

/**
 * Whether the word at `i` is a word of a thesaurus phrase with a stopword typed with the free words beside it
 * ("tenant locked out", "money back to the tenant"): the phrase names rows, the stopword alone does not.
 */
function inPhrase(tokens: readonly Token[], i: number): boolean {
  // "a" of "take down a tree" is no word of the phrase, though the thesaurus keys phrases without it.
  if (!phraseWordsOf(tokens[i]!.text).length) return false;
  const free = (from: number, n: number) =>
    tokens.slice(from, from + n).every((t, k) => !t.used || from + k === i);
  return (
    stopwordPhraseAround(
      tokens.map((t) => t.text),
      i,
      free,
    ) !== null
  );
}

/** Whether a thesaurus phrase of free words begins at `i` ("paid me back": the money returned). */
const phraseBegun = (tokens: readonly Token[], i: number) =>
  phraseAround(
    tokens.map((t) => t.text),
    i,
    (_, from, n) => from === i && tokens.slice(from, from + n).every((t) => !t.used),
  ) !== null;

/**
 * Small words typed in capitals among lower-case ones ("GET tax", Hawaii's general excise tax): an
 * abbreviation the rows write, not the word. A query typed all in capitals says nothing by its case.
 */
function acronymsTyped(raw: string): Set<string> {
  // Of three letters or four: two are a state's code ("rent in OR"), read by the places step.
  if (!/[a-z]/.test(raw)) return new Set();
  return new Set((raw.match(/\b[A-Z]{3,4}\b/g) ?? []).map((w) => w.toLowerCase()));
}

/** Classifies the unclaimed tokens; answers how many words mattered and how many were understood. */
export function classifyRest(
  tokens: Token[],
  allKnown: Set<string>,
  result: ParsedQuery,
  lex: PreparedLexicon,
): { meaningful: number; understood: number } {
  let meaningful = 0;
  let understood = 0;
  const phrased = new Set(tokens.flatMap((t, i) => (!t.used && inPhrase(tokens, i) ? [i] : [])));
  const acronyms = acronymsTyped(result.raw);
  for (const [i, t] of tokens.entries()) {
    // A bank feed's word cut at an apostrophe ("rec'd", "int'l", "ass'n") is the word the text search
    // reads: the letter after it is a stopword or no word of its own.
    const w = t.text
      .replace(/'s$/, "")
      .replace(/'[dln]$/, "")
      .replace(/'/g, "");
    const isFiller = STOPWORDS.has(w) || w === "$";
    if (!isFiller) meaningful++;
    if (t.used) {
      if (!isFiller) understood++;
      continue;
    }
    // "the city made me redo it" says who had it done, not money made; "paid back" is money returned.
    const type =
      w in TYPE_WORDS
        ? !(w === "made" && OBJECTS.has(tokens[i + 1]?.text ?? "")) && !phraseBegun(tokens, i)
        : madeAsked(tokens, i) || gotAsked(tokens, i);
    if (type) {
      result.type ??= TYPE_WORDS[w] ?? "income";
      t.used = true;
      understood++;
      continue;
    }
    if (w in ORDER_WORDS) {
      // "most recent", "least expensive": the word after says which order.
      const next = tokens[i + 1]?.text ?? "";
      if (!((w === "most" || w === "least") && (next in ORDER_WORDS || EXPENSIVE.test(next))))
        result.order ??= ORDER_WORDS[w]!;
      t.used = true;
      understood++;
      continue;
    }
    if (SIZE_WORDS.has(w) && sizeOfASum(tokens, i)) {
      result.order ??= "largest";
      t.used = true;
      understood++;
      continue;
    }
    if (EXPENSIVE.test(w)) {
      result.order ??= tokens[i - 1]?.text === "least" ? "smallest" : "largest";
      t.used = true;
      understood++;
      continue;
    }
    if (isFiller) {
      t.used = true;
      if (phrased.has(i) || acronyms.has(w)) result.terms.push(w);
      continue;
    }
    if (/^\$?[\d,.]+[km]?$/.test(w)) {
      // A number nobody claimed (a reference, a house number): searched as text.
      result.terms.push(w.replace(/[$,]/g, ""));
      continue;
    }
    const term = w.replace(/[^a-z0-9]/g, "");
    if (!term) continue;
    const owner = categoryOwning(term, result, lex);
    if (owner) {
      owner.text = `${owner.text} ${term}`;
      t.used = true;
      understood++;
      continue;
    }
    result.terms.push(term);
    if (!allKnown.has(term) && term.length >= 3) result.unknown.push(term);
  }

  return { meaningful, understood };
}

/** Words that say money went out, whichever way "paid" or "payments" went. */
const SPENDING_WORDS = new Set(["spent", "spend", "spending", "expense", "expenses", "cost", "costs"]);

/**
 * Money from those an expense category is paid to is money in: "money from the insurance company" is
 * the insurer's claim checks, not its premiums, and so is "insurance money we received", "what
 * insurance paid out" and "the insurance payout". The category's words become words the rows say. A
 * thing pays no one: "removing ice from the roof" is the roof's repair.
 */
function moneyFromPayees(result: ParsedQuery, lex: PreparedLexicon): void {
  const said = typedWords(result.raw);
  if (said.some((w) => SPENDING_WORDS.has(w))) return;
  // Money in said in words of getting it ("received", "did we get"), not of making it ("did they make repairs").
  const gotten = result.type === "income" && said.some((w) => GETTING_WORDS.has(w));
  const calledAs: string[] = [];
  const from = result.categories.filter((c) => {
    const words = c.text.toLowerCase().split(/\s+/);
    const at = said.indexOf(words[0]!);
    const before = said[wordBefore(said, at)];
    const thing = namesAnObject(singular(words.at(-1)!));
    if (thing || !wholly(c, "expense", lex)) return false;
    // The payee's own paying, unless the words name what it is paid ("insurance premiums paid").
    const charged = words.some((w) => CHARGED_WORDS.has(w));
    const calledAfter = said[at + words.length] ?? "";
    const paidOut = !charged && PAID_OUT_AS.has(calledAfter);
    if (paidOut) calledAs.push(calledAfter);
    return (
      (at > 0 && before === "from") || gotten || paidOut || (!charged && paidBy(c.text, said, PAID_BY_THEM))
    );
  });
  if (!from.length) return;
  result.categories = result.categories.filter((c) => !from.includes(c));
  result.terms = [
    ...result.terms.filter((t) => !calledAs.includes(t)),
    ...from.flatMap((c) => c.text.toLowerCase().split(/\s+/)),
  ];
  result.type = "income";
}

/** Words for what a category's payee is paid ("premiums", "bills"): paying them is ours. */
const CHARGED_WORDS = new Set([
  ...PRICE_WORDS,
  ..."premium premiums bill bills dues payment payments".split(" "),
]);

/** Whether money is said to have come from someone, and no spending ("money from the guests"). */
const moneyCameFrom = (said: readonly string[]) =>
  !said.some((w) => SPENDING_WORDS.has(w)) && said.some((w, k) => w === "money" && said[k + 1] === "from");

/** Whether every account a category resolved to is of `type` (and it resolved to some). */
const wholly = (c: ParsedQuery["categories"][number], type: string, lex: PreparedLexicon) =>
  c.accountIds.length > 0 && c.accountIds.every((id) => lex.accountsById.get(id)?.type === type);

/** Whether every income word said stands next to a word of the income categories ("collect rent"). */
function incomeWordsBeside(said: string[], income: ParsedQuery["categories"]): boolean {
  const named = new Set(income.flatMap((c) => typedWords(c.text)));
  const at = said.flatMap((w, i) => (TYPE_WORDS[w] === "income" ? [i] : []));
  return at.length > 0 && at.every((i) => named.has(said[i - 1] ?? "") || named.has(said[i + 1] ?? ""));
}

/**
 * An income category's word beside a thing paid for, in a question of what something cost ("what the
 * rent collection software costs me"): the word says which thing, not which money, and ranks its rows.
 */
function incomeWordsOfAThing(result: ParsedQuery, lex: PreparedLexicon): void {
  if (!result.type || result.terms.every((w) => FILLER_WORDS.has(w))) return;
  const said = typedWords(result.raw);
  if (!said.some((w) => SPENDING_WORDS.has(w))) return;
  const income = result.categories.filter((c) => wholly(c, "income", lex));
  if (!income.length) return;
  // "the software I collect rent with, what it costs": "collect" says what the thing does with the rent.
  if (result.type === "income" && !incomeWordsBeside(said, income)) return;
  result.type = "expense";
  result.categories = result.categories.filter((c) => !income.includes(c));
  result.softTerms.push(...income.flatMap((c) => typedWords(c.text)));
}

/**
 * Categories that hold money both ways (deposits, a loan, owner money: no income or expense account)
 * keep the way words of getting or of giving back say (flow.ts): "security deposits received".
 */
function settleFlow(result: ParsedQuery, lex: PreparedLexicon): void {
  const types = categoryTypes(result, lex);
  if (!types.size || types.has("income") || types.has("expense")) return;
  const said = typedWords(result.raw);
  if (said.some((w) => RETURNING_WORDS.has(w))) result.flow = "out";
  else if (result.type === "income" && said.some((w) => GETTING_WORDS.has(w))) result.flow = "in";
}

export function settleType(result: ParsedQuery, lex: PreparedLexicon): void {
  // A how-to question names no vendors ("how do I connect my bank" is not about "US Bank").
  if (result.intent === "howto" && result.vendors.length) {
    result.terms.push(...result.vendors.flatMap((v) => v.text.split(" ")));
    result.vendors = [];
  }
  const said = typedWords(result.raw);
  moneyFromPayees(result, lex);
  // Money from anyone is money in: "money from short term guests", "money from the laundry machines".
  if (!result.type && !result.categories.length && moneyCameFrom(said)) result.type = "income";
  incomeWordsOfAThing(result, lex);
  settleFlow(result, lex);
  // What a tenant paid is money in: "what did Connor pay" asks for the tenant's payments.
  if (result.type === "expense" && result.tenants.length && !result.vendors.length) {
    if (said.some((w) => PAYING_WORDS.has(w))) result.type = "income";
  }
  // What a payee paid is money in: "what Airbnb paid me", "Airbnb paid for the damage"; so is what a
  // name the rows say paid us, though no payee is it ("what HANO sent us"), or a party said paid
  // ("what the insurer paid for the glass").
  const party = (t: string) => ["the", "my", "our"].includes(said[said.indexOf(t) - 1] ?? "");
  const paidUs =
    result.type === "expense" &&
    (result.vendors.some((v) => paidBy(v.text, said)) ||
      result.terms.some((t) => paidBy(t, said, party(t) ? PAID_TO : PAID_US)));
  if (paidUs) {
    result.type = "income";
    paidForAThing(result, lex);
  }
  // So are payments from a payee: "payments from the housing authority" are its vouchers, not its fees.
  if (result.type === "expense" && result.vendors.some((v) => paymentsFrom(v.text, said)))
    result.type = "income";
  // "rent paid" is rent received: a category's own type wins over a contradicting type word.
  if (result.type && result.categories.length) {
    const types = categoryTypes(result, lex);
    const incomeCat = types.has("income") && !types.has("expense");
    const expenseCat = types.has("expense") && !types.has("income");
    if ((incomeCat && result.type !== "income") || (expenseCat && result.type !== "expense"))
      result.type = null;
    // Deposits, card payments and owner money are transfers in the ledger.
    if (!types.has("income") && !types.has("expense") && types.size && result.type !== "transfer")
      result.type = null;
  }
  // "insurance" is an expense, "rent" income: the categories imply the type when none was said.
  if (!result.type && result.categories.length) {
    const types = categoryTypes(result, lex);
    if (types.size === 1 && types.has("income")) result.type = "income";
    else if (
      types.has("expense") &&
      !types.has("income") &&
      [...types].every((t) => t === "expense" || t === "liability")
    ) {
      result.type = "expense";
    }
  }
  // "largest" with "smallest" both absent but a "top N": largest by default.
  if (result.limit && !result.order) result.order = "largest";
}
