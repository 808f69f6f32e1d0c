// A correction the answer does not use: a word corrected and then set aside as no row says it with the
// rest ("repairs on the cabins last summer", where "cabins" was read as "cabinets") was never searched,
// so the answer says nothing of the correction and names the word as typed.
import { typedWords } from "../parse-tokens";
import type { Corrected } from "./correct";

export function toldAside(
  correction: Corrected,
  query: string,
  leftOut: readonly string[],
): { correction: Corrected; leftOut: string[] } {
  const kept = { correction, leftOut: [...leftOut] };
  if (!correction.corrected || !leftOut.length) return kept;
  const [typed, read] = [typedWords(query), typedWords(correction.corrected)];
  if (typed.length !== read.length) return kept;
  const changed = new Map(read.flatMap((w, i) => (w === typed[i] ? [] : [[w, typed[i]!] as const])));
  if (![...changed.keys()].every((w) => leftOut.includes(w))) return kept;
  return {
    correction: { ...correction, corrected: null, correctionSim: 1 },
    leftOut: leftOut.map((w) => changed.get(w) ?? w),
  };
}
