import { Spinner } from "@propledger/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import {
  acceptInvitationBody,
  type CurrentUser,
  type InvitationPreviewDto,
  PASSWORD_MIN,
} from "../../shared/api";
import { FormField } from "../components/FormField";
import {
  NameFields,
  NEW_PASSWORD_HINT,
  PasswordField,
  passwordRefusal,
  RequestError,
  SubmitButton,
} from "../components/FormParts";
import { api, errorText, onSignedIn } from "../lib/api";
import { useForm } from "../lib/form";
import { roleName } from "../lib/roles";
import { navigate } from "../lib/router";
import { AuthLayout, TextLink } from "./AuthLayout";

export default function AcceptInvitationPage() {
  const { token = "" } = useParams<{ token: string }>();
  const preview = useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      api.get<InvitationPreviewDto>(`/api/invitations/${encodeURIComponent(token)}`, {
        signal,
        redirectOnUnauthorized: false,
      }),
    retry: false,
  });

  if (preview.isPending) {
    return (
      <AuthLayout title="Accept invitation">
        <div className="flex justify-center py-6">
          <Spinner size="lg" label="Loading the invitation..." showLabel />
        </div>
      </AuthLayout>
    );
  }
  if (preview.isError) {
    return (
      <AuthLayout
        title="This invitation cannot be used"
        description={errorText(preview.error, "The invitation could not be loaded.")}
        footer={
          <p>
            Ask the person who invited you for a new invitation, or <TextLink href="/login">log in</TextLink>.
          </p>
        }
      />
    );
  }
  return <AcceptForm token={token} invitation={preview.data} />;
}

/** Who invited which address, as what. */
function InvitationSummary({ invitation }: { invitation: InvitationPreviewDto }) {
  const inviter = invitation.invitedBy;
  const inviterName = inviter
    ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email
    : "An administrator";
  return (
    <>
      <strong className="font-semibold text-foreground">{inviterName}</strong>
      {inviter ? ` (${inviter.email})` : ""} invited{" "}
      <strong className="font-semibold text-foreground">{invitation.email}</strong> to join as{" "}
      <strong className="font-semibold text-foreground">{roleName(invitation.role)}</strong>.
    </>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreviewDto }) {
  // Signed in as the invited account: one click, no password (the login already proved it).
  const existing = invitation.forSignedInUser;
  const accept = useMutation({
    mutationFn: (body: { password?: string; firstName?: string; lastName?: string }) =>
      api.post<CurrentUser>(`/api/invitations/${encodeURIComponent(token)}/accept`, body, {
        redirectOnUnauthorized: false,
      }),
    onSuccess: (user) => {
      onSignedIn(user);
      navigate("/dashboard", { replace: true });
    },
  });
  const form = useForm({
    schema: acceptInvitationBody,
    initial: { firstName: "", lastName: "", password: "" },
    toInput: (values) => (existing ? {} : { ...values }),
    validate: (values) => {
      if (existing) return {};
      const errors: Record<string, string> = {};
      if (!values.firstName.trim()) errors.firstName = "First name is required";
      if (!values.lastName.trim()) errors.lastName = "Last name is required";
      if (!values.password) errors.password = "Password is required";
      else if (values.password.length < PASSWORD_MIN)
        errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
      return errors;
    },
    onSubmit: (data) => accept.mutate(data),
  });
  const refused = passwordRefusal(accept, "password", form.values.password);

  return (
    <AuthLayout
      title={`Join ${invitation.organizationName}`}
      description={<InvitationSummary invitation={invitation} />}
      footer={
        <p>
          {existing ? "Not you? " : "Already have an account for this email? "}
          <TextLink href="/login">{existing ? "Log in with another account" : "Log in"}</TextLink>
          {existing ? "" : ", then open this invitation link again."}
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        <RequestError
          request={accept}
          fallback="Could not accept the invitation."
          shownBesideField={refused}
        />
        <FormField
          id="field-invited-email"
          label="Email"
          type="email"
          value={invitation.email}
          autoComplete="username"
          readOnly
          hint="The invitation is for this address."
        />
        {existing ? null : <NameFields first={form.field("firstName")} last={form.field("lastName")} />}
        {existing ? null : (
          <PasswordField
            {...form.field("password")}
            error={form.field("password").error ?? refused}
            label="Choose a password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
        )}
        <SubmitButton pending={accept.isPending} pendingLabel="Joining...">
          {existing ? `Join ${invitation.organizationName}` : "Create account and join"}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
