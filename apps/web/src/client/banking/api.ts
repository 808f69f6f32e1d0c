// Shared pieces of the bank screens: the API prefix, queries, the statement upload and labels.
import { ApiError } from "@propledger/shell";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { type BankAccountSummary, type ImportUploadView, MAX_STATEMENT_BYTES } from "../../shared/banking";
import { ACCOUNTING, toQuery } from "../accounting/api";
import { api } from "../lib/api";

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

/**
 * Sends the statement as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress:
 * a large file shows how far it got. Errors carry the server's `{message}` like the app's HTTP client.
 */
export async function uploadStatement(
  bankAccountId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportUploadView> {
  const token = await api.getCsrfToken();
  const form = new FormData();
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${BANKING}/imports${toQuery({ bankAccountId })}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportUploadView);
      else {
        const message = (body as { message?: string } | null)?.message ?? xhr.statusText;
        reject(new ApiError(xhr.status, body, message));
      }
    };
    xhr.send(form);
  });
}

export const SUBTYPE_LABELS: Record<string, string> = {
  bank: "Bank",
  cash: "Cash",
  credit_card: "Credit card",
};

const stamp = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
/** "Nov 24, 2026, 9:15 AM" */
export const formatStamp = (iso: string): string => stamp.format(new Date(iso));
