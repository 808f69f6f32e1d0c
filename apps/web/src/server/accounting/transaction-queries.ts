// Reading transactions: one entry, the filtered and sorted list (one page and its total), and every
// match for exports. Both query shapes map their rows through `transactionView`.
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Page, TransactionSplitView, TransactionView } from "../../shared/accounting";
import type { ClearedState } from "../../shared/reconciliation";
import { bankClearedLines } from "../banking/schema";
import { likePattern } from "../db/sql-helpers";
import { badRequest, notFound } from "../http/errors";
import { type AccountingContext, checkFilterRefs } from "./context";
import { accounts, journalLines, properties, type TransactionRow, transactions, units } from "./schema";
import type { TransactionFilters } from "./validation";

/** The columns of a transaction row the view needs, with its bank account's and places' names. */
type TransactionViewRow = Pick<
  TransactionRow,
  | "id"
  | "date"
  | "description"
  | "payee"
  | "type"
  | "amountCents"
  | "bankAccountId"
  | "propertyId"
  | "unitId"
  | "memo"
  | "reference"
  | "createdAt"
  | "updatedAt"
> & {
  bankCode: string;
  bankName: string;
  propertyName: string | null;
  unitName: string | null;
  cleared: ClearedState | null;
};

const transactionView = (t: TransactionViewRow, splits: TransactionSplitView[]): TransactionView => ({
  id: t.id,
  date: t.date,
  description: t.description,
  payee: t.payee,
  type: t.type,
  amountCents: t.amountCents,
  bankAccount: { id: t.bankAccountId, code: t.bankCode, name: t.bankName },
  propertyId: t.propertyId,
  propertyName: t.propertyName,
  unitId: t.unitId,
  unitName: t.unitName,
  memo: t.memo,
  reference: t.reference,
  splits,
  cleared: t.cleared ?? "uncleared",
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/**
 * Whether the list's plan reads every match before the page (GIN-indexed account/property/text
 * filters, sorted as a top-N): then the window count is free. Otherwise a b-tree gives the order.
 */
function readsAllMatches(f: Pick<TransactionFilters, "accountId" | "propertyId" | "q">): boolean {
  return Boolean(f.accountId || f.propertyId || f.q);
}

/** The entry's mark on its bank account(s): reconciled wins over cleared; null when neither. */
const clearedState = (orgId: string) => sql<ClearedState | null>`(
  select case when bool_or(c.reconciled) then 'reconciled' when count(*) > 0 then 'cleared' end
    from ${bankClearedLines} c where c.organization_id = ${orgId} and c.transaction_id = ${transactions.id})`;

function clearedWhere(orgId: string, state: ClearedState): SQL {
  const marks = (extra: SQL) =>
    sql`exists (select 1 from ${bankClearedLines} c where c.organization_id = ${orgId}
      and c.transaction_id = ${transactions.id}${extra})`;
  if (state === "uncleared") return sql`not ${marks(sql``)}`;
  if (state === "reconciled") return marks(sql` and c.reconciled`);
  return sql`${marks(sql``)} and not ${marks(sql` and c.reconciled`)}`;
}

export async function getTransaction(
  ctx: AccountingContext,
  orgId: string,
  id: string,
): Promise<TransactionView> {
  const where = and(eq(transactions.organizationId, orgId), eq(transactions.id, id))!;
  const [row] = (await pageRows(ctx, orgId, where, [], 1, 0)).items;
  if (!row) throw notFound("Transaction not found");
  return row;
}

export function transactionWhere(orgId: string, f: Partial<TransactionFilters>): SQL {
  if (f.from && f.to && f.from > f.to) throw badRequest("from: must not be after to");
  if (f.minAmount !== undefined && f.maxAmount !== undefined && f.minAmount > f.maxAmount) {
    throw badRequest("minAmount: must not be greater than maxAmount");
  }
  const conds: SQL[] = [eq(transactions.organizationId, orgId)];
  if (f.from) conds.push(gte(transactions.date, f.from));
  if (f.to) conds.push(lte(transactions.date, f.to));
  if (f.type) conds.push(eq(transactions.type, f.type));
  if (f.minAmount !== undefined) conds.push(gte(transactions.amountCents, Math.abs(f.minAmount)));
  if (f.maxAmount !== undefined) conds.push(lte(transactions.amountCents, Math.abs(f.maxAmount)));
  // transactions.account_ids / property_ids hold the entry's lines' accounts and properties (GIN
  // indexes). A transaction belongs to a property through its header (the bank line carries it)
  // or any split line.
  if (f.propertyId) conds.push(sql`${transactions.propertyIds} @> array[${f.propertyId}]::uuid[]`);
  if (f.accountId) conds.push(sql`${transactions.accountIds} @> array[${f.accountId}]::uuid[]`);
  if (f.cleared) conds.push(clearedWhere(orgId, f.cleared));
  if (f.q) {
    // One lower-cased generated column (description, payee, memo, reference) instead of four ILIKEs.
    conds.push(sql`${transactions.searchText} like ${likePattern(f.q.toLowerCase())}`);
  }
  return and(...conds)!;
}

function transactionOrder(
  f: Pick<TransactionFilters, "sort" | "order" | "accountId" | "propertyId"> & { q?: string | undefined },
): SQL[] {
  const order =
    f.order ?? (f.sort === "date" || f.sort === "amount" || f.sort === "createdAt" ? "desc" : "asc");
  const dir = order === "asc" ? asc : desc;
  const col = {
    date: transactions.date,
    amount: transactions.amountCents,
    description: transactions.description,
    payee: transactions.payee,
    type: transactions.type,
    createdAt: transactions.createdAt,
  }[f.sort];
  // With a selective account/property/text filter, walking the sort column's index and probing
  // each row against the filter is the planner's trap (seconds for a rare account; every row for
  // the window count, which the planner costs as if the limit stopped it early); sorting an
  // expression makes it filter first (GIN index) and top-N sort the few matches.
  const selective = readsAllMatches(f);
  const key = !selective
    ? col
    : f.sort === "amount"
      ? sql`(${col} + 0)`
      : f.sort === "date"
        ? sql`(${col} + 0)`
        : f.sort === "createdAt"
          ? sql`(${col} + interval '0 seconds')`
          : sql`(${col} || '')`;
  const out = [dir(key)];
  if (f.sort !== "date") out.push(desc(transactions.date));
  out.push(dir(transactions.createdAt), dir(transactions.id));
  return out;
}

/**
 * One page of the list (or one entry) in one statement: a subquery picks the page's ids (and,
 * with `withTotal`, the window count of all matches), then only those rows get their bank
 * account, property and unit names (primary-key lookups) and their splits (json_agg over the
 * entry's lines). Joins would hash the organization's whole properties and units tables for 50
 * rows, lookups in the ordered scan itself would also run for the skipped (offset) rows, and
 * separate queries for the splits would cost round trips. `where` carries the organization.
 */
async function pageRows(
  ctx: AccountingContext,
  orgId: string,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
  withTotal = false,
): Promise<{ items: TransactionView[]; total: number | null }> {
  const line = journalLines;
  const splitAccount = alias(accounts, "split_account");
  const splitAccountField = (column: PgColumn) =>
    sql`(select ${column} from ${accounts} ${splitAccount} where ${splitAccount.id} = ${line.accountId})`;
  const page = ctx.db.$with("page").as(
    ctx.db
      .select({
        pageId: sql<string>`${transactions.id}`.as("page_id"),
        total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as("total"),
      })
      .from(transactions)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const rows = await ctx.db
    .with(page)
    .select({
      id: transactions.id,
      date: transactions.date,
      description: transactions.description,
      payee: transactions.payee,
      type: transactions.type,
      amountCents: transactions.amountCents,
      bankAccountId: transactions.bankAccountId,
      bankCode: accounts.code,
      bankName: accounts.name,
      propertyId: transactions.propertyId,
      propertyName: sql<
        string | null
      >`(select ${properties.name} from ${properties} where ${properties.id} = ${transactions.propertyId})`,
      unitId: transactions.unitId,
      unitName: sql<
        string | null
      >`(select ${units.name} from ${units} where ${units.id} = ${transactions.unitId})`,
      memo: transactions.memo,
      reference: transactions.reference,
      splits: sql<TransactionSplitView[] | null>`(
        select json_agg(json_build_object('lineId', ${line.id}, 'accountId', ${line.accountId},
          'accountCode', ${splitAccountField(splitAccount.code)},
          'accountName', ${splitAccountField(splitAccount.name)},
          'amountCents', ${line.debitCents} + ${line.creditCents}, 'propertyId', ${line.propertyId},
          'memo', ${line.memo}) order by ${line.lineNo})
        from ${line}
        where ${line.organizationId} = ${orgId} and ${line.transactionId} = ${transactions.id} and ${line.lineNo} > 0)`,
      cleared: clearedState(orgId),
      createdAt: transactions.createdAt,
      updatedAt: transactions.updatedAt,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(transactions, eq(transactions.id, page.pageId))
    .innerJoin(accounts, eq(accounts.id, transactions.bankAccountId))
    .where(eq(transactions.organizationId, orgId))
    .orderBy(...orderBy);
  const items = rows.map((t) => transactionView(t, t.splits ?? []));
  return { items, total: withTotal ? (rows[0]?.total ?? null) : null };
}

async function transactionRows(
  ctx: AccountingContext,
  orgId: string,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<TransactionView[]> {
  const rows = await ctx.db
    .select({
      t: transactions,
      propertyName: properties.name,
      unitName: units.name,
      bankCode: accounts.code,
      bankName: accounts.name,
      cleared: clearedState(orgId),
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.bankAccountId))
    .leftJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(units, eq(units.id, transactions.unitId))
    .where(and(eq(transactions.organizationId, orgId), where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const splits = new Map<string, TransactionSplitView[]>();
  const ids = rows.map((r) => r.t.id);
  for (let i = 0; i < ids.length; i += 5000) {
    const lines = await ctx.db
      .select({
        lineId: journalLines.id,
        transactionId: journalLines.transactionId,
        accountId: journalLines.accountId,
        accountCode: accounts.code,
        accountName: accounts.name,
        debit: journalLines.debitCents,
        credit: journalLines.creditCents,
        propertyId: journalLines.propertyId,
        memo: journalLines.memo,
      })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .where(
        and(
          eq(journalLines.organizationId, orgId),
          inArray(journalLines.transactionId, ids.slice(i, i + 5000)),
          sql`${journalLines.lineNo} > 0`,
        ),
      )
      .orderBy(asc(journalLines.transactionId), asc(journalLines.lineNo));
    for (const l of lines) {
      const list = splits.get(l.transactionId) ?? [];
      list.push({
        lineId: l.lineId,
        accountId: l.accountId,
        accountCode: l.accountCode,
        accountName: l.accountName,
        amountCents: l.debit + l.credit,
        propertyId: l.propertyId,
        memo: l.memo,
      });
      splits.set(l.transactionId, list);
    }
  }
  return rows.map(({ t, ...names }) => transactionView({ ...t, ...names }, splits.get(t.id) ?? []));
}

export async function listTransactions(
  ctx: AccountingContext,
  orgId: string,
  f: TransactionFilters,
): Promise<Page<TransactionView>> {
  // The filter ids' 404 check runs alongside the list (it still wins over a 400 of the filters).
  const refs = checkFilterRefs(ctx, orgId, f);
  let where: SQL;
  let order: SQL[];
  try {
    where = transactionWhere(orgId, f);
    order = transactionOrder(f);
  } catch (e) {
    await refs;
    throw e;
  }
  const offset = (f.page - 1) * f.pageSize;
  const countAll = async () => {
    const [n] = await ctx.db.select({ n: count() }).from(transactions).where(where);
    return n?.n ?? 0;
  };
  if (readsAllMatches(f)) {
    // The matches come from a GIN index (account, property, text) and are all read and sorted
    // anyway: one pass gives the page and the total (window count).
    const [, page] = await Promise.all([refs, pageRows(ctx, orgId, where, order, f.pageSize, offset, true)]);
    const total = page.total ?? (f.page > 1 ? await countAll() : 0);
    return { items: page.items, total, page: f.page, pageSize: f.pageSize };
  }
  // A b-tree (date, type + date) delivers the order: the page stops after offset + pageSize
  // index entries, and the count reads an index alone (index-only scan) instead of every match's
  // row. Both at once (two pool connections on PostgreSQL).
  const [, page, total] = await Promise.all([
    refs,
    pageRows(ctx, orgId, where, order, f.pageSize, offset),
    countAll(),
  ]);
  return { items: page.items, total, page: f.page, pageSize: f.pageSize };
}

/** Every transaction matching the filters, for exports (bounded). */
export async function allTransactions(
  ctx: AccountingContext,
  orgId: string,
  f: Omit<TransactionFilters, "page" | "pageSize">,
  limit = 100_000,
) {
  await checkFilterRefs(ctx, orgId, f);
  return transactionRows(ctx, orgId, transactionWhere(orgId, f), transactionOrder(f), limit, 0);
}
