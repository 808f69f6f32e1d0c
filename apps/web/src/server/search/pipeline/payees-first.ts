// Payees whose rows rank first among the matches: the payee the query names whole, the one its cut
// word is nearest to, or the makers of the kind of thing it asks for.
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { nameWords } from "../parse-tokens";
import { MAKERS_OF } from "../thesaurus-kinds";

/**
 * The payees whose whole name the query is, when it names a payee among others that start the same
 * way ("County of Maui" beside "County of Maui Real Property Tax") or a place too (a borough that
 * collects its own tax); else, when a word cut short starts several payees' names, those it is nearest
 * to. Lower case, as the rows' payees are compared.
 */
export function payeesFirst(parsed: ParsedQuery, lex: OrgLexicon): string[] | undefined {
  const typed = nameWords(parsed.raw, false);
  // Each word as typed or cut short ("coun of maui", "fairb nor star boro").
  const named = lex.lexicon.vendors.filter((v) => {
    const words = nameWords(v, false);
    return words.length === typed.length && words.every((w, i) => w.startsWith(typed[i]!));
  });
  if (named.length) return named.map((v) => v.toLowerCase());
  return nearestCompleted(parsed) ?? makersAsked(typed, lex);
}

/**
 * The payees that make the kind of thing asked for ("software": DoorLoop), whose rows are the thing
 * bought, before the rows that only carry a maker's name (rent collected through DoorLoop).
 */
function makersAsked(typed: readonly string[], lex: OrgLexicon): string[] | undefined {
  const said = ` ${typed.join(" ")} `;
  const makers = [...MAKERS_OF].filter(([kind]) => said.includes(` ${kind} `)).flatMap(([, m]) => m);
  if (!makers.length) return undefined;
  const paid = lex.lexicon.vendors.filter((v) => {
    const name = nameWords(v, false).join(" ");
    return makers.some((m) => name === m || name.startsWith(`${m} `));
  });
  return paid.length ? paid.map((v) => v.toLowerCase()) : undefined;
}

/**
 * "kowal" starts Kowalski & Sons Plumbing and Żaneta Kowalewska: a word is most often cut near its end,
 * so the payees whose name word it lacks the fewest letters of rank first. Undefined when every payee
 * named is as near (a whole word, "city").
 */
function nearestCompleted(parsed: ParsedQuery): string[] | undefined {
  const said = [
    ...parsed.vendors.map((v) => ({ name: v.name, text: v.text })),
    ...parsed.tenants.map((t) => ({ name: t.tenant.name, text: t.text })),
  ];
  const gaps = said.map(({ name, text }) => {
    const cut = nameWords(text, false);
    const lacking = nameWords(name, false).flatMap((w) =>
      cut.filter((c) => c.length >= 3 && w.startsWith(c)).map((c) => w.length - c.length),
    );
    return { name: name.toLowerCase(), gap: lacking.length ? Math.min(...lacking) : 0 };
  });
  const nearest = Math.min(...gaps.map((g) => g.gap));
  if (gaps.length < 2 || gaps.every((g) => g.gap === nearest)) return undefined;
  return [...new Set(gaps.filter((g) => g.gap === nearest).map((g) => g.name))];
}
