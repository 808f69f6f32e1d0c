// Retrieval of the matching transactions for the AI search: totals per type, the listed rows, the
// largest, and the properties they belong to. Two paths:
// - a question only the journal's summaries can answer (type, period, category; words that only rank)
//   reads its totals from transaction_day_totals (a few hundred rows for a year) and lists its rows
//   in an index's order, so a year of rent costs what a page costs;
// - anything else (words that must match, payees, units, properties, amount bounds) reads the
//   matching transactions once (one statement) and aggregates them.
// Every statement is a drizzle `sql` template filtered by the caller's organization.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { documentOf } from "./documents";
import type { OrgLexicon } from "./lexicon";
import type { ParsedQuery } from "./parse";

export const INTERNAL_CAP = 50;

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface TypeTotal {
  type: "income" | "expense" | "transfer";
  n: number;
  /** Integer cents, positive. */
  total: number;
  first: string;
  last: string;
}

export interface TxRow {
  id: string;
  date: string;
  description: string;
  payee: string | null;
  type: "income" | "expense" | "transfer";
  property_id: string | null;
  unit_id: string | null;
  cents: number;
  score: number;
  category: string | null;
}

export interface TxResult {
  totals: TypeTotal[];
  rows: TxRow[];
  largest: TxRow | null;
  /** Properties of the matches, most relevant first; n and total where they were counted. */
  byProperty: PropertyStats[];
}

export interface PropertyStats {
  property_id: string;
  n?: number;
  total?: number;
}

export interface TxPlan {
  type: ParsedQuery["type"];
  from?: string;
  to?: string;
  minCents?: number;
  maxCents?: number;
  propertyIds: string[] | null;
  unitIds: string[] | null;
  payees: string[] | null;
  accountIds: string[];
  hard: string | null;
  soft: string | null;
  order: ParsedQuery["order"];
  limit: number;
}

/**
 * The matching transactions as a SELECT (columns + `cents`, float8: integer cents, exact below 2^53,
 * and summed far faster than the numeric that sum(bigint) gives). With a category, `cents` is the
 * transaction's share in the category's accounts (a split counts once, with its share). Two plans:
 * filters only the transaction has (payee, unit, words) drive from transactions and look up their
 * lines; otherwise the category's lines (indexed by account and date, and carrying the property)
 * drive. Either way `t.account_ids && …` (GIN; accounting keeps it equal to the entry's lines'
 * accounts) narrows the transactions to those with a line in the category before any join, so the
 * join reads thousands of transactions instead of every transaction of that type.
 */
function matchSql(
  org: string,
  plan: TxPlan,
  columns: SQL,
  /**
   * drive: from transactions even without a transaction-only filter (a LIMIT in date order stops
   * early). properties: a subquery instead of plan.propertyIds. amountOrder: no category only, the
   * rows by amount from its index (`cents` is a float8 expression no index has), only entries with
   * a line in `entriesIn` when given.
   */
  options: {
    drive?: "transactions";
    properties?: SQL;
    amountOrder?: { desc: boolean; limit: number; entriesIn?: string[] };
  } = {},
): SQL {
  const doc = documentOf("transactions", "t");
  const where: SQL[] = [sql`t.organization_id = ${org}`];
  // With words, the full-text index is selective and the type is checked on the rows it finds:
  // `is true` keeps the planner from AND-ing in the (organization, type) index, which reads every
  // transaction of that type to narrow a few hundred.
  if (plan.type) where.push(plan.hard ? sql`(t.type = ${plan.type}) is true` : sql`t.type = ${plan.type}`);
  if (plan.from) where.push(sql`t.date >= ${plan.from}`);
  if (plan.to) where.push(sql`t.date <= ${plan.to}`);
  const propertyIn = options.properties ?? (plan.propertyIds ? list(plan.propertyIds) : null);
  if (propertyIn) where.push(sql`t.property_id in (${propertyIn})`);
  if (plan.unitIds) where.push(sql`t.unit_id in (${list(plan.unitIds)})`);
  if (plan.payees) where.push(sql`lower(t.payee) in (${list(plan.payees)})`);
  if (plan.hard) where.push(sql`${doc} @@ to_tsquery('english', ${plan.hard})`);
  const bounds = (expr: SQL) => {
    const b: SQL[] = [];
    if (plan.minCents !== undefined) b.push(sql`${expr} >= ${plan.minCents}`);
    if (plan.maxCents !== undefined) b.push(sql`${expr} <= ${plan.maxCents}`);
    return b;
  };
  if (!plan.accountIds.length) {
    where.push(...bounds(sql`t.amount_cents`));
    const byAmount = options.amountOrder;
    if (byAmount?.entriesIn?.length)
      where.push(sql`t.account_ids && array[${list(byAmount.entriesIn)}]::uuid[]`);
    const tail = byAmount
      ? sql` order by t.amount_cents ${byAmount.desc ? sql`desc` : sql`asc`}, t.date desc, t.id limit ${byAmount.limit}`
      : sql``;
    return sql`select ${columns}, t.amount_cents::float8 as cents from transactions t where ${sql.join(where, sql` and `)}${tail}`;
  }
  const accountList = list(plan.accountIds);
  where.push(sql`t.account_ids && array[${accountList}]::uuid[]`);
  const accounts = sql`jl.account_id in (${accountList})`;
  const transactionSelective = Boolean(plan.payees || plan.unitIds || plan.hard || options.drive);
  if (transactionSelective) {
    // The share from the row itself (split_cents, aligned with account_ids): no lines to read.
    const share = sql`(${sql.join(
      plan.accountIds.map((a) => sql`coalesce(t.split_cents[array_position(t.account_ids, ${a}::uuid)], 0)`),
      sql` + `,
    )})::float8`;
    where.push(sql`${share} > 0`, ...bounds(share));
    return sql`select ${columns}, ${share} as cents from transactions t where ${sql.join(where, sql` and `)}`;
  }
  const lineWhere: SQL[] = [sql`jl.organization_id = ${org}`, sql`jl.line_no > 0`, accounts];
  if (plan.from) lineWhere.push(sql`jl.date >= ${plan.from}`);
  if (plan.to) lineWhere.push(sql`jl.date <= ${plan.to}`);
  if (propertyIn) lineWhere.push(sql`jl.property_id in (${propertyIn})`);
  const having = bounds(sql`sum((jl.debit_cents + jl.credit_cents)::float8)`);
  const lines = sql`select jl.transaction_id as id, sum((jl.debit_cents + jl.credit_cents)::float8) as cents
      from journal_lines jl where ${sql.join(lineWhere, sql` and `)}
      group by jl.transaction_id ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}`;
  return sql`select ${columns}, c.cents
    from (${lines}) c
    join transactions t on t.id = c.id
    where ${sql.join(where, sql` and `)}`;
}

