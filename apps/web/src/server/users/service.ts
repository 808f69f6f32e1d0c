import { and, asc, eq } from "drizzle-orm";
import type { MemberDto } from "../../shared/api";
import { type Role, roleRank } from "../../shared/roles";
import type { Auth } from "../auth/session";
import type { AppContext } from "../context";
import { memberships, sessions, users } from "../db/schema";
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

type MemberRow = { [K in keyof MemberDto]: K extends "joinedAt" ? Date : MemberDto[K] };
const toDto = (row: MemberRow): MemberDto => ({ ...row, joinedAt: row.joinedAt.toISOString() });

export async function listMembers(ctx: AppContext, organizationId: string): Promise<MemberDto[]> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt));
  return rows.map(toDto);
}

/** A member of the caller's organization; anything else (other org, unknown) is a 404. */
async function findMember(ctx: AppContext, organizationId: string, userId: string): Promise<MemberRow> {
  const [row] = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!row) throw notFound("User not found");
  return row;
}

function assertCanManage(actor: Auth, target: MemberRow): void {
  if (target.id === actor.user.id) throw badRequest("You cannot change or remove your own membership");
  if (roleRank(target.role) > roleRank(actor.role)) {
    throw forbidden("You cannot manage a member whose role is above your own");
  }
}

export async function changeRole(
  ctx: AppContext,
  actor: Auth,
  userId: string,
  role: Role,
): Promise<MemberDto> {
  const target = await findMember(ctx, actor.organizationId, userId);
  assertCanManage(actor, target);
  if (roleRank(role) > roleRank(actor.role)) throw forbidden("You cannot grant a role above your own");
  await ctx.db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, actor.organizationId), eq(memberships.userId, userId)));
  return toDto({ ...target, role });
}

export async function removeMember(ctx: AppContext, actor: Auth, userId: string): Promise<void> {
  const target = await findMember(ctx, actor.organizationId, userId);
  assertCanManage(actor, target);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, actor.organizationId), eq(memberships.userId, userId)));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.organizationId, actor.organizationId), eq(sessions.userId, userId)));
  });
}
