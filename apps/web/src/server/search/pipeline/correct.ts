// Step 2, correct: a last word still being typed is finished as the books write it (typing.ts);
// words nobody knows are matched to the closest known word at most one edit per four letters away
// (candidates from pg_trgm's trigrams over the cached vocabulary, and the words of about its
// length), or split into two of the data's words typed without a space ("waterheater"); each part
// of a compound ("zebra-quartz") is its own word. A correction is applied and the query parsed again,
// unless the word as typed occurs in transaction text: then it stays (and, when no other word was
// corrected, the correction is only suggested). An everyday English word is corrected only when the
// correction occurs with the query's other words ("rental lasting ad", not "hardware store"), or a
// thesaurus phrase holds it beside the word typed next to it ("hating and AC"; in-context.ts). The
// candidates and the pick among them are in slip-picks.ts. A word no slip of which reads with the
// others may be the end of a longer word of the books' ("stone wall": limestone).
import type { Db } from "../../db/client";
import { finishAskedWords } from "../asked-words";
import { COMMON_WORDS } from "../common-words";
import { byEar, editDistance, twoSlips } from "../edits";
import type { OrgLexicon } from "../lexicon";
import { someTransactionEach } from "../looks";
import { applyCorrections, type ParsedQuery, parseQuery } from "../parse";
import { typedAsBrand, typedWords } from "../parse-tokens";
import { FILLER_WORDS, inAPhrase, JOB_WRAPPER_WORDS, thesaurusWords } from "../thesaurus";
import { STOPWORDS, TEXT_STOP_WORDS } from "../vocabulary";
import { oneThingWith } from "../word-kinds";
import { isVerbForm, sensesOf } from "../wordnet";
import { askedWordSlips } from "./asked-slips";
import { doneAgain, doneBy } from "./done-words";
import { everydaySlips } from "./everyday-slips";
import { firstSaidAlone, type Guesses, inContext, otherWords } from "./in-context";
import { correctionsOf } from "./possessives";
import { realWordSlip } from "./real-words";
import { recentCandidates } from "./recent-words";
import { RESIDENT_WORDS } from "./residents";
import { type Correction, candidatesFor, inflectedPicks, pickCorrections, unpicked } from "./slip-picks";
import { endingIn, joinedApart, splitsSaid } from "./split-words";
import { finishTyping } from "./typing";
import type { Understood } from "./understand";
import { saidSideBySide, wordsWritten } from "./written";

const THESAURUS_WORDS = new Set(thesaurusWords());
/** The short words of PostgreSQL's english stop list (english.stop) beside TEXT_STOP_WORDS. */
const DROPPED_SHORT = new Set(
  "not nor no but if as then once few more most such only own same so than too very just now don should".split(
    " ",
  ),
);
/** A word no document holds: to_tsquery drops it. */
const dropped = (word: string) => TEXT_STOP_WORDS.has(word) || DROPPED_SHORT.has(word);

export interface Corrected {
  parsed: ParsedQuery;
  /** The query after typo correction, when one was applied. */
  corrected: string | null;
  /** The weakest applied correction's similarity (1 without one): lowers the confidence. */
  correctionSim: number;
  /** Corrected queries offered as suggestions instead of applied. */
  spelling: string[];
  /** Words already looked for in the transactions' text, and whether they occur in any form (saves retrieve a look). */
  checked: ReadonlyMap<string, boolean>;
}

/** Words joined, a question's word finished or its slip read, the last word finished, a real word's slip. */
const MOST_REWRITES = 5;

