import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { type CurrentUser, loginBody } from "../../shared/api";
import { isMfaChallenge, type MfaChallengeAnswer } from "../../shared/mfa";
import { FormMessage } from "../components/FormField";
import { EmailField, PasswordField, RequestError, SubmitButton } from "../components/FormParts";
import { APP_MODE, api, onSignedIn, safeNext } from "../lib/api";
import { useForm } from "../lib/form";
import { navigate } from "../lib/router";
import { AuthLayout, TextLink } from "./AuthLayout";
import { CodeStep } from "./mfa/CodeStep";

export default function LoginPage() {
  const params = new URLSearchParams(useSearch());
  const next = safeNext(params.get("next"));
  const notice =
    params.get("reset") === "1" ? "Your password has been reset. Please log in with the new one." : null;

  // With two-factor on, the right password leads to a second step for the code, on this page.
  const [codeStep, setCodeStep] = useState(false);
  const signedIn = (user: CurrentUser) => {
    onSignedIn(user);
    const target = user.twoFactorSetupRequired ? `/two-factor-setup?next=${encodeURIComponent(next)}` : next;
    navigate(target, { replace: true });
  };
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<CurrentUser | MfaChallengeAnswer>("/api/auth/login", body),
    onSuccess: (answer) => {
      if (isMfaChallenge(answer)) setCodeStep(true);
      else signedIn(answer);
    },
  });
  const form = useForm({
    schema: loginBody,
    initial: { email: params.get("email") ?? "", password: "" },
    onSubmit: (data) => login.mutate(data),
  });

  if (codeStep)
    return (
      <AuthLayout title="Two-factor authentication" description="One more step to sign in.">
        <CodeStep
          onSignedIn={signedIn}
          onRestart={() => {
            login.reset();
            form.reset({ email: form.values.email, password: "" });
            setCodeStep(false);
          }}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back to PropLedger."
      footer={
        <>
          <p>
            New to PropLedger? <TextLink href="/signup">Create an account</TextLink>
          </p>
          <p>
            <TextLink href="/request-password-reset">Forgot your password?</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {APP_MODE === "demo" ? (
          <FormMessage kind="success">
            This is the demo: you are already the demo administrator.{" "}
            <Link href="/dashboard" className="font-medium underline underline-offset-4">
              Open the dashboard
            </Link>
          </FormMessage>
        ) : null}
        {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
        <RequestError request={login} fallback="Could not log in. Please try again." />
        <EmailField {...form.field("email")} autoComplete="username" />
        <PasswordField {...form.field("password")} label="Password" autoComplete="current-password" />
        <SubmitButton pending={login.isPending} pendingLabel="Logging in...">
          Log in
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
