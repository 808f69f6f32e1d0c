// The part of the matches booked to balance-sheet accounts: money that came in or went out but is not
// income or an expense (a security deposit held for a tenant, a loan payment's principal, an owner's
// contribution). Totals per type count transactions as the bank saw them; an income or net figure
// must leave these parts out, as the profit and loss report does.
import { type SQL, sql } from "drizzle-orm";
import { BALANCE_SHEET } from "../accounting/accounts";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import type { OrgLexicon } from "./lexicon";
import { matchSql, type TxPlan, type TypeTotal } from "./transactions";

/** One account's part of a type's matches. */
export interface HeldPart {
  /** The account's code (the same in every organization with the chart). */
  account: string;
  /** Integer cents, positive. */
  cents: number;
}

/** A held part as the database reads it: by type, and by account id. */
export interface HeldRow {
  type: TypeTotal["type"];
  account: string;
  cents: number;
}

/** The organization's balance-sheet accounts. */
export const balanceSheetIds = (lex: OrgLexicon): string[] =>
  [...lex.prepared.accountsById.values()]
    .filter((a) => (BALANCE_SHEET as readonly string[]).includes(a.type))
    .map((a) => a.id);

/**
 * Whether the totals are whole transactions, so a part of them can be held: with a category the
 * totals are already the category's share.
 */
const heldAsked = (plan: TxPlan, ids: readonly string[]) => !plan.accountIds.length && ids.length > 0;

const inPeriod = (column: SQL, plan: TxPlan): SQL[] => [
  ...(plan.from ? [sql`${column} >= ${plan.from}`] : []),
  ...(plan.to ? [sql`${column} <= ${plan.to}`] : []),
];

/** The balance-sheet accounts' lines `jl` past the bank's, in the plan's period: few beside the matches. */
const heldLines = (org: string, plan: TxPlan, ids: readonly string[]): SQL[] => [
  sql`jl.account_id = any(${sql.param(ids)}::uuid[])`,
  sql`jl.organization_id = ${org}`,
  sql`jl.line_no > 0`,
  ...inPeriod(sql`jl.date`, plan),
];

/** The held parts of the materialised matches `m` as a json column (null when none can be held). */
export function heldOfMatchesSql(org: string, plan: TxPlan, lex: OrgLexicon): SQL {
  const ids = balanceSheetIds(lex);
  if (!heldAsked(plan, ids)) return sql`null::json`;
  // The types are kept after grouping: a filter on the CTE hides its row count from the planner, which
  // then probes the lines once per match (46 → 31 ms for "home loan payments", bench/search.mjs).
  return sql`(select coalesce(json_agg(h) filter (where h.type in ('income', 'expense')), '[]'::json) from (
      select m.type, jl.account_id as account, sum(jl.debit_cents + jl.credit_cents)::float8 as cents
        from journal_lines jl join m on m.id = jl.transaction_id
       where ${sql.join(heldLines(org, plan, ids), sql` and `)}
       group by m.type, jl.account_id) h)`;
}

/**
 * The cents of one matched row `m` (selected with `t.account_ids, t.split_cents`) that are held: to
 * take from its amount when rows are summed per group. `0` when nothing can be held.
 */
export function heldOfRowSql(plan: TxPlan, lex: OrgLexicon): SQL {
  const ids = balanceSheetIds(lex);
  if (!heldAsked(plan, ids)) return sql`0`;
  return sql`coalesce((select sum(u.cents) from unnest(m.account_ids, m.split_cents) as u(account_id, cents)
                        where u.account_id = any(${sql.param(ids)}::uuid[])), 0)`;
}

/** The columns `heldOfRowSql` reads. */
export const HELD_COLUMNS = sql`t.account_ids, t.split_cents`;

/**
 * The held parts of the day totals `d` (a CTE of transaction_day_totals) of the type the outer query
 * groups on, as a json column (null when none can be held).
 */
export function heldOfDaysSql(plan: TxPlan, lex: OrgLexicon): SQL {
  const ids = balanceSheetIds(lex);
  if (!heldAsked(plan, ids)) return sql`null::json`;
  return sql`(select coalesce(json_agg(h), '[]'::json) from (
      select x.type, u.account_id as account, sum(u.cents)::float8 as cents
        from d x, unnest(x.account_ids, x.account_cents) as u(account_id, cents)
       where x.type = d.type and x.type in ('income', 'expense') and u.account_id = any(${sql.param(ids)}::uuid[])
       group by x.type, u.account_id having sum(u.cents) <> 0) h)`;
}

/** The totals with each type's held parts (rows by account id), largest first. */
export function withHeld(totals: TypeTotal[], rows: readonly HeldRow[] | null, lex: OrgLexicon): TypeTotal[] {
  if (!rows?.length) return totals;
  const code = (id: string) => lex.prepared.accountsById.get(id)?.code ?? id;
  return totals.map((t) => {
    const held = rows
      .filter((r) => r.type === t.type && r.cents > 0)
      .map(({ account, cents }) => ({ account: code(account), cents }))
      .sort((a, b) => b.cents - a.cents || a.account.localeCompare(b.account));
    return held.length ? { ...t, held } : t;
  });
}

/**
 * How many of the matches of each type are held whole (a security deposit received, an owner's money
 * in): no income or expense at all, so no transaction an average of income or expenses counts.
 */
export async function whollyHeld(
  db: Db,
  org: string,
  plan: TxPlan,
  lex: OrgLexicon,
): Promise<Map<string, number>> {
  const ids = balanceSheetIds(lex);
  if (!heldAsked(plan, ids)) return new Map();
  const lines = heldLines(org, plan, ids);
  const rows = rowsOf<{ type: string; n: number }>(
    await db.execute(sql`select m.type, count(*)::int as n
      from (select jl.transaction_id as id, sum((jl.debit_cents + jl.credit_cents)::float8) as held
              from journal_lines jl where ${sql.join(lines, sql` and `)} group by jl.transaction_id) h
      join (${matchSql(org, plan, sql`t.id, t.type`)}) m on m.id = h.id
     where m.type in ('income', 'expense') and h.held >= m.cents
     group by m.type`),
  );
  return new Map(rows.map((r) => [r.type, r.n]));
}
