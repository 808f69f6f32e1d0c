import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { EmailStatusDto, PendingMembershipDto } from "../../../shared/account";
import type { MessageDto } from "../../../shared/api";
import { FormMessage } from "../../components/FormField";
import { api, CURRENT_USER_KEY, errorText, queryClient } from "../../lib/api";
import { roleName } from "../../lib/roles";

export const EMAIL_STATUS_KEY = ["/api/auth/email-status"] as const;
const PENDING_KEY = ["/api/auth/memberships/pending"] as const;

/** Whether the address is confirmed, a change waiting for its link, and memberships waiting for the owner. */
export function EmailCard() {
  const status = useQuery({
    queryKey: EMAIL_STATUS_KEY,
    queryFn: ({ signal }) => api.get<EmailStatusDto>("/api/auth/email-status", { signal }),
  });
  const pending = useQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => api.get<PendingMembershipDto[]>("/api/auth/memberships/pending", { signal }),
  });
  const resend = useMutation({ mutationFn: () => api.post<MessageDto>("/api/auth/verify-email/resend") });
  const answer = useMutation({
    mutationFn: ({ organizationId, keep }: { organizationId: string; keep: boolean }) =>
      api.post<MessageDto>(`/api/auth/memberships/${organizationId}/${keep ? "confirm" : "decline"}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  const data = status.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email address</CardTitle>
        <CardDescription>
          Only a confirmed address can invite people or join other organizations.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isError ? (
          <FormMessage kind="error">{errorText(status.error, "Could not load.")}</FormMessage>
        ) : null}
        {data ? (
          <p className="text-sm">
            <span className="font-medium">{data.email}</span>{" "}
            {data.verified ? "is confirmed." : "is not confirmed yet. Open the link we emailed you."}
          </p>
        ) : null}
        {data?.pendingEmail ? (
          <p className="text-sm">
            Waiting for <span className="font-medium">{data.pendingEmail}</span> to confirm the change by the
            link we sent it. Until then you sign in with {data.email}.
          </p>
        ) : null}
        {data && !data.verified ? (
          <div className="flex flex-col gap-2">
            {resend.isSuccess ? <FormMessage kind="success">{resend.data.message}</FormMessage> : null}
            {resend.isError ? <FormMessage kind="error">{errorText(resend.error)}</FormMessage> : null}
            <div>
              <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
                Send a new confirmation link
              </Button>
            </div>
          </div>
        ) : null}
        {answer.isError ? <FormMessage kind="error">{errorText(answer.error)}</FormMessage> : null}
        {(pending.data ?? []).map((membership) => (
          <PendingMembership
            key={membership.organizationId}
            membership={membership}
            busy={answer.isPending}
            onAnswer={(keep) => answer.mutate({ organizationId: membership.organizationId, keep })}
          />
        ))}
      </CardContent>
    </Card>
  );
}

/** A membership made before the address was confirmed: the owner keeps it or leaves. */
function PendingMembership({
  membership,
  busy,
  onAnswer,
}: {
  membership: PendingMembershipDto;
  busy: boolean;
  onAnswer(keep: boolean): void;
}) {
  return (
    <section
      aria-label={`Membership of ${membership.organizationName}`}
      className="flex flex-col gap-2 rounded-md border border-warning/50 p-3 text-sm"
    >
      <p>
        Your account was made {roleName(membership.role)} of{" "}
        <span className="font-medium">{membership.organizationName}</span> before you confirmed your email
        address.{" "}
        {membership.otherMembers.length
          ? `Other members: ${membership.otherMembers.map((m) => m.email).join(", ")}.`
          : "Nobody else is a member."}{" "}
        Keep it only if you set it up yourself.
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => onAnswer(true)}>
          Keep membership
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAnswer(false)}>
          Leave organization
        </Button>
      </div>
    </section>
  );
}
