// For words no slip is near: the books' word for a job named another way. An agent noun is named by
// its job ("snow plower": plowing), a job done again by the job ("repainting the trim" where the books
// say "trim painted"), and a job by its doing again ("sealing" where they say "Flashing resealed",
// "grout" where they say "regrout").
// Each is read as by a base form: a guess the query's other words must back (correct.ts).
import type { OrgLexicon } from "../lexicon";
import { forms, isFormOfAVerb, isLemma, isVerbForm, sensesOf } from "../wordnet";

export interface DoneWord {
  word: string;
  term: string;
  base: string;
  sim: number;
}

/**
 * The books' word for the job an agent noun names, when they never name the agent ("the scorpion
 * sprayer" where they say "Scorpion & spider spray", "snow plower": plowing).
 */
export function doneBy(words: string[], lex: OrgLexicon): DoneWord[] {
  return words.flatMap((word) => {
    const agent = /^([a-z]{4,})(?:er|or)s?$/.exec(word);
    const job = agent?.[1];
    const term = job && [job, `${job}e`, `${job}ing`, `${job}ion`].find((w) => lex.dataWords.has(w));
    return term ? [{ word, term, base: term, sim: 0.9 }] : [];
  });
}

/**
 * The books' form of a verb typed with "re-" they write without it, or without it where they write
 * it ("repainting": painted; "sealing": resealed; "grout": regrout). Only when the rest is a verb
 * ("remnant" is no "mnant" done again), and only a verb's form or the verb itself is done again
 * ("sealing", "grout", not "seals").
 */
export function doneAgain(words: string[], lex: OrgLexicon): DoneWord[] {
  return words.flatMap((word) => {
    const again = /^re([a-z]{4,})$/.exec(word)?.[1];
    const bases = again
      ? isFormOfAVerb(again) || (sensesOf(again)?.verb ?? 0) > 0
        ? forms(again)
        : []
      : (isVerbForm(word) && word.length >= 6) ||
          (word.length >= 4 && isLemma(word) && (sensesOf(word)?.verb ?? 0) > 0)
        ? forms(word).map((b) => `re${b}`)
        : [];
    if (!bases.length) return [];
    const wanted = new Set(bases);
    for (const term of lex.describedWords)
      if (term !== word && forms(term).some((f) => wanted.has(f)))
        return [{ word, term, base: term, sim: 0.9 }];
    return [];
  });
}