export async function correct(
  db: Db,
  org: string,
  lex: OrgLexicon,
  { query, parsed }: Understood,
  now: Date,
  /** Known words the retrieval found nowhere ("roof single repair"): corrected only where the others back it. */
  nowhere: string[] = [],
  /** Rewrites already made: each may enable another, never without end. */
  rewrites = 0,
): Promise<Corrected> {
  const rewritten =
    nowhere.length || rewrites >= MOST_REWRITES ? null : await rewrite(db, org, lex, query, parsed, now);
  if (rewritten) {
    const rest = await correct(
      db,
      org,
      lex,
      { query: rewritten, parsed: parseQuery(rewritten, { now, lexicon: lex.prepared }) },
      now,
      [],
      rewrites + 1,
    );
    return { ...rest, corrected: rest.corrected ?? rewritten };
  }
  const checked = new Map<string, boolean>();
  const none: Corrected = { parsed, corrected: null, correctionSim: 1, spelling: [], checked };
  // An everyday word that says how often ("every time it rains") is meant as typed.
  const typed = typedWords(parsed.raw);
  const often = (w: string) =>
    COMMON_WORDS.has(w) && ["every", "each"].includes(typed[typed.indexOf(w) - 1] ?? "");
  const words = (nowhere.length ? nowhere : parsed.unknown).filter((w) => !often(w));
  if (!words.length) return none;
  const picked = pickCorrections(await correctWords(db, org, lex, words, checked, nowhere.length > 0));
  const fixes = picked.filter((f) => placeNamed(f, parsed, lex));
  // A word that occurs as typed ("tune" in "tune-up") stays; the others are corrected. When every
  // fix is to such a word, the corrected query is only suggested. An everyday word is corrected only
  // where the correction reads with the query's other words.
  // Each fix is read beside the others' best guesses: "rnetal lasting ad" is "rental listing ad". Words
  // the books hold are read as written: one of them is the slip, backed by the others as typed ("clears
  // snow" is no "cleans show"), and the first backed is the one applied.
  // A word of four letters or more that matches as typed stays so: the others are read beside it ("scorp").
  const kept = (f: Correction) => f.hit && f.word.length >= 4;
  const guessed = new Map(nowhere.length ? [] : fixes.filter((f) => !kept(f)).map((f) => [f.word, f.term]));
  const applied: Correction[] = [];
  if (nowhere.length) applied.push(...(await firstBacked(db, org, lex, parsed, fixes, words)));
  else {
    // Three letters occur as the start of many words ("lak" of "lakeshore"): there a correction the
    // other words back ("gas lak repair") still wins. Each fix is weighed on its own, side by side.
    const weighed = await Promise.all(
      fixes.map((f) =>
        !f.hit
          ? settle(db, org, lex, parsed, f, guessed)
          : kept(f)
            ? null
            : backed(db, org, lex, parsed, f, guessed),
      ),
    );
    applied.push(...weighed.filter((f): f is Correction => f !== null));
    applied.push(...everydaySlips(words, applied, lex, checked));
    // A word the books write as typed is meant so ("storm repairs" is no windstorm's).
    const unread = words.filter(
      (w) => !applied.some((f) => f.word === w) && checked.get(w) !== true && !lex.dataWords.has(w),
    );
    applied.push(...(await endsBacked(db, org, lex, parsed, unread, guessed)));
  }
  if (!applied.length && (nowhere.length || !fixes.length)) return none;
  if (!applied.length)
    return { ...none, spelling: [applyCorrections(query, new Map(fixes.map((f) => [f.word, f.term])))] };
  const fixed = applyCorrections(query, correctionsOf(query, applied, lex));
  // A fix of a word the text does not hold as typed ("hasnt" of "hasn't") changes nothing.
  if (fixed === query) return none;
  const more = nowhere.length || rewrites >= MOST_REWRITES ? null : rewrites + 1;
  return readCorrected(db, org, lex, fixed, applied, now, checked, more);
}

/**
 * The corrected query read, and read again while words stay unknown (`rewrites`: the count so far, or
 * null for no more): one word read right may back another that was not ("yariitza coln": Yaritza, then
 * Colón), or be a joined word read again ("sugmin": "sungmin", Sung-min).
 */