interface RawTxRow extends Omit<TxRow, "category"> {
  /** The account ids of the transaction's lines (line order), named from the cached chart. */
  accounts: string[] | null;
}

type Order = "share" | "date" | "score";

/** The listed rows' order: by share (largest/smallest), by date, or by score then date. */
function orderOf(plan: TxPlan): { kind: Order; sql: SQL } {
  if (plan.order === "largest") return { kind: "share", sql: sql`cents desc, date desc, id` };
  if (plan.order === "smallest") return { kind: "share", sql: sql`cents asc, date desc, id` };
  if (plan.order === "oldest") return { kind: "date", sql: sql`date asc, cents desc, id` };
  if ((plan.hard || plan.soft) && plan.order !== "recent")
    return { kind: "score", sql: sql`score desc, date desc, cents desc, id` };
  return { kind: "date", sql: sql`date desc, cents desc, id` };
}

/** Whether a transaction `t` has a soft word (its stored document: cheap to test row by row). */
function softSql(plan: TxPlan): SQL {
  return plan.soft
    ? sql`(${documentOf("transactions", "t")} @@ to_tsquery('english', ${plan.soft}))`
    : sql`false`;
}

/** The full-text score of a transaction `t`: rank of the words that must match, +1 for a soft word. */
function scoreSql(plan: TxPlan): SQL {
  const rank = plan.hard
    ? sql`ts_rank(${documentOf("transactions", "t")}, to_tsquery('english', ${plan.hard}))`
    : sql`0`;
  return plan.soft ? sql`(${rank} + (case when ${softSql(plan)} then 1 else 0 end))` : rank;
}

