import { and, asc, eq, ne, notInArray } from "drizzle-orm";
import type { MemberDto } from "../../shared/api";
import { isAdminRole, type Role, roleRank } from "../../shared/roles";
import type { Auth } from "../auth/session";
import type { AppContext } from "../context";
import { memberships, organizations, sessions, users } from "../db/schema";
import { badRequest, forbidden, notFound } from "../http/errors";

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

type Tx = Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0];
type MemberRow = { [K in keyof MemberDto]: K extends "joinedAt" ? Date : MemberDto[K] };
const toDto = (row: MemberRow): MemberDto => ({ ...row, joinedAt: row.joinedAt.toISOString() });

export async function listMembers(ctx: AppContext, organizationId: string): Promise<MemberDto[]> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    // Members who joined in the same instant still list in one order on every database.
    .orderBy(asc(memberships.createdAt), asc(users.email));
  return rows.map(toDto);
}

/** A member of the caller's organization; anything else (other org, unknown) is a 404. */
async function findMember(tx: Tx, organizationId: string, userId: string): Promise<MemberRow> {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!row) throw notFound("User not found");
  return row;
}

/**
 * Serialises role changes and removals per organization: the organization row is locked first, so the
 * membership reads that follow see every change committed before (READ COMMITTED takes a new snapshot
 * per statement). Two admins demoting each other at once are thus checked one after the other.
 */
async function lockOrganization(tx: Tx, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
}

/**
 * Rechecks the actor's own membership under the lock: a concurrent change may have demoted or removed
 * them. An actor who is still an admin stays one (nobody changes their own membership), so every change
 * that passes leaves the organization at least one admin — the last-admin invariant.
 */
async function assertCanManage(tx: Tx, actor: Auth, target: MemberRow): Promise<Role> {
  if (target.id === actor.user.id) throw badRequest("You cannot change or remove your own membership");
  const [own] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, actor.organizationId), eq(memberships.userId, actor.user.id)));
  if (!own || !isAdminRole(own.role)) throw forbidden("You do not have permission to do this");
  if (roleRank(target.role) > roleRank(own.role)) {
    throw forbidden("You cannot manage a member whose role is above your own");
  }
  return own.role;
}

export async function changeRole(
  ctx: AppContext,
  actor: Auth,
  userId: string,
  role: Role,
): Promise<MemberDto> {
  return ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const target = await findMember(tx, actor.organizationId, userId);
    const ownRole = await assertCanManage(tx, actor, target);
    if (roleRank(role) > roleRank(ownRole)) throw forbidden("You cannot grant a role above your own");
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.organizationId, actor.organizationId), eq(memberships.userId, userId)));
    return toDto({ ...target, role });
  });
}

export async function removeMember(ctx: AppContext, actor: Auth, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const target = await findMember(tx, actor.organizationId, userId);
    await assertCanManage(tx, actor, target);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, actor.organizationId), eq(memberships.userId, userId)));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.organizationId, actor.organizationId), eq(sessions.userId, userId)));
  });
}

/** Ends every session the member has in this organization (ASVS 7.4.5); same rules as a removal. */
export async function signOutMember(ctx: AppContext, actor: Auth, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const target = await findMember(tx, actor.organizationId, userId);
    await assertCanManage(tx, actor, target);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.organizationId, actor.organizationId), eq(sessions.userId, userId)));
  });
}

/**
 * Ends every session in the organization but the caller's, except those of members ranked above
 * the caller (a manager of admins cannot sign out a super admin). Answers how many ended.
 */
export async function signOutEveryone(ctx: AppContext, actor: Auth): Promise<number> {
  const above = (await listMembers(ctx, actor.organizationId))
    .filter((m) => roleRank(m.role) > roleRank(actor.role))
    .map((m) => m.id);
  const ended = await ctx.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.organizationId, actor.organizationId),
        actor.sessionIdHash ? ne(sessions.idHash, actor.sessionIdHash) : undefined,
        above.length ? notInArray(sessions.userId, above) : undefined,
      ),
    )
    .returning({ idHash: sessions.idHash });
  return ended.length;
}
