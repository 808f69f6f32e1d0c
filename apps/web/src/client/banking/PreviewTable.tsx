// The preview rows, a page at a time: include/exclude, category, property, duplicate status, and
// "always categorise like this" to turn a row into a rule.
import { Badge } from "@propledger/ui";
import { useState } from "react";
import type { AccountView, PropertyView } from "../../shared/accounting";
import type { ImportRowPatchBody, ImportRowView } from "../../shared/banking";
import { formatCents, formatDay } from "../accounting/format";
import { Pager } from "../accounting/list/Pager";
import { TableHead, TableScroll } from "../accounting/list/table";
import { categoriesFor, useAccounts, useProperties } from "./choices";

const PAGE_SIZE = 50;
const SELECT = "h-9 w-full min-w-40 rounded-md border border-input bg-background px-2 text-sm";

export function PreviewTable({
  rows,
  onChange,
  onMakeRule,
}: {
  rows: ImportRowView[];
  onChange(row: ImportRowPatchBody["rows"][number]): void;
  onMakeRule(row: ImportRowView): void;
}) {
  const [page, setPage] = useState(1);
  const accounts = useAccounts();
  const properties = useProperties();
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No rows to show.</p>;
  return (
    <>
      <TableScroll label="Statement rows">
        <table className="w-full text-sm">
          <caption className="sr-only">Statement rows</caption>
          <TableHead
            columns={[
              { label: "Import" },
              { label: "Date" },
              { label: "Description" },
              { label: "Amount", end: true },
              { label: "Category" },
              { label: "Property" },
              { label: "Status" },
            ]}
          />
          <tbody className="divide-y divide-border">
            {visible.map((r) => (
              <PreviewRow
                key={r.rowNo}
                row={r}
                accounts={accounts.data ?? []}
                properties={properties.data ?? []}
                onChange={onChange}
                onMakeRule={onMakeRule}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
    </>
  );
}

/**
 * A value changed here shows in the same render as the click, until the cached row it came from
 * changes: the query cache tells its observers a task later, and a controlled checkbox would flip
 * back in between.
 */
function useShownAtOnce<T>(value: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ from: T; value: T } | null>(null);
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const stale = pending !== null && !Object.is(pending.from, value);
  if (stale) setPending(null);
  return [pending && !stale ? pending.value : value, (next) => setPending({ from: value, value: next })];
}

type RowProps = {
  row: ImportRowView;
  accounts: AccountView[];
  onChange(row: ImportRowPatchBody["rows"][number]): void;
  onMakeRule(row: ImportRowView): void;
};

function PreviewRow({
  row: r,
  accounts,
  properties,
  onChange,
  onMakeRule,
}: RowProps & { properties: PropertyView[] }) {
  const [excluded, setExcluded] = useShownAtOnce(r.excluded);
  return (
    <tr className={excluded ? "bg-muted/50 text-muted-foreground" : undefined}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          className="size-4"
          aria-label={`Import row ${r.rowNo}: ${r.description}`}
          checked={!excluded}
          onChange={(e) => {
            setExcluded(!e.target.checked);
            onChange({ rowNo: r.rowNo, excluded: !e.target.checked });
          }}
        />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDay(r.date)}</td>
      <td className="min-w-52 px-3 py-2">
        <span className="block font-medium text-foreground">{r.description}</span>
        {r.payee || r.memo ? (
          <span className="block text-xs text-muted-foreground">
            {[r.payee, r.memo].filter(Boolean).join(" · ")}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{formatCents(r.amountCents)}</td>
      <td className="px-3 py-2">
        <CategoryCell row={r} accounts={accounts} onChange={onChange} onMakeRule={onMakeRule} />
      </td>
      <td className="px-3 py-2">
        <select
          aria-label={`Property for row ${r.rowNo}`}
          className={SELECT}
          value={r.propertyId ?? ""}
          onChange={(e) => onChange({ rowNo: r.rowNo, propertyId: e.target.value || null, unitId: null })}
        >
          <option value="">No property</option>
          {properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-2">
        <RowStatus row={r} />
      </td>
    </tr>
  );
}

/** The row's category (or the rule's split), and the way to make a rule of it. */
function CategoryCell({ row: r, accounts, onChange, onMakeRule }: RowProps) {
  return (
    <div className="flex flex-col items-start gap-1">
      {r.splits ? (
        <span>Split by a rule ({r.splits.length} categories)</span>
      ) : (
        <select
          aria-label={`Category for row ${r.rowNo}`}
          className={SELECT}
          value={r.categoryAccountId ?? ""}
          onChange={(e) => onChange({ rowNo: r.rowNo, categoryAccountId: e.target.value || null })}
        >
          <option value="">Uncategorised</option>
          {categoriesFor(accounts, r.amountCents, r.categoryAccountId).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="inline-flex min-h-6 items-center rounded-sm text-start text-xs text-primary underline-offset-4 hover:underline"
        onClick={() => onMakeRule(r)}
      >
        Always categorise like this<span className="sr-only"> (row {r.rowNo})</span>
      </button>
    </div>
  );
}

function RowStatus({ row }: { row: ImportRowView }) {
  if (row.duplicate)
    return (
      <Badge variant="outline" className="whitespace-normal">
        {row.duplicate.kind === "fitid"
          ? "Already imported (same bank id)"
          : "Possible duplicate (same date, amount, description)"}
      </Badge>
    );
  if (row.amountCents === 0) return <span>Zero amount</span>;
  if (row.ruleId) return <span>Set by a rule</span>;
  return <span>New</span>;
}
