import { useMutation } from "@tanstack/react-query";
import { type MessageDto, requestPasswordResetBody } from "../../shared/api";
import { FormMessage } from "../components/FormField";
import { EmailField, RequestError, SubmitButton } from "../components/FormParts";
import { api } from "../lib/api";
import { useForm } from "../lib/form";
import { AuthLayout, TextLink } from "./AuthLayout";

export default function RequestPasswordResetPage() {
  const request = useMutation({
    mutationFn: (body: { email: string }) => api.post<MessageDto>("/api/auth/request-password-reset", body),
  });
  const form = useForm({
    schema: requestPasswordResetBody,
    initial: { email: "" },
    onSubmit: (data) => request.mutate(data),
  });

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink href="/login">Back to log in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {request.isSuccess ? <FormMessage kind="success">{request.data.message}</FormMessage> : null}
        <RequestError request={request} fallback="Could not send the link. Please try again." />
        <EmailField {...form.field("email")} />
        <SubmitButton pending={request.isPending} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
