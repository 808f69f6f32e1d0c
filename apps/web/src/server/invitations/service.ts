import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser, InvitationDto, InvitationPreviewDto } from "../../shared/api";
import { isAdminRole, type Role, roleRank } from "../../shared/roles";
import { hashPassword } from "../auth/passwords";
import { assertPasswordAcceptable, findUserByEmail, signIn } from "../auth/service";
import { type Auth, getAuth, randomToken, sha256 } from "../auth/session";
import { DAY } from "../clock";
import type { AppContext } from "../context";
import { invitations, memberships, organizations, users } from "../db/schema";
import { emailName } from "../email/names";
import { badRequest, forbidden, HttpError, isUniqueViolation, notFound } from "../http/errors";
import { notify } from "../notifications/service";

const INVITATION_TTL_MS = 7 * DAY;
const INVALID = "This invitation is invalid or has expired";
const SIGN_IN_TO_ACCEPT =
  "An account already exists for this email. Log in with it, then open the invitation link again to join.";
export const VERIFY_TO_INVITE =
  "Confirm your email address before inviting people: open the link we sent you, or send a new one from your profile.";
export const VERIFY_TO_JOIN =
  "Confirm your email address before joining another organization: open the link we sent you, or send a new one from your profile, then open this invitation again.";
const ROLE_LABEL: Record<Role, string> = {
  super_admin: "Super admin",
  admin: "Admin",
  manager: "Manager",
  viewer: "Viewer",
};

const inviter = alias(users, "inviter");

const pending = (ctx: AppContext) =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, ctx.clock.now()),
  );

export async function listInvitations(ctx: AppContext, organizationId: string): Promise<InvitationDto[]> {
  const rows = await ctx.db
    .select({
      inv: invitations,
      by: { id: inviter.id, firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email },
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(and(eq(invitations.organizationId, organizationId), pending(ctx)))
    .orderBy(desc(invitations.createdAt), asc(invitations.email));
  return rows.map(({ inv, by }) => ({
    id: inv.id,
    email: inv.email,
    role: inv.role,
    createdAt: inv.createdAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    invitedBy: by,
  }));
}

export async function createInvitation(
  ctx: AppContext,
  actor: Auth,
  email: string,
  role: Role,
): Promise<InvitationDto & { inviteUrl: string }> {
  if (!actor.emailVerified) throw forbidden(VERIFY_TO_INVITE);
  if (roleRank(role) > roleRank(actor.role))
    throw forbidden("You cannot invite someone with a role above your own");
  const keys = [`org:${actor.organizationId}`, `user:${actor.user.id}`];
  if (keys.some((key) => ctx.throttles.invite.isBlocked(key)))
    throw new HttpError(429, "Too many invitations sent. Please wait an hour and try again.");
  const existing = await findUserByEmail(ctx, email);
  if (existing) {
    const [member] = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, existing.id), eq(memberships.organizationId, actor.organizationId)));
    if (member) throw new HttpError(409, "This person is already a member of your organization");
  }
  for (const key of keys) ctx.throttles.invite.hit(key);
  const token = randomToken();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(invitations)
    .values({
      tokenHash: sha256(token),
      organizationId: actor.organizationId,
      email,
      role,
      invitedByUserId: actor.user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .returning();
  if (!row) throw new Error("invitation insert returned nothing");
  const inviteUrl = `${ctx.publicUrl}/accept-invitation/${token}`;
  const who = emailName(`${actor.user.firstName} ${actor.user.lastName}`) || actor.user.email;
  const organization = emailName(actor.organizationName);
  ctx.background.run(() =>
    ctx.email.send({
      to: email,
      subject: `${who} invited you to ${organization} on PropLedger`,
      text: `${who} invited you to join ${organization} on PropLedger as ${ROLE_LABEL[role]}.\n\nAccept the invitation within 7 days:\n\n${inviteUrl}\n`,
    }),
  );
  return {
    id: row.id,
    email,
    role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: {
      id: actor.user.id,
      firstName: actor.user.firstName,
      lastName: actor.user.lastName,
      email: actor.user.email,
    },
    inviteUrl,
  };
}

export async function revokeInvitation(ctx: AppContext, actor: Auth, id: string): Promise<void> {
  const rows = await ctx.db
    .update(invitations)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, actor.organizationId), pending(ctx)))
    .returning({ id: invitations.id });
  if (rows.length === 0) throw notFound("Invitation not found");
}

