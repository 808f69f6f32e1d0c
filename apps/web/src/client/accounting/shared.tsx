import { useViewPreference, type ViewMode } from "@propledger/shell";
import { Button, cn } from "@propledger/ui";
import { Download, LayoutGrid, RefreshCw, Table2, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { EmptyState } from "../components/PageFrame";
import { errorText } from "../lib/api";

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

export const amountClass = (cents: number) => (cents < 0 ? "text-destructive" : undefined);

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
