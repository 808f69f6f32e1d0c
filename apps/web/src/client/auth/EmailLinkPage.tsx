import { useMutation } from "@tanstack/react-query";
import { useSearch } from "wouter";
import type { MessageDto } from "../../shared/api";
import { FormMessage } from "../components/FormField";
import { RequestError, SubmitButton } from "../components/FormParts";
import { api, CURRENT_USER_KEY, queryClient } from "../lib/api";
import { AuthLayout, TextLink } from "./AuthLayout";

interface EmailLinkPageProps {
  title: string;
  description: string;
  endpoint: "/api/auth/verify-email" | "/api/auth/confirm-email";
  action: string;
}

/**
 * Opening an e-mailed link only shows a button: mail scanners that fetch links must not use up the
 * token, so the address is proved by the owner's click (a POST with the token).
 */
function EmailLinkPage({ title, description, endpoint, action }: EmailLinkPageProps) {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useMutation({
    mutationFn: () => api.post<MessageDto>(endpoint, { token }, { redirectOnUnauthorized: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
  if (!token) {
    return (
      <AuthLayout
        title="This link is incomplete"
        description="Open the link from the email again, or send a new one from your profile."
        footer={
          <p>
            <TextLink href="/login">Log in</TextLink>
          </p>
        }
      />
    );
  }
  return (
    <AuthLayout
      title={title}
      description={description}
      footer={
        <p>
          <TextLink href={confirm.isSuccess ? "/profile" : "/login"}>
            {confirm.isSuccess ? "Go to your profile" : "Log in"}
          </TextLink>
        </p>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate();
        }}
      >
        {confirm.isSuccess ? <FormMessage kind="success">{confirm.data.message}</FormMessage> : null}
        <RequestError request={confirm} fallback="Could not confirm the address. Please try again." />
        {confirm.isSuccess ? null : (
          <SubmitButton pending={confirm.isPending} pendingLabel="Confirming...">
            {action}
          </SubmitButton>
        )}
      </form>
    </AuthLayout>
  );
}

export function VerifyEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your email address"
      description="Confirming proves this address is yours. Any other session of your account is signed out."
      endpoint="/api/auth/verify-email"
      action="Confirm my email address"
    />
  );
}

export function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your new email address"
      description="After this you sign in with the new address, and every other session is signed out."
      endpoint="/api/auth/confirm-email"
      action="Use this address"
    />
  );
}
