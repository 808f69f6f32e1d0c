// Step 1c, ranking: "who did we pay the most in 2025", "top vendors last year", "which property earns
// the most", "most profitable property", "which month had the most expenses" ask for payees, properties
// or months by their total, not for single rows. The words that say so leave the reading; after
// retrieval the matching rows are summed per payee, property or month and the answer names the first
// five before the totals.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { CATEGORY_BY_KEY } from "../categories";
import { HELD_COLUMNS, heldOfRowSql } from "../held";
import type { OrgLexicon } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { formatCents } from "../parse-amounts";
import { typedWords } from "../parse-tokens";
import { list, matchSql, type TxPlan } from "../transactions";
import { monthLabel } from "./breakdown";
import { ALL_TIME } from "./figures";
import { buildingKinds } from "./places";
import { plural } from "./wording";

export interface Ranking {
  by: "payee" | "property" | "month";
  /** Asked of vendors or contractors: the lender and the tax collector are not among them. */
  vendors: boolean;
  /** Asked of tenants: payees who are the organization's tenants (no booking platform). */
  tenants: boolean;
  /** What is summed: one kind of row, or income less expenses ("most profitable property"). */
  measure: "income" | "expense" | "net";
  largest: boolean;
}

/** Who sells the landlord goods and work. */
const VENDOR_NOUNS = new Set([
  ...["vendor", "vendors", "supplier", "suppliers", "contractor", "contractors"],
  ...["tradesman", "tradesmen", "tradespeople"],
]);
/** Who pays the landlord: ranked by what came in unless the words say otherwise. */
const TENANT_NOUNS = new Set(["tenant", "tenants", "renter", "renters"]);
const PAYEE_NOUNS = new Set(["payee", "payees", "payer", "payers", ...VENDOR_NOUNS, ...TENANT_NOUNS]);
/** Categories whose payees are no vendors: the mortgage lender, the tax collector. */
const NOT_VENDORS = ["mortgage", "taxes"].map((key) => CATEGORY_BY_KEY.get(key)!);
const PROPERTY_NOUNS = new Set(["property", "properties", "building", "buildings", "rental", "rentals"]);
const MONTH_NOUNS = new Set(["month", "months"]);
/** Words before "month" that say which month, not which of them: "this month", "each month". */
const WHICH_MONTH = new Set(["this", "last", "next", "per", "each", "every", "a"]);
const MEASURE_WORDS: Readonly<Record<string, Ranking["measure"]>> = {
  earns: "income",
  earn: "income",
  earned: "income",
  makes: "income",
  made: "income",
  brings: "income",
  generates: "income",
  revenue: "income",
  costs: "expense",
  cost: "expense",
  costliest: "expense",
  spend: "expense",
  spent: "expense",
  profitable: "net",
  profit: "net",
};

/** The ranking asked for and the reading without its words, or null when the query asks none. */
export function rankingAsked(
  parsed: ParsedQuery,
  /** A net was asked already ("highest net income"): what is summed. */
  net = false,
): { ranking: Ranking; parsed: ParsedQuery } | null {
  const p = parsed;
  if (p.intent !== "data" || (p.order !== "largest" && p.order !== "smallest")) return null;
  const typed = typedWords(p.raw);
  const vendors = typed.some((w) => VENDOR_NOUNS.has(w));
  const payees =
    vendors || typed.some((w) => PAYEE_NOUNS.has(w)) || (typed[0] === "who" && !p.tenants.length);
  // "which duplex had the most repairs": the properties of that kind, ranked.
  const kindAsked = ["which", "what"].includes(typed[0]!) && buildingKinds(typed.slice(1, 2)).length > 0;
  const properties =
    !payees && (typed.some((w) => PROPERTY_NOUNS.has(w)) || kindAsked) && typed[0] !== "show";
  // "which property …", "most/least profitable property"; "largest expenses at properties in …" are rows.
  const asksWhich = ["which", "what"].includes(typed[0]!) || typed.some((w) => w === "most" || w === "least");
  // "which month had the most expenses"; "the most expensive repair this month" is a row.
  const months =
    !payees &&
    !properties &&
    typed.some((w, i) => MONTH_NOUNS.has(w) && !WHICH_MONTH.has(typed[i - 1] ?? ""));
  if (!payees && !((properties || months) && asksWhich)) return null;
  if (properties && p.properties.some((x) => x.field === "name")) return null;
  // "who paid us the most", "which tenant pays the most" ask for money in.
  const tenants = typed.some((w) => TENANT_NOUNS.has(w));
  const paidUs =
    tenants || (typed.includes("us") && typed.some((w) => w === "paid" || w === "pays" || w === "pay"));
  const measure = net
    ? "net"
    : (typed.map((w) => MEASURE_WORDS[w]).find(Boolean) ??
      (p.type === "income" || paidUs ? "income" : "expense"));
  const said = new Set([
    ...typed.filter((w) => w in MEASURE_WORDS),
    ...PAYEE_NOUNS,
    ...PROPERTY_NOUNS,
    ...(months ? MONTH_NOUNS : []),
  ]);
  const left = (w: string) => !said.has(w);
  return {
    ranking: {
      by: payees ? "payee" : properties ? "property" : "month",
      vendors,
      tenants,
      measure,
      largest: p.order === "largest",
    },
    parsed: {
      ...p,
      type: measure === "net" ? null : measure,
      // Both kinds of row, nothing else asked ("most profitable property"): every row to date.
      date: p.date ?? (measure === "net" ? ALL_TIME : null),
      order: null,
      terms: p.terms.filter(left),
      unknown: p.unknown.filter(left),
      vendors: p.vendors.filter((v) => v.text.split(/\s+/).some(left)),
    },
  };
}

