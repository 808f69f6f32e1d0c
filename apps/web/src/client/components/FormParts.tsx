// The pieces the auth and profile forms repeat: the email and name fields, the request's error, and the
// submit button with its pending label.
import { isApiError } from "@propledger/shell";
import { Button } from "@propledger/ui";
import type { ReactNode } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/api";
import { errorText } from "../lib/api";
import { useHydrated } from "../lib/useHydrated";
import { FormField, type FormFieldProps, FormMessage } from "./FormField";

type FieldProps = Omit<FormFieldProps, "label"> & { label?: ReactNode };

/** The email a user signs in with (autoComplete "email" unless a form says otherwise). */
export function EmailField(props: FieldProps) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A required password input; `autoComplete` tells password managers which one it is. */
export function PasswordField(props: FormFieldProps) {
  return <FormField type="password" required {...props} />;
}

/** First and last name, side by side from the small breakpoint. */
export function NameFields({ first, last }: { first: FieldProps; last: FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" autoComplete="given-name" required {...first} />
      <FormField label="Last name" autoComplete="family-name" required {...last} />
    </div>
  );
}

/** A hint under new-password fields: the server decides, with a strength estimate (zxcvbn score ≥ 3). */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not easy to guess. A phrase of several unrelated words is easy to remember and hard to guess.`;

/**
 * The server's refusal of a new password ("Password is too easy to guess. …"), to show beside that
 * field rather than above the form, while the field still holds the refused password.
 */
export function passwordRefusal(
  request: { isError: boolean; error: unknown; variables?: unknown },
  field: string,
  value: string,
): string | undefined {
  const { error } = request;
  if (!request.isError || !isApiError(error) || error.status !== 400) return undefined;
  if (!/^Password (is|must)\b/.test(error.message)) return undefined;
  const sent = (request.variables as Record<string, unknown> | undefined)?.[field];
  return sent === value ? error.message : undefined;
}

/** The failed request's message (or `fallback`), nothing while it has not failed or is shown elsewhere. */
export function RequestError({
  request,
  fallback,
  shownBesideField,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
  /** The message is already shown beside a field (passwordRefusal). */
  shownBesideField?: string | undefined;
}) {
  if (shownBesideField) return null;
  return request.isError ? (
    <FormMessage kind="error">{errorText(request.error, fallback)}</FormMessage>
  ) : null;
}

/**
 * The auth pages' large submit button, disabled with `pendingLabel` while the request runs. On a prerendered
 * page it is also disabled until React has hydrated the form: a native submit before then would send the
 * fields as a GET, the password in the URL.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={pending || !hydrated}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
