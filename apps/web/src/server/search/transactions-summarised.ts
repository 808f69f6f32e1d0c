// The summarised path of transaction retrieval: a question only the journal's summaries can answer
// (type, period, category; words that only rank) reads its totals from transaction_day_totals (a few
// hundred rows for a year) and lists its rows in an index's order, so a year of rent costs what a
// page costs. `retrieveTransactions` picks this path or `retrieveMatches`.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { type HeldRow, heldOfDaysSql, withHeld } from "./held";
import type { OrgLexicon } from "./lexicon";
import { anyTransactionSql } from "./looks";
import {
  inAccountsSql,
  json,
  list,
  matchSql,
  namer,
  orderOf,
  type PropertyStats,
  type RawTxRow,
  retrieveMatches,
  softSql,
  type TxPlan,
  type TxResult,
  type TypeTotal,
  wideRowsJson,
} from "./transactions";

/** Type, period and category only (soft words merely rank): the journal's summaries have the totals. */
export function summarised(plan: TxPlan): boolean {
  return (
    !plan.hard &&
    !plan.flow &&
    !plan.outside?.length &&
    !plan.payees &&
    !plan.unitIds &&
    !plan.propertyIds &&
    plan.minCents === undefined &&
    plan.maxCents === undefined &&
    // The summaries hold the category lines past the bank's.
    !plan.fromSide?.length
  );
}

export async function retrieveTransactions(
  db: Db,
  org: string,
  plan: TxPlan,
  lex: OrgLexicon,
): Promise<TxResult> {
  return summarised(plan) ? retrieveSummarised(db, org, plan, lex) : retrieveMatches(db, org, plan, lex);
}

/** What is asked: the organization, the plan and the organization's names. */
interface Ask {
  org: string;
  plan: TxPlan;
  lex: OrgLexicon;
}

const narrowColumns = sql`t.id, t.date, t.type, t.property_id, 0 as score`;

/** The conditions on `jl` for one account's split lines in the plan's period. */
function splitLinesIn({ org, plan }: Ask, account: string): SQL[] {
  const where = [sql`jl.account_id = ${account}`, sql`jl.organization_id = ${org}`, sql`jl.line_no > 0`];
  if (plan.from) where.push(sql`jl.date >= ${plan.from}`);
  if (plan.to) where.push(sql`jl.date <= ${plan.to}`);
  return where;
}

/**
 * The matches by share, largest or smallest first, at most `limit`, read the way the category's
 * `shape` allows (see Shape): by amount, by the category's largest lines, or by summing them.
 */
function byShare(ask: Ask, largest: boolean, limit: number, shape: Shape): SQL {
  const { org, plan, lex } = ask;
  // Without a category, or when every match is a whole entry of the category, the share is the amount.
  if (!plan.accountIds.length || shape === "whole")
    return matchSql(org, { ...plan, accountIds: [] }, narrowColumns, {
      amountOrder: { desc: largest, limit, entriesIn: plan.accountIds },
    });
  const direction = largest ? sql`desc` : sql`asc`;
  if (shape === "mixed")
    return sql`select * from (${matchSql(org, plan, narrowColumns)}) m
                order by cents ${direction}, date desc, id limit ${limit}`;
  // Lines do not carry the type: an income or expense account implies it, any other needs the entry.
  const typed =
    plan.type && plan.accountIds.some((id) => lex.prepared.accountsById.get(id)?.type !== plan.type);
  const perAccount = plan.accountIds.map((account) => {
    const where = splitLinesIn(ask, account);
    if (typed)
      where.push(
        sql`exists(select 1 from transactions e where e.id = jl.transaction_id and e.type = ${plan.type})`,
      );
    return sql`(select jl.transaction_id as id, jl.date, (jl.debit_cents + jl.credit_cents)::float8 as cents
                  from journal_lines jl where ${sql.join(where, sql` and `)}
                 order by (jl.debit_cents + jl.credit_cents) ${direction}, jl.date desc, jl.transaction_id
                 limit ${limit})`;
  });
  return sql`select t.id, t.date, t.type, t.property_id, x.cents, 0 as score
               from (select * from (${sql.join(perAccount, sql` union all `)}) u
                      order by cents ${direction}, date desc, id limit ${limit}) x
               join transactions t on t.id = x.id`;
}

/**
 * The matches by date (`score` order: the soft words' matches by date, then the others), read in
 * date order from the category's lines when each match has one line in it (`shape` "single":
 * rare categories such as deposits would otherwise scan most transactions), else from
 * transactions.
 */