async function readCorrected(
  db: Db,
  org: string,
  lex: OrgLexicon,
  fixed: string,
  applied: readonly Correction[],
  now: Date,
  checked: Map<string, boolean>,
  rewrites: number | null,
): Promise<Corrected> {
  // Read right, two words may be one of the books' ("cleanng out" the apartment: the cleanout).
  const candidate = (await joinedApart(db, org, lex, fixed)) ?? fixed;
  const read = parseQuery(candidate, { now, lexicon: lex.prepared });
  const correctionSim = Math.min(...applied.map((f) => f.sim));
  const left = read.unknown.filter((w) => !applied.some((f) => f.word === w));
  const again =
    left.length && rewrites !== null
      ? await correct(db, org, lex, { query: candidate, parsed: read }, now, [], rewrites)
      : null;
  if (again?.corrected)
    return { ...again, correctionSim: Math.min(correctionSim, again.correctionSim), checked };
  return { parsed: read, corrected: candidate, correctionSim, spelling: [], checked };
}

/**
 * The query with words typed apart that the books join (first: "disp" of "garbage disp osal" also
 * begins a phrase's word), a question's own word cut short or mistyped (asked-slips.ts), a last word
 * still being typed, or a real word typed for the one the books say beside its neighbour read as
 * meant, or null.
 */
const rewrite = async (db: Db, org: string, lex: OrgLexicon, query: string, parsed: ParsedQuery, now: Date) =>
  (await joinedApart(db, org, lex, query)) ??
  finishAskedWords(query, lex) ??
  askedWordSlips(query, parsed, lex, now) ??
  (await finishTyping(db, org, query, parsed)) ??
  (await realWordSlip(db, org, lex, query, parsed));

/**
 * For the words nobody knows: the closest known word (pg_trgm's similarity over the cached
 * vocabulary), and whether the word as typed matches transaction text anyway (then it is only
 * suggested, not applied).
 */
async function correctWords(
  db: Db,
  org: string,
  lex: OrgLexicon,
  words: string[],
  checked: Map<string, boolean>,
  foundNowhere = false,
): Promise<Correction[]> {
  const safe = [
    ...new Set(
      words
        .map((w) => w.replace(/[^a-z0-9]/g, ""))
        .filter(
          (w) =>
            w.length >= 3 &&
            !FILLER_WORDS.has(w) &&
            !RESIDENT_WORDS.has(w) &&
            (foundNowhere || mayBeTypo(w, lex)) &&
            // A plural of the data's word ("payouts") is that word to the stemmer.
            !(/[^s]s$/.test(w) && lex.dataWords.has(w.slice(0, -1))),
        ),
    ),
  ].slice(0, 6);
  // A real word for a job done again, or done, that the books write the other way ("repainting":
  // painted) is no slip of another word ("repointing"); a trade's job done again is seldom in WordNet
  // ("recaulking": caulked).
  const again = doneAgain(
    safe.filter((w) => sensesOf(w) !== null || /^re[a-z]{4,}$/.test(w)),
    lex,
  );
  const candidates = await splitsSaid(
    safe.flatMap((word) => candidatesFor(word, lex)),
    (a, b) => saidSideBySide(db, org, a, b),
  );
  // A real word read as a filler or stop word ("settling" as "getting", "oven" as "over") would only be
  // dropped.
  const dropped = (term: string) => FILLER_WORDS.has(term) || STOPWORDS.has(term);
  const unsure = candidates.filter(
    (c) => !again.some((a) => a.word === c.word) && !(dropped(c.term) && sensesOf(c.word) !== null),
  );
  // Words the retrieval looked for in every form: nothing to ask the database again, and only the
  // data's own words can read with the others in a row. A word the books hold is no slip for a word
  // the query leaves out ("rock wall" is no "rock all").
  if (foundNowhere) {
    const said = (c: (typeof unsure)[number]) =>
      c.term.split(" ").every((w) => lex.dataWords.has(w)) &&
      !(STOPWORDS.has(c.term) && lex.dataWords.has(c.word));
    const picks = [...again, ...pickCorrections(unsure.filter(said))];
    const formed = [...picks, ...inflectedPicks(unpicked(safe, picks), lex)];
    return [...formed, ...doneBy(unpicked(safe, formed), lex)].map((p) => ({ ...p, hit: false }));
  }
  let picks = [...again, ...pickCorrections(unsure)];
  picks = [...picks, ...inflectedPicks(unpicked(safe, picks), lex)];
  // No slip near: an agent noun the books name by its job (a last resort: "Rainer" is Rainier).
  picks = [...picks, ...doneBy(unpicked(safe, picks), lex)];
  // Words written since the vocabulary was cached: candidates from the transactions themselves,
  // for words that do not occur as typed.
  const missing = safe.filter((w) => w.length >= 5 && !picks.some((p) => p.word === w));
  const looked = [...new Set([...picks.map((p) => p.word), ...missing])];
  // Every picked word is looked at: candidates from the rows are only for the missing ones.
  const { asWritten: typed, inAnyForm: formed } = await wordsWritten(db, org, looked);
  for (const w of looked) checked.set(w, formed.has(w));
  const unseen = missing.filter((w) => !typed.has(w));
  if (unseen.length) picks = [...picks, ...pickCorrections(await recentCandidates(db, org, unseen))];
  if (!picks.length) return [];
  // An everyday word or a verb's form the books hold in another form ("Move-out", "Rekeyed") is as typed.
  const everyday = (w: string) => (COMMON_WORDS.has(w) || isVerbForm(w)) && formed.has(w);
  // The start of a word of a name ("aven" of Byers Avenue House, "offi" of Prien Lake Office Suites)
  // is written there as typed.
  const begun = (w: string) => w.length >= 4 && Boolean(lex.complete(w)?.length);
  return picks.map((p) => ({ ...p, hit: typed.has(p.word) || everyday(p.word) || begun(p.word) }));
}

