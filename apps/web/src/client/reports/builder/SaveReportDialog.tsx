import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type BuilderDefinition, type SavedReport, savedReportRename } from "../../../shared/report-builder";
import { DialogActions } from "../../accounting/DialogActions";
import { FormField } from "../../components/FormField";
import { api, errorText } from "../../lib/api";
import { SAVED_API, SAVED_KEY } from "./api";

export interface SaveReportDialogProps {
  open: boolean;
  onClose(): void;
  /** "create": a new saved report with `definition`; "rename": only the name of `report`. */
  mode: "create" | "rename";
  definition: BuilderDefinition | null;
  report?: SavedReport | null;
  onSaved(report: SavedReport): void;
}

/** Names a report to save it for the whole organization, or renames a saved one. */
export function SaveReportDialog({
  open,
  onClose,
  mode,
  definition,
  report,
  onSaved,
}: SaveReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{mode === "create" ? "Save report" : "Rename report"}</DialogTitle>
          <DialogDescription>
            Saved reports are listed on the Reports page for everyone in your organization.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <NameForm
            mode={mode}
            definition={definition}
            report={report ?? null}
            onSaved={onSaved}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NameForm({
  mode,
  definition,
  report,
  onSaved,
  onCancel,
}: Omit<SaveReportDialogProps, "open" | "onClose"> & { report: SavedReport | null; onCancel(): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(report?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (value: string) =>
      mode === "create"
        ? api.post<SavedReport>(SAVED_API, { name: value, definition })
        : api.patch<SavedReport>(`${SAVED_API}/${report!.id}`, { name: value }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_KEY });
      toast({ title: mode === "create" ? "Report saved" : "Report renamed", description: saved.name });
      onSaved(saved);
    },
    // A taken name is the only refusal a valid name meets: say it beside the field, keep the input.
    onError: (e) => {
      setError(errorText(e));
      document.getElementById("saved-report-name")?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedReportRename.safeParse({ name });
    if (!parsed.success) {
      setError("Name is required (at most 120 characters)");
      document.getElementById("saved-report-name")?.focus();
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.name);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        id="saved-report-name"
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        maxLength={120}
        autoFocus
        required
      />
      <DialogActions
        onCancel={onCancel}
        pending={save.isPending}
        label={mode === "create" ? "Save" : "Rename"}
        pendingLabel="Saving..."
      />
    </form>
  );
}
