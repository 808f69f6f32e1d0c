// Words typed apart that the books write as one, and the reverse. Two typed words the books, or the
// chart's category phrases, write as one ("sky light" for skylight, "dry wall", "lock smith") are
// joined before anything else is corrected, when one of the two is no word of the data (two of its
// words side by side, "water heater", are meant as typed); one typed word that is two of the data's
// ("waterheater", "touchup") is a correction candidate.
import type { Db } from "../../db/client";
import type { OrgLexicon } from "../lexicon";
import { thesaurusPhrases } from "../thesaurus";
import { STOPWORDS } from "../vocabulary";
import { ARTICLES } from "../word-times";
import { forms, isFormOfAVerb, isLemma, sensesOf } from "../wordnet";
import { saidSideBySide } from "./written";

/** The words two typed words may be, as one. */
type Words = Pick<ReadonlySet<string>, "has">;
/** Words that join a query's parts, never halves of one word ("the", "of"). */
const NEVER_JOINED = new Set("the and or of for from by with an as is it me my we our per via".split(" "));
/** Small words that may end a compound ("check in") but before a number ask for it: "Waste Co in 2024". */
const BEFORE_A_NUMBER = new Set(["in", "on", "at", "to"]);

/**
 * The query with two typed words joined where the books, or the chart's category phrases, write them
 * as one ("lock smith": locksmith, a repairs word), or null.
 */
export const joinedApart = (db: Db, org: string, lex: OrgLexicon, query: string) =>
  joinSplitWords(
    query,
    { has: (w) => lex.dataWords.has(w) || lex.prepared.categoryByPhrase.has(w) },
    (a, b) => saidSideBySide(db, org, a, b),
  );

/**
 * The query with each such pair joined, or null when there is none. Two words that are both the
 * data's are joined only when `sideBySide` says no row has them so ("bath room" where the books
 * say bathroom; "water heater" stays).
 */
export async function joinSplitWords(
  query: string,
  dataWords: Words,
  sideBySide: (a: string, b: string) => Promise<boolean> = async () => true,
): Promise<string | null> {
  const parts = query.split(/(\s+)/);
  let changed = false;
  for (let i = 0; i + 2 < parts.length; i += 2) {
    // The second word may end the sentence ("tuck pointing?").
    const [a, typedB] = [parts[i]!, parts[i + 2]!];
    const b = typedB.replace(/[?!.]+$/, "");
    if (!/^[A-Za-z]{2,}$/.test(a) || !/^[A-Za-z]{2,}$/.test(b)) continue;
    const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
    const joined = joinedAs(lowerA, lowerB, dataWords);
    if (!joined || NEVER_JOINED.has(lowerA) || NEVER_JOINED.has(lowerB)) continue;
    // Words that go on as a phrase the thesaurus reads are that phrase's ("shut off the water for winter").
    const after = parts.slice(i + 4, i + 8).filter((_, k) => k % 2 === 0);
    if (
      phraseGoesOn(
        lowerA,
        lowerB,
        after.map((w) => w.toLowerCase()),
      )
    )
      continue;
    if (BEFORE_A_NUMBER.has(lowerB) && /^\d/.test(parts[i + 4] ?? "")) continue;
    // A plural is the data's word in the singular ("water heaters").
    const one = dataWords.has(lowerB) ? lowerB : lowerB.replace(/s$/, "");
    if (dataWords.has(lowerA) && dataWords.has(one) && (await sideBySide(lowerA, one))) continue;
    // The verb keeps the case typed ("Cleaned up" → "Cleanup"); its ending is gone.
    const head = joined === lowerA + lowerB ? a : a[0] + joined.slice(1, -lowerB.length);
    parts.splice(i, 3, head + lowerB + typedB.slice(b.length));
    changed = true;
  }
  return changed ? parts.join("") : null;
}

/** The short words a verb takes that the books write apart or hyphenated ("touch-up", "clean out"). */
const PARTICLES = ["up", "out", "off", "on", "in", "over", "down"];
const SAID_APART = new Set(thesaurusPhrases());
/**
 * The thesaurus's phrases of three words or more by their first two: the word each goes on with. A
 * phrase of two is the word the books write as one ("tuck pointing": tuckpointing).
 */
