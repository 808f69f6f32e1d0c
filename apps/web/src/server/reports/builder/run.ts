// A builder definition run against the journal: one grouped SQL sum per period (two with a
// comparison), laid out as the Statement every report answers in, so the page, the chart and the
// CSV/XLSX/PDF exports share one shape.
import { type SQL, sql } from "drizzle-orm";
import {
  BUILDER_LABELS,
  type BuilderDefinition,
  type BuilderRows,
  MAX_BUILDER_COLUMNS,
} from "../../../shared/report-builder";
import {
  buckets,
  comparisonRange,
  type DateRange,
  describeRange,
  type Statement,
  type StatementColumn,
  type StatementRow,
} from "../../../shared/reports";
import { accounts, journalLines, properties, transactions } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { badRequest } from "../../http/errors";
import { cashViewSql, type LedgerView, resolveBasis } from "../basis";
import { cents, organizationName } from "../journal";

/** A line's key and label in one grouping. */
interface Grouping {
  key: SQL;
  label: SQL;
  /** SQL order of the rows (accounts by code, periods by date, names alphabetically). */
  order: SQL;
}

const NO_PROPERTY = "Not assigned to a property";
const NO_PAYEE = "No payee";
const MAX_ROWS = 500;

const TYPE_LABEL = sql`case a.type when 'income' then 'Income' else 'Expenses' end`;

function grouping(by: BuilderRows | "property" | "none"): Grouping {
  switch (by) {
    case "account":
      return { key: sql`a.id::text`, label: sql`min(a.code || ' ' || a.name)`, order: sql`min(a.code)` };
    case "account_type":
      return { key: sql`a.type`, label: sql`min(${TYPE_LABEL})`, order: sql`min(a.type) desc` };
    case "property":
      return {
        key: sql`coalesce(jl.property_id::text, '')`,
        label: sql`coalesce(min(p.name), ${NO_PROPERTY})`,
        order: sql`min(p.name)`,
      };
    case "payee":
      return {
        key: sql`coalesce(nullif(t.payee, ''), '')`,
        label: sql`coalesce(nullif(min(t.payee), ''), ${NO_PAYEE})`,
        order: sql`min(t.payee)`,
      };
    case "month":
      return { key: sql`to_char(jl.date, 'YYYY-MM')`, label: sql`''`, order: sql`min(jl.date)` };
    case "quarter":
      return { key: sql`to_char(jl.date, 'YYYY-"Q"Q')`, label: sql`''`, order: sql`min(jl.date)` };
    case "year":
      return { key: sql`to_char(jl.date, 'YYYY')`, label: sql`''`, order: sql`min(jl.date)` };
    default:
      return { key: sql`''`, label: sql`''`, order: sql`1` };
  }
}

/** The measure: income counts credits as positive, expenses debits; both together give net income. */
function measure(d: BuilderDefinition): SQL {
  if (d.measure === "count") return sql`count(distinct jl.transaction_id)`;
  if (d.type === "expense") return sql`sum(jl.debit_cents - jl.credit_cents)`;
  return sql`sum(jl.credit_cents - jl.debit_cents)`;
}

