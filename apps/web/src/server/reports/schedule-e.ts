// Schedule E (Form 1040) Part I for a tax year, one column per property: rents and royalties
// (lines 3–4) and expenses (5–19) from the accounts' Schedule E lines, depreciation (18) from the
// property's depreciation entry when it has one, amounts not assigned to a property shared out by
// the chosen rule, line 20 total expenses and line 21 income or loss.
import { and, eq, sql } from "drizzle-orm";
import { SCHEDULE_E_LINES } from "../../shared/chart-of-accounts";
import { periodContaining } from "../../shared/reports";
import type {
  ScheduleE,
  ScheduleEAllocation,
  ScheduleEProperty,
  ScheduleEQuery,
} from "../../shared/schedule-e";
import { accounts, journalLines, properties, units } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { allocate, shareBasisPoints } from "./allocation";
import { cashViewSql, type LedgerView, resolveBasis } from "./basis";
import { depreciationForYear } from "./depreciation";
import { cents, organizationName } from "./journal";
import { propertyDepreciation, propertyRentalDays } from "./schema";

const FORM_LINES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;
const LABELS: Record<number, string> = { ...SCHEDULE_E_LINES, 4: "Royalties received" };
const TYPE_CODES: Record<string, number> = {
  single_family: 1,
  condo: 1,
  multi_family: 2,
  short_term_rental: 3,
  commercial: 4,
};
const isIncomeLine = (line: number) => line <= 4;

/**
 * Per property (null = not assigned) and form line: the year's amounts, income and expense positive.
 * Lines are summed per property and account id first, then mapped to form lines; one JSON text answers.
 */
async function lineSums(db: Db, orgId: string, from: string, to: string, view: LedgerView) {
  const source = view === "cash" ? cashViewSql(orgId, { from, to }) : sql`${journalLines}`;
  const result = await db.execute(sql`
    with s as (
      select jl.property_id, jl.account_id, sum(jl.debit_cents) as debit, sum(jl.credit_cents) as credit
        from ${source} jl
       where jl.organization_id = ${orgId} and jl.date between ${from} and ${to}
         and jl.account_id in (select id from ${accounts} where organization_id = ${orgId} and type in ('income', 'expense'))
       group by 1, 2
    ), l as (
      select s.property_id,
        case when a.type = 'income' then (case when a.schedule_e_line = 4 then 4 else 3 end)
             else (case when a.schedule_e_line between 5 and 19 then a.schedule_e_line else 19 end) end as line,
        sum(case when a.type = 'income' then s.credit - s.debit else s.debit - s.credit end) as amount
        from s join ${accounts} a on a.organization_id = ${orgId} and a.id = s.account_id
       group by 1, 2
    )
    select coalesce(json_agg(json_build_array(property_id, line, amount::text)), '[]')::text as sums from l`);
  const [row] = rowsOf<{ sums: string }>(result);
  const tuples = JSON.parse(row?.sums ?? "[]") as [string | null, number, string][];
  return tuples.map(([propertyId, line, amount]) => ({
    propertyId,
    line: Number(line),
    amount: cents(amount),
  }));
}

async function propertyFacts(db: Db, orgId: string, year: number) {
  const [props, unitCounts, deps, days] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        type: properties.type,
        status: properties.status,
        address: sql<string>`concat_ws(', ', ${properties.addressLine1}, nullif(${properties.city}, ''), nullif(trim(${properties.state} || ' ' || ${properties.postalCode}), ''))`,
      })
      .from(properties)
      .where(eq(properties.organizationId, orgId))
      .orderBy(properties.name, properties.id),
    db
      .select({ propertyId: units.propertyId, n: sql<number>`count(*)::int` })
      .from(units)
      .where(eq(units.organizationId, orgId))
      .groupBy(units.propertyId),
    db.select().from(propertyDepreciation).where(eq(propertyDepreciation.organizationId, orgId)),
    db
      .select()
      .from(propertyRentalDays)
      .where(and(eq(propertyRentalDays.organizationId, orgId), eq(propertyRentalDays.taxYear, year))),
  ]);
  return {
    props,
    units: new Map(unitCounts.map((u) => [u.propertyId, Number(u.n)])),
    deps: new Map(deps.map((d) => [d.propertyId, d])),
    days: new Map(days.map((d) => [d.propertyId, d])),
  };
}

const emptyLines = () => Object.fromEntries(FORM_LINES.map((l) => [String(l), 0])) as Record<string, number>;