const PHRASES_BEGUN = new Map<string, Set<string>>();
for (const [a, b, next] of thesaurusPhrases().map((p) => p.split(" "))) {
  if (!next) continue;
  const begun = PHRASES_BEGUN.get(`${a} ${b}`) ?? new Set<string>();
  PHRASES_BEGUN.set(`${a} ${b}`, begun.add(next));
}

/**
 * Whether two words go on as a thesaurus phrase ("shut off the water for winter"), the words after
 * them past an article: "shut off valve" is the books' shutoff valve.
 */
function phraseGoesOn(a: string, b: string, after: readonly string[]): boolean {
  const next = after.find((w) => !ARTICLES.has(w)) ?? "";
  const begun = PHRASES_BEGUN.get(`${a} ${b}`);
  return Boolean(next && begun?.has(next));
}

/**
 * The one word of the books two typed words are ("sky light": skylight), or null; a verb's form before
 * its particle is the verb's noun ("cleaning out" the apartment: the cleanout; "cleaned up": cleanup).
 */
function joinedAs(a: string, b: string, dataWords: Words): string | null {
  if (dataWords.has(a + b)) return a + b;
  // Typed in the plural, where the books say the one word in the singular ("bed bugs": Bedbug).
  if (/[^s]s$/.test(b) && b.length > 3 && dataWords.has(a + b.slice(0, -1))) return a + b;
  // A pair the thesaurus reads already ("locked out") keeps what it says beside its noun.
  if (!PARTICLES.includes(b) || !isFormOfAVerb(a) || SAID_APART.has(`${a} ${b}`)) return null;
  const verb = forms(a)
    .slice(1)
    .find((f) => dataWords.has(f + b) && (sensesOf(f)?.verb ?? 0) > 0);
  return verb ? verb + b : null;
}

/**
 * Two of the data's words typed without the space between them ("waterheater"): "water heater";
 * or a verb and its particle ("touchup", "cleanout"), however short the particle. Only a verb takes
 * one: "electricin" is electrician with a letter dropped, not "electric in".
 */
export function joinedWords(word: string, dataWords: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 3; i <= word.length - 3; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    // A stopword half searches nothing: "allstate" is no "all state".
    if (dataWords.has(a) && dataWords.has(b) && !STOPWORDS.has(a) && !STOPWORDS.has(b)) out.push(`${a} ${b}`);
  }
  for (const particle of PARTICLES) {
    const head = word.slice(0, -particle.length);
    if (word.endsWith(particle) && head.length >= 3 && dataWords.has(head) && sensesOf(head)?.verb)
      out.push(`${head} ${particle}`);
  }
  return out;
}

/**
 * The candidates without a split of a word English has whole ("fireplace", "doorbell") into two of the
 * books' words no row says side by side: "fire" and "place" apart are no fireplace; "door bell" is.
 */
export async function splitsSaid<T extends { word: string; term: string }>(
  candidates: T[],
  sideBySide: (a: string, b: string) => Promise<boolean>,
): Promise<T[]> {
  const kept = await Promise.all(
    candidates.map((c) => {
      const [a, b, ...more] = c.term.split(" ");
      if (!b || more.length || a + b !== c.word || !isLemma(c.word)) return true;
      return sideBySide(a!, b);
    }),
  );
  return candidates.filter((_, i) => kept[i]);
}

/**
 * The books' words a word they hold nowhere by itself ends, run together with a word of four letters or
 * more before it ("stone" of limestone, "quake" of earthquake; "night" is no "midnight"), shortest first.
 */
export function endingIn(word: string, dataWords: ReadonlySet<string>): string[] {
  if (word.length < 4 || !isLemma(word)) return [];
  const out: string[] = [];
  for (const w of dataWords) {
    const head = w.slice(0, -word.length);
    if (w.endsWith(word) && head.length >= 4 && isLemma(head)) out.push(w);
  }
  return out.sort((a, b) => a.length - b.length || a.localeCompare(b));
}
