// The general ledger with running balances and the trial balance, summed by PostgreSQL over
// bigint cents.
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Ledger, LedgerLine, TrialBalance, TrialBalanceRow } from "../../shared/accounting";
import { rowsOf } from "../db/sql-helpers";
import { badRequest } from "../http/errors";
import { toCents } from "./money";
import { accounts, journalLines, properties, transactions } from "./schema";
import type { AccountingService } from "./service";
import type { LedgerQuery, TrialBalanceQuery } from "./validation";

const signSql = sql`(case when a.type in ('asset', 'expense') then 1 else -1 end)`;

type Row = Record<string, unknown>;
type AccountBalance = { accountId: string; openingBalanceCents: number; closingBalanceCents: number };
type AccountTotalsRow = { account_id: string; n: unknown; debit: unknown; credit: unknown; net: unknown };

export async function ledger(svc: AccountingService, orgId: string, q: LedgerQuery): Promise<Ledger> {
  if (q.from && q.to && q.from > q.to) throw badRequest("from: must not be after to");
  const account = q.accountId ? await svc.getAccount(orgId, q.accountId) : null;
  if (q.propertyId) await svc.getProperty(orgId, q.propertyId);
  const { base, where } = ledgerFilters(orgId, q);
  const [opening, perAccount, pageRows] = await Promise.all([
    openingBalances(svc, base, q.from),
    accountTotals(svc, where),
    ledgerPage(svc, where, q),
  ]);
  const before = await balancesBeforePage(svc, where, q.page, pageRows);
  const { total, debitCents, creditCents, balances } = summarise(perAccount, opening);
  const single = account
    ? (balances.get(account.id) ?? { openingBalanceCents: 0, closingBalanceCents: 0 })
    : null;
  return {
    account,
    from: q.from ?? null,
    to: q.to ?? null,
    balances: [...balances.values()],
    openingBalanceCents: single ? single.openingBalanceCents : null,
    closingBalanceCents: single ? single.closingBalanceCents : null,
    totals: { debitCents, creditCents },
    items: withRunningBalances(pageRows, opening, before),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** `base`: the organization, account and property; `where`: those and the date range. */
function ledgerFilters(orgId: string, q: LedgerQuery) {
  const base: SQL[] = [sql`jl.organization_id = ${orgId}`];
  if (q.accountId) base.push(sql`jl.account_id = ${q.accountId}`);
  if (q.propertyId) base.push(sql`jl.property_id = ${q.propertyId}`);
  const inRange = [...base];
  if (q.from) inRange.push(sql`jl.date >= ${q.from}`);
  if (q.to) inRange.push(sql`jl.date <= ${q.to}`);
  return { base, where: sql.join(inRange, sql` and `) };
}

/** Each account's balance (normal side) before `from`; none without a start date. */
async function openingBalances(svc: AccountingService, base: SQL[], from: string | undefined) {
  if (!from) return new Map<string, number>();
  const result = await svc.db.execute(sql`
    select jl.account_id, sum(${signSql} * (jl.debit_cents - jl.credit_cents)) as opening
    from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
    where ${sql.join([...base, sql`jl.date < ${from}`], sql` and `)}
    group by jl.account_id`);
  return new Map(
    rowsOf<{ account_id: string; opening: unknown }>(result).map((r) => [r.account_id, toCents(r.opening)]),
  );
}

/** Per account in the range: line count, debits, credits and the net change on its normal side. */
async function accountTotals(svc: AccountingService, where: SQL) {
  const result = await svc.db.execute(sql`
    select jl.account_id, count(*) as n, sum(jl.debit_cents) as debit, sum(jl.credit_cents) as credit,
           sum(${signSql} * (jl.debit_cents - jl.credit_cents)) as net
    from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
    where ${where}
    group by jl.account_id`);
  return rowsOf<AccountTotalsRow>(result);
}

// The page itself; its running balances are the balance before its first line (per account, a keyset sum in
// balancesBeforePage) plus the lines on the page, so no request sorts or windows the whole journal.
async function ledgerPage(svc: AccountingService, where: SQL, q: LedgerQuery) {
  const result = await svc.db.execute(sql`
    select jl.id as line_id, jl.transaction_id, jl.date::text as date, jl.line_no, t.description, t.payee,
           t.reference, t.type, jl.account_id, a.code as account_code, a.name as account_name,
           jl.property_id, p.name as property_name, jl.memo, jl.debit_cents, jl.credit_cents,
           ${signSql} as sign
    from ${journalLines} jl
    join ${transactions} t on t.id = jl.transaction_id
    join ${accounts} a on a.id = jl.account_id
    left join ${properties} p on p.id = jl.property_id
    where ${where}
    order by ${q.accountId ? sql`` : sql`a.code, `}jl.date, jl.transaction_id, jl.line_no
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  return rowsOf<Row>(result);
}

/** Per account on the page, the sum of its lines in the range that come before the page's first one. */
async function balancesBeforePage(svc: AccountingService, where: SQL, page: number, pageRows: Row[]) {
  const before = new Map<string, number>();
  const firstByAccount = new Map<string, Row>();
  for (const r of pageRows)
    if (!firstByAccount.has(r.account_id as string)) firstByAccount.set(r.account_id as string, r);
  if (page === 1 || !firstByAccount.size) return before;
  const keys = [...firstByAccount.values()].map(
    (r) =>
      sql`(jl.account_id = ${r.account_id}::uuid and (jl.date, jl.transaction_id, jl.line_no) < (${r.date}::date, ${r.transaction_id}::uuid, ${r.line_no}::int))`,
  );
  const priorR = await svc.db.execute(sql`
    select jl.account_id, sum(${signSql} * (jl.debit_cents - jl.credit_cents)) as prior
    from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
    where ${where} and (${sql.join(keys, sql` or `)})
    group by jl.account_id`);
  for (const r of rowsOf<{ account_id: string; prior: unknown }>(priorR))
    before.set(r.account_id, toCents(r.prior));
  return before;
}

/** Grand totals and each account's opening and closing balance (accounts with only an opening one too). */
function summarise(perAccount: AccountTotalsRow[], opening: Map<string, number>) {
  let total = 0;
  let debitCents = 0;
  let creditCents = 0;
  const balances = new Map<string, AccountBalance>();
  for (const r of perAccount) {
    total += Number(r.n);
    debitCents += toCents(r.debit);
    creditCents += toCents(r.credit);
    const open = opening.get(r.account_id) ?? 0;
    balances.set(r.account_id, {
      accountId: r.account_id,
      openingBalanceCents: open,
      closingBalanceCents: open + toCents(r.net),
    });
  }
  for (const [accountId, open] of opening) {
    if (!balances.has(accountId)) {
      balances.set(accountId, { accountId, openingBalanceCents: open, closingBalanceCents: open });
    }
  }
  return { total, debitCents, creditCents, balances };
}

function withRunningBalances(pageRows: Row[], opening: Map<string, number>, before: Map<string, number>) {
  const running = new Map<string, number>();
  return pageRows.map((r): LedgerLine => {
    const accountId = r.account_id as string;
    const debitCents = toCents(r.debit_cents);
    const creditCents = toCents(r.credit_cents);
    const prev = running.get(accountId) ?? (opening.get(accountId) ?? 0) + (before.get(accountId) ?? 0);
    const balanceCents = prev + Number(r.sign) * (debitCents - creditCents);
    running.set(accountId, balanceCents);
    return {
      lineId: r.line_id as string,
      transactionId: r.transaction_id as string,
      date: r.date as string,
      description: r.description as string,
      payee: (r.payee as string | null) ?? null,
      reference: (r.reference as string | null) ?? null,
      type: r.type as string,
      accountId,
      accountCode: r.account_code as string,
      accountName: r.account_name as string,
      propertyId: (r.property_id as string | null) ?? null,
      propertyName: (r.property_name as string | null) ?? null,
      memo: (r.memo as string | null) ?? null,
      debitCents,
      creditCents,
      balanceCents,
    };
  });
}

/** Net balance per account put in its debit or credit column; the two totals must match. */
export async function trialBalance(
  svc: AccountingService,
  orgId: string,
  q: TrialBalanceQuery,
): Promise<TrialBalance> {
  if (q.from && q.to && q.from > q.to) throw badRequest("from: must not be after to");
  if (q.propertyId) await svc.getProperty(orgId, q.propertyId);
  const conds: SQL[] = [eq(journalLines.organizationId, orgId)];
  if (q.from) conds.push(gte(journalLines.date, q.from));
  if (q.to) conds.push(lte(journalLines.date, q.to));
  if (q.propertyId) conds.push(eq(journalLines.propertyId, q.propertyId));
  const rows = await svc.db
    .select({
      accountId: accounts.id,
      code: accounts.code,
      name: accounts.name,
      type: accounts.type,
      debit: sql<string>`sum(${journalLines.debitCents})`,
      credit: sql<string>`sum(${journalLines.creditCents})`,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(...conds))
    .groupBy(accounts.id, accounts.code, accounts.name, accounts.type)
    .orderBy(asc(accounts.code));
  let debitCents = 0;
  let creditCents = 0;
  const out: TrialBalanceRow[] = [];
  for (const r of rows) {
    const net = toCents(r.debit) - toCents(r.credit);
    if (net === 0) continue;
    const row = {
      accountId: r.accountId,
      code: r.code,
      name: r.name,
      type: r.type,
      debitCents: Math.max(net, 0),
      creditCents: Math.max(-net, 0),
    };
    debitCents += row.debitCents;
    creditCents += row.creditCents;
    out.push(row);
  }
  return {
    from: q.from ?? null,
    to: q.to ?? null,
    propertyId: q.propertyId ?? null,
    rows: out,
    totals: { debitCents, creditCents },
    balanced: debitCents === creditCents,
  };
}
