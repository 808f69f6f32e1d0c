// The corrections to apply to a query as typed: each word's, and a slip typed as a possessive ("Blian's"
// for Blain's Farm & Fleet) as the corrected word with its "'s", only where a name holds it so. Other
// corrections of a possessive would misread a name the books lack ("Lowe's" is no "Lowest's", "Macy's"
// no "May's").
import type { OrgLexicon } from "../lexicon";

/** Typed word → its correction, possessives included. */
export function correctionsOf(
  query: string,
  fixes: readonly { word: string; term: string }[],
  lex: OrgLexicon,
): Map<string, string> {
  const typed = query.toLowerCase().replace(/’/g, "'");
  const { vendors, tenants, properties } = lex.lexicon;
  const names = [...vendors, ...tenants.map((t) => t.name), ...properties.map((p) => p.name)];
  const held = (term: string) =>
    names.some((n) => n.toLowerCase().replace(/[’‘]/g, "'").includes(`${term}'s`));
  const possessives = fixes
    .filter((f) => typed.includes(`${f.word}'s`) && held(f.term))
    .map((f): [string, string] => [`${f.word}'s`, `${f.term}'s`]);
  return new Map([...fixes.map((f): [string, string] => [f.word, f.term]), ...possessives]);
}