/** "Payees by expenses, largest first: 1. Puget Sound Seismic $12,400.00 (1 transaction); 2. …" (null: fewer than two). */
export async function rankedLine(
  db: Db,
  org: string,
  plan: TxPlan,
  ranking: Ranking,
  lex: OrgLexicon,
  /** What the money was, when the question named it ("repairs"): the measure said. */
  named?: string,
): Promise<string | null> {
  const key = {
    payee: sql`nullif(btrim(t.payee), '')`,
    property: sql`t.property_id::text`,
    month: sql`to_char(t.date, 'YYYY-MM')`,
  }[ranking.by];
  // Income and expenses as the profit and loss report has them: deposits and principal left out.
  const earned = sql`(m.cents - ${named ? sql`0` : heldOfRowSql(plan, lex)})`;
  const signed =
    ranking.measure === "net"
      ? sql`case m.type when 'income' then ${earned} when 'expense' then -${earned} else 0 end`
      : earned;
  const financing = ranking.vendors
    ? [...lex.prepared.accountsById.values()]
        .filter((a) => NOT_VENDORS.some((c) => c.codes.includes(a.code) || c.namePattern.test(a.name)))
        .map((a) => a.id)
    : [];
  const vendorsOnly = financing.length
    ? sql` and not (m.account_ids && array[${sql.join(
        financing.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`
    : sql``;
  const names = ranking.tenants ? [...lex.tenants.values()].map((t) => t.name.toLowerCase()) : [];
  const tenantsOnly = names.length ? sql` and lower(m.key) in (${list(names)})` : sql``;
  const rows = rowsOf<{ key: string; total: number; n: number }>(
    await db.execute(sql`select m.key, sum(${signed})::float8 as total, count(*)::int as n
      from (${matchSql(org, plan, sql`${key} as key, t.type, ${HELD_COLUMNS}`)}) m
      where m.key is not null${vendorsOnly}${tenantsOnly}
      group by m.key
      order by total ${ranking.largest ? sql`desc` : sql`asc`}, m.key
      limit 5`),
  );
  if (rows.length < 2) return null;
  const name = (k: string) =>
    ranking.by === "property"
      ? (lex.properties.get(k)?.name ?? k)
      : ranking.by === "month"
        ? monthLabel(k)
        : k;
  const items = rows.map(
    (r, i) => `${i + 1}. ${name(r.key)} ${formatCents(r.total)} (${plural(r.n, "transaction")})`,
  );
  const what =
    ranking.by === "property"
      ? "Properties"
      : ranking.by === "month"
        ? "Months"
        : ranking.vendors
          ? "Vendors"
          : ranking.tenants
            ? "Tenants"
            : "Payees";
  const measure =
    ranking.measure !== "net" && named
      ? named
      : { income: "income", expense: "expenses", net: "net (income less expenses)" }[ranking.measure];
  return `${what} by ${measure}, ${ranking.largest ? "largest" : "smallest"} first: ${items.join("; ")}.`;
}