/** Wide rows (what an answer shows) for the narrow rows `m` (id, cents, score), as one JSON array. */
function wideRowsJson(org: string, plan: TxPlan, narrow: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(r order by ${order}), '[]'::json) from (
    select t.id, t.date::text as date, t.description, t.payee, t.type, t.property_id, t.unit_id,
           m.cents, m.score::float8 as score,
           (select array_agg(jl.account_id order by jl.line_no)
              from journal_lines jl
             where jl.transaction_id = m.id and jl.organization_id = ${org} and jl.line_no > 0
               ${plan.accountIds.length ? sql`and jl.account_id in (${list(plan.accountIds)})` : sql``}) as accounts
      from (${narrow}) m
      join transactions t on t.id = m.id) r)`;
}

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

function namer(lex: OrgLexicon) {
  return ({ accounts, ...r }: RawTxRow): TxRow => {
    const names = (accounts ?? [])
      .map((id) => lex.prepared.accountsById.get(id)?.name)
      .filter((n): n is string => n !== undefined);
    return { ...r, category: names.length ? names.join(", ") : null };
  };
}

/** Type, period and category only (soft words merely rank): the journal's summaries have the totals. */
export function summarised(plan: TxPlan): boolean {
  return (
    !plan.hard &&
    !plan.payees &&
    !plan.unitIds &&
    !plan.propertyIds &&
    plan.minCents === undefined &&
    plan.maxCents === undefined
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

/**
 * Any filter: one statement reads the matching transactions as narrow rows (id, date, type,
 * property, share, score), then totals per type and per property (two small aggregates over them),
 * the largest and the top rows (wide columns for those only).
 */
export async function retrieveMatches(db: Db, org: string, plan: TxPlan, lex: OrgLexicon): Promise<TxResult> {
  const order = orderOf(plan).sql;
  // "largest" lists in the largest's own order: its first row is the largest.
  const largestIsFirst = plan.order === "largest" && plan.limit > 0;
  const result = await db.execute(sql`
    with m as materialized (${matchSql(org, plan, sql`t.id, t.date, t.type, t.property_id, ${scoreSql(plan)} as score`)})
    select
      (select coalesce(json_agg(a order by a.type), '[]'::json) from (
         select type, count(*)::int as n, sum(cents) as total, min(date)::text as first, max(date)::text as last
           from m group by type) a) as totals,
      (select coalesce(json_agg(p order by p.n desc, p.total desc, p.property_id), '[]'::json) from (
         select property_id, count(*)::int as n, sum(cents) as total from m
          where property_id is not null group by property_id
          order by n desc, total desc, property_id limit ${INTERNAL_CAP}) p) as by_property,
      ${
        largestIsFirst
          ? sql`null::json`
          : wideRowsJson(
              org,
              plan,
              sql`select id, cents, score from m order by cents desc, date desc, id limit 1`,
              order,
            )
      } as largest,
      ${wideRowsJson(org, plan, sql`select * from m order by ${order} limit ${plan.limit}`, order)} as rows
  `);
  const row = rowsOf<{ totals: unknown; largest: unknown; by_property: unknown; rows: unknown }>(result)[0];
  const named = namer(lex);
  const rows = json<RawTxRow[]>(row?.rows ?? []).map(named);
  const largest = largestIsFirst ? rows[0] : json<RawTxRow[]>(row?.largest ?? []).map(named)[0];
  return {
    totals: json<TypeTotal[]>(row?.totals ?? []),
    rows,
    largest: largest ? { ...largest, category: null } : null,
    byProperty: json<PropertyStats[]>(row?.by_property ?? []),
  };
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
  const order = orderOf(plan);
  const largestIsFirst = plan.order === "largest" && plan.limit > 0;
  const narrowColumns = sql`t.id, t.date, t.type, t.property_id, 0 as score`;
  /** The conditions on `jl` for one account's split lines in the plan's period. */
  const splitLinesIn = (account: string): SQL[] => {
    const where = [sql`jl.account_id = ${account}`, sql`jl.organization_id = ${org}`, sql`jl.line_no > 0`];
    if (plan.from) where.push(sql`jl.date >= ${plan.from}`);
    if (plan.to) where.push(sql`jl.date <= ${plan.to}`);
    return where;
  };
  /**
   * The matches by share, largest or smallest first, at most `limit`, read the way the category's
   * `shape` allows (see Shape): by amount, by the category's largest lines, or by summing them.
   */
  const byShare = (largest: boolean, limit: number, shape: Shape): SQL => {
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
      const where = splitLinesIn(account);
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
  };
  /**
   * The matches by date (`score` order: the soft words' matches by date, then the others), read in
   * date order from the category's lines when each match has one line in it (`shape` "single":
   * rare categories such as deposits would otherwise scan most transactions), else from
   * transactions.
   */
  const byDate = (limit: number, shape: Shape): SQL => {
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
        const where = splitLinesIn(account);
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
    return sql`with soft as materialized (${dated("soft", 1, recent, sql`${limit}`)})
               select * from (select * from soft
                 union all (${dated("other", 0, recent, sql`greatest(${limit} - (select count(*) from soft), 0)`)})) u
                order by ${order.sql} limit ${limit}`;
  };

  const listed = (shape: Shape) =>
    db.execute(sql`
    with r as materialized (
      select n.*, row_number() over (order by ${order.sql}) as ord
        from (${order.kind === "share" ? byShare(plan.order !== "smallest", plan.limit, shape) : byDate(plan.limit, shape)}) n
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
               group by property_id) c) as counts`);
  const largest = (shape: Shape) =>
    largestIsFirst
      ? null
      : db.execute(sql`select ${wideRowsJson(org, plan, byShare(true, 1, shape), sql`cents desc`)} as rows`);
  // The rows are read at once in the shape this category had last time (the lines' shortcut at
  // first), and read again when the totals say otherwise.
  const guessKey = `${org} ${plan.type} ${plan.accountIds.join(",")}`;
  const guess = plan.accountIds.length ? (shapeGuesses.get(guessKey) ?? "single") : "single";
  const [summary, listedFirst, largestFirst] = await Promise.all([
    summaryTotals(db, org, plan),
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
  org: string,
  plan: TxPlan,
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
  const rows = rowsOf<TypeTotal & { single: boolean; whole: boolean }>(
    await db.execute(sql`
      select type, sum(transactions)::int as n, sum(${share})::float8 as total,
             min(date)::text as first, max(date)::text as last,
             bool_and(${lines} = d.transactions) as single, bool_and(${whole}) as whole
        from transaction_day_totals d where ${sql.join(where, sql` and `)}
       group by type having sum(transactions) > 0 order by type`),
  );
  return {
    totals: rows.map(({ single: _, whole: __, ...t }) => t),
    shape: rows.every((r) => r.single) ? "single" : rows.every((r) => r.whole) ? "whole" : "mixed",
  };
}
