import { useMutation } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { type MessageDto, resetPasswordBody } from "../../shared/api";
import {
  NEW_PASSWORD_HINT,
  PasswordField,
  passwordRefusal,
  RequestError,
  SubmitButton,
} from "../components/FormParts";
import { api } from "../lib/api";
import { useForm } from "../lib/form";
import { navigate } from "../lib/router";
import { AuthLayout, TextLink } from "./AuthLayout";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<MessageDto>("/api/auth/reset-password", body),
    onSuccess: () => navigate("/login?reset=1", { replace: true }),
  });
  const form = useForm({
    schema: resetPasswordBody,
    initial: { password: "", confirm: "" },
    toInput: (values) => ({ token, password: values.password }),
    validate: (values) =>
      values.confirm !== values.password ? { confirm: "The passwords do not match" } : {},
    onSubmit: (data) => reset.mutate(data),
  });

  const refused = passwordRefusal(reset, "password", form.values.password);

  if (!token) {
    return (
      <AuthLayout
        title="This link is incomplete"
        description="Open the link from the email again, or ask for a new one."
        footer={
          <p>
            <TextLink href="/request-password-reset">Send me a new link</TextLink>
          </p>
        }
      />
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="Setting a new password signs you out on every device."
      footer={
        <p>
          Link expired? <TextLink href="/request-password-reset">Send a new link</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        <RequestError
          request={reset}
          fallback="Could not reset the password. Please try again."
          shownBesideField={refused}
        />
        <PasswordField
          {...form.field("password")}
          error={form.field("password").error ?? refused}
          label="New password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <PasswordField
          {...form.field("confirm")}
          label="Repeat the new password"
          autoComplete="new-password"
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
