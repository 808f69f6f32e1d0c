import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { MfaProofBody } from "../../../shared/mfa";
import { FormMessage } from "../../components/FormField";
import { APP_MODE, errorText } from "../../lib/api";
import { MFA_STATUS_KEY, mfaApi, useMfaStatus } from "./api";
import { EnrolForm } from "./EnrolForm";
import { ProofDialog } from "./ProofDialog";
import { RecoveryCodes } from "./RecoveryCodes";

type Open = "enrol" | "regenerate" | "disable" | null;

/** Profile section "Two-factor authentication": set up, new recovery codes, turn off. */
export function TwoFactorCard() {
  const [open, setOpen] = useState<Open>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // The section's first button, whichever state it shows: focus lands there when a dialog closes (the
  // button that opened it may be gone, e.g. "Turn off" once it is off).
  const primaryAction = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    primaryAction.current?.focus();
  };
  const { regenerate, disable } = useTwoFactorChanges(setOpen, setCodes);
  const close = () => {
    setOpen(null);
    setCodes(null);
    regenerate.reset();
    disable.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor authentication</CardTitle>
        <CardDescription>
          A code from an authenticator app on your phone, asked after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TwoFactorStatus primaryAction={primaryAction} onOpen={setOpen} />
      </CardContent>
      <Dialog open={open === "enrol"} onOpenChange={(next) => (next ? setOpen("enrol") : close())}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>Set up two-factor authentication</DialogTitle>
            <DialogDescription>Link an authenticator app to your account.</DialogDescription>
          </DialogHeader>
          {open === "enrol" ? <EnrolForm onDone={close} doneLabel="Done" /> : null}
        </DialogContent>
      </Dialog>
      {codes ? (
        <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
          <DialogContent onCloseAutoFocus={returnFocus}>
            <DialogHeader>
              <DialogTitle>New recovery codes</DialogTitle>
              <DialogDescription>Your earlier recovery codes no longer work.</DialogDescription>
            </DialogHeader>
            <RecoveryCodes codes={codes} onDone={close} doneLabel="Done" />
          </DialogContent>
        </Dialog>
      ) : (
        <ProofDialog
          open={open === "regenerate"}
          onOpenChange={(next) => (next ? setOpen("regenerate") : close())}
          title="New recovery codes"
          description="Confirm it is you. The new codes replace every earlier one."
          confirmLabel="Make new codes"
          request={regenerate}
          onCloseAutoFocus={returnFocus}
        />
      )}
      <ProofDialog
        open={open === "disable"}
        onOpenChange={(next) => (next ? setOpen("disable") : close())}
        title="Turn off two-factor authentication"
        description="Confirm it is you. Signing in will then need only your password."
        confirmLabel="Turn off"
        destructive
        request={disable}
        onCloseAutoFocus={returnFocus}
      />
    </Card>
  );
}

/** New recovery codes and turning it off, each after the user proves it is them; both refresh the status. */
function useTwoFactorChanges(setOpen: (open: Open) => void, setCodes: (codes: string[]) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
  const regenerate = useMutation({
    mutationFn: (proof: MfaProofBody) => mfaApi.regenerate(proof),
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (proof: MfaProofBody) => mfaApi.disable(proof),
    onSuccess: async () => {
      await refresh();
      setOpen(null);
      toast({ title: "Two-factor authentication is off" });
    },
  });
  return { regenerate, disable };
}

/** Whether two-factor is on, with the buttons that change it; loading and failure in its place. */
function TwoFactorStatus({
  primaryAction,
  onOpen,
}: {
  primaryAction: React.RefObject<HTMLButtonElement | null>;
  onOpen(open: Open): void;
}) {
  const status = useMfaStatus();
  const data = status.data;
  return status.isError ? (
    <FormMessage kind="error">
      {errorText(status.error, "Could not load the two-factor settings.")}
    </FormMessage>
  ) : !data ? (
    <Spinner label="Loading two-factor settings..." />
  ) : data.enabled ? (
    <>
      <p className="text-sm">
        <strong>On.</strong> {data.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={primaryAction} variant="outline" onClick={() => onOpen("regenerate")}>
          New recovery codes
        </Button>
        <Button variant="outline" onClick={() => onOpen("disable")}>
          Turn off
        </Button>
      </div>
    </>
  ) : (
    <>
      <p className="text-sm">
        <strong>Off.</strong>{" "}
        {data.organizationRequires
          ? "Your organization requires it."
          : "Anyone with your password can sign in."}
      </p>
      <div>
        <Button ref={primaryAction} onClick={() => onOpen("enrol")} disabled={APP_MODE === "demo"}>
          Set up two-factor authentication
        </Button>
      </div>
    </>
  );
}
