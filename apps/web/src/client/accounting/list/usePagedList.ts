import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { ACCOUNTING, toQuery } from "../api";

export type Filters = Record<string, string | number | undefined>;

/** Wraps a filter's setter so that a change also goes back to page 1. */
export type FilterChange = (set: (value: string) => void) => (event: { target: { value: string } }) => void;

/**
 * One page of an accounting list (`path` with `filters`), keeping the previous page on screen while the
 * next loads.
 */
export function usePagedList<D>(path: string, filters: Filters, pageSize: number) {
  const [page, setPage] = useState(1);
  const url = `${ACCOUNTING}${path}${toQuery({ ...filters, page, pageSize })}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<D>(url, { signal }),
    placeholderData: keepPreviousData,
  });
  const filterSetter: FilterChange = (set) => (event) => {
    set(event.target.value);
    setPage(1);
  };
  return { query, page, setPage, filterSetter };
}
