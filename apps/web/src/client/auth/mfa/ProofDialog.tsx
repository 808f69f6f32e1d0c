import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@propledger/ui";
import type { UseMutationResult } from "@tanstack/react-query";
import type { MfaProofBody } from "../../../shared/mfa";
import { mfaProofBody } from "../../../shared/mfa";
import { FormField } from "../../components/FormField";
import { PasswordField, RequestError } from "../../components/FormParts";
import { useForm } from "../../lib/form";

/** Asks for a current code (or recovery code) or the password before a two-factor change. */
export function ProofDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  request,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  request: UseMutationResult<unknown, Error, MfaProofBody>;
  onCloseAutoFocus(event: Event): void;
}) {
  const form = useForm({
    schema: mfaProofBody,
    initial: { code: "", password: "" },
    toInput: (v) => ({
      ...(v.code.trim() ? { code: v.code } : {}),
      ...(v.password ? { password: v.password } : {}),
    }),
    validate: (v) => (!v.code.trim() && !v.password ? { code: "Enter a code or your password" } : {}),
    onSubmit: (data) => request.mutate(data),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <RequestError request={request} fallback="Could not make the change." />
          <FormField
            {...form.field("code")}
            label="Code from your authenticator app (or a recovery code)"
            autoComplete="one-time-code"
            spellCheck={false}
          />
          <PasswordField
            {...form.field("password")}
            label="Or your password"
            autoComplete="current-password"
            required={false}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={request.isPending}
            >
              {request.isPending ? "Working..." : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
