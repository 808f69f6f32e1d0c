import { useViewPreference, type ViewMode } from "@propledger/shell";
import { Button, cn, Input, Label } from "@propledger/ui";
import { keepPreviousData, type QueryClient, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Download, LayoutGrid, RefreshCw, Table2, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { EmptyState } from "../components/PageFrame";
import { api, errorText } from "../lib/api";

export const ACCOUNTING = "/api/accounting";

/** Query string from the set values only. */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Table (compact, desktop) or list (cards, mobile), switched by T / L or these buttons; saved per page. */
export function useView(page: string): [ViewMode, (view: ViewMode) => void] {
  return useViewPreference(page);
}

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange(view: ViewMode): void }) {
  return (
    <fieldset className="flex items-center rounded-md border border-border p-0.5">
      <legend className="sr-only">View</legend>
      <Button
        variant={view === "table" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={view === "table"}
        aria-label="Table view"
        title="Table view (T)"
        onClick={() => onChange("table")}
      >
        <Table2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Table</span>
      </Button>
      <Button
        variant={view === "list" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={view === "list"}
        aria-label="List view"
        title="List view (L)"
        onClick={() => onChange("list")}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">List</span>
      </Button>
    </fieldset>
  );
}

/** CSV, XLSX and PDF of the current filtered view: plain links, so the browser downloads with the cookie. */
export function ExportLinks({
  path,
  query,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
}) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Export</legend>
      {(["csv", "xlsx", "pdf"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={`${ACCOUNTING}${path}${toQuery({ ...query, format })}`} download>
            <Download aria-hidden="true" className="size-4" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </fieldset>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <EmptyState icon={<TriangleAlert aria-hidden="true" />} title="Could not load this page's data">
      <p>{errorText(error, "The server did not answer. Please try again.")}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </EmptyState>
  );
}

/** Placeholder rows while data loads (same height as the content, so nothing jumps). */
export function Skeleton({ rows = 5, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-2", className)} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="h-12 animate-pulse rounded-md bg-muted reduce-motion:animate-none" />
      ))}
    </div>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">
        Page {page} of {pages} · {total} in total
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}

/** A horizontally scrollable table container that keyboard users can scroll too. */
export function TableScroll({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}

/** After a write: every accounting query is stale (lists, balances, the dashboard). */
export const invalidateAccounting = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ACCOUNTING) });

type Filters = Record<string, string | number | undefined>;

/**
 * One page of an accounting list (`path` with `filters`), keeping the previous page on screen while the
 * next loads. `filterSetter` wraps a filter's setter so a change also goes back to page 1.
 */
export function usePagedList<D>(path: string, filters: Filters, pageSize: number) {
  const [page, setPage] = useState(1);
  const url = `${ACCOUNTING}${path}${toQuery({ ...filters, page, pageSize })}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<D>(url, { signal }),
    placeholderData: keepPreviousData,
  });
  const filterSetter = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };
  return { query, page, setPage, filterSetter };
}

/** The row above a list: its filters, and the export links of the filtered view. */
export function FilterBar({
  exportPath,
  filters,
  children,
}: {
  exportPath: string;
  filters: Filters;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {children}
      <ExportLinks path={exportPath} query={filters} />
    </div>
  );
}

export function SearchFilter({
  id,
  label,
  value,
  placeholder,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange(event: React.ChangeEvent<HTMLInputElement>): void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={value} placeholder={placeholder} onChange={onChange} />
    </div>
  );
}

/**
 * A paged list's body: placeholders while loading, the error with a retry, `empty` without items, else the
 * table or the list (by `view`), then the pager.
 */
export function PagedList<D extends { items: unknown[]; total: number }>({
  query,
  view,
  page,
  pageSize,
  onPage,
  empty,
  table,
  list,
}: {
  query: UseQueryResult<D>;
  view: ViewMode;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  empty: React.ReactNode;
  table(data: D): React.ReactNode;
  list(data: D): React.ReactNode;
}) {
  return (
    <>
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        empty
      ) : view === "table" ? (
        table(query.data)
      ) : (
        list(query.data)
      )}
      {query.data ? <Pager page={page} pageSize={pageSize} total={query.data.total} onPage={onPage} /> : null}
    </>
  );
}

/** A table's header row; `end` columns (amounts, counts) are right-aligned. */
export function TableHead({ columns }: { columns: { label: string; end?: boolean }[] }) {
  return (
    <thead className="bg-muted text-muted-foreground">
      <tr>
        {columns.map(({ label, end }) => (
          <th
            key={label}
            scope="col"
            className={cn("px-3 py-2 font-medium", end ? "text-end" : "text-start")}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Cancel and submit, at the foot of an accounting dialog's form. */
export function DialogActions({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel(): void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
