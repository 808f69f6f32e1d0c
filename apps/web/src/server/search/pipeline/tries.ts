// The tries a sentence's reading is chosen from (described.ts): each way of setting some of its words
// aside, when it was first, which of those some row says to read, and which read as no sentence at all.
import { typedWords } from "../parse-tokens";
import { US_STATES } from "../place-words";
import { PAYER_WORDS, phraseAround } from "../thesaurus";
import { aroundAnEvent, namesAThing, oneThingOrDoing, partOfATime, whenItWas } from "../word-kinds";
import { isFormOfAVerb } from "../wordnet";

/** Whom it happened to, never the thing asked about: a tenant, or a rental's guest ("guest damage"). */
const GUEST_WORDS: ReadonlySet<string> = new Set("guest guests guest's guests'".split(" "));
export const forWhom = (w: string) => PAYER_WORDS.has(w) || GUEST_WORDS.has(w);

/** What a trouble is heard or smelt as ("a squeaking noise", "a burning smell"). */
const SENSED: ReadonlySet<string> = new Set(
  "noise noises sound sounds smell smells odor odors odour".split(" "),
);
/** How a sound or smell is told when no verb tells it ("a weird noise", "a bad smell"). */
const SENSED_AS: ReadonlySet<string> = new Set("loud weird strange funny odd bad".split(" "));

/**
 * Whether `word` is the sound or smell a thing made, or what it did to make it, typed together
 * ("squeaking noise", "burning smell", "weird sound"): what was sensed, never the thing asked about.
 */
export function troubleSensed(word: string, typed: readonly string[]): boolean {
  const at = typed.indexOf(word);
  const made = (w: string) => SENSED_AS.has(w) || (/^[a-z]{3,}ing$/.test(w) && isFormOfAVerb(w));
  if (SENSED.has(word)) return made(typed[at - 1] ?? "");
  return SENSED.has(typed[at + 1] ?? "") && made(word);
}

/** Each way of leaving `drop` of the words out (only those `optional` allows), the order kept. */
export function without(
  words: readonly string[],
  drop: number,
  optional: (w: string) => boolean,
): string[][] {
  if (drop === 0) return [[...words]];
  return words.flatMap((w, i) =>
    optional(w)
      ? without(words.slice(i + 1), drop - 1, optional).map((rest) => [...words.slice(0, i), ...rest])
      : [],
  );
}

/**
 * The tries that set when it was aside first, and alone ("lockout in the middle of the night"), the rest
 * whole; then whom it was for too, a time the rows may say kept first ("the tenant locked out at
 * midnight"), then left out ("when the tenant got locked out at night").
 */
export function whenFirst(
  words: readonly string[],
  typed: readonly string[],
  optional: (w: string) => boolean,
  whole: (kept: readonly string[]) => boolean,
): string[][][] {
  const when = words.filter((w) => partOfATime(w, typed) || whenItWas(w, typed));
  const timeless = words.filter((w) => !when.includes(w));
  if (!when.length || !timeless.length || !when.every(optional)) return [];
  const forSomeone = (w: string) => forWhom(w) && optional(w);
  const forNoOne = timeless.filter((w) => !forSomeone(w));
  const tries = whole(timeless) ? [[timeless]] : [];
  if (!forNoOne.length || forNoOne.length === timeless.length || !whole(forNoOne)) return tries;
  const unpaid = words.filter((w) => !forSomeone(w));
  return [...tries, ...(whole(unpaid) ? [[unpaid]] : []), [forNoOne]];
}

/**
 * The try to read (-1: no row says any): the first whose words left out all pass one of `leaving`, in
 * order; else, of a few words, the rarest the rows say together (a detail is what only one or two rows
 * hold: "termite bait stations", not every mouse bait station), and of a sentence the most said.
 */
export function bestTry(
  counts: readonly number[],
  lefts: readonly string[][],
  apart: boolean,
  leaving: readonly ((w: string) => boolean)[],
): number {
  for (const left of leaving) {
    const at = counts.findIndex((n, i) => n > 0 && lefts[i]!.every(left));
    if (at >= 0) return at;
  }
  const said = counts.filter((n) => n > 0);
  return said.length ? counts.indexOf(apart ? Math.min(...said) : Math.max(...said)) : -1;
}

/** Whether `word` is of a state's name typed whole ("kansas", "new" of "new mexico"). */
export function namesAState(word: string, raw: string): boolean {
  const lower = ` ${typedWords(raw).join(" ")} `;
  return US_STATES.some(([name]) => name.split(" ").includes(word) && lower.includes(` ${name} `));
}

/** The small words a verb takes ("locked out", "cut back"): alone, they say nothing of what. */
const PARTICLES: ReadonlySet<string> = new Set("up out off on in over down back away".split(" "));

/** A verb's small word, or a word that only tells when ("moved" of "when they moved out"). */
const onlyWhen = (w: string, typed: readonly string[]) =>
  PARTICLES.has(w) ||
  whenItWas(w, typed) ||
  partOfATime(w, typed) ||
  // An event that is a thing is what the rows may say ("damage after the storm").
  (aroundAnEvent(w, typed) && !namesAThing(w));

/** A word kept without the small word of the thesaurus's phrase it began ("money" of "money back"). */
function phraseCut(w: string, kept: readonly string[], typed: readonly string[]): boolean {
  const at = typed.indexOf(w);
  const next = typed[at + 1] ?? "";
  return (
    PARTICLES.has(next) &&
    !kept.includes(next) &&
    Boolean(phraseAround(typed, at, () => true)?.includes(next))
  );
}

/**
 * Whether the words kept can be read as the sentence: a state kept alone is no reading of one about
 * something done there ("roof work … in Kansas"), nor are a verb's small word and when it was ("out" and
 * "late" of "tenant locked out late at night", on books that hold no lockout, or "moved out" of "money
 * back to the tenant when they moved out"), nor half a phrase.
 */
export const readsAsASentence = (kept: readonly string[], raw: string, typed: readonly string[]) =>
  !kept.every((w) => namesAState(w, raw)) &&
  !kept.every((w) => onlyWhen(w, typed)) &&
  !kept.some((w) => phraseCut(w, kept, typed));

/** The typed pairs of `words` WordNet knows as one thing or doing ("pilot light", "backed up"). */
export const compounds = (typed: readonly string[], words: readonly string[]): string[][] =>
  typed.flatMap((a, i) => {
    const b = typed[i + 1];
    const both = b && words.includes(a) && words.includes(b);
    return both && oneThingOrDoing(a, b) ? [[a, b]] : [];
  });

/**
 * The things alone, what befell them and when or where (`loose`) set aside, and the rest of a pair of
 * words that says it ("furnace stopped working in the cold", "sink backed up").
 */
export function thingsAlone(
  typed: readonly string[],
  words: readonly string[],
  loose: (w: string) => boolean,
) {
  const aside = new Set(words.filter(loose));
  for (const pair of compounds(typed, words))
    if (pair.some((w) => aside.has(w))) for (const w of pair) aside.add(w);
  return words.filter((w) => !aside.has(w));
}