/** Adds each property's share of the unassigned amounts to its lines, line by line. */
function shareOut(
  q: ScheduleEQuery,
  listed: { id: string }[],
  perProperty: Map<string, Record<string, number>>,
  unassigned: Record<string, number>,
  unitCounts: Map<string, number>,
) {
  const weights = listed.map((p) =>
    q.allocation === "rent"
      ? Math.max(perProperty.get(p.id)!["3"]!, 0)
      : q.allocation === "units"
        ? (unitCounts.get(p.id) ?? 0)
        : 1,
  );
  const allocatedIncome = new Array<number>(listed.length).fill(0);
  const allocatedExpense = new Array<number>(listed.length).fill(0);
  for (const line of FORM_LINES) {
    const amount = unassigned[String(line)]!;
    if (amount === 0) continue;
    allocate(amount, weights).forEach((share, i) => {
      perProperty.get(listed[i]!.id)![String(line)]! += share;
      if (isIncomeLine(line)) allocatedIncome[i]! += share;
      else allocatedExpense[i]! += share;
    });
  }
  return { allocatedIncome, allocatedExpense, weights };
}

type Facts = Awaited<ReturnType<typeof propertyFacts>>;
const expenseTotal = (lines: Record<string, number>) =>
  FORM_LINES.filter((l) => !isIncomeLine(l)).reduce((s, l) => s + lines[String(l)]!, 0);

/** One property's column of the form, its lines already including its share. */
function propertyColumn(
  p: Facts["props"][number],
  lines: Record<string, number>,
  facts: Facts,
  allocatedIncomeCents: number,
  allocatedExpenseCents: number,
): ScheduleEProperty {
  const totalExpensesCents = expenseTotal(lines);
  const dep = facts.deps.get(p.id);
  const days = facts.days.get(p.id);
  return {
    propertyId: p.id,
    name: p.name,
    address: p.address,
    typeCode: TYPE_CODES[p.type] ?? 8,
    fairRentalDays: days?.fairRentalDays ?? null,
    personalUseDays: days?.personalUseDays ?? null,
    depreciation: dep
      ? {
          placedInService: dep.placedInService,
          basisCents: dep.basisCents,
          recoveryClass: dep.recoveryClass,
          yearCents: lines["18"]!,
        }
      : null,
    lines,
    allocatedIncomeCents,
    allocatedExpenseCents,
    totalExpensesCents,
    netCents: lines["3"]! + lines["4"]! - totalExpensesCents,
  };
}

export async function scheduleE(db: Db, orgId: string, q: ScheduleEQuery): Promise<ScheduleE> {
  const { from, to } = periodContaining("year", `${q.year}-01-01`);
  const basis = await resolveBasis(db, orgId, q.basis, to);
  const [sums, facts, orgName] = await Promise.all([
    lineSums(db, orgId, from, to, basis.view),
    propertyFacts(db, orgId, q.year),
    organizationName(db, orgId),
  ]);
  const perProperty = new Map<string, Record<string, number>>();
  const unassigned = emptyLines();
  for (const s of sums) {
    const target = s.propertyId ? (perProperty.get(s.propertyId) ?? emptyLines()) : unassigned;
    if (s.propertyId) perProperty.set(s.propertyId, target);
    target[String(s.line)]! += s.amount;
  }
  // Properties on the return: those not sold, and any with amounts in the year.
  const listed = facts.props.filter((p) => p.status !== "sold" || perProperty.has(p.id));
  for (const p of listed) {
    const lines = perProperty.get(p.id) ?? emptyLines();
    perProperty.set(p.id, lines);
    const dep = facts.deps.get(p.id);
    if (dep) lines["18"] = depreciationForYear(dep, q.year);
  }
  const { allocatedIncome, allocatedExpense, weights } = shareOut(
    q,
    listed,
    perProperty,
    unassigned,
    facts.units,
  );
  const out = listed.map((p, i) =>
    propertyColumn(p, perProperty.get(p.id)!, facts, allocatedIncome[i]!, allocatedExpense[i]!),
  );
  const allocations: ScheduleEAllocation[] = listed.map((p, i) => ({
    propertyId: p.id,
    name: p.name,
    weight: weights[i]!,
    shareBp: shareBasisPoints(weights[i]!, weights),
    incomeCents: allocatedIncome[i]!,
    expenseCents: allocatedExpense[i]!,
  }));
  const unassignedIncome = unassigned["3"]! + unassigned["4"]!;
  const unassignedExpense = expenseTotal(unassigned);
  return {
    year: q.year,
    organizationName: orgName,
    basis: basis.label,
    allocation: q.allocation,
    lines: FORM_LINES.map((line) => ({ line, label: LABELS[line]! })),
    properties: out,
    unassigned: { incomeCents: unassignedIncome, expenseCents: unassignedExpense },
    allocations,
    totals: {
      incomeCents: out.reduce((s, p) => s + p.lines["3"]! + p.lines["4"]!, 0),
      totalExpensesCents: out.reduce((s, p) => s + p.totalExpensesCents, 0),
      netCents: out.reduce((s, p) => s + p.netCents, 0),
    },
  };
}
