import type { ScheduleE } from "../../shared/schedule-e";
import { formatCents } from "../accounting/format";
import { TableScroll } from "../accounting/list/table";
import { ScheduleEInputs } from "./ScheduleEInputs";

const RULES = { rent: "by rents received", units: "by units", equal: "equally" } as const;

/** Part I of Schedule E: one column per property, the form's lines down the side, then the allocation. */
export function ScheduleETable({ report }: { report: ScheduleE }) {
  if (report.properties.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No properties to report for {report.year}. Add a property first.
      </p>
    );
  }
  const money = (v: number) => formatCents(v);
  const lines: [string, (p: ScheduleE["properties"][number]) => string][] = [
    ["1b Type of property (code)", (p) => String(p.typeCode)],
    ["2 Fair rental days", (p) => (p.fairRentalDays === null ? "—" : String(p.fairRentalDays))],
    ["2 Personal use days", (p) => (p.personalUseDays === null ? "—" : String(p.personalUseDays))],
    ...report.lines.map(
      (l) =>
        [
          `${l.line} ${l.label}`,
          (p: ScheduleE["properties"][number]) => money(p.lines[String(l.line)] ?? 0),
        ] as [string, (p: ScheduleE["properties"][number]) => string],
    ),
    ["20 Total expenses", (p) => money(p.totalExpensesCents)],
    ["21 Income or (loss)", (p) => money(p.netCents)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <TableScroll label="Schedule E table">
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-start text-muted-foreground">
            {report.organizationName} · Schedule E Part I · tax year {report.year} · {report.basis} basis
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                Line
              </th>
              {report.properties.map((p) => (
                <th key={p.propertyId} scope="col" className="px-3 py-2 text-end font-medium">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {lines.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-1.5 text-start font-normal">
                  {label}
                </th>
                {report.properties.map((p) => (
                  <td key={p.propertyId} className="whitespace-nowrap px-3 py-1.5 text-end tabular-nums">
                    {value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ScheduleEInputs report={report} />
      <Allocation report={report} />
    </div>
  );
}

/** How the amounts not assigned to a property were shared out, per property. */
function Allocation({ report }: { report: ScheduleE }) {
  return (
    <section aria-labelledby="allocation-heading" className="flex flex-col gap-2">
      <h2 id="allocation-heading" className="font-semibold">
        Allocation of amounts not assigned to a property
      </h2>
      <p className="text-sm text-muted-foreground">
        {formatCents(report.unassigned.expenseCents)} of expenses and{" "}
        {formatCents(report.unassigned.incomeCents)} of income were shared {RULES[report.allocation]}.
      </p>
      <TableScroll label="Allocation table">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                Property
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Share
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Income
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Expenses
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {report.allocations.map((a) => (
              <tr key={a.propertyId}>
                <th scope="row" className="px-3 py-1.5 text-start font-normal">
                  {a.name}
                </th>
                <td className="px-3 py-1.5 text-end tabular-nums">{(a.shareBp / 100).toFixed(2)} %</td>
                <td className="px-3 py-1.5 text-end tabular-nums">{formatCents(a.incomeCents)}</td>
                <td className="px-3 py-1.5 text-end tabular-nums">{formatCents(a.expenseCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
