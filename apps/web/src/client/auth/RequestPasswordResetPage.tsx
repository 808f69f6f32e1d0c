import { Button } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import { type MessageDto, requestPasswordResetBody } from "../../shared/api";
import { FormField, FormMessage } from "../components/FormField";
import { api, errorText } from "../lib/api";
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
        {request.isError ? (
          <FormMessage kind="error">
            {errorText(request.error, "Could not send the link. Please try again.")}
          </FormMessage>
        ) : null}
        <FormField
          {...form.field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
        />
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send reset link"}
        </Button>
      </form>
    </AuthLayout>
  );
}
