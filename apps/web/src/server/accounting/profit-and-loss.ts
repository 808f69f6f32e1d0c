// Profit and loss over the journal (income, expenses, NOI) and the property detail page's
// year-to-date figures.
import { type SQL, sql } from "drizzle-orm";
import type { PnL, PropertyDetail } from "../../shared/accounting";
import { rowsOf } from "../db/sql-helpers";
import { toCents } from "./money";
import { accounts, journalLines } from "./schema";
import type { AccountingService } from "./service";

// ---- profit and loss helpers ----------------------------------------------------------------------

export const emptyPnl = (): PnL => ({
  incomeCents: 0,
  expenseCents: 0,
  operatingExpenseCents: 0,
  noiCents: 0,
  netIncomeCents: 0,
});

export function addToPnl(p: PnL, type: string, subtype: string, debit: number, credit: number): void {
  if (type === "income") p.incomeCents += credit - debit;
  else if (type === "expense") {
    p.expenseCents += debit - credit;
    if (subtype !== "non_operating") p.operatingExpenseCents += debit - credit;
  }
  p.noiCents = p.incomeCents - p.operatingExpenseCents;
  p.netIncomeCents = p.incomeCents - p.expenseCents;
}

export async function pnlRows(
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

export const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
export function addMonths(month: string, n: number): string {
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

export const round1 = (n: number) => Math.round(n * 10) / 10;
