import type { ViewMode } from "@propledger/shell";
import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";
import { ErrorState, Skeleton } from "../states";
import { Pager } from "./Pager";

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