function filters(d: BuilderDefinition, range: DateRange): SQL {
  const types = d.type === "income_expense" ? ["income", "expense"] : [d.type];
  const parts: SQL[] = [
    sql`jl.date >= ${range.from}`,
    sql`jl.date <= ${range.to}`,
    sql`a.type in (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  ];
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  if (d.propertyIds.length) parts.push(sql`jl.property_id in (${list(d.propertyIds)})`);
  if (d.accountIds.length) parts.push(sql`jl.account_id in (${list(d.accountIds)})`);
  const lineCents = sql`greatest(jl.debit_cents, jl.credit_cents)`;
  if (d.minAmount !== null) parts.push(sql`${lineCents} >= ${Math.round(d.minAmount * 100)}`);
  if (d.maxAmount !== null) parts.push(sql`${lineCents} <= ${Math.round(d.maxAmount * 100)}`);
  return sql.join(parts, sql` and `);
}

interface Cell {
  row: string;
  label: string;
  col: string;
  colLabel: string;
  value: number;
}

async function cells(
  db: Db,
  orgId: string,
  d: BuilderDefinition,
  range: DateRange,
  view: LedgerView,
): Promise<Cell[]> {
  const r = grouping(d.rows);
  const c = grouping(d.columns === "none" ? "none" : d.columns);
  const needsPayee = d.rows === "payee";
  const source = view === "cash" ? cashViewSql(orgId, range) : sql`${journalLines}`;
  const result = await db.execute(sql`
    select ${r.key} as row, ${r.label} as label, ${c.key} as col, ${c.label} as "colLabel",
      ${measure(d)} as value, ${r.order} as row_order
    from ${source} jl
    join ${accounts} a on a.id = jl.account_id and a.organization_id = jl.organization_id
    left join ${properties} p on p.id = jl.property_id and p.organization_id = jl.organization_id
    ${needsPayee ? sql`join ${transactions} t on t.id = jl.transaction_id and t.organization_id = jl.organization_id` : sql``}
    where jl.organization_id = ${orgId} and ${filters(d, range)}
    group by 1, 3
    order by 6 nulls last, 2, 1`);
  return rowsOf<{ row: string; label: string; col: string; colLabel: string; value: unknown }>(result).map(
    (x) => ({ row: x.row, label: x.label, col: x.col, colLabel: x.colLabel, value: cents(x.value) }),
  );
}

/** A period row's label from its key ("2025-03" → "Mar 2025"). */
function periodLabel(by: BuilderRows, key: string, range: DateRange): string {
  if (by !== "month" && by !== "quarter" && by !== "year") return key;
  return buckets(range, by).find((b) => b.key === key)?.label ?? key;
}

function valueColumns(d: BuilderDefinition, range: DateRange, found: Cell[]): StatementColumn[] {
  if (d.columns === "none") return [{ key: "", label: describeRange(range) }];
  if (d.columns === "property") {
    const seen = new Map<string, string>();
    for (const cell of found) if (!seen.has(cell.col)) seen.set(cell.col, cell.colLabel);
    return [...seen]
      .map(([key, label]) => ({ key, label }))
      .sort((a, b) => (a.key === "" ? 1 : b.key === "" ? -1 : a.label.localeCompare(b.label)));
  }
  return buckets(range, d.columns).map((b) => ({ key: b.key, label: b.label }));
}

function columnsFor(d: BuilderDefinition, range: DateRange, found: Cell[]): StatementColumn[] {
  const cols = valueColumns(d, range, found).map((c) =>
    d.columns === "property" && c.key === "" ? { ...c, label: NO_PROPERTY } : c,
  );
  if (cols.length > MAX_BUILDER_COLUMNS)
    throw badRequest(
      `This report would have ${cols.length} columns; choose a shorter period or wider columns (at most ${MAX_BUILDER_COLUMNS}).`,
    );
  return cols;
}

interface Grid {
  columns: StatementColumn[];
  lines: { key: string; label: string; values: number[] }[];
}

function grid(d: BuilderDefinition, range: DateRange, found: Cell[], columns: StatementColumn[]): Grid {
  const index = new Map(columns.map((c, i) => [c.key, i]));
  const lines = new Map<string, { key: string; label: string; values: number[] }>();
  for (const cell of found) {
    let line = lines.get(cell.row);
    if (!line) {
      const label = d.rows === "property" && cell.row === "" ? NO_PROPERTY : cell.label;
      line = { key: cell.row, label: label || periodLabel(d.rows, cell.row, range), values: [] };
      line.values = new Array<number>(columns.length).fill(0);
      lines.set(cell.row, line);
    }
    const i = index.get(cell.col);
    if (i !== undefined) line.values[i]! += cell.value;
  }
  return { columns, lines: [...lines.values()] };
}

/** Adds the comparison period as a second column and the change as a third. */
async function withComparison(
  db: Db,
  orgId: string,
  d: BuilderDefinition,
  range: DateRange,
  current: Grid,
  view: LedgerView,
): Promise<Grid> {
  const earlier = comparisonRange(range, d.compare);
  if (!earlier) return current;
  const before = grid(d, earlier, await cells(db, orgId, d, earlier, view), [{ key: "", label: "" }]);
  const previous = new Map(before.lines.map((l) => [l.key, l]));
  const lines = current.lines.map((l) => {
    const was = previous.get(l.key)?.values[0] ?? 0;
    previous.delete(l.key);
    return { ...l, values: [l.values[0]!, was, l.values[0]! - was] };
  });
  for (const l of previous.values()) lines.push({ ...l, values: [0, l.values[0]!, -l.values[0]!] });
  return {
    columns: [
      { key: "current", label: describeRange(range) },
      { key: "previous", label: describeRange(earlier) },
      { key: "change", label: "Change" },
    ],
    lines,
  };
}

function title(d: BuilderDefinition): string {
  const what =
    d.measure === "count"
      ? "Transactions"
      : d.type === "income"
        ? "Income"
        : d.type === "expense"
          ? "Expenses"
          : "Net income";
  const by = {
    account: "account",
    account_type: "type",
    property: "property",
    payee: "payee",
    month: "month",
    quarter: "quarter",
    year: "year",
  }[d.rows];
  return `${what} by ${by}`;
}

/** Runs the definition; `name` titles a saved report. */
export async function runBuilder(
  db: Db,
  orgId: string,
  d: BuilderDefinition,
  name?: string,
): Promise<Statement> {
  const range = { from: d.from, to: d.to };
  const basis = await resolveBasis(db, orgId, d.basis, range.to);
  const found = await cells(db, orgId, d, range, basis.view);
  const base = grid(d, range, found, columnsFor(d, range, found));
  const { columns, lines } = await withComparison(db, orgId, d, range, base, basis.view);
  const truncated = lines.length > MAX_ROWS;
  const shown = lines.slice(0, MAX_ROWS);
  const totals = columns.map((_, i) => shown.reduce((s, l) => s + l.values[i]!, 0));
  const rows: StatementRow[] = shown.map((l) => ({
    label: l.label,
    kind: "line",
    depth: 0,
    values: l.values,
  }));
  // A count of distinct transactions does not add up across rows (a transaction has several lines).
  if (d.measure === "sum") rows.push({ label: "Total", kind: "total", depth: 0, values: totals });
  const reportTitle = name ?? title(d);
  return {
    report: "builder",
    title: reportTitle,
    organizationName: await organizationName(db, orgId),
    periodLabel: describeRange(range),
    from: range.from,
    to: range.to,
    basis: basis.label,
    columns,
    rows,
    valueKind: d.measure === "count" ? "count" : "money",
    rowHeader: BUILDER_LABELS.rows[d.rows],
    checks: [
      ...(truncated ? [{ label: `Showing the first ${MAX_ROWS} of ${lines.length} rows`, ok: false }] : []),
      ...basis.notes,
    ],
    fileName:
      reportTitle
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "report",
  };
}
