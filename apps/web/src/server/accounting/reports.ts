// Read models over the journal: general ledger with running balances, trial balance, property
// detail and the dashboard. All sums are computed by PostgreSQL over bigint cents.
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import {
  type Dashboard,
  HEALTH_FORMULA,
  type HealthComponent,
  type Ledger,
  type LedgerLine,
  type PnL,
  type PropertyDetail,
  type TrialBalance,
  type TrialBalanceRow,
} from "../../shared/accounting";
import { badRequest } from "../http/errors";
import { toCents } from "./money";
import {
  accountMonthTotals,
  accounts,
  journalLines,
  properties,
  tenants,
  transactions,
  units,
} from "./schema";
import { type AccountingService, currentTenantSql, rowsOf } from "./service";
import type { DashboardQuery, LedgerQuery, TrialBalanceQuery } from "./validation";

const signSql = sql`(case when a.type in ('asset', 'expense') then 1 else -1 end)`;

export async function ledger(svc: AccountingService, orgId: string, q: LedgerQuery): Promise<Ledger> {
  if (q.from && q.to && q.from > q.to) throw badRequest("from: must not be after to");
  const account = q.accountId ? await svc.getAccount(orgId, q.accountId) : null;
  if (q.propertyId) await svc.getProperty(orgId, q.propertyId);
  const base: SQL[] = [sql`jl.organization_id = ${orgId}`];
  if (q.accountId) base.push(sql`jl.account_id = ${q.accountId}`);
  if (q.propertyId) base.push(sql`jl.property_id = ${q.propertyId}`);
  const inRange = [...base];
  if (q.from) inRange.push(sql`jl.date >= ${q.from}`);
  if (q.to) inRange.push(sql`jl.date <= ${q.to}`);
  const where = sql.join(inRange, sql` and `);

  const openingP = q.from
    ? svc.db.execute(sql`
        select jl.account_id, sum(${signSql} * (jl.debit_cents - jl.credit_cents)) as opening
        from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
        where ${sql.join([...base, sql`jl.date < ${q.from}`], sql` and `)}
        group by jl.account_id`)
    : Promise.resolve({ rows: [] });
  const totalsP = svc.db.execute(sql`
    select jl.account_id, count(*) as n, sum(jl.debit_cents) as debit, sum(jl.credit_cents) as credit,
           sum(${signSql} * (jl.debit_cents - jl.credit_cents)) as net
    from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
    where ${where}
    group by jl.account_id`);
  // The page itself; its running balances are the balance before its first line (per account, a
  // keyset sum below) plus the lines on the page, so no request sorts or windows the whole journal.
  const pageP = svc.db.execute(sql`
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
  const [openingR, totalsR, pageR] = await Promise.all([openingP, totalsP, pageP]);
  const pageRows = rowsOf<Record<string, unknown>>(pageR);
  const firstByAccount = new Map<string, Record<string, unknown>>();
  for (const r of pageRows)
    if (!firstByAccount.has(r.account_id as string)) firstByAccount.set(r.account_id as string, r);
  const before = new Map<string, number>();
  if (q.page > 1 && firstByAccount.size) {
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
  }

  const opening = new Map(
    rowsOf<{ account_id: string; opening: unknown }>(openingR).map((r) => [r.account_id, toCents(r.opening)]),
  );
  const perAccount = rowsOf<{
    account_id: string;
    n: unknown;
    debit: unknown;
    credit: unknown;
    net: unknown;
  }>(totalsR);
  let total = 0;
  let debitCents = 0;
  let creditCents = 0;
  const balances = new Map<
    string,
    { accountId: string; openingBalanceCents: number; closingBalanceCents: number }
  >();
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
  const running = new Map<string, number>();
  const items = pageRows.map((r): LedgerLine => {
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
    items,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
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

// ---- profit and loss helpers ----------------------------------------------------------------------

const emptyPnl = (): PnL => ({
  incomeCents: 0,
  expenseCents: 0,
  operatingExpenseCents: 0,
  noiCents: 0,
  netIncomeCents: 0,
});

function addToPnl(p: PnL, type: string, subtype: string, debit: number, credit: number): void {
  if (type === "income") p.incomeCents += credit - debit;
  else if (type === "expense") {
    p.expenseCents += debit - credit;
    if (subtype !== "non_operating") p.operatingExpenseCents += debit - credit;
  }
  p.noiCents = p.incomeCents - p.operatingExpenseCents;
  p.netIncomeCents = p.incomeCents - p.expenseCents;
}

async function pnlRows(
  svc: AccountingService,
  orgId: string,
  from: string,
  to: string,
  groupBy: SQL,
  extra?: SQL,
) {
  const r = await svc.db.execute(sql`
    select ${groupBy} as k, a.type, a.subtype, sum(jl.debit_cents) as debit, sum(jl.credit_cents) as credit
    from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
    where jl.organization_id = ${orgId} and jl.date >= ${from} and jl.date <= ${to}
      and a.type in ('income', 'expense') ${extra ? sql`and ${extra}` : sql``}
    group by 1, 2, 3`);
  return rowsOf<{ k: string | null; type: string; subtype: string; debit: unknown; credit: unknown }>(r);
}

const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
function addMonths(month: string, n: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${String(yy).padStart(4, "0")}-${String(mm + 1).padStart(2, "0")}`;
}

// ---- property detail ------------------------------------------------------------------------------

export async function propertyDetail(
  svc: AccountingService,
  orgId: string,
  id: string,
): Promise<PropertyDetail> {
  const property = await svc.getProperty(orgId, id);
  const to = svc.today();
  const from = yearStart(to);
  const [unitList, recent, rows] = await Promise.all([
    svc.listUnits(orgId, id),
    svc.listTransactions(orgId, { propertyId: id, sort: "date", page: 1, pageSize: 10 }),
    pnlRows(svc, orgId, from, to, sql`jl.property_id`, sql`jl.property_id = ${id}`),
  ]);
  const ytd = emptyPnl();
  for (const r of rows) addToPnl(ytd, r.type, r.subtype, toCents(r.debit), toCents(r.credit));
  return {
    property,
    units: unitList,
    recentTransactions: recent.items,
    ytd: { ...ytd, from, to },
    occupancyPct: unitList.length
      ? round1((100 * unitList.filter((u) => u.occupied).length) / unitList.length)
      : null,
  };
}

/** YTD P&L per property, for the properties export. */
export async function ytdByProperty(svc: AccountingService, orgId: string): Promise<Map<string, PnL>> {
  const to = svc.today();
  const rows = await pnlRows(svc, orgId, yearStart(to), to, sql`jl.property_id`);
  const out = new Map<string, PnL>();
  for (const r of rows) {
    if (!r.k) continue;
    const p = out.get(r.k) ?? emptyPnl();
    addToPnl(p, r.type, r.subtype, toCents(r.debit), toCents(r.credit));
    out.set(r.k, p);
  }
  return out;
}

// ---- dashboard ------------------------------------------------------------------------------------

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

export function healthScore(inputs: {
  ytdIncomeCents: number;
  ytdNoiCents: number;
  ytdExpenseCents: number;
  units: number;
  occupiedUnits: number;
  cashOnHandCents: number;
  avgMonthlyExpenseCents: number;
}) {
  const income = inputs.ytdIncomeCents;
  const noiMargin = income > 0 ? inputs.ytdNoiCents / income : null;
  const expenseRatio = income > 0 ? inputs.ytdExpenseCents / income : null;
  const occupancy = inputs.units > 0 ? inputs.occupiedUnits / inputs.units : null;
  const cashMonths =
    inputs.avgMonthlyExpenseCents > 0
      ? inputs.cashOnHandCents / inputs.avgMonthlyExpenseCents
      : inputs.cashOnHandCents > 0
        ? Number.POSITIVE_INFINITY
        : null;
  const pct = (v: number | null) => (v === null ? "n/a" : `${round1(v * 100)} %`);
  const components: HealthComponent[] = [
    {
      key: "noiMargin",
      label: "NOI margin",
      value: noiMargin === null ? null : round1(noiMargin * 100),
      display: pct(noiMargin),
      weight: 30,
      points: noiMargin === null ? null : 30 * clamp01(noiMargin / 0.6),
    },
    {
      key: "expenseRatio",
      label: "Expense ratio",
      value: expenseRatio === null ? null : round1(expenseRatio * 100),
      display: pct(expenseRatio),
      weight: 20,
      points: expenseRatio === null ? null : 20 * clamp01((1 - expenseRatio) / 0.5),
    },
    {
      key: "occupancy",
      label: "Occupancy",
      value: occupancy === null ? null : round1(occupancy * 100),
      display: pct(occupancy),
      weight: 25,
      points: occupancy === null ? null : 25 * clamp01((occupancy - 0.5) / 0.45),
    },
    {
      key: "cashOnHand",
      label: "Cash on hand (months of expenses)",
      value: cashMonths === null ? null : Number.isFinite(cashMonths) ? round1(cashMonths) : null,
      display:
        cashMonths === null
          ? "n/a"
          : Number.isFinite(cashMonths)
            ? `${round1(cashMonths)} months`
            : "no expenses yet",
      weight: 25,
      points: cashMonths === null ? null : 25 * clamp01(cashMonths / 6),
    },
  ];
  for (const c of components) if (c.points !== null) c.points = round1(c.points);
  const used = components.filter((c) => c.points !== null);
  const weight = used.reduce((s, c) => s + c.weight, 0);
  const score =
    weight > 0 ? Math.round((100 * used.reduce((s, c) => s + (c.points ?? 0), 0)) / weight) : null;
  const grade =
    score === null
      ? "not enough data"
      : score >= 80
        ? "excellent"
        : score >= 60
          ? "good"
          : score >= 40
            ? "fair"
            : "needs attention";
  return { score, grade, components, formula: HEALTH_FORMULA };
}

/**
 * Dashboard figures as of `asOf` (default today). Whole months come from account_month_totals;
 * the current, partial month from the journal itself, so the numbers are exact for any asOf.
 */
export async function dashboard(
  svc: AccountingService,
  orgId: string,
  q: DashboardQuery,
): Promise<Dashboard> {
  const asOf = q.asOf ?? svc.today();
  const ytdFrom = yearStart(asOf);
  const thisMonth = asOf.slice(0, 7);
  const monthFrom = `${thisMonth}-01`;
  const firstSeriesMonth = addMonths(thisMonth, -11);
  const from = `${firstSeriesMonth}-01` < ytdFrom ? `${firstSeriesMonth}-01` : ytdFrom;
  const db = svc.db;

  const [closedMonths, openMonth, cash, unitTotals, counts, page] = await Promise.all([
    db.execute(sql`
      select to_char(m.month, 'YYYY-MM') as k, a.type, a.subtype,
             sum(m.debit_cents) as debit, sum(m.credit_cents) as credit
      from ${accountMonthTotals} m join ${accounts} a on a.id = m.account_id
      where m.organization_id = ${orgId} and m.month >= ${from} and m.month < ${monthFrom}
        and a.type in ('income', 'expense')
      group by 1, 2, 3`),
    pnlRows(svc, orgId, monthFrom, asOf, sql`to_char(jl.date, 'YYYY-MM')`),
    db.execute(sql`
      select
        (select coalesce(sum(m.debit_cents - m.credit_cents), 0)
           from ${accountMonthTotals} m join ${accounts} a on a.id = m.account_id
           where m.organization_id = ${orgId} and a.subtype in ('bank', 'cash') and m.month < ${monthFrom})
        +
        (select coalesce(sum(jl.debit_cents - jl.credit_cents), 0)
           from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
           where jl.organization_id = ${orgId} and a.subtype in ('bank', 'cash')
             and jl.date >= ${monthFrom} and jl.date <= ${asOf}) as cash`),
    db.execute(sql`
      select (select count(*) from ${units} where organization_id = ${orgId}) as units,
             (select count(distinct ${tenants.unitId}) from ${tenants}
                where ${tenants.organizationId} = ${orgId} and ${currentTenantSql(asOf)}) as occupied`),
    db.execute(sql`
      select exists (select 1 from ${accounts} where organization_id = ${orgId}) as accounts,
             (select count(*) from ${properties} where organization_id = ${orgId}) as properties,
             exists (select 1 from ${accounts} where organization_id = ${orgId} and subtype in ('bank', 'cash')
                and is_system = false) as bank_accounts,
             exists (select 1 from ${transactions} where organization_id = ${orgId}) as transactions`),
    db
      .select({ id: properties.id, name: properties.name, type: properties.type, status: properties.status })
      .from(properties)
      .where(eq(properties.organizationId, orgId))
      .orderBy(asc(properties.name), asc(properties.id))
      .limit(q.propertiesLimit),
  ]);

  const ids = page.map((p) => p.id);
  const [propPnlRows, propUnits] = ids.length
    ? await Promise.all([
        pnlRows(svc, orgId, ytdFrom, asOf, sql`jl.property_id`, sql`jl.property_id in ${ids}`),
        db.execute(sql`
          select u.property_id, count(*) as units, count(t.unit_id) as occupied
          from ${units} u
          left join (select distinct ${tenants.unitId} as unit_id from ${tenants}
                     where ${tenants.organizationId} = ${orgId} and ${tenants.propertyId} in ${ids}
                       and ${currentTenantSql(asOf)}) t on t.unit_id = u.id
          where u.organization_id = ${orgId} and u.property_id in ${ids}
          group by u.property_id`),
      ])
    : [[], { rows: [] }];

  const month = emptyPnl();
  const ytd = emptyPnl();
  const last12 = emptyPnl();
  const seriesMap = new Map<string, PnL>();
  for (let i = 0; i < 12; i++) seriesMap.set(addMonths(firstSeriesMonth, i), emptyPnl());
  const monthly = [
    ...rowsOf<{ k: string; type: string; subtype: string; debit: unknown; credit: unknown }>(closedMonths),
    ...openMonth,
  ];
  for (const r of monthly) {
    const m = r.k as string;
    const d = toCents(r.debit);
    const c = toCents(r.credit);
    const s = seriesMap.get(m);
    if (s) {
      addToPnl(s, r.type, r.subtype, d, c);
      addToPnl(last12, r.type, r.subtype, d, c);
    }
    if (`${m}-01` >= ytdFrom) addToPnl(ytd, r.type, r.subtype, d, c);
    if (m === thisMonth) addToPnl(month, r.type, r.subtype, d, c);
  }

  const propPnl = new Map<string, PnL>();
  for (const r of propPnlRows) {
    if (!r.k) continue;
    const p = propPnl.get(r.k) ?? emptyPnl();
    addToPnl(p, r.type, r.subtype, toCents(r.debit), toCents(r.credit));
    propPnl.set(r.k, p);
  }
  const unitMap = new Map(
    rowsOf<{ property_id: string; units: unknown; occupied: unknown }>(propUnits).map((r) => [
      r.property_id,
      { units: Number(r.units), occupied: Number(r.occupied) },
    ]),
  );
  const propertyRows = page.map((n) => {
    const p = propPnl.get(n.id) ?? emptyPnl();
    const u = unitMap.get(n.id) ?? { units: 0, occupied: 0 };
    return {
      id: n.id,
      name: n.name,
      type: n.type,
      status: n.status,
      units: u.units,
      occupiedUnits: u.occupied,
      ytdIncomeCents: p.incomeCents,
      ytdExpenseCents: p.expenseCents,
      ytdNoiCents: p.noiCents,
    };
  });

  const ut = rowsOf<{ units: unknown; occupied: unknown }>(unitTotals)[0];
  const unitTotal = Number(ut?.units ?? 0);
  const occupiedTotal = Number(ut?.occupied ?? 0);
  const cashOnHandCents = toCents(rowsOf<{ cash: unknown }>(cash)[0]?.cash);
  const c = rowsOf<Record<string, unknown>>(counts)[0] ?? {};
  const truthy = (v: unknown) => v === true || v === "t" || v === "true";
  const avgMonthlyExpenseCents = Math.round(last12.expenseCents / 12);
  const health = healthScore({
    ytdIncomeCents: ytd.incomeCents,
    ytdNoiCents: ytd.noiCents,
    ytdExpenseCents: ytd.expenseCents,
    units: unitTotal,
    occupiedUnits: occupiedTotal,
    cashOnHandCents,
    avgMonthlyExpenseCents,
  });
  const steps = [
    {
      key: "chartOfAccounts",
      label: "Set up your chart of accounts",
      href: "/accounts",
      done: truthy(c.accounts),
    },
    { key: "properties", label: "Add your properties", href: "/properties", done: Number(c.properties) > 0 },
    {
      key: "bankAccounts",
      label: "Connect your bank accounts",
      href: "/bank-connections",
      done: truthy(c.bank_accounts),
    },
    {
      key: "transactions",
      label: "Start managing transactions",
      href: "/transactions",
      done: truthy(c.transactions),
    },
  ];
  return {
    asOf,
    month: { month: thisMonth, ...month },
    ytd: { from: ytdFrom, to: asOf, ...ytd },
    series: [...seriesMap.entries()].map(([m, p]) => ({
      month: m,
      incomeCents: p.incomeCents,
      expenseCents: p.expenseCents,
      noiCents: p.noiCents,
    })),
    /** The first `propertiesLimit` properties by name, with their YTD figures; `total` is the count. */
    properties: { total: Number(c.properties ?? 0), items: propertyRows },
    occupancy: { units: unitTotal, occupiedUnits: occupiedTotal },
    cashOnHandCents,
    health: {
      ...health,
      inputs: {
        noiMarginPct: health.components[0]!.value,
        expenseRatioPct: health.components[1]!.value,
        occupancyPct: health.components[2]!.value,
        cashOnHandCents,
        avgMonthlyExpenseCents,
        cashMonths: health.components[3]!.value,
      },
    },
    onboarding: { steps, done: steps.every((s) => s.done) },
  };
}
