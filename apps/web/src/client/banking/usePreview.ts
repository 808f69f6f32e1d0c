// The review step's server state: the staged rows and the actions on them. A row edit shows at once
// (the server's answer then brings the batch's new counts); a refused edit reloads the rows.
import { toast } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportBatchView, ImportRowPatchBody, ImportRowView } from "../../shared/banking";
import { api } from "../lib/api";
import { BANKING, invalidateBanking } from "./api";

type Preview = { batch: ImportBatchView; rows: ImportRowView[] };
export type RowPatch = ImportRowPatchBody["rows"][number];

export function usePreview(
  batchId: string,
  onCommitted: (b: ImportBatchView) => void,
  onDiscarded: () => void,
) {
  const queryClient = useQueryClient();
  const url = `${BANKING}/imports/${batchId}`;
  const key = [url];
  const preview = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<Preview>(url, { signal }) });
  const patch = useMutation({
    mutationFn: (row: RowPatch) => api.patch<ImportBatchView>(`${url}/rows`, { rows: [row] }),
    onSuccess: (batch) => queryClient.setQueryData<Preview>(key, (old) => (old ? { ...old, batch } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const commit = useMutation({
    mutationFn: () => api.post<ImportBatchView>(`${url}/commit`),
    onSuccess: async (batch) => {
      await invalidateBanking(queryClient);
      toast({ title: `${batch.importedCount} transactions imported` });
      onCommitted(batch);
    },
  });
  const chooseAccount = useMutation({
    mutationFn: (statementAccount: string) =>
      api.post<ImportBatchView>(`${url}/mapping`, { statementAccount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const discard = useMutation({
    mutationFn: () => api.delete(url),
    onSuccess: async () => {
      await invalidateBanking(queryClient);
      onDiscarded();
    },
  });
  // The edit shows in the same render as the click (a checkbox must not flip back while the request
  // runs). A reload of the rows still under way would answer with rows from before the edit: it is
  // cancelled (synchronously, so the edit lands on the rows it started from) and made again once the
  // server has the edit.
  const edit = (row: RowPatch) => {
    const reloading = queryClient.isFetching({ queryKey: key }) > 0;
    if (reloading) void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Preview>(key, (old) =>
      old ? { ...old, rows: old.rows.map((r) => (r.rowNo === row.rowNo ? { ...r, ...row } : r)) } : old,
    );
    patch.mutate(row, {
      onSuccess: () => (reloading ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
    });
  };
  const failed = [patch, commit, discard, chooseAccount].find((m) => m.isError)?.error ?? null;
  return { preview, patch, edit, commit, chooseAccount, discard, failed };
}