function byDate(ask: Ask, limit: number, shape: Shape): SQL {
  const { org, plan } = ask;
  const order = orderOf(plan);
  type Words = "any" | "soft" | "other";
  const words = (which: Words) =>
    which === "any" ? sql`true` : which === "soft" ? softSql(plan) : sql`not ${softSql(plan)}`;
  const dated = (which: Words, score: number, orderSql: SQL, take: SQL) => {
    if (!plan.accountIds.length || shape !== "single")
      return sql`select m.id, m.date, m.type, m.property_id, m.cents, ${score} as score
          from (${matchSql(org, plan, sql`${narrowColumns}, ${words(which)} as words`, { drive: "transactions" })}) m
         where m.words order by ${orderSql} limit ${take}`;
    // Each line's entry is read by a lateral that is never flattened (`offset 0`): a nested loop
    // in the lines' date order, which stops at the limit, whatever the planner guesses of the words.
    const entry: SQL[] = [sql`t.id = jl.transaction_id`, words(which)];
    if (plan.type) entry.push(sql`t.type = ${plan.type}`);
    const perAccount = plan.accountIds.map((account) => {
      const where = splitLinesIn(ask, account);
      return sql`(select t.id, jl.date, t.type, t.property_id,
                         (jl.debit_cents + jl.credit_cents)::float8 as cents, ${score} as score
                    from journal_lines jl
                    cross join lateral (select t.id, t.type, t.property_id from transactions t
                                         where ${sql.join(entry, sql` and `)} offset 0) t
                   where ${sql.join(where, sql` and `)} order by ${orderSql} limit ${take})`;
    });
    return sql`select * from (${sql.join(perAccount, sql` union all `)}) u order by ${orderSql} limit ${take}`;
  };
  if (order.kind === "date") return dated("any", 0, order.sql, sql`${limit}`);
  // Both halves read in date order and stop at their limit; the others are not read at all when
  // the soft words' matches fill the list (a LIMIT of 0 never runs its scan).
  const recent = sql`date desc, cents desc, id`;
  // The soft words' matches are read only where some transaction of the category says them: in date
  // order, finding none reads every line of the category ("fixing" of repairs: 12 ms).
  const inCategory = plan.accountIds.length ? sql` and ${inAccountsSql(plan.accountIds)}` : sql``;
  const someSaid = anyTransactionSql(org, sql`${softSql(plan)}${inCategory}`);
  return sql`with soft as materialized (select * from (${dated("soft", 1, recent, sql`${limit}`)}) s where ${someSaid})
             select * from (select * from soft
               union all (${dated("other", 0, recent, sql`greatest(${limit} - (select count(*) from soft), 0)`)})) u
              order by ${order.sql} limit ${limit}`;
}

/** The listed rows, the properties they show and the first three properties' counts. */
function listedSql(ask: Ask, shape: Shape): SQL {
  const { org, plan } = ask;
  const order = orderOf(plan);
  return sql`
    with r as materialized (
      select n.*, row_number() over (order by ${order.sql}) as ord
        from (${order.kind === "share" ? byShare(ask, plan.order !== "smallest", plan.limit, shape) : byDate(ask, plan.limit, shape)}) n
    ), shown as (
      select property_id, min(ord) as first from r where property_id is not null group by property_id
    ), counted as (
      select property_id from shown order by first limit 3
    )
    select ${wideRowsJson(org, plan, sql`select * from r`, order.sql)} as rows,
           (select coalesce(json_agg(property_id order by first), '[]'::json) from shown) as properties,
           (select coalesce(json_agg(c), '[]'::json) from (
              select property_id, count(*)::int as n, sum(cents) as total
                from (${matchSql(org, plan, narrowColumns, {
                  drive: "transactions",
                  properties: sql`select property_id from counted`,
                })}) s
               group by property_id) c) as counts`;
}

/** The largest match, when the listed rows do not already start with it. */
function largestSql(ask: Ask, shape: Shape): SQL {
  return sql`select ${wideRowsJson(ask.org, ask.plan, byShare(ask, true, 1, shape), sql`cents desc`)} as rows`;
}

/**
 * Type, period and category: totals from transaction_day_totals; the rows in an index's order (by
 * date from transactions, by share from the category's lines); the largest likewise; the
 * properties of the listed rows, the first three with their counts. Three statements, which
 * PostgreSQL runs side by side.
 */
