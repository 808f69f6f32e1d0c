// The changes the robustness sweep (bench/search-sweep.mjs) makes to a phrase: slips of the hand,
// spellings by ear, words cut, joined or split, and the phrase asked inside a question.
/** A small seeded generator, so every run changes the same letters. */
export function generator(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const VOWELS = "aeiou";
/** The keys beside each letter on a QWERTY keyboard: the letter a hurried finger hits instead. */
const BESIDE = {
  a: "qwsz",
  b: "vghn",
  c: "xdfv",
  d: "serfcx",
  e: "wsdr",
  f: "drtgvc",
  g: "ftyhbv",
  h: "gyujnb",
  i: "ujko",
  j: "huikmn",
  k: "jiolm",
  l: "kop",
  m: "njk",
  n: "bhjm",
  o: "iklp",
  p: "ol",
  q: "wa",
  r: "edft",
  s: "awedxz",
  t: "rfgy",
  u: "yhji",
  v: "cfgb",
  w: "qase",
  x: "zsdc",
  y: "tghu",
  z: "asx",
};
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One way of changing a word of six or more letters, never its first letter (but see firstLetter). */
export const CHANGES = {
  "cut short": (w) => w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))),
  "letter dropped": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w.slice(i + 1);
  },
  "letters swapped": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
  "letter doubled": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + w[i] + w.slice(i);
  },
  "vowel changed": (w, r) => {
    const at = [...w].flatMap((c, k) => (k > 0 && VOWELS.includes(c) ? [k] : []));
    if (!at.length) return w;
    const k = at[r(at.length)];
    const others = VOWELS.replace(w[k], "");
    return w.slice(0, k) + others[r(others.length)] + w.slice(k + 1);
  },
  "key beside hit": (w, r) => {
    const i = 1 + r(w.length - 1);
    const near = BESIDE[w[i]] ?? w[i];
    return w.slice(0, i) + near[r(near.length)] + w.slice(i + 1);
  },
  "letter inserted": (w, r) => {
    const i = 1 + r(w.length - 2);
    return w.slice(0, i) + LETTERS[r(LETTERS.length)] + w.slice(i);
  },
};

/** Spellings a word is often written as by ear: one such change, at random among those that apply. */
const SOUNDS = [
  [/ph/, "f"],
  [/ck/, "k"],
  [/c(?=[aou]|$)/, "k"],
  [/([bcdfglmnprst])\1/, "$1"],
  [/ie/, "ei"],
  [/ei/, "ie"],
  [/tion$/, "shun"],
  [/([^aeiou])y$/, "$1ie"],
  [/s(?=[aeiou])/, "z"],
  [/ou/, "u"],
];

function soundAlike(w, r) {
  const fits = SOUNDS.filter(([from]) => from.test(w.slice(1)));
  if (!fits.length) return w;
  const [from, to] = fits[r(fits.length)];
  return w[0] + w.slice(1).replace(from, to);
}

const TYPOS = Object.entries(CHANGES).filter(([kind]) => kind !== "cut short");

/** Changes that touch several words at once: how people type a whole phrase in a hurry. */
function phraseVariants(words, r) {
  const out = [];
  const long = words.flatMap((w, i) => (w.length >= 5 ? [i] : []));
  if (long.length >= 2) {
    const [a, b] = [long[0], long[long.length - 1]];
    const typo = () => TYPOS[r(TYPOS.length)][1];
    const text = words.map((w, i) => (i === a || i === b ? typo()(w, r) : w)).join(" ");
    if (text !== words.join(" ")) out.push({ kind: "two words mistyped", text });
  }
  const cuttable = words.filter((w) => w.length >= 5).length;
  if (words.length >= 2 && cuttable >= 2)
    out.push({
      kind: "every word cut short",
      text: words
        .map((w) => (w.length >= 5 ? w.slice(0, Math.max(3, Math.ceil(w.length * 0.5))) : w))
        .join(" "),
    });
  // Still typing: the last word's first two letters. Rows that say the words in order, each a word
  // or the start of one, are as right as the phrase's own.
  const last = words[words.length - 1];
  if (words.length >= 2 && words[words.length - 2].length >= 3 && last.length >= 4)
    out.push({
      kind: "still typing the last word",
      text: [...words.slice(0, -1), last.slice(0, 2)].join(" "),
      inOrder: true,
    });
  // One word alone, begun ("Evergr", "Oyela"): any row with a word that starts so is right.
  const alone = words.flatMap((w, i) => (w.length >= 6 ? [i] : []));
  if (words.length >= 2 && alone.length) {
    const w = words[alone[r(alone.length)]];
    out.push({
      kind: "one word alone, begun",
      text: w.slice(0, Math.max(4, Math.ceil(w.length * 0.6))),
      inOrder: true,
    });
  }
  // The first word's first three letters, the rest whole ("nat gas").
  if (words.length >= 2 && words[0].length >= 5)
    out.push({
      kind: "first word's first three letters",
      text: [words[0].slice(0, 3), ...words.slice(1)].join(" "),
      inOrder: true,
    });
  // Rows that say the other words in order (another phrase may) are as right as the phrase's own.
  if (words.length >= 3)
    out.push({ kind: "middle word left out", text: [words[0], ...words.slice(2)].join(" "), inOrder: true });
  const heard = words.flatMap((w, i) => (w.length >= 5 && soundAlike(w, r) !== w ? [i] : []));
  if (heard.length) {
    const j = heard[r(heard.length)];
    out.push({
      kind: "spelt as it sounds",
      text: words.map((w, i) => (i === j ? soundAlike(w, r) : w)).join(" "),
    });
  }
  return out;
}

