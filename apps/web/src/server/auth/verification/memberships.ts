import { and, asc, eq, ne } from "drizzle-orm";
import type { PendingMembershipDto } from "../../../shared/account";
import { applyChartTemplate } from "../../accounting/chart-template";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { memberships, organizations, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { Auth } from "../session";

/**
 * While a membership is "pending" (granted before the owner proved the address, then proved from
 * another browser), only the account's own routes answer: everything in that organization waits
 * for the owner's decision on the profile page.
 */
export const CONFIRM_FIRST =
  "Confirm or leave this organization first: it was set up before you confirmed your email address. See your profile page.";

export function assertMembershipUsable(auth: Auth): void {
  if (auth.membership === "pending") throw forbidden(CONFIRM_FIRST);
}

export async function listPendingMemberships(
  ctx: AppContext,
  userId: string,
): Promise<PendingMembershipDto[]> {
  const rows = await ctx.db
    .select({
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      role: memberships.role,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.confirmation, "pending")))
    .orderBy(asc(memberships.createdAt));
  const result: PendingMembershipDto[] = [];
  for (const row of rows) {
    const others = await ctx.db
      .select({ email: users.email, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organizationId, row.organizationId), ne(memberships.userId, userId)))
      .orderBy(asc(users.email));
    result.push({
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      role: row.role,
      grantedAt: row.createdAt.toISOString(),
      otherMembers: others,
    });
  }
  return result;
}

export async function confirmMembership(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<void> {
  const rows = await ctx.db
    .update(memberships)
    .set({ confirmation: "confirmed" })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.confirmation, "pending"),
      ),
    )
    .returning({ userId: memberships.userId });
  if (rows.length === 0) throw notFound("No membership waits for confirmation there");
}

/**
 * Leaves a pending membership. An organization left with no member goes with it; an owner left with
 * no organization gets a fresh one of their own, as at signup. Returns the organization to continue in.
 */
export async function declineMembership(
  ctx: AppContext,
  auth: Auth,
  organizationId: string,
): Promise<string | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [left] = await tx
      .delete(memberships)
      .where(
        and(
          eq(memberships.userId, auth.user.id),
          eq(memberships.organizationId, organizationId),
          eq(memberships.confirmation, "pending"),
        ),
      )
      .returning({ organizationId: memberships.organizationId });
    if (!left) throw notFound("No membership waits for confirmation there");
    const [anyone] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.organizationId, organizationId))
      .limit(1);
    if (!anyone) await tx.delete(organizations).where(eq(organizations.id, organizationId));
    if (auth.organizationId !== organizationId) return null;
    const [next] = await tx
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(and(eq(memberships.userId, auth.user.id), ne(memberships.confirmation, "pending")))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    if (next) return next.organizationId;
    const [org] = await tx
      .insert(organizations)
      .values({ name: `${auth.user.firstName} ${auth.user.lastName}'s Properties`, createdAt: now })
      .returning({ id: organizations.id });
    if (!org) throw new Error("insert returned nothing");
    await tx
      .insert(memberships)
      .values({ userId: auth.user.id, organizationId: org.id, role: "admin", createdAt: now });
    await applyChartTemplate(tx as unknown as Db, org.id, now);
    return org.id;
  });
}
