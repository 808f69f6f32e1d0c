// How a word sounds, roughly: the key two spellings of one word share when it was typed by ear
// ("evicshun" and "eviction", "inspecshun" and "inspection"). Letter groups that sound alike become one
// letter, doubled letters one, and the vowels after the first letter go (they are what ears get wrong).

const GROUPS: readonly [RegExp, string][] = [
  [/(?:tion|sion|shun|tian|cian|ssion)/g, "X"],
  [/(?:sh|ch)/g, "X"],
  [/ph/g, "f"],
  // "lite", "nite", "brite": the gh of -ight is silent.
  [/igh(?=t|$)/g, "i"],
  // "sourdoh", "dough", "neighbor": after a vowel and before none, gh is silent.
  [/(?<=[aeiou])gh(?![aeiou])/g, ""],
  // French endings as Louisiana and Maine say them: "Boudreaux" is "boudro", "Arceneaux" "arcenoe".
  [/(?:eaux|eau|aux)$/g, "o"],
  [/ck/g, "k"],
  [/c(?=[eiy])/g, "s"],
  [/[cq]/g, "k"],
  [/x/g, "ks"],
  [/z/g, "s"],
  [/dg/g, "j"],
  [/^wr/, "r"],
  [/^kn/, "n"],
  // "Ouachita" is said "Washita".
  [/^ou(?=[aeiou])/, "w"],
];

/** The word's sound key: "eviction" and "evicshun" are both "evkXn". */
export function soundKey(word: string): string {
  let key = word.toLowerCase().replace(/[^a-z]/g, "");
  for (const [from, to] of GROUPS) key = key.replace(from, to);
  key = key.replace(/(.)\1+/g, "$1");
  return key[0] ? key[0] + key.slice(1).replace(/[aeiouyhw]/g, "") : key;
}

/** Words this short sound like too many others for the key to say which was meant. */
export const SOUND_MIN_LENGTH = 5;
