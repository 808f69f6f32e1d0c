import { UserAvatar } from "@propledger/shell";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  toast,
} from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, MailPlus, Trash2, UserMinus } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { createInvitationBody, type InvitationDto, type MemberDto } from "../../shared/api";
import type { Role } from "../../shared/roles";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { NotAllowed } from "../components/NotAllowed";
import { PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { useForm } from "../lib/form";
import { grantableRoles, roleName } from "../lib/roles";
import { useCurrentUser } from "../lib/session";
import { pageInfo } from "./pageInfo";

const MEMBERS_KEY = ["/api/users"] as const;
const INVITATIONS_KEY = ["/api/invitations"] as const;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const formatDate = (value: string) => dateFormat.format(new Date(value));

export default function UsersPermissionsPage() {
  const info = pageInfo("/shield/users-permissions");
  const { user, role, isAdmin } = useCurrentUser();
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={info.group ? [{ label: info.group }] : []}
    >
      {isAdmin ? (
        <>
          <InviteCard ownRole={role} />
          <MembersCard ownId={user?.id ? String(user.id) : undefined} ownRole={role} />
          <InvitationsCard />
        </>
      ) : (
        <NotAllowed />
      )}
    </PageFrame>
  );
}

/** The invitation went out; the link is shown too when the server hands it back (no email delivery). */
function InviteSent({ email, url }: { email: string; url: string | undefined }) {
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: "Send it to the person you invited." });
    } catch {
      toast({ title: "Error", description: "Could not copy the link", variant: "destructive" });
    }
  };
  return (
    <FormMessage kind="success">
      <span className="block">Invitation sent to {email}.</span>
      {url ? (
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <code
            className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs"
            data-testid="invite-url"
          >
            {url}
          </code>
          <Button type="button" size="sm" variant="outline" onClick={() => void copy(url)}>
            <Copy aria-hidden="true" className="size-4" />
            Copy link
          </Button>
        </span>
      ) : null}
    </FormMessage>
  );
}

function InviteCard({ ownRole }: { ownRole: string | null }) {
  const queryClient = useQueryClient();
  const roles = grantableRoles(ownRole);
  const [link, setLink] = useState<{ email: string; url?: string } | null>(null);
  const invite = useMutation({
    mutationFn: (body: z.infer<typeof createInvitationBody>) =>
      api.post<InvitationDto & { inviteUrl?: string }>("/api/invitations", body),
    onSuccess: (invitation) => {
      setLink({ email: invitation.email, url: invitation.inviteUrl });
      form.reset({ email: "", role: form.values.role });
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
  const form = useForm({
    schema: createInvitationBody,
    initial: {
      email: "",
      role: roles.some((r) => r.value === "viewer") ? "viewer" : (roles[0]?.value ?? "viewer"),
    },
    onSubmit: (data) => {
      setLink(null);
      invite.mutate(data);
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MailPlus aria-hidden="true" className="size-5 text-primary" />
          Invite someone
        </CardTitle>
        <CardDescription>
          We email them a link that is valid for 7 days. You can only grant roles up to your own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          {invite.isError ? (
            <FormMessage kind="error">
              {errorText(invite.error, "Could not send the invitation.")}
            </FormMessage>
          ) : null}
          {link ? <InviteSent email={link.email} url={link.url} /> : null}
          <div className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
            <FormField
              {...form.field("email")}
              label="Email"
              type="email"
              autoComplete="off"
              inputMode="email"
              spellCheck={false}
              required
            />
            <SelectField {...form.field("role")} label="Role" options={roles} />
            <Button type="submit" className="h-10 sm:mt-[1.375rem]" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MembersCard({ ownId, ownRole }: { ownId: string | undefined; ownRole: string | null }) {
  const members = useQuery<MemberDto[]>({ queryKey: MEMBERS_KEY });
  const [removing, setRemoving] = useState<MemberDto | null>(null);
  const roles = grantableRoles(ownRole);
  const { changeRole, remove } = useMemberChanges(removing, setRemoving);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Members</CardTitle>
        <CardDescription>Everyone in your organisation and their role.</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <Spinner label="Loading members..." showLabel />
        ) : members.isError ? (
          <FormMessage kind="error">{errorText(members.error, "Could not load the members.")}</FormMessage>
        ) : (
          <ul className="divide-y divide-border" aria-label="Members">
            {members.data.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                self={member.id === ownId}
                roles={roles}
                changing={changeRole.isPending}
                onRoleChange={(role) => changeRole.mutate({ id: member.id, role })}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this member?"
        description={`${removing?.email ?? ""} will lose access to your organisation's data at once.`}
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Card>
  );
}

/** Changing a member's role and removing a member, each toasting its outcome and reloading the members. */
function useMemberChanges(removing: MemberDto | null, setRemoving: (member: MemberDto | null) => void) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });

  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api.patch<MemberDto>(`/api/users/${encodeURIComponent(id)}`, { role }),
    onSuccess: (member) =>
      toast({ title: "Role changed", description: `${member.email} is now ${roleName(member.role)}.` }),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorText(error, "Could not change the role"),
        variant: "destructive",
      }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/api/users/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({
        title: "Member removed",
        description: `${removing?.email ?? "The member"} no longer has access.`,
      });
      setRemoving(null);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorText(error, "Could not remove the member"),
        variant: "destructive",
      }),
    onSettled: reload,
  });
  return { changeRole, remove };
}

/** One member: avatar, name, email and join date, with their role picker and remove button. */
function MemberRow({
  member,
  self,
  roles,
  changing,
  onRoleChange,
  onRemove,
}: {
  member: MemberDto;
  self: boolean;
  roles: { value: string; label: string }[];
  changing: boolean;
  onRoleChange(role: Role): void;
  onRemove(): void;
}) {
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const options = roles.some((r) => r.value === member.role)
    ? roles
    : [{ value: member.role, label: roleName(member.role) }, ...roles];
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar user={member} size="md" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{name}</span>
            {self ? <Badge variant="secondary">You</Badge> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {member.email} · joined {formatDate(member.joinedAt)}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Role of {name}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={self || changing}
          onChange={(event) => onRoleChange(event.target.value as Role)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground disabled:opacity-60"
        >
          {options.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </select>
        <Button
          variant="ghost"
          size="icon"
          disabled={self}
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="size-9 text-muted-foreground hover:text-destructive"
        >
          <UserMinus aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

function InvitationsCard() {
  const queryClient = useQueryClient();
  const invitations = useQuery<InvitationDto[]>({ queryKey: INVITATIONS_KEY });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete(`/api/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => toast({ title: "Invitation revoked", description: "The link no longer works." }),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorText(error, "Could not revoke the invitation"),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pending invitations</CardTitle>
        <CardDescription>Invitations that have not been accepted yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Spinner label="Loading invitations..." showLabel />
        ) : invitations.isError ? (
          <FormMessage kind="error">
            {errorText(invitations.error, "Could not load the invitations.")}
          </FormMessage>
        ) : invitations.data.length === 0 ? (
          <p className="text-muted-foreground">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Pending invitations">
            {invitations.data.map((invitation) => (
              <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {roleName(invitation.role)} · expires {formatDate(invitation.expiresAt)}
                    {invitation.invitedBy
                      ? ` · invited by ${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`
                      : ""}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(invitation.id)}
                  aria-label={`Revoke invitation for ${invitation.email}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