/**
 * Whether an unknown word is a typo candidate at first: words the thesaurus knows ("short", "str")
 * and the data's own are meant as typed, unless the retrieval then finds them nowhere. A word around a
 * job ("plumber calls", "the HVAC guys") is the question's, never a slip of the rows' ("walls").
 */
export const mayBeTypo = (word: string, lex: OrgLexicon) =>
  !THESAURUS_WORDS.has(word) && !lex.dataWords.has(word) && !JOB_WRAPPER_WORDS.has(word);

/**
 * The correction to apply, if any. An everyday word is corrected only where the correction reads
 * with the query's other words; among words as few edits away, the first that reads with them wins
 * ("roof sihngle repair" is "shingle", not "single").
 */
async function settle(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  fix: Correction,
  guessed: Guesses,
): Promise<Correction | null> {
  const everyday = COMMON_WORDS.has(fix.word) && !typedAsBrand(fix.word, parsed.raw);
  // An everyday word the books write in two ("bedbug" for "bed bug") is that word, unless another
  // word is as close.
  if (everyday && fix.term.replace(/ /g, "") === fix.word && !fix.rivals?.length) return fix;
  // An everyday word that makes one thing with the word beside it ("living room") is meant as typed.
  if (everyday && oneThingWith(fix.word, typedWords(parsed.raw))) return null;
  // Three letters with one dropped or added ("Kona" is no slip of the lender Koa), a spelling by ear,
  // two slips or a form read by its base: a guess, unless the other words or the lone word's one
  // candidate back it.
  // A word without a vowel is no word of its own: its one candidate a vowel away is what was meant
  // ("rnt"); the one it may shorten is a guess ("dvd" is no "delivered").
  const vowelDropped = !/[aeiouy]/.test(fix.word) && editDistance(fix.word, fix.term, 1) === 1;
  const short =
    (fix.word.length < 4 && !vowelDropped) ||
    fix.term.length < 4 ||
    fix.base !== undefined ||
    byEar(fix.word, fix.term) ||
    twoSlips(fix.word, fix.term);
  if (!everyday && !short && !fix.rivals?.length) return fix;
  const read = await backed(db, org, lex, parsed, fix, guessed);
  if (read) return read;
  // Words around a job ("roof guys") are no row's: they back nothing, and leave the word alone.
  const others = otherWords(parsed, fix, guessed).filter((w) => !JOB_WRAPPER_WORDS.has(w));
  if (short) return !everyday && !fix.rivals?.length && !others.length ? fix : null;
  return everyday ? null : firstSaidAlone(db, org, lex, fix);
}

