import { Button } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type CurrentUser, PASSWORD_MAX, PASSWORD_MIN, signupBody } from "../../shared/api";
import { FormField, FormMessage } from "../components/FormField";
import { api, errorText, onSignedIn } from "../lib/api";
import { useForm } from "../lib/form";
import { navigate } from "../lib/router";
import { AuthLayout, TextLink } from "./AuthLayout";

type SignupBody = z.infer<typeof signupBody>;

export default function SignupPage() {
  const signup = useMutation({
    mutationFn: (body: SignupBody) => api.post<CurrentUser>("/api/auth/signup", body),
    onSuccess: (user) => {
      onSignedIn(user);
      navigate("/dashboard", { replace: true });
    },
  });
  const form = useForm({
    schema: signupBody,
    initial: { firstName: "", lastName: "", email: "", password: "", organizationName: "" },
    toInput: (values) => ({ ...values, organizationName: values.organizationName.trim() || undefined }),
    onSubmit: (data) => signup.mutate(data),
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Bring your rental books, properties and tenants together."
      footer={
        <p>
          Already have an account? <TextLink href="/login">Log in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {signup.isError ? (
          <FormMessage kind="error">
            {errorText(signup.error, "Could not create the account. Please try again.")}
          </FormMessage>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...form.field("firstName")} label="First name" autoComplete="given-name" required />
          <FormField {...form.field("lastName")} label="Last name" autoComplete="family-name" required />
        </div>
        <FormField
          {...form.field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
        />
        <FormField
          {...form.field("password")}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A long phrase is easy to remember and hard to guess.`}
          required
        />
        <FormField
          {...form.field("organizationName")}
          label="Company or portfolio name (optional)"
          autoComplete="organization"
        />
        <Button type="submit" size="lg" disabled={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
