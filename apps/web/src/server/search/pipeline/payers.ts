// Who pays, said beside what was paid: the rows rarely say "tenant", so the word is read as the rent
// (money in) or as the tenants, past and present, whom other money went to or came from.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery, TenantRef } from "../parse";
import { typedWords } from "../parse-tokens";
import { PAYER_WORDS } from "../thesaurus";
import { inAccountsSql } from "../transactions";
import { QUALITIES } from "../word-kinds";
import type { Retrieved } from "./retrieve";

/**
 * The reading without the words for who pays ("rent from tenants", "late fees tenants paid"), when no
 * row says them with the rest and the rest asks for money in: a type or categories of income. Asked of
 * other money, the words name whom it went to or came from: the rows whose payee ever paid rent ("refund
 * to the tenant", "money back to tenants": a deposit goes back to a tenant who has moved out). Null when
 * some row says the words, a name was given, or nobody paid rent.
 */
export async function payersSetAside(
  db: Db,
  org: string,
  parsed: ParsedQuery,
  found: Retrieved,
  lex: OrgLexicon,
): Promise<ParsedQuery | null> {
  const typed = typedWords(parsed.raw);
  // How new or old the payers were says no more than they do ("deposits from new tenants").
  const ofPayers = (t: string) => QUALITIES.has(t) && PAYER_WORDS.has(typed[typed.indexOf(t) + 1] ?? "");
  if (found.tx.rows.length || found.unmatched.some((w) => !ofPayers(w)) || found.recordIntent) return null;
  const terms = parsed.terms.filter((t) => !PAYER_WORDS.has(t.toLowerCase()) && !ofPayers(t));
  if (terms.length === parsed.terms.length) return null;
  // Beside a category and nothing else, the payers are whom its money came from ("deposits from
  // tenants": the deposits received), or whom it went to.
  if (!terms.length && parsed.categories.length && !parsed.tenants.length && !parsed.vendors.length) {
    const from = typed.some(
      (w, i) => w === "from" && typed.slice(i + 1, i + 4).some((x) => PAYER_WORDS.has(x)),
    );
    return { ...parsed, terms, ...(from && !parsed.flow ? { flow: "in" as const } : {}) };
  }
  const income = new Set(lex.lexicon.accounts.filter((a) => a.type === "income").map((a) => a.id));
  const ofIncome = parsed.categories.flatMap((c) => c.accountIds);
  // Money said to come in ("deposits received from tenants") is theirs too.
  const moneyIn =
    parsed.type === "income" ||
    parsed.flow === "in" ||
    (ofIncome.length > 0 && ofIncome.every((id) => income.has(id)));
  if (moneyIn) return { ...parsed, terms };
  // "tenants" alone asks of the records (portfolio.ts); beside a name it is that name's.
  if (!terms.length || parsed.tenants.length || parsed.vendors.length) return null;
  const payers = await rentPayers(db, org, lex);
  return payers.length
    ? { ...parsed, terms, tenants: payers.map((tenant) => ({ tenant, text: "tenant" })) }
    : null;
}

/** Everyone who has paid rent, and the tenants on record: the tenants, past and present. */
async function rentPayers(db: Db, org: string, lex: OrgLexicon): Promise<TenantRef[]> {
  const rent = (lex.prepared.categoryByPhrase.get("rent") ?? []).flatMap((c) => c.accountIds);
  const known = new Set(lex.lexicon.tenants.map((t) => t.name.toLowerCase()));
  const paid = rent.length
    ? rowsOf<{ payee: string }>(
        await db.execute(sql`
          select distinct t.payee from transactions t
          where t.organization_id = ${org} and t.type = 'income' and t.payee is not null
            and ${inAccountsSql(rent)}`),
      )
    : [];
  const former = paid.filter((r) => !known.has(r.payee.toLowerCase()));
  return [
    ...lex.lexicon.tenants,
    ...former.map((r) => ({ id: `payee:${r.payee}`, name: r.payee, propertyId: null, unitId: null })),
  ];
}
