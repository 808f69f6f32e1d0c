// Recharts is imported only here, and this module only through React.lazy from the builder's
// pages, so the library stays out of every other page's bundle.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Symbols,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type BuilderDefinition, MAX_BUILDER_COLUMNS } from "../../../shared/report-builder";
import type { Statement } from "../../../shared/reports";
import { type SeriesStyle, seriesStyle } from "./series-style";

/** As many series as the table can have columns: every series keeps a look of its own. */
const MAX_SERIES = MAX_BUILDER_COLUMNS;
const PERIODS = new Set(["month", "quarter", "year"]);

interface Series {
  key: string;
  label: string;
}

/**
 * Points along the x axis and the series drawn over them. Periods go along the axis: when the
 * columns are periods the rows become the series (the largest first), otherwise the rows are the
 * points and the columns the series. A comparison's "Change" column is not drawn.
 */
function chartData(st: Statement, d: BuilderDefinition) {
  const lines = st.rows.filter((r) => r.kind === "line");
  const columns = st.columns
    .map((c, i) => ({ ...c, i }))
    .filter((c) => !(d.compare !== "none" && c.key === "change"));
  const scale = (v: number | null | undefined) => (st.valueKind === "count" ? (v ?? 0) : (v ?? 0) / 100);
  if (PERIODS.has(d.columns) && columns.length > 1) {
    const top = [...lines].sort((a, b) => sumAbs(b.values) - sumAbs(a.values)).slice(0, MAX_SERIES);
    const series: Series[] = top.map((r, i) => ({ key: `s${i}`, label: r.label }));
    const points = columns.map((c) => {
      const point: Record<string, string | number> = { x: c.label };
      top.forEach((r, i) => {
        point[`s${i}`] = scale(r.values[c.i]);
      });
      return point;
    });
    return { points, series };
  }
  const shown = columns.slice(0, MAX_SERIES);
  const series: Series[] = shown.map((c, i) => ({ key: `s${i}`, label: c.label }));
  const points = lines.map((r) => {
    const point: Record<string, string | number> = { x: r.label };
    shown.forEach((c, i) => {
      point[`s${i}`] = scale(r.values[c.i]);
    });
    return point;
  });
  return { points, series };
}

const sumAbs = (values: (number | null)[]) => values.reduce<number>((s, v) => s + Math.abs(v ?? 0), 0);

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** The series' marker at each point, the same symbol its legend entry shows. */
const marker =
  (look: SeriesStyle) =>
  ({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) => (
    <Symbols key={index} cx={cx} cy={cy} type={look.marker} size={40} fill={look.colour} />
  );

export default function BuilderChart({
  statement,
  definition,
}: {
  statement: Statement;
  definition: BuilderDefinition;
}) {
  const { points, series } = chartData(statement, definition);
  const format = (v: number) =>
    statement.valueKind === "count" ? v.toLocaleString("en-US") : money.format(v);
  const Chart = definition.chart === "line" ? LineChart : BarChart;
  return (
    <ResponsiveContainer width="100%" height={320}>
      <Chart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="x" tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} />
        <YAxis tickFormatter={format} width={80} tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} />
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend />
        {series.map((s, i) => {
          const look = seriesStyle(i);
          return definition.chart === "line" ? (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={look.colour}
              strokeWidth={2}
              strokeDasharray={look.dash || undefined}
              legendType={look.marker}
              dot={marker(look)}
              isAnimationActive={false}
            />
          ) : (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={look.colour} isAnimationActive={false} />
          );
        })}
      </Chart>
    </ResponsiveContainer>
  );
}
