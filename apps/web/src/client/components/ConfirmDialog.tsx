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
import type { ReactNode } from "react";
import { errorText } from "../lib/api";
import { FormMessage } from "./FormField";

interface ConfirmDialogBase {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs; "Working..." when not given. */
  pendingLabel?: string;
  /** Classes for the dialog box, e.g. a narrower `sm:max-w-md`. */
  className?: string;
}

/** The caller runs the change itself on `onConfirm` and says when it is `pending`. */
interface ConfirmCallbackProps extends ConfirmDialogBase {
  pending?: boolean;
  onConfirm(): void;
  action?: undefined;
}

/**
 * The dialog runs `action` and calls `onDone` on success. A refusal (e.g. a 409 explaining why a property
 * cannot be deleted) stays in the dialog, in the server's words.
 */
interface ConfirmActionProps extends ConfirmDialogBase {
  action(): Promise<unknown>;
  onDone(): void;
}

export type ConfirmDialogProps = ConfirmCallbackProps | ConfirmActionProps;

/** Asks before a destructive action; focus is trapped and returned by the dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (props.action) return <ActionConfirmDialog {...props} />;
  const { pending = false, pendingLabel = "Working...", onConfirm, confirmLabel } = props;
  return (
    <ConfirmFrame {...props}>
      <Button variant="destructive" disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </ConfirmFrame>
  );
}

function ActionConfirmDialog({ action, onDone, onOpenChange, ...props }: ConfirmActionProps) {
  const run = useMutation({ mutationFn: action, onSuccess: onDone });
  const { pendingLabel = "Working...", confirmLabel } = props;
  return (
    <ConfirmFrame
      {...props}
      onOpenChange={(next) => {
        if (!next) run.reset();
        onOpenChange(next);
      }}
      error={run.isError ? errorText(run.error) : null}
    >
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
    </ConfirmFrame>
  );
}

function ConfirmFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  error,
  children,
}: ConfirmDialogBase & { error?: string | null; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {children}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