/** Words after a name that say it is a county's ("Hamilton County"). */
const COUNTY_WORDS = new Set(["county", "parish", "borough", "township"]);

/**
 * Whether a fix of a word typed as a county's name gives one the books hold: "Hamilton County" is no
 * slip of the Hampton Inn's name, but "Shawnee Cnty" may be of Shawnee County's.
 */
function placeNamed(fix: Correction, parsed: ParsedQuery, lex: OrgLexicon): boolean {
  const typed = typedWords(parsed.raw);
  const kind = typed[typed.indexOf(fix.word) + 1];
  if (!kind || !COUNTY_WORDS.has(kind)) return true;
  return lex.prepared.sequences.some(({ words }) =>
    words.some((w, k) => w === fix.term && words[k + 1] === kind),
  );
}

/**
 * For known words found nowhere: the first slip the query's other words back, else the books' longer
 * word one of them ends.
 */
async function firstBacked(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  fixes: Correction[],
  words: string[],
): Promise<Correction[]> {
  const guessed = new Map<string, string>();
  const typed = typedWords(parsed.raw);
  for (const f of fixes) {
    // Words around any job ("service" of "pool service") back no slip: Cool Air's service is no pool's;
    // nor is a word that makes one thing with the word beside it ("living room").
    if (
      JOB_WRAPPER_WORDS.has(f.word) ||
      otherWords(parsed, f, guessed).every((w) => JOB_WRAPPER_WORDS.has(w))
    )
      continue;
    // Nor is one of a thesaurus phrase's words ("bib" of "hose bib": no Bibb County).
    if (oneThingWith(f.word, typed) || inAPhrase(typed, typed.indexOf(f.word))) continue;
    // A word that goes on past a shorter one is no slip of it: "new driveway" is no "new drive".
    if (f.word.startsWith(f.term) && f.word.length - f.term.length >= 3) continue;
    const fix = await backed(db, org, lex, parsed, f, guessed);
    if (fix) return [fix];
  }
  return endsBacked(db, org, lex, parsed, words, guessed);
}

/**
 * Words no slip of which reads with the others, as the books' longer words they end ("stone wall":
 * limestone), where the others back that.
 */
async function endsBacked(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  words: string[],
  guessed: Guesses,
): Promise<Correction[]> {
  const read = await Promise.all(
    words.map((word) => {
      const [term, ...rivals] = endingIn(word, lex.dataWords);
      if (!term) return null;
      return backed(db, org, lex, parsed, { word, term, rivals, base: term, sim: 0.9, hit: false }, guessed);
    }),
  );
  return read.filter((f): f is Correction => f !== null);
}

/** The first of the correction and its rivals that reads with the query's other words. */
async function backed(
  db: Db,
  org: string,
  lex: OrgLexicon,
  parsed: ParsedQuery,
  fix: Correction,
  guessed: Guesses,
): Promise<Correction | null> {
  // A word no document holds reads with any words (to_tsquery drops it): tried last ("noth" is
  // north before "not").
  const terms = [fix.term, ...(fix.rivals ?? [])].slice(0, 4);
  const held = [...terms.filter((t) => !dropped(t)), ...terms.filter(dropped)];
  const readings = held.map((term) => inContext(lex, parsed, { ...fix, term }, guessed));
  // A name that spells one beside the word typed next to it wins over a stem the rows share ("city of
  // hot springx" is City of Hot Springs, not the season "spring").
  const named = held.find((_, i) => readings[i] === true);
  if (named !== undefined) return { ...fix, term: named };
  const asked = readings.map((r) => (typeof r === "boolean" ? null : r));
  const found = await someTransactionEach(db, org, asked);
  const term = held.find((_, i) => found[i]);
  return term === undefined ? null : { ...fix, term };
}
