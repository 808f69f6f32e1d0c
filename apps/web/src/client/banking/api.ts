// Shared pieces of the bank screens: the API prefix, queries, the statement upload and labels.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { type BankAccountSummary, type ImportUploadView, MAX_STATEMENT_BYTES } from "../../shared/banking";
import { ACCOUNTING, toQuery } from "../accounting/api";
import { api } from "../lib/api";
import { uploadFile } from "../lib/upload";

export const BANKING = "/api/banking";

/** GET a banking endpoint (path without the prefix) with the set query values. */
export function useBanking<D>(path: string, params: Record<string, string | undefined> = {}, enabled = true) {
  const url = `${BANKING}${path}${toQuery(params)}`;
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => api.get<D>(url, { signal }), enabled });
}

export const useBankAccounts = () => useBanking<{ items: BankAccountSummary[] }>("/accounts");

/** After a write: banking lists and every accounting view an import posts to are stale. */
export const invalidateBanking = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith(BANKING) || key.startsWith(ACCOUNTING);
    },
  });

export const ACCEPTED_FILES = ".csv,.txt,.ofx,.qfx,.qif";
const MB = 1024 * 1024;

/** What is wrong with a file before it is sent (the server checks again); null when it may be sent. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty. Export the statement again from your bank.`;
  if (file.size > MAX_STATEMENT_BYTES)
    return `${file.name} is ${(file.size / MB).toFixed(1)} MB; the limit is ${MAX_STATEMENT_BYTES / MB} MB. Export a shorter period.`;
  return null;
}

/** Sends the statement as multipart, reporting how much of it has been sent. */
export function uploadStatement(
  bankAccountId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportUploadView> {
  return uploadFile<ImportUploadView>(`${BANKING}/imports${toQuery({ bankAccountId })}`, file, onProgress);
}

export const SUBTYPE_LABELS: Record<string, string> = {
  bank: "Bank",
  cash: "Cash",
  credit_card: "Credit card",
};

const stamp = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
/** "Nov 24, 2026, 9:15 AM" */
export const formatStamp = (iso: string): string => stamp.format(new Date(iso));
