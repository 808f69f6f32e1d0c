import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { Link } from "wouter";
import type { Dashboard } from "../../shared/accounting";
import { formatCents, formatMonth, PROPERTY_TYPE_LABELS } from "./format";
import { TableScroll } from "./list/table";

export function KpiCards({ data }: { data: Dashboard }) {
  const items = [
    ["Income this month", data.month.incomeCents],
    ["Expenses this month", data.month.expenseCents],
    ["NOI this month", data.month.noiCents],
    ["Income year to date", data.ytd.incomeCents],
    ["Expenses year to date", data.ytd.expenseCents],
    ["NOI year to date", data.ytd.noiCents],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, cents]) => (
        <Card key={label} className="gap-1 py-4">
          <dt className="px-4 text-sm text-muted-foreground">{label}</dt>
          <dd className="px-4 text-2xl font-semibold tabular-nums">{formatCents(cents)}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** 12 months of income vs expenses as SVG bars, with the same figures as a table for screen readers. */
export function IncomeExpenseChart({ series }: { series: Dashboard["series"] }) {
  const max = Math.max(1, ...series.flatMap((m) => [m.incomeCents, m.expenseCents]));
  const width = 720;
  const height = 220;
  const slot = width / Math.max(1, series.length);
  const bar = Math.max(4, slot / 2 - 6);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Income vs expenses, last 12 months</CardTitle>
        <CardDescription className="flex gap-4">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="size-3 rounded-sm bg-primary" /> Income
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="size-3 rounded-sm bg-warning" /> Expenses
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <svg
          viewBox={`0 0 ${width} ${height + 24}`}
          className="h-auto w-full"
          aria-hidden="true"
          focusable="false"
        >
          {series.map((m, index) => {
            const x = index * slot + 4;
            const income = (m.incomeCents / max) * height;
            const expense = (m.expenseCents / max) * height;
            return (
              <g key={m.month}>
                <rect x={x} y={height - income} width={bar} height={income} className="fill-primary" rx={2} />
                <rect
                  x={x + bar + 2}
                  y={height - expense}
                  width={bar}
                  height={expense}
                  className="fill-warning"
                  rx={2}
                />
                <text
                  x={x + bar}
                  y={height + 16}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {formatMonth(m.month)}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="sr-only">
          <caption>Income and expenses per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Income</th>
              <th scope="col">Expenses</th>
              <th scope="col">NOI</th>
            </tr>
          </thead>
          <tbody>
            {series.map((m) => (
              <tr key={m.month}>
                <th scope="row">{formatMonth(m.month)}</th>
                <td>{formatCents(m.incomeCents)}</td>
                <td>{formatCents(m.expenseCents)}</td>
                <td>{formatCents(m.noiCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** A bar filled to `fraction` (0–1); decoration beside figures that are also given as text. */
export function Bar({ fraction, className }: { fraction: number; className?: string }) {
  const width = `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
  return (
    <span aria-hidden="true" className={`block h-2 overflow-hidden rounded-full bg-muted ${className ?? ""}`}>
      <span className="block h-full rounded-full bg-primary" style={{ width }} />
    </span>
  );
}

/** The score as a gauge, each input's points out of its weight as a bar, the formula behind a disclosure. */
export function HealthCard({ health }: { health: Dashboard["health"] }) {
  const score = health.score;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Financial health</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-4xl font-bold tabular-nums">
            {score ?? "—"}
            <span className="text-base font-medium text-muted-foreground"> / 100 · {health.grade}</span>
          </p>
          {score !== null ? (
            // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled like the parts' bars in every browser
            <div
              role="meter"
              aria-label="Financial health score"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score}
              aria-valuetext={`${score} of 100, ${health.grade}`}
            >
              <Bar fraction={score / 100} className="h-3" />
            </div>
          ) : null}
        </div>
        <dl className="grid gap-3 text-sm">
          {health.components.map((c) => (
            <div key={c.key} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">
                {c.label} <span className="text-xs">(weight {c.weight})</span>
              </dt>
              <dd className="flex shrink-0 flex-col items-end gap-1 font-medium tabular-nums">
                <span>
                  {c.display}
                  {c.points !== null ? ` · ${Math.round(c.points)} pts` : ""}
                </span>
                {c.points !== null ? <Bar fraction={c.points / c.weight} className="w-24" /> : null}
              </dd>
            </div>
          ))}
        </dl>
        <details className="text-sm">
          <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
            How is this calculated?
          </summary>
          <p className="mt-2 text-muted-foreground">{health.formula}</p>
        </details>
      </CardContent>
    </Card>
  );
}

export function PropertyTable({ properties }: { properties: Dashboard["properties"] }) {
  if (properties.items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Properties, year to date</CardTitle>
        <CardDescription>
          {properties.total} {properties.total === 1 ? "property" : "properties"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TableScroll label="Properties, year to date" className="rounded-md border-0">
          <table className="w-full text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 text-start font-medium">
                  Property
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  Type
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  Occupied
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  Income
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  Expenses
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  NOI
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {properties.items.map((p) => (
                <tr key={p.id}>
                  <td className="py-2">
                    <Link
                      href={`/properties/${p.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                  </td>
                  <td className="py-2">{PROPERTY_TYPE_LABELS[p.type] ?? p.type}</td>
                  <td className="py-2 text-end tabular-nums">
                    {p.occupiedUnits}/{p.units}
                  </td>
                  <td className="py-2 text-end tabular-nums">{formatCents(p.ytdIncomeCents)}</td>
                  <td className="py-2 text-end tabular-nums">{formatCents(p.ytdExpenseCents)}</td>
                  <td className="py-2 text-end tabular-nums">{formatCents(p.ytdNoiCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
