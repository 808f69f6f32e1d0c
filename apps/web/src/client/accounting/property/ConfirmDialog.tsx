import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import type * as React from "react";
import { FormMessage } from "../../components/FormField";
import { errorText } from "../../lib/api";

/**
 * Asks before a destructive change; runs `action` and closes on success. A refusal (e.g. a 409 explaining
 * why the property cannot be deleted) stays in the dialog.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  pendingLabel,
  action,
  onDone,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  action(): Promise<unknown>;
  onDone(): void;
}) {
  const run = useMutation({ mutationFn: action, onSuccess: onDone });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          run.reset();
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children}</DialogDescription>
        </DialogHeader>
        {run.isError ? <FormMessage kind="error">{errorText(run.error)}</FormMessage> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {/* Not `disabled` while the request runs: a disabled button drops focus, so the dialog's focus would
              land nowhere until the answer comes. aria-disabled says it is busy, and a second click is ignored. */}
          <Button
            variant="destructive"
            aria-disabled={run.isPending}
            onClick={() => {
              if (!run.isPending) run.mutate();
            }}
          >
            {run.isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