export async function retrieveSummarised(
  db: Db,
  org: string,
  plan: TxPlan,
  lex: OrgLexicon,
): Promise<TxResult> {
  const ask: Ask = { org, plan, lex };
  const largestIsFirst = plan.order === "largest" && plan.limit > 0;
  const listed = (shape: Shape) => db.execute(listedSql(ask, shape));
  const largest = (shape: Shape) => (largestIsFirst ? null : db.execute(largestSql(ask, shape)));
  // The rows are read at once in the shape this category had last time (the lines' shortcut at
  // first), and read again when the totals say otherwise.
  const guessKey = `${org} ${plan.type} ${plan.accountIds.join(",")}`;
  const guess = plan.accountIds.length ? (shapeGuesses.get(guessKey) ?? "single") : "single";
  const [summary, listedFirst, largestFirst] = await Promise.all([
    summaryTotals(db, ask),
    listed(guess),
    largest(guess),
  ]);
  if (plan.accountIds.length) rememberShape(guessKey, summary.shape);
  const redo = plan.accountIds.length > 0 && summary.shape !== guess;
  const [listedResult, largestResult] = redo
    ? await Promise.all([listed(summary.shape), largest(summary.shape)])
    : [listedFirst, largestFirst];
  const named = namer(lex);
  const row = rowsOf<{ rows: unknown; properties: unknown; counts: unknown }>(listedResult)[0];
  const rows = json<RawTxRow[]>(row?.rows ?? []).map(named);
  const counts = new Map(json<Required<PropertyStats>[]>(row?.counts ?? []).map((c) => [c.property_id, c]));
  const top = largestIsFirst
    ? rows[0]
    : json<RawTxRow[]>(rowsOf<{ rows: unknown }>(largestResult)[0]?.rows ?? []).map(named)[0];
  return {
    totals: summary.totals,
    rows,
    largest: top ? { ...top, category: null } : null,
    byProperty: json<string[]>(row?.properties ?? []).map((id) => counts.get(id) ?? { property_id: id }),
  };
}

/**
 * How the matches meet a category: every one with a single line in it (its share is that line),
 * every one wholly in it (its share is its amount), or otherwise (shares are sums of lines).
 */
type Shape = "single" | "whole" | "mixed";

/** The shape each recent category had (organization, type, accounts): a guess, checked every time. */
const shapeGuesses = new Map<string, Shape>();
const MAX_SHAPE_GUESSES = 1000;

function rememberShape(key: string, shape: Shape): void {
  shapeGuesses.delete(key);
  shapeGuesses.set(key, shape);
  if (shapeGuesses.size > MAX_SHAPE_GUESSES) shapeGuesses.delete(shapeGuesses.keys().next().value!);
}

/** Totals per type from transaction_day_totals (an entry counts once, with its share), and the shape. */
async function summaryTotals(
  db: Db,
  { org, plan, lex }: Ask,
): Promise<{ totals: TypeTotal[]; shape: Shape }> {
  const where: SQL[] = [sql`d.organization_id = ${org}`];
  if (plan.type) where.push(sql`d.type = ${plan.type}`);
  if (plan.from) where.push(sql`d.date >= ${plan.from}`);
  if (plan.to) where.push(sql`d.date <= ${plan.to}`);
  let share = sql`d.amount_cents`;
  let lines = sql`d.transactions`;
  let whole = sql`true`;
  const [single] = plan.accountIds;
  if (plan.accountIds.length === 1) {
    where.push(sql`d.account_ids @> array[${single}]::uuid[]`);
    const at = sql`array_position(d.account_ids, ${single}::uuid)`;
    share = sql`d.account_cents[${at}]`;
    lines = sql`d.account_lines[${at}]`;
    whole = sql`cardinality(d.account_ids) = 1`;
  } else if (plan.accountIds.length) {
    const accounts = sql`array[${list(plan.accountIds)}]::uuid[]`;
    where.push(sql`d.account_ids && ${accounts}`);
    const inCategory = (column: string) =>
      sql`(select sum(u.v) from unnest(d.account_ids, ${sql.raw(`d.${column}`)}) as u(account_id, v)
            where u.account_id = any(${accounts}))`;
    // Whole entries when every account of theirs is the category's; otherwise the category's part.
    share = sql`case when d.account_ids <@ ${accounts} then d.amount_cents else ${inCategory("account_cents")} end`;
    lines = inCategory("account_lines");
    whole = sql`d.account_ids <@ ${accounts}`;
  }
  // The days are read once: the held parts (held.ts) are a second look at the same days.
  const rows = rowsOf<TypeTotal & { single: boolean; whole: boolean; held: unknown }>(
    await db.execute(sql`
      with d as (select * from transaction_day_totals d where ${sql.join(where, sql` and `)})
      select type, sum(transactions)::int as n, sum(${share})::float8 as total,
             min(date)::text as first, max(date)::text as last,
             bool_and(${lines} = d.transactions) as single, bool_and(${whole}) as whole,
             ${heldOfDaysSql(plan, lex)} as held
        from d group by type having sum(transactions) > 0 order by type`),
  );
  const held = rows.flatMap((r) => json<HeldRow[] | null>(r.held) ?? []);
  return {
    totals: withHeld(
      rows.map(({ single: _, whole: __, held: ___, ...t }) => t),
      held,
      lex,
    ),
    shape: rows.every((r) => r.single) ? "single" : rows.every((r) => r.whole) ? "whole" : "mixed",
  };
}
