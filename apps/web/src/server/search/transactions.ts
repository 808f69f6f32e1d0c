// Retrieval of the matching transactions for the AI search: totals per type, the listed rows, the
// largest, and the properties they belong to. Two paths:
// - a question only the journal's summaries can answer (type, period, category; words that only rank)
//   reads its totals from transaction_day_totals (transactions-summarised.ts) and lists its rows
//   in an index's order, so a year of rent costs what a page costs;
// - anything else (words that must match, payees, units, properties, amount bounds) reads the
//   matching transactions once (one statement) and aggregates them.
// Every statement is a drizzle `sql` template filtered by the caller's organization.
import { type SQL, sql } from "drizzle-orm";
import type { TransactionType } from "../../shared/accounting";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { documentOf } from "./documents";
import { type FlowPlan, flowSql } from "./flow";
import { type HeldPart, type HeldRow, heldOfMatchesSql, withHeld } from "./held";
import type { OrgLexicon } from "./lexicon";
import type { ParsedQuery } from "./parse";
import { byAmountSql, shareSql } from "./shares";
import { type UnitsNamed, unitsSql } from "./units";
import type { SaidAsWritten } from "./unseen-words";

export const INTERNAL_CAP = 50;

const bound = (v: string): SQL => sql`${v}`;
export const list = (values: readonly string[]): SQL => sql.join(values.map(bound), sql`, `);

/** A transaction `t` with a line in one of `accountIds` (the GIN index on account_ids answers it). */
export const inAccountsSql = (accountIds: readonly string[]): SQL =>
  sql`t.account_ids && array[${list(accountIds)}]::uuid[]`;

/**
 * The category lines (past the bank's, line 0, unless it is one of the plan's `fromSide`) of the
 * matching row `m`, within the plan's categories if it names some, as a FROM … WHERE to select from.
 */
export const categoryLinesSql = (org: string, plan: Pick<TxPlan, "accountIds" | "fromSide">): SQL =>
  sql`from journal_lines jl
     where jl.transaction_id = m.id and jl.organization_id = ${org}
       and ${plan.fromSide?.length ? sql`(jl.line_no > 0 or jl.account_id in (${list(plan.fromSide)}))` : sql`jl.line_no > 0`}
       ${plan.accountIds.length ? sql`and jl.account_id in (${list(plan.accountIds)})` : sql``}`;

/** `column` is one of `values`, bound as one array: a place's hundreds of ids, bound one by one, cost 2.6 ms to plan; as one array, 0.2. */
export const oneOf = (column: SQL, values: readonly string[], type: "uuid" | "text"): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

export interface TypeTotal {
  type: TransactionType;
  n: number;
  /** Integer cents, positive. */
  total: number;
  first: string;
  last: string;
  /** The parts booked to balance-sheet accounts (held.ts), when the totals are whole transactions. */
  held?: HeldPart[];
}

/** How many transactions the totals count, of every type. */
export const countOf = (totals: readonly TypeTotal[]) => totals.reduce((n, t) => n + t.n, 0);

