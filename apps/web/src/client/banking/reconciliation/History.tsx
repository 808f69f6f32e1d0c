// Finished reconciliations, newest first, a page at a time: filtered by statement year or statement
// dates (a reconciliation has no note; its statement's day is how a bookkeeper finds one), each with
// its report (PDF); the latest can be undone, which unlocks its transactions.
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileDown, Undo2 } from "lucide-react";
import { useState } from "react";
import type { ReconciliationHistory, ReconciliationSummary } from "../../../shared/reconciliation";
import { toQuery } from "../../accounting/api";
import { formatDay } from "../../accounting/format";
import { Pager } from "../../accounting/list/Pager";
import { TableHead, TableScroll } from "../../accounting/list/table";
import { ErrorState, Skeleton } from "../../accounting/states";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormField, SelectField } from "../../components/FormField";
import { api, errorText } from "../../lib/api";
import { useCanWrite } from "../../lib/session";
import { accountPath, invalidateBanking, reconciliationPath, reportUrl } from "./api";
import { Money } from "./SummaryFigures";

/** A year of monthly statements on one page. */
const PAGE_SIZE = 12;

interface HistoryFilter {
  year: string;
  from: string;
  to: string;
}
const NO_FILTER: HistoryFilter = { year: "", from: "", to: "" };

/** The account's finished reconciliations; `inProgress` hides Undo while a newer one is open. */
export function History({ accountId, inProgress }: { accountId: string; inProgress: boolean }) {
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const rangeError = filter.from && filter.to && filter.from > filter.to ? "Must not be after To" : undefined;
  const url = `${accountPath(accountId)}/history${toQuery({ ...filter, page, pageSize: PAGE_SIZE })}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<ReconciliationHistory>(url, { signal }),
    placeholderData: keepPreviousData,
    enabled: !rangeError,
  });
  const change = (next: Partial<HistoryFilter>) => {
    // A year and a date range are two ways to say one period: choosing one clears the other.
    setFilter((f) => ("year" in next ? { ...NO_FILTER, ...next } : { ...f, year: "", ...next }));
    setPage(1);
  };
  const filtered = filter.year !== "" || filter.from !== "" || filter.to !== "";
  const data = query.data;
  // A few statements of one year need no finding; unfiltered, `total` is the whole history.
  const findable = data !== undefined && (filtered || data.years.length > 1 || data.total > PAGE_SIZE);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Past reconciliations
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {findable ? (
          <HistoryFilters
            filter={filter}
            years={data?.years ?? []}
            rangeError={rangeError}
            onChange={change}
            onClear={filtered ? () => change(NO_FILTER) : undefined}
          />
        ) : null}
        {query.isPending && !rangeError ? (
          <Skeleton rows={3} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : data && data.items.length > 0 ? (
          <>
            <HistoryTable items={data.items} inProgress={inProgress} />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        ) : data && !rangeError ? (
          <NoHistory filtered={filtered} onClear={() => change(NO_FILTER)} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Statement year, or statement dates from/to; Clear filters while any is set. */
function HistoryFilters({
  filter,
  years,
  rangeError,
  onChange,
  onClear,
}: {
  filter: HistoryFilter;
  years: readonly number[];
  rangeError: string | undefined;
  onChange(next: Partial<HistoryFilter>): void;
  onClear: (() => void) | undefined;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Find a reconciliation</legend>
      <SelectField
        id="reconciliation-year"
        label="Statement year"
        value={filter.year}
        onChange={(e) => onChange({ year: e.target.value })}
        options={[
          { value: "", label: "All years" },
          ...years.map((y) => ({ value: String(y), label: String(y) })),
        ]}
        containerClassName="w-36"
      />
      <FormField
        id="reconciliation-from"
        label="Statement from"
        type="date"
        value={filter.from}
        onChange={(e) => onChange({ from: e.target.value })}
        error={rangeError}
        containerClassName="w-44"
      />
      <FormField
        id="reconciliation-to"
        label="Statement to"
        type="date"
        value={filter.to}
        onChange={(e) => onChange({ to: e.target.value })}
        containerClassName="w-44"
      />
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}

function NoHistory({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  if (!filtered)
    return <p className="text-sm text-muted-foreground">This account has not been reconciled yet.</p>;
  return (
    <div role="status" className="flex flex-col items-start gap-2 text-sm">
      <p className="font-medium">No reconciliation matches</p>
      <p className="text-muted-foreground">No finished statement of this account falls in that period.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Show every reconciliation
      </Button>
    </div>
  );
}

/** The page's reconciliations with their PDF, and Undo on the latest (asks first). */
function HistoryTable({ items, inProgress }: { items: ReconciliationSummary[]; inProgress: boolean }) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<ReconciliationSummary | null>(null);
  const canWrite = useCanWrite();
  const undo = useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${reconciliationPath(id)}/undo`),
    onSuccess: async (r) => {
      setUndoing(null);
      await invalidateBanking(queryClient);
      toast({ title: "Reconciliation undone", description: r.message });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <>
      <TableScroll label="Past reconciliations table">
        <table className="w-full text-sm">
          <caption className="sr-only">Past reconciliations</caption>
          <TableHead
            columns={[
              { label: "Statement ending" },
              { label: "Ending balance", end: true },
              { label: "Cleared", end: true },
              { label: "Finished" },
              { label: "Actions", end: true, hidden: true },
            ]}
          />
          <tbody className="divide-y divide-border">
            {items.map((h) => (
              <HistoryRow
                key={h.id}
                summary={h}
                undoable={canWrite && h.canUndo && !inProgress}
                onUndo={() => setUndoing(h)}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => (open ? null : setUndoing(null))}
        title="Undo this reconciliation?"
        description={
          undoing
            ? `The ${undoing.clearedCount} transactions of the statement ending ${formatDay(undoing.statementDate)} become uncleared and can be edited again.`
            : ""
        }
        confirmLabel="Undo reconciliation"
        pending={undo.isPending}
        onConfirm={() => undoing && undo.mutate(undoing.id)}
      />
    </>
  );
}

function HistoryRow({
  summary: h,
  undoable,
  onUndo,
}: {
  summary: ReconciliationSummary;
  undoable: boolean;
  onUndo(): void;
}) {
  return (
    <tr>
      <td className="whitespace-nowrap px-3 py-2">
        {formatDay(h.statementDate)}
        {h.canUndo ? (
          <Badge variant="secondary" className="ms-2">
            Latest
          </Badge>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
        <Money cents={h.statementBalanceCents} />
      </td>
      <td className="px-3 py-2 text-end tabular-nums">{h.clearedCount}</td>
      <td className="px-3 py-2">
        {h.finishedAt ? formatDay(h.finishedAt.slice(0, 10)) : "—"}
        {h.startedByName ? <span className="block text-muted-foreground">{h.startedByName}</span> : null}
      </td>
      <td className="px-3 py-2">
        <span className="flex justify-end gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={reportUrl(h.id)} download>
              <FileDown aria-hidden="true" className="size-4" />
              PDF
              <span className="sr-only">{` report of the statement ending ${formatDay(h.statementDate)}`}</span>
            </a>
          </Button>
          {undoable ? (
            <Button variant="outline" size="sm" onClick={onUndo}>
              <Undo2 aria-hidden="true" className="size-4" />
              Undo
              <span className="sr-only">{` the reconciliation of ${formatDay(h.statementDate)}`}</span>
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
