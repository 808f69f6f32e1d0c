import { useQueryClient } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { CURRENT_USER_KEY, safeNext } from "../../lib/api";
import { navigate } from "../../lib/router";
import { AuthLayout } from "../AuthLayout";
import { EnrolForm } from "./EnrolForm";

/** Where a member lands when the organization requires two-factor and they have not set it up. */
export default function TwoFactorSetupPage() {
  const queryClient = useQueryClient();
  const next = safeNext(new URLSearchParams(useSearch()).get("next"));
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    navigate(next, { replace: true });
  };
  return (
    <AuthLayout
      title="Set up two-factor authentication"
      description="Your organization requires a code from an authenticator app when you sign in."
      footer={
        <p>
          Not now?{" "}
          <a href="/api/logout" className="font-medium underline underline-offset-4">
            Sign out
          </a>
        </p>
      }
    >
      <EnrolForm onDone={done} doneLabel="Continue" />
    </AuthLayout>
  );
}
