import { useMutation } from "@tanstack/react-query";
import type { CurrentUser } from "../../../shared/api";
import { mfaVerifyBody } from "../../../shared/mfa";
import { FormField } from "../../components/FormField";
import { RequestError, SubmitButton } from "../../components/FormParts";
import { useForm } from "../../lib/form";
import { mfaApi } from "./api";

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function CodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn(user: CurrentUser): void;
  onRestart(): void;
}) {
  const verify = useMutation({ mutationFn: (code: string) => mfaApi.verify(code), onSuccess: onSignedIn });
  const form = useForm({
    schema: mfaVerifyBody,
    initial: { code: "" },
    onSubmit: (data) => verify.mutate(data.code),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      <RequestError request={verify} fallback="Could not check the code. Please try again." />
      <FormField
        {...form.field("code")}
        label="Authentication code"
        autoComplete="one-time-code"
        spellCheck={false}
        autoFocus
        required
      />
      <SubmitButton pending={verify.isPending} pendingLabel="Checking...">
        Verify
      </SubmitButton>
      <button type="button" onClick={onRestart} className="self-start text-sm underline underline-offset-4">
        Start over with your email and password
      </button>
    </form>
  );
}