export interface TxRow {
  id: string;
  date: string;
  description: string;
  payee: string | null;
  type: TransactionType;
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
  flow?: FlowPlan;
  from?: string;
  to?: string;
  minCents?: number;
  maxCents?: number;
  propertyIds: string[] | null;
  unitIds: string[] | null;
  unitSaid?: UnitsNamed["unitSaid"];
  payees: string[] | null;
  accountIds: string[];
  /** Equity accounts the owner's money is paid from (Owner Contributions): a share on the bank's line. */
  fromSide?: string[];
  hard: string | null;
  /** `hard` as ranked: without the companies the books never name (utility-names.ts). */
  ranked?: string | null;
  soft: string | null;
  /**
   * Words as typed, when the thesaurus widened them: rows whose text holds each as written are soft
   * matches too (the stemmer reads "electricity" as "electric", so a tsquery cannot tell them apart).
   */
  said?: string[];
  /** Two or more words as typed, in order: rows that say them together rank before rows that scatter them. */
  phrase?: string;
  /**
   * Rows with a line in these accounts need only these words (without: none): a category named as itself
   * and read as words ("repair" of "furnace repair") is also its accounts ("Furnace igniter" booked to Repairs).
   */
  inAccounts?: { hard?: string; accountIds: string[] };
  /** Concepts of `hard` whose phrases the documents cannot see whole ("locked out"): checked as written. */
  saidAsWritten?: SaidAsWritten[];
  /** Accounts whose rows are not what was asked (utility bills, of "electrical work"): left out. */
  outside?: string[];
  /** Accounts whose rows rank first but filter nothing (categories the query's words were read instead of). */
  boost?: string[];
  /** Who did the job was asked ("the HVAC company"): rows whose payee says `hard` rank first. */
  doneBy?: boolean;
  /** Payees (lower case) whose whole name the query is: their rows rank first ("County of Maui"). */
  payeeNamed?: string[];
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
export function matchSql(
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
  const where: SQL[] = [sql`t.organization_id = ${org}`];
  // With words, the full-text index is selective and the type is checked on the rows it finds:
  // `is true` keeps the planner from AND-ing in the (organization, type) index, which reads every
  // transaction of that type to narrow a few hundred.
  if (plan.type) where.push(plan.hard ? sql`(t.type = ${plan.type}) is true` : sql`t.type = ${plan.type}`);
  if (plan.from) where.push(sql`t.date >= ${plan.from}`);
  if (plan.to) where.push(sql`t.date <= ${plan.to}`);
  const propertyIn = (column: SQL) => propertiesSql(column, plan, options.properties);
  const tProperty = propertyIn(sql`t.property_id`);
  if (tProperty) where.push(tProperty);
  if (plan.unitIds) where.push(unitsSql(plan.unitIds, plan.unitSaid));
  if (plan.payees) where.push(oneOf(sql`lower(t.payee)`, plan.payees, "text"));
  if (plan.hard) where.push(wordsSql(plan.hard, plan.inAccounts));
  if (plan.outside?.length) where.push(sql`not (${inAccountsSql(plan.outside)})`);
  where.push(...asWrittenSql(plan), ...flowSql(plan));
  const bounds = (expr: SQL) => {
    const b: SQL[] = [];
    if (plan.minCents !== undefined) b.push(sql`${expr} >= ${plan.minCents}`);
    if (plan.maxCents !== undefined) b.push(sql`${expr} <= ${plan.maxCents}`);
    return b;
  };
  if (!plan.accountIds.length) {
    where.push(...bounds(sql`t.amount_cents`));
    const byAmount = options.amountOrder;
    if (byAmount?.entriesIn?.length) {
      // A split in the category, not just its bank side (a loan received: Mortgage Loans → Buildings).
      where.push(inAccountsSql(byAmount.entriesIn), sql`${shareSql(byAmount.entriesIn)} > 0`);
    }
    const rows = sql`select ${columns}, t.amount_cents::float8 as cents from transactions t where ${sql.join(where, sql` and `)}`;
    return byAmount ? byAmountSql(plan, rows, byAmount) : rows;
  }
  const accountList = list(plan.accountIds);
  where.push(sql`t.account_ids && array[${accountList}]::uuid[]`);
  const accounts = sql`jl.account_id in (${accountList})`;
  const transactionSelective = Boolean(
    plan.payees || plan.unitIds || plan.hard || options.drive || plan.fromSide?.length,
  );
  if (transactionSelective) {
    const share = sql`${shareSql(plan.accountIds, plan.fromSide)}::float8`;
    where.push(sql`${share} > 0`, ...bounds(share));
    return sql`select ${columns}, ${share} as cents from transactions t where ${sql.join(where, sql` and `)}`;
  }
  const lineWhere: SQL[] = [sql`jl.organization_id = ${org}`, sql`jl.line_no > 0`, accounts];
  if (plan.from) lineWhere.push(sql`jl.date >= ${plan.from}`);
  if (plan.to) lineWhere.push(sql`jl.date <= ${plan.to}`);
  const lineProperty = propertyIn(sql`jl.property_id`);
  if (lineProperty) lineWhere.push(lineProperty);
  const having = bounds(sql`sum((jl.debit_cents + jl.credit_cents)::float8)`);
  const lines = sql`select jl.transaction_id as id, sum((jl.debit_cents + jl.credit_cents)::float8) as cents
      from journal_lines jl where ${sql.join(lineWhere, sql` and `)}
      group by jl.transaction_id ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}`;
  return sql`select ${columns}, c.cents
    from (${lines}) c
    join transactions t on t.id = c.id
    where ${sql.join(where, sql` and `)}`;
}

/** `column` is one of the plan's properties, or of the subquery `properties` (null: any property). */
const propertiesSql = (column: SQL, plan: TxPlan, properties?: SQL): SQL | null =>
  properties
    ? sql`${column} in (${properties})`
    : plan.propertyIds
      ? oneOf(column, plan.propertyIds, "uuid")
      : null;

/** The rows that say the words `hard`, or the words `inAccounts.hard` with a line in its accounts. */
function wordsSql(hard: string, inAccounts: TxPlan["inAccounts"]): SQL {
  const doc = documentOf("transactions", "t");
  const said = sql`${doc} @@ to_tsquery('english', ${hard})`;
  if (!inAccounts) return said;
  const inThem = inAccounts.hard
    ? sql`(${inAccountsSql(inAccounts.accountIds)} and ${doc} @@ to_tsquery('english', ${inAccounts.hard}))`
    : inAccountsSql(inAccounts.accountIds);
  return sql`(${said} or ${inThem})`;
}

/** The rows that say each of `saidAsWritten`'s phrases as written, or its concept's other words. */
export const asWrittenSql = (plan: Pick<TxPlan, "saidAsWritten">): SQL[] =>
  (plan.saidAsWritten ?? []).map(({ pattern, otherwise }) =>
    otherwise
      ? sql`(t.search_text ~ ${pattern} or ${documentOf("transactions", "t")} @@ to_tsquery('english', ${otherwise}))`
      : sql`t.search_text ~ ${pattern}`,
  );

export interface RawTxRow extends Omit<TxRow, "category"> {
  /** The account ids of the transaction's lines (line order), named from the cached chart. */
  accounts: string[] | null;
}

type Order = "share" | "date" | "score";

/** The listed rows' order: by share (largest/smallest), by date, or by score then date. */
export function orderOf(plan: TxPlan): { kind: Order; sql: SQL } {
  if (plan.order === "largest") return { kind: "share", sql: sql`cents desc, date desc, id` };
  if (plan.order === "smallest") return { kind: "share", sql: sql`cents asc, date desc, id` };
  if (plan.order === "oldest") return { kind: "date", sql: sql`date asc, cents desc, id` };
  if ((plan.hard || plan.soft || plan.said?.length || plan.payeeNamed?.length) && plan.order !== "recent")
    return { kind: "score", sql: sql`score desc, date desc, cents desc, id` };
  return { kind: "date", sql: sql`date desc, cents desc, id` };
}

/** Whether a transaction `t` has a soft word (its stored document: cheap to test row by row). */
export function softSql(plan: TxPlan): SQL {
  const parts = [
    ...(plan.soft ? [sql`${documentOf("transactions", "t")} @@ to_tsquery('english', ${plan.soft})`] : []),
    ...(plan.said?.length ? [saidSql(plan.said)] : []),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Whether a transaction `t` says each of the words as typed. */
const saidSql = (said: readonly string[]) =>
  sql`(${sql.join(
    said.map((w) => sql`t.search_text like ${`%${saidStem(w)}%`}`),
    sql` and `,
  )})`;

/**
 * A word as typed without a plural's ending where four letters or more are left: "plows" is said by
 * "Snow plowing", while "ants" stays whole (every "tenant" holds "ant").
 */
const saidStem = (w: string) => (stemOf(w).length >= 4 ? stemOf(w) : w);

/** A word without a plural's ending, for a LIKE that only picks rows to test: "rats" is in "Rat bait". */
export function stemOf(w: string) {
  const stem = w.endsWith("ss") ? w : w.replace(/(?:ies|es|s)$/, "");
  return stem.length >= 3 ? stem : w;
}

/**
 * The full-text score of a transaction `t`: rank of the words that must match, +1 for a soft word,
 * +1 for a line in a boosted account, +3 for the payee the query named whole (above a soft word and the
 * words together: "city of tacoma" is City of Tacoma's rows before "CITY OF TACOMA ENV SVCS" lines).
 */
function scoreSql(plan: TxPlan): SQL {
  const rank = plan.hard
    ? sql`ts_rank(${documentOf("transactions", "t")}, to_tsquery('english', ${plan.ranked ?? plan.hard}))`
    : sql`0`;
  const softened = Boolean(plan.soft || plan.said?.length);
  const soft = softened ? sql` + (case when ${softSql(plan)} then 1 else 0 end)` : sql``;
  // A synonym's phrase is soft too ("snow removal" for "plows"): the rows that say what was typed first.
  const asTyped =
    plan.soft && plan.said?.length ? sql` + (case when ${saidSql(plan.said)} then 0.5 else 0 end)` : sql``;
  // Rows that say the words together, punctuation aside ("Plow driveway & sand"), each typed word the
  // start of one ("dis repair" is "Dishwasher repair", not "Garbage disposal replaced"), and above
  // them rows whose description is nothing else. LIKE first: the rest only reads rows that hold the
  // words in order; the words' positions in the document, not a pattern, say they are side by side
  // (a pattern costs a microsecond a row), and the length before the one pattern left.
  const words = plan.phrase?.split(" ") ?? [];
  const adjacent = `\\m${words.join("[a-z0-9]*[^a-z0-9]+")}`;
  const sideBySide = words.map((w) => `${w}:*`).join(" <-> ");
  const together = plan.phrase
    ? sql` + (case when t.search_text like ${`%${words.map(stemOf).join("%")}%`} then
               (case when ${documentOf("transactions", "t")} @@ to_tsquery('english', ${sideBySide}) then 1 else 0 end)
               + (case when length(t.description) <= ${plan.phrase.length + 2} and t.search_text ~ ${`^${adjacent}`} then 0.5 else 0 end)
             else 0 end)`
    : sql``;
  const boost = plan.boost?.length
    ? sql` + (case when t.account_ids && array[${list(plan.boost)}]::uuid[] then 1 else 0 end)`
    : sql``;
  const doer =
    plan.doneBy && plan.hard
      ? sql` + (case when setweight(to_tsvector('english', coalesce(t.payee, '')), 'A') @@ to_tsquery('english', ${plan.hard}) then 1 else 0 end)`
      : sql``;
  const named = plan.payeeNamed?.length
    ? sql` + (case when lower(t.payee) in (${list(plan.payeeNamed)}) then 3 else 0 end)`
    : sql``;
  return softened || plan.boost?.length || plan.phrase || plan.payeeNamed?.length
    ? sql`(${rank}${soft}${asTyped}${together}${boost}${doer}${named})`
    : rank;
}

/**
 * Wide rows (what an answer shows) for the narrow rows `m` (id, cents, score), as one JSON array;
 * `score`: each row's score from `t`, where `m` has none.
 */
export function wideRowsJson(org: string, plan: TxPlan, narrow: SQL, order: SQL, score?: SQL): SQL {
  return sql`(select coalesce(json_agg(r order by ${order}), '[]'::json) from (
    select t.id, t.date::text as date, t.description, t.payee, t.type, t.property_id, t.unit_id,
           m.cents, (${score ?? sql`m.score`})::float8 as score,
           (select array_agg(jl.account_id order by jl.line_no) ${categoryLinesSql(org, plan)}) as accounts
      from (${narrow}) m
      join transactions t on t.id = m.id) r)`;
}

export const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

export function namer(lex: OrgLexicon) {
  return ({ accounts, ...r }: RawTxRow): TxRow => {
    const names = (accounts ?? [])
      .map((id) => lex.prepared.accountsById.get(id)?.name)
      .filter((n): n is string => n !== undefined);
    return { ...r, category: names.length ? names.join(", ") : null };
  };
}

/**
 * Any filter: one statement reads the matching transactions as narrow rows (id, date, type,
 * property, share, score), then totals per type and per property (two small aggregates over them),
 * the largest and the top rows (wide columns for those only).
 */
export async function retrieveMatches(db: Db, org: string, plan: TxPlan, lex: OrgLexicon): Promise<TxResult> {
  const { kind, sql: order } = orderOf(plan);
  // "largest" lists in the largest's own order: its first row is the largest.
  const largestIsFirst = plan.order === "largest" && plan.limit > 0;
  // Rows listed by date or amount are scored when shown: scoring every match (a pattern a row) costs
  // more than finding them ("multi-family" at 50 000 transactions: 23 000 matches).
  const late = kind === "score" ? undefined : scoreSql(plan);
  const result = await db.execute(sql`
    with m as materialized (${matchSql(org, plan, sql`t.id, t.date, t.type, t.property_id, ${late ? sql`0` : scoreSql(plan)} as score`)})
    select
      (select coalesce(json_agg(a order by a.type), '[]'::json) from (
         select type, count(*)::int as n, sum(cents) as total, min(date)::text as first, max(date)::text as last
           from m group by type) a) as totals,
      ${heldOfMatchesSql(org, plan, lex)} as held,
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
              late,
            )
      } as largest,
      ${wideRowsJson(org, plan, sql`select * from m order by ${order} limit ${plan.limit}`, order, late)} as rows
  `);
  type Columns = "totals" | "held" | "largest" | "by_property" | "rows";
  const row = rowsOf<Record<Columns, unknown>>(result)[0];
  const named = namer(lex);
  const rows = json<RawTxRow[]>(row?.rows ?? []).map(named);
  const largest = largestIsFirst ? rows[0] : json<RawTxRow[]>(row?.largest ?? []).map(named)[0];
  return {
    totals: withHeld(json<TypeTotal[]>(row?.totals ?? []), json<HeldRow[] | null>(row?.held ?? null), lex),
    rows,
    largest: largest ? { ...largest, category: null } : null,
    byProperty: json<PropertyStats[]>(row?.by_property ?? []),
  };
}