/** The phrase's words, lower case, without accents, digits or marks. */
function wordsOfPhrase(phrase) {
  return phrase
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The phrase's variants: one per change of a long word, a letter dropped from a word of four or five
 * letters (one edit is all such a word allows), and its first two words joined.
 */
export function variants(phrase, r) {
  const words = wordsOfPhrase(phrase);
  const long = words.flatMap((w, i) => (w.length >= 6 ? [i] : []));
  const out = [];
  if (long.length) {
    for (const [kind, change] of Object.entries(CHANGES)) {
      const j = long[r(long.length)];
      const text = words.map((w, i) => (i === j ? change(w, r) : w)).join(" ");
      if (text !== words.join(" ")) out.push({ kind, text });
    }
  }
  // A slip on the first key ("vurst pipe"): a word of six letters or more, its first letter's neighbour.
  if (long.length) {
    const j = long[r(long.length)];
    const near = BESIDE[words[j][0]];
    if (near) {
      const text = words.map((w, i) => (i === j ? near[r(near.length)] + w.slice(1) : w)).join(" ");
      out.push({ kind: "first key beside hit", text });
    }
  }
  // Two slips in one word of eight letters or more ("sourdoh" has two letters missing).
  const longer = words.flatMap((w, i) => (w.length >= 8 ? [i] : []));
  if (longer.length) {
    const j = longer[r(longer.length)];
    const [first, second] = [TYPOS[r(TYPOS.length)][1], TYPOS[r(TYPOS.length)][1]];
    const text = words.map((w, i) => (i === j ? second(first(w, r), r) : w)).join(" ");
    if (text !== words.join(" ")) out.push({ kind: "two slips in one word", text });
  }
  const short = words.flatMap((w, i) => (w.length >= 4 && w.length <= 5 ? [i] : []));
  if (short.length) {
    const j = short[r(short.length)];
    const text = words.map((w, i) => (i === j ? CHANGES["letter dropped"](w, r) : w)).join(" ");
    out.push({ kind: "short word, letter dropped", text });
  }
  if (words.length >= 2 && words[0].length >= 3 && words[1].length >= 3)
    out.push({ kind: "words joined", text: [words[0] + words[1], ...words.slice(2)].join(" ") });
  // A compound typed as two words ("sky light"): the longest word of seven letters or more, halved.
  const split = words.reduce(
    (best, w, i) => (w.length >= 7 && w.length > (words[best]?.length ?? 0) ? i : best),
    -1,
  );
  if (split >= 0) {
    const w = words[split];
    const half = Math.floor(w.length / 2);
    const text = words.map((x, i) => (i === split ? `${w.slice(0, half)} ${w.slice(half)}` : x)).join(" ");
    out.push({ kind: "word split in two", text });
  }
  return [...out, ...phraseVariants(words, r)];
}

/** Ways of asking for a phrase that keep its rows: the question around it adds no condition. */
const FRAMES = [
  "show me {}",
  "find {}",
  "{} transactions",
  "all the {}",
  "search for {}",
  "where did we record {}",
  "list every {}",
  "any {} at all",
];

/**
 * The phrase mistyped (one slip in one long word) or cut short inside a question, and mistyped
 * with a year after it (`year`: only the rows of that year are right).
 */
export function framedVariants(phrase, r) {
  const words = wordsOfPhrase(phrase);
  const long = words.flatMap((w, i) => (w.length >= 6 ? [i] : []));
  if (!long.length) return [];
  const j = long[r(long.length)];
  const typo = TYPOS[r(TYPOS.length)][1];
  const mistyped = words.map((w, i) => (i === j ? typo(w, r) : w)).join(" ");
  const cut = words.map((w, i) => (i === j ? CHANGES["cut short"](w, r) : w)).join(" ");
  const frame = () => FRAMES[r(FRAMES.length)];
  return [
    { kind: "mistyped, in a question", text: frame().replace("{}", mistyped) },
    { kind: "cut short, in a question", text: frame().replace("{}", cut) },
    { kind: "mistyped, with a year", text: mistyped, year: true },
  ];
}
