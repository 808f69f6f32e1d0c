// The dashboard: cash, income and expense series, occupancy, rent roll and the portfolio health
// score, as of any day.
import { asc, eq, sql } from "drizzle-orm";
import { type Dashboard, HEALTH_FORMULA, type HealthComponent, type PnL } from "../../shared/accounting";
import { rowsOf } from "../db/sql-helpers";
import { toCents } from "./money";
import { addMonths, addToPnl, emptyPnl, pnlRows, round1, yearStart } from "./profit-and-loss";
import {
  accountMonthTotals,
  accounts,
  journalLines,
  properties,
  tenants,
  transactions,
  units,
} from "./schema";
import type { AccountingService } from "./service";
import { currentTenantSql } from "./units";
import type { DashboardQuery } from "./validation";

// ---- dashboard ------------------------------------------------------------------------------------

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

function healthScore(inputs: {
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

type Rows = Awaited<ReturnType<AccountingService["db"]["execute"]>>;
type PropertyName = Pick<Dashboard["properties"]["items"][number], "id" | "name" | "type" | "status">;
const truthy = (v: unknown) => v === true || v === "t" || v === "true";

/** The days the dashboard's figures run over: the year so far, this month, and the 12-month series. */
function dashboardPeriods(asOf: string) {
  const ytdFrom = yearStart(asOf);
  const thisMonth = asOf.slice(0, 7);
  const firstSeriesMonth = addMonths(thisMonth, -11);
  return {
    asOf,
    ytdFrom,
    thisMonth,
    monthFrom: `${thisMonth}-01`,
    firstSeriesMonth,
    from: `${firstSeriesMonth}-01` < ytdFrom ? `${firstSeriesMonth}-01` : ytdFrom,
  };
}
type Periods = ReturnType<typeof dashboardPeriods>;

/** Every organization-wide read at once: income and expense by month, cash, units, setup progress, properties. */
function readPortfolio(svc: AccountingService, orgId: string, d: Periods, propertiesLimit: number) {
  const db = svc.db;
  return Promise.all([
    db.execute(sql`
      select to_char(m.month, 'YYYY-MM') as k, a.type, a.subtype,
             sum(m.debit_cents) as debit, sum(m.credit_cents) as credit
      from ${accountMonthTotals} m join ${accounts} a on a.id = m.account_id
      where m.organization_id = ${orgId} and m.month >= ${d.from} and m.month < ${d.monthFrom}
        and a.type in ('income', 'expense')
      group by 1, 2, 3`),
    pnlRows(svc, orgId, d.monthFrom, d.asOf, sql`to_char(jl.date, 'YYYY-MM')`),
    db.execute(sql`
      select
        (select coalesce(sum(m.debit_cents - m.credit_cents), 0)
           from ${accountMonthTotals} m join ${accounts} a on a.id = m.account_id
           where m.organization_id = ${orgId} and a.subtype in ('bank', 'cash') and m.month < ${d.monthFrom})
        +
        (select coalesce(sum(jl.debit_cents - jl.credit_cents), 0)
           from ${journalLines} jl join ${accounts} a on a.id = jl.account_id
           where jl.organization_id = ${orgId} and a.subtype in ('bank', 'cash')
             and jl.date >= ${d.monthFrom} and jl.date <= ${d.asOf}) as cash`),
    db.execute(sql`
      select (select count(*) from ${units} where organization_id = ${orgId}) as units,
             (select count(distinct ${tenants.unitId}) from ${tenants}
                where ${tenants.organizationId} = ${orgId} and ${currentTenantSql(d.asOf)}) as occupied`),
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
      .limit(propertiesLimit),
  ]);
}

/** This month, the year so far, the last 12 months and the monthly series, from closed months plus the open one. */
function pnlFigures(closedMonths: Rows, openMonth: Awaited<ReturnType<typeof pnlRows>>, d: Periods) {
  const month = emptyPnl();
  const ytd = emptyPnl();
  const last12 = emptyPnl();
  const seriesMap = new Map<string, PnL>();
  for (let i = 0; i < 12; i++) seriesMap.set(addMonths(d.firstSeriesMonth, i), emptyPnl());
  const monthly = [
    ...rowsOf<{ k: string; type: string; subtype: string; debit: unknown; credit: unknown }>(closedMonths),
    ...openMonth,
  ];
  for (const r of monthly) {
    const m = r.k as string;
    const debit = toCents(r.debit);
    const credit = toCents(r.credit);
    const s = seriesMap.get(m);
    if (s) {
      addToPnl(s, r.type, r.subtype, debit, credit);
      addToPnl(last12, r.type, r.subtype, debit, credit);
    }
    if (`${m}-01` >= d.ytdFrom) addToPnl(ytd, r.type, r.subtype, debit, credit);
    if (m === d.thisMonth) addToPnl(month, r.type, r.subtype, debit, credit);
  }
  const series = [...seriesMap.entries()].map(([m, p]) => ({
    month: m,
    incomeCents: p.incomeCents,
    expenseCents: p.expenseCents,
    noiCents: p.noiCents,
  }));
  return { month, ytd, last12, series };
}

/** The listed properties' year-to-date income, expenses, NOI and occupancy (two reads for the page). */
async function propertyFigures(svc: AccountingService, orgId: string, page: PropertyName[], d: Periods) {
  const ids = page.map((p) => p.id);
  const [propPnlRows, propUnits] = ids.length
    ? await Promise.all([
        pnlRows(svc, orgId, d.ytdFrom, d.asOf, sql`jl.property_id`, sql`jl.property_id in ${ids}`),
        svc.db.execute(sql`
          select u.property_id, count(*) as units, count(t.unit_id) as occupied
          from ${units} u
          left join (select distinct ${tenants.unitId} as unit_id from ${tenants}
                     where ${tenants.organizationId} = ${orgId} and ${tenants.propertyId} in ${ids}
                       and ${currentTenantSql(d.asOf)}) t on t.unit_id = u.id
          where u.organization_id = ${orgId} and u.property_id in ${ids}
          group by u.property_id`),
      ])
    : [[], { rows: [] }];
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
  return page.map((n) => {
    const p = propPnl.get(n.id) ?? emptyPnl();
    const u = unitMap.get(n.id) ?? { units: 0, occupied: 0 };
    return {
      ...n,
      units: u.units,
      occupiedUnits: u.occupied,
      ytdIncomeCents: p.incomeCents,
      ytdExpenseCents: p.expenseCents,
      ytdNoiCents: p.noiCents,
    };
  });
}

/** The getting-started checklist, from what the organization has set up. */
function onboardingSteps(c: Record<string, unknown>) {
  return [
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
  const d = dashboardPeriods(q.asOf ?? svc.today());
  const [closedMonths, openMonth, cash, unitTotals, counts, page] = await readPortfolio(
    svc,
    orgId,
    d,
    q.propertiesLimit,
  );
  const propertyRows = await propertyFigures(svc, orgId, page, d);
  const { month, ytd, last12, series } = pnlFigures(closedMonths, openMonth, d);
  const ut = rowsOf<{ units: unknown; occupied: unknown }>(unitTotals)[0];
  const unitTotal = Number(ut?.units ?? 0);
  const occupiedTotal = Number(ut?.occupied ?? 0);
  const cashOnHandCents = toCents(rowsOf<{ cash: unknown }>(cash)[0]?.cash);
  const c = rowsOf<Record<string, unknown>>(counts)[0] ?? {};
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
  const steps = onboardingSteps(c);
  return {
    asOf: d.asOf,
    month: { month: d.thisMonth, ...month },
    ytd: { from: d.ytdFrom, to: d.asOf, ...ytd },
    series,
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
