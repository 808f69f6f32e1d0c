import { Button, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Pencil, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import type { BuilderDefinition, SavedReport } from "../../../shared/report-builder";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api, errorText } from "../../lib/api";
import { navigate } from "../../lib/router";
import { useCanWrite } from "../../lib/session";
import { SAVED_API, SAVED_KEY } from "./api";
import { SaveReportDialog } from "./SaveReportDialog";

export const builderPath = (id: string) => `/reports/dynamic-builder?report=${id}`;
const same = (a: BuilderDefinition, b: BuilderDefinition) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the signed-in member may save, rename and delete reports (manager or above, as the API). */
const useCanSaveReports = useCanWrite;

/** Save changes, duplicate and delete of the saved report, each with its toast. */
function useSavedReportWrites(definition: BuilderDefinition, saved: SavedReport | null) {
  const queryClient = useQueryClient();
  const done = async (message: string, report?: SavedReport) => {
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(SAVED_API) });
    toast({ title: message, description: report?.name ?? saved?.name });
  };
  const fail = (error: unknown) =>
    toast({ title: "Error", description: errorText(error), variant: "destructive" });
  const update = useMutation({
    mutationFn: () => api.put<SavedReport>(`${SAVED_API}/${saved!.id}`, { name: saved!.name, definition }),
    onSuccess: (report) => done("Report saved", report),
    onError: fail,
  });
  const duplicate = useMutation({
    mutationFn: () => api.post<SavedReport>(`${SAVED_API}/${saved!.id}/duplicate`),
    onSuccess: async (copy) => {
      await done("Report duplicated", copy);
      navigate(builderPath(copy.id));
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`${SAVED_API}/${saved!.id}`),
    onSuccess: async () => {
      await done("Report deleted");
      queryClient.removeQueries({ queryKey: SAVED_KEY });
      navigate("/reports");
    },
    onError: fail,
  });
  return { update, duplicate, remove };
}

/**
 * Save, save changes, save as new, rename, duplicate and delete, for the definition on screen and the
 * saved report it came from (if any). Hidden from members who may only read.
 */
export function SavedReportActions({
  definition,
  saved,
}: {
  definition: BuilderDefinition;
  saved: SavedReport | null;
}) {
  const canSave = useCanSaveReports();
  const [dialog, setDialog] = useState<"create" | "rename" | "delete" | null>(null);
  const { update, duplicate, remove } = useSavedReportWrites(definition, saved);
  if (!canSave) return null;
  const changed = saved !== null && !same(saved.definition, definition);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {saved ? (
        <>
          <Button size="sm" disabled={!changed || update.isPending} onClick={() => update.mutate()}>
            <Save aria-hidden="true" className="size-4" />
            {changed ? "Save changes" : "Saved"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog("create")}>
            Save as new
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog("rename")}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={duplicate.isPending}
            onClick={() => duplicate.mutate()}
          >
            <Copy aria-hidden="true" className="size-4" />
            Duplicate
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog("delete")}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => setDialog("create")}>
          <Save aria-hidden="true" className="size-4" />
          Save report
        </Button>
      )}
      <SaveReportDialog
        open={dialog === "create" || dialog === "rename"}
        mode={dialog === "rename" ? "rename" : "create"}
        definition={definition}
        report={saved}
        onClose={() => setDialog(null)}
        onSaved={(report) => {
          setDialog(null);
          navigate(builderPath(report.id));
        }}
      />
      {saved ? (
        <ConfirmDialog
          open={dialog === "delete"}
          onOpenChange={(open) => setDialog(open ? "delete" : null)}
          title={`Delete "${saved.name}"?`}
          description="The saved report is removed for everyone in your organization. Your transactions are not changed."
          confirmLabel="Delete report"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      ) : null}
    </div>
  );
}
