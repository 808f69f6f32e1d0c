import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { PASSWORD_MIN_SCORE } from "../../shared/api";

/**
 * zxcvbn-ts with its common-password list (the top of the breach corpora), English words, names and
 * Wikipedia terms, keyboard patterns, l33t and dates. The dictionaries are large, so they are loaded
 * on the first password checked, not at start-up.
 */
/**
 * zxcvbn's matching grows fast with length (a crafted 128-character password takes seconds), so only
 * the first 64 characters are estimated: anonymous callers (sign-up, reset) get no free CPU either.
 */
const ESTIMATED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    maxLength: ESTIMATED_LENGTH,
    // The l33t matcher tries every substitution combination; past a few, a password is long anyway.
    l33tMaxSubstitutions: 8,
  });
  return estimator;
}

/** zxcvbn's estimate; `context` (the e-mail, names, product name) counts as easy to guess. */
export function passwordStrength(password: string, context: string[] = []): ZxcvbnResult {
  const words = context.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return zxcvbn().check(password, ["propledger", ...context, ...words]);
}

/** The refusal for a password scoring below PASSWORD_MIN_SCORE, with zxcvbn's own advice. */
export function weakPasswordMessage(password: string, context: string[] = []): string | null {
  const result = passwordStrength(password, context);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return `Password is too easy to guess.${why} Try a longer phrase of several unrelated words.`;
}