async function findPending(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({
      inv: invitations,
      organizationName: organizations.name,
      by: { firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email },
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(and(eq(invitations.tokenHash, sha256(token)), pending(ctx)));
  if (!row) throw notFound(INVALID);
  return row;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Public (anyone holding the link): says nothing about whether an account exists for the address. */
export async function previewInvitation(
  ctx: AppContext,
  token: string,
  caller: Auth | null,
): Promise<InvitationPreviewDto> {
  const { inv, organizationName, by } = await findPending(ctx, token);
  return {
    email: inv.email,
    role: inv.role,
    organizationName,
    invitedBy: by,
    expiresAt: inv.expiresAt.toISOString(),
    forSignedInUser: Boolean(caller?.sessionIdHash && sameEmail(caller.user.email, inv.email)),
  };
}

/** The inviter must still be an admin of the organization, with a role at least the invited one. */
async function assertInviterStillEntitled(
  ctx: AppContext,
  inv: { organizationId: string; invitedByUserId: string | null; role: Role },
): Promise<void> {
  if (!inv.invitedByUserId) throw notFound(INVALID);
  const [row] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.userId, inv.invitedByUserId), eq(memberships.organizationId, inv.organizationId)),
    );
  if (!row || !isAdminRole(row.role) || roleRank(inv.role) > roleRank(row.role)) throw notFound(INVALID);
}

export async function acceptInvitation(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  input: { password?: string | undefined; firstName?: string | undefined; lastName?: string | undefined },
): Promise<CurrentUser> {
  const { inv, organizationName } = await findPending(ctx, token);
  await assertInviterStillEntitled(ctx, inv);
  // The account is the invited e-mail's, never the caller's current one: the invitation is bound to it.
  const existing = await findUserByEmail(ctx, inv.email);
  let newUser: { passwordHash: string; firstName: string; lastName: string } | null = null;
  if (existing) {
    // Never a password here (it would be a second, unthrottled login): the owner accepts signed in,
    // through the normal login and its throttle.
    const caller = await getAuth(request);
    if (!caller?.sessionIdHash || caller.user.id !== existing.id) throw new HttpError(409, SIGN_IN_TO_ACCEPT);
    // Refused here, not when inviting, so an invitation says nothing about which accounts are unproven.
    if (!existing.emailVerifiedAt) throw new HttpError(409, VERIFY_TO_JOIN);
  } else {
    if (!input.firstName || !input.lastName) throw badRequest("First name and last name are required");
    if (!input.password) throw badRequest("Password is required");
    assertPasswordAcceptable(input.password, [inv.email, input.firstName, input.lastName]);
    newUser = {
      passwordHash: await hashPassword(input.password, ctx.scrypt),
      firstName: input.firstName,
      lastName: input.lastName,
    };
  }
  const now = ctx.clock.now();
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      // Conditional update = single use, even when two requests race.
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(eq(invitations.id, inv.id), pending(ctx)))
        .returning({ id: invitations.id });
      if (!claimed) throw notFound(INVALID);
      let id = existing?.id;
      if (!id && newUser) {
        const [created] = await tx
          .insert(users)
          // The invitation link was e-mailed to this address: opening it proves the address.
          .values({ email: inv.email, ...newUser, emailVerifiedAt: now, createdAt: now, updatedAt: now })
          .returning({ id: users.id });
        id = created?.id;
      }
      if (!id) throw new Error("no user for invitation");
      await tx
        .insert(memberships)
        .values({ userId: id, organizationId: inv.organizationId, role: inv.role, createdAt: now })
        .onConflictDoNothing();
      await tx.update(invitations).set({ acceptedByUserId: id }).where(eq(invitations.id, inv.id));
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, "An account with this email already exists; try again");
    throw err;
  }
  if (inv.invitedByUserId) {
    const name = newUser
      ? `${newUser.firstName} ${newUser.lastName}`
      : `${existing?.firstName ?? ""} ${existing?.lastName ?? ""}`.trim();
    await notify(ctx, inv.invitedByUserId, {
      type: "success",
      title: "Invitation accepted",
      message: `${name || inv.email} (${inv.email}) joined ${organizationName} as ${ROLE_LABEL[inv.role]}.`,
      actionUrl: "/shield/users-permissions",
      actionText: "View members",
    });
  }
  return signIn(ctx, request, reply, userId, inv.organizationId);
}
