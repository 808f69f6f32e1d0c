// Profit and loss for a period: income, operating expenses, NOI, non-operating expenses (interest,
// depreciation), net income; columns by property, month or quarter, and an optional comparison.
import { sql } from "drizzle-orm";
import {
  buckets,
  comparisonRange,
  type DateRange,
  describeRange,
  type ProfitAndLossQuery,
  resolvePeriod,
  type Statement,
  type StatementColumn,
  type StatementRow,
} from "../../shared/reports";
import type { Db } from "../db/client";
import { type LedgerView, resolveBasis } from "./basis";
import { type AccountSum, accountSums, organizationName, propertyName, propertyNames } from "./journal";

const UNASSIGNED = "unassigned";

interface AccountLine {
  code: string;
  name: string;
  type: string;
  subtype: string;
  values: number[];
}

/** Income lines count credits as positive, expense lines debits. */
const signed = (s: AccountSum) => (s.type === "income" ? -s.net : s.net);

function keySql(columns: ProfitAndLossQuery["columns"]) {
  // The uuid itself: grouping by its text would compare thousands of keys by collation.
  if (columns === "property") return sql`jl.property_id`;
  if (columns === "month") return sql`to_char(jl.date, 'YYYY-MM')`;
  if (columns === "quarter") return sql`to_char(jl.date, 'YYYY-"Q"Q')`;
  return undefined;
}

function periodColumns(
  q: ProfitAndLossQuery,
  range: DateRange,
  sums: AccountSum[],
  names: Map<string, string> | null,
): StatementColumn[] {
  if (q.columns === "month" || q.columns === "quarter") {
    return buckets(range, q.columns).map((b) => ({ key: b.key, label: b.label }));
  }
  if (names) {
    const used = new Set(sums.filter((s) => s.net !== 0).map((s) => s.k ?? UNASSIGNED));
    const cols = [...names].filter(([id]) => used.has(id)).map(([id, name]) => ({ key: id, label: name }));
    if (used.has(UNASSIGNED)) cols.push({ key: UNASSIGNED, label: "Not assigned" });
    return cols;
  }
  return [{ key: "total", label: describeRange(range) }];
}

function section(title: string, lines: AccountLine[], totalLabel: string, width: number) {
  const total = new Array<number>(width).fill(0);
  const rows: StatementRow[] = [{ label: title, kind: "heading", depth: 0, values: [] }];
  for (const l of lines) {
    rows.push({ label: `${l.code} ${l.name}`, code: l.code, kind: "line", depth: 1, values: l.values });
    l.values.forEach((v, i) => {
      total[i]! += v;
    });
  }
  rows.push({ label: totalLabel, kind: "subtotal", depth: 0, values: total });
  return { rows, total };
}

const minus = (a: number[], b: number[]) => a.map((v, i) => v - b[i]!);

/** The statement's rows from per-account values (one value per column). */
function pnlRows(lines: AccountLine[], width: number): StatementRow[] {
  const income = section(
    "Income",
    lines.filter((l) => l.type === "income"),
    "Total income",
    width,
  );
  const operating = section(
    "Operating expenses",
    lines.filter((l) => l.type === "expense" && l.subtype !== "non_operating"),
    "Total operating expenses",
    width,
  );
  const nonOperating = section(
    "Non-operating expenses",
    lines.filter((l) => l.type === "expense" && l.subtype === "non_operating"),
    "Total non-operating expenses",
    width,
  );
  const noi = minus(income.total, operating.total);
  return [
    ...income.rows,
    ...operating.rows,
    { label: "Net operating income (NOI)", kind: "subtotal", depth: 0, values: noi },
    ...nonOperating.rows,
    { label: "Net income", kind: "total", depth: 0, values: minus(noi, nonOperating.total) },
  ];
}

/** Income and expense sums per account (and column key) over the range, on the view's lines. */
function pnlSums(db: Db, orgId: string, q: ProfitAndLossQuery, range: DateRange, view: LedgerView) {
  const types = ["income", "expense"];
  return accountSums(db, orgId, { ...range, types, key: keySql(q.columns), propertyId: q.propertyId, view });
}

export async function profitAndLoss(
  db: Db,
  orgId: string,
  q: ProfitAndLossQuery,
  today: string,
): Promise<Statement> {
  const range = resolvePeriod(q, today);
  const previous = comparisonRange(range, q.compare);
  const scope = q.propertyId ? await propertyName(db, orgId, q.propertyId) : null;
  const basis = await resolveBasis(db, orgId, q.basis, range.to);
  const [sums, prevSums, orgName, names] = await Promise.all([
    pnlSums(db, orgId, q, range, basis.view),
    previous ? pnlSums(db, orgId, { ...q, columns: "total" }, previous, basis.view) : [],
    organizationName(db, orgId),
    q.columns === "property" ? propertyNames(db, orgId) : null,
  ]);
  const columns = periodColumns(q, range, sums, names);
  const index = new Map(columns.map((c, i) => [c.key, i]));
  const split = columns.length > 1 || q.columns !== "total";
  const width = columns.length + (split ? 1 : 0) + (previous ? 2 : 0);
  const lines = new Map<string, AccountLine>();
  const lineOf = (s: AccountSum) => {
    let l = lines.get(s.accountId);
    if (!l) {
      l = { code: s.code, name: s.name, type: s.type, subtype: s.subtype, values: new Array(width).fill(0) };
      lines.set(s.accountId, l);
    }
    return l;
  };
  for (const s of sums) {
    const l = lineOf(s);
    const i = index.get(s.k ?? (q.columns === "property" ? UNASSIGNED : "total"));
    if (i !== undefined) l.values[i]! += signed(s);
    if (split) l.values[columns.length]! += signed(s);
  }
  const current = split ? columns.length : 0;
  for (const s of prevSums) lineOf(s).values[width - 2]! += signed(s);
  const ordered = [...lines.values()]
    .filter((l) => l.values.some((v) => v !== 0))
    .sort((a, b) => a.code.localeCompare(b.code));
  const rows = pnlRows(ordered, width);
  if (previous) {
    for (const r of rows)
      if (r.kind !== "heading") r.values[width - 1] = r.values[current]! - r.values[width - 2]!;
  }
  const allColumns = [...columns];
  if (split) allColumns.push({ key: "total", label: "Total" });
  if (previous)
    allColumns.push({ key: "previous", label: describeRange(previous) }, { key: "change", label: "Change" });
  const periodLabel = describeRange(range);
  return {
    report: "profit-and-loss",
    title: scope ? `Profit and Loss - ${scope}` : "Profit and Loss",
    organizationName: orgName,
    periodLabel,
    from: range.from,
    to: range.to,
    basis: basis.label,
    columns: allColumns,
    rows,
    checks: basis.notes,
    fileName: `profit-and-loss-${range.from}-${range.to}`,
  };
}
