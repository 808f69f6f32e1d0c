import { Button, Spinner } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { mfaEnableBody } from "../../../shared/mfa";
import { FormField } from "../../components/FormField";
import { RequestError } from "../../components/FormParts";

import { useForm } from "../../lib/form";
import { MFA_STATUS_KEY, mfaApi } from "./api";
import { RecoveryCodes } from "./RecoveryCodes";

/**
 * Setting up two-factor: a new secret as a QR code and as text, confirmed with a code from the app
 * (until then it is not active), then the recovery codes, shown once.
 */
export function EnrolForm({ onDone, doneLabel }: { onDone(): void; doneLabel: string }) {
  const queryClient = useQueryClient();
  const setup = useMutation({ mutationFn: mfaApi.setup });
  const [codes, setCodes] = useState<string[] | null>(null);
  const enable = useMutation({
    mutationFn: (code: string) => mfaApi.enable(code),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
      setCodes(answer.recoveryCodes);
    },
  });
  const form = useForm({
    schema: mfaEnableBody,
    initial: { code: "" },
    onSubmit: (data) => enable.mutate(data.code),
  });
  const start = setup.mutate;
  useEffect(() => start(), [start]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  if (setup.isError)
    return (
      <div className="flex flex-col gap-4">
        <RequestError request={setup} fallback="Could not start the set-up." />
        <div>
          <Button type="button" variant="outline" onClick={() => setup.mutate()}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (!setup.data) return <Spinner label="Preparing your authenticator set-up..." />;
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        <li>Open your authenticator app (for example Google Authenticator, 1Password or Authy).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.data.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="rounded-md border bg-white p-1"
      />
      <div className="text-sm">
        <span className="font-medium">Setup key</span>
        <code className="mt-1 block break-all rounded-md bg-muted px-2 py-1">{setup.data.secret}</code>
      </div>
      <RequestError request={enable} fallback="Could not turn on two-factor authentication." />
      <FormField
        {...form.field("code")}
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <div>
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? "Checking..." : "Turn on"}
        </Button>
      </div>
    </form>
  );
}
