import { cn } from "@propledger/ui";
import type { Statement } from "../../shared/reports";
import { formatCents } from "../accounting/format";
import { TableScroll } from "../accounting/list/table";

/** A statement as an accountant lays it out: sections, indented accounts, ruled subtotals and totals. */
export function StatementTable({ statement }: { statement: Statement }) {
  const width = statement.columns.length;
  return (
    <div className="flex flex-col gap-3">
      <TableScroll label={`${statement.title} table`}>
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-start text-muted-foreground">
            {statement.organizationName} · {statement.periodLabel} · {statement.basis} basis
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {statement.rowHeader ?? "Account"}
              </th>
              {statement.columns.map((c) => (
                <th key={c.key} scope="col" className="whitespace-nowrap px-3 py-2 text-end font-medium">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.rows.map((r, i) =>
              r.kind === "heading" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reorder
                <tr key={i}>
                  <th
                    scope="rowgroup"
                    colSpan={width + 1}
                    className="px-3 pt-4 pb-1 text-start font-semibold"
                  >
                    {r.label}
                  </th>
                </tr>
              ) : (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reorder
                  key={i}
                  className={cn(
                    r.kind !== "line" && "font-semibold",
                    r.kind === "total" && "border-b-4 border-double border-border",
                  )}
                >
                  <th
                    scope="row"
                    className={cn(
                      "px-3 py-1.5 text-start",
                      r.kind === "line" ? "font-normal" : "font-semibold",
                    )}
                    style={{ paddingInlineStart: `${0.75 + r.depth * 1.25}rem` }}
                  >
                    {r.label}
                  </th>
                  {r.values.map((v, j) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column
                      key={j}
                      className={cn(
                        "whitespace-nowrap px-3 py-1.5 text-end tabular-nums",
                        r.kind !== "line" && "border-t border-foreground/60",
                      )}
                    >
                      {v === null
                        ? ""
                        : statement.valueKind === "count"
                          ? v.toLocaleString("en-US")
                          : formatCents(v)}
                    </td>
                  ))}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      <StatementChecks checks={statement.checks} />
    </div>
  );
}

/** The statement's own proofs (e.g. assets equal liabilities plus equity), failed ones in red. */
function StatementChecks({ checks }: { checks: Statement["checks"] }) {
  if (!checks.length) return null;
  return (
    <ul className="text-sm" aria-label="Checks">
      {checks.map((c) => (
        <li key={c.label} className={c.ok ? "text-muted-foreground" : "font-medium text-destructive"}>
          {c.ok ? "✓ " : "✗ "}
          {c.label}
        </li>
      ))}
    </ul>
  );
}
