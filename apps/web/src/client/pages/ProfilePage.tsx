import { UserAvatar, userRole } from "@propledger/shell";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type CurrentUser, changePasswordBody, type MessageDto, updateProfileBody } from "../../shared/api";
import { TwoFactorCard } from "../auth/mfa/TwoFactorCard";
import { FormField, FormMessage } from "../components/FormField";
import {
  EmailField,
  NameFields,
  NEW_PASSWORD_HINT,
  PasswordField,
  passwordRefusal,
} from "../components/FormParts";
import { PageFrame } from "../components/PageFrame";
import { APP_MODE, api, CURRENT_USER_KEY, errorText, queryClient } from "../lib/api";
import { useForm } from "../lib/form";
import { roleName } from "../lib/roles";
import { useCurrentUser } from "../lib/session";
import { pageInfo } from "./pageInfo";
import { EMAIL_STATUS_KEY, EmailCard } from "./profile/EmailCard";
import { SessionsCard } from "./profile/SessionsCard";

const PAGE = pageInfo("/profile");

export default function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <PageFrame title={PAGE.title} description={PAGE.description}>
      {APP_MODE === "demo" ? (
        <FormMessage kind="success">The demo administrator's profile cannot be changed.</FormMessage>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {user ? <ProfileCard user={user as CurrentUser} /> : null}
        <PasswordCard email={user?.email ?? ""} />
        <TwoFactorCard />
        <EmailCard />
        <SessionsCard />
      </div>
    </PageFrame>
  );
}

/**
 * The personal details form: a changed email needs the current password and takes effect only once its
 * confirmation link is opened.
 */
function useProfileForm(user: CurrentUser) {
  const initial = {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email ?? "",
    profileImageUrl: user.profileImageUrl ?? "",
    currentPassword: "",
  };
  const [saved, setSaved] = useState(false);
  const update = useMutation({
    mutationFn: (body: { email?: string }) => api.patch<CurrentUser>("/api/auth/profile", body),
    onSuccess: (next, sent) => {
      void queryClient.invalidateQueries({ queryKey: EMAIL_STATUS_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, next);
      setSaved(true);
      form.reset({
        firstName: next.firstName,
        lastName: next.lastName,
        email: next.email,
        profileImageUrl: next.profileImageUrl ?? "",
        currentPassword: "",
      });
      // A new address takes effect only once it confirms by the link sent to it.
      const asked = sent.email && sent.email.toLowerCase() !== next.email.toLowerCase() ? sent.email : null;
      toast({
        title: "Profile updated",
        description: asked
          ? `We sent a link to ${asked}. Your email changes when you open it.`
          : "Your changes are saved.",
      });
    },
  });
  const form = useForm({
    schema: updateProfileBody,
    initial,
    toInput: (values) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      profileImageUrl: values.profileImageUrl.trim() || null,
      ...(values.email.trim().toLowerCase() !== (user.email ?? "").toLowerCase()
        ? { currentPassword: values.currentPassword }
        : {}),
    }),
    validate: (values) =>
      values.email.trim().toLowerCase() !== (user.email ?? "").toLowerCase() && !values.currentPassword
        ? { currentPassword: "Enter your current password to change your email" }
        : {},
    onSubmit: (data) => {
      setSaved(false);
      update.mutate(data);
    },
  });
  return { form, update, saved };
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const { form, update, saved } = useProfileForm(user);
  const emailChanged = form.values.email.trim().toLowerCase() !== (user.email ?? "").toLowerCase();
  const preview = { ...user, ...form.values, profileImageUrl: form.values.profileImageUrl || null };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Personal details</CardTitle>
        <CardDescription>
          {roleName(userRole(user) ?? "")}
          {user.organizationName ? ` at ${user.organizationName}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <UserAvatar user={preview} size="xl" />
            <p className="text-sm text-muted-foreground">
              Without a picture, an avatar is made from your email, or your initials are shown.
            </p>
          </div>
          {update.isError ? (
            <FormMessage kind="error">{errorText(update.error, "Could not save your profile.")}</FormMessage>
          ) : saved ? (
            <FormMessage kind="success">Profile saved.</FormMessage>
          ) : null}
          <NameFields first={form.field("firstName")} last={form.field("lastName")} />
          <EmailField {...form.field("email")} />
          {emailChanged ? (
            <FormField
              {...form.field("currentPassword")}
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change the email you sign in with. The new address confirms by a link we send it."
            />
          ) : null}
          <FormField
            {...form.field("profileImageUrl")}
            label="Profile picture URL (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            spellCheck={false}
            hint="An https:// link to an image. Leave empty to remove the picture."
          />
          <div>
            <Button type="submit" disabled={update.isPending || APP_MODE === "demo"}>
              {update.isPending ? "Saving..." : "Save profile"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard({ email }: { email: string }) {
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<MessageDto>("/api/auth/change-password", body),
    onSuccess: () => {
      // The server rotated this session (and ended the others): its CSRF token changed with it.
      api.clearCsrfToken();
      form.reset();
    },
  });
  const form = useForm({
    schema: changePasswordBody,
    initial: { currentPassword: "", newPassword: "", confirm: "" },
    toInput: (values) => ({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    validate: (values) =>
      values.confirm !== values.newPassword ? { confirm: "The passwords do not match" } : {},
    onSubmit: (data) => change.mutate(data),
  });
  const refused = passwordRefusal(change, "newPassword", form.values.newPassword);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          {change.isError && !refused ? (
            <FormMessage kind="error">
              {errorText(change.error, "Could not change the password.")}
            </FormMessage>
          ) : change.isSuccess ? (
            <FormMessage kind="success">{change.data.message}</FormMessage>
          ) : null}
          {/* Lets password managers attach the new password to the right account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
          <PasswordField
            {...form.field("currentPassword")}
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField
            {...form.field("newPassword")}
            error={form.field("newPassword").error ?? refused}
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
          <PasswordField
            {...form.field("confirm")}
            label="Repeat the new password"
            autoComplete="new-password"
          />
          <div>
            <Button type="submit" disabled={change.isPending || APP_MODE === "demo"}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
