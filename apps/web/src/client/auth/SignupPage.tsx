import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type CurrentUser, signupBody } from "../../shared/api";
import { FormField } from "../components/FormField";
import {
  EmailField,
  NameFields,
  NEW_PASSWORD_HINT,
  PasswordField,
  passwordRefusal,
  RequestError,
  SubmitButton,
} from "../components/FormParts";
import { api, onSignedIn } from "../lib/api";
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

  const refused = passwordRefusal(signup, "password", form.values.password);

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
        <RequestError
          request={signup}
          fallback="Could not create the account. Please try again."
          shownBesideField={refused}
        />
        <NameFields first={form.field("firstName")} last={form.field("lastName")} />
        <EmailField {...form.field("email")} />
        <PasswordField
          {...form.field("password")}
          error={form.field("password").error ?? refused}
          label="Password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <FormField
          {...form.field("organizationName")}
          label="Company or portfolio name (optional)"
          autoComplete="organization"
        />
        <SubmitButton pending={signup.isPending} pendingLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
