// The builder's reads and writes: run a definition, the organization's saved reports, and the
// AI builder's reading of a sentence.
import { useQuery } from "@tanstack/react-query";
import type { BuilderDefinition, SavedReport } from "../../../shared/report-builder";
import type { Statement } from "../../../shared/reports";
import { toQuery } from "../../accounting/api";
import { api } from "../../lib/api";
import { REPORTS_API } from "../catalog";

export const BUILDER_API = `${REPORTS_API}/builder`;
export const SAVED_API = `${REPORTS_API}/saved`;
export const SAVED_KEY = [SAVED_API] as const;

/** The statement a definition gives; null runs nothing (the form is not valid yet). */
export function useBuilderRun(definition: BuilderDefinition | null) {
  return useQuery({
    queryKey: [`${BUILDER_API}/run`, definition],
    queryFn: ({ signal }) => api.post<Statement>(`${BUILDER_API}/run`, { definition }, { signal }),
    enabled: definition !== null,
    placeholderData: (previous) => previous,
  });
}

/** A plain link that downloads the definition's report as CSV, XLSX or PDF. */
export const downloadUrl = (definition: BuilderDefinition, format: string) =>
  `${BUILDER_API}/run${toQuery({ format, d: JSON.stringify(definition) })}`;

export function useSavedReports() {
  return useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => api.get<{ items: SavedReport[] }>(SAVED_API, { signal }),
    select: (data) => data.items,
  });
}

export function useSavedReport(id: string | null) {
  return useQuery({
    queryKey: [`${SAVED_API}/${id}`],
    queryFn: ({ signal }) => api.get<SavedReport>(`${SAVED_API}/${id}`, { signal }),
    enabled: id !== null,
  });
}
