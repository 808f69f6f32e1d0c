// The dashboard layout of one member of one organization: read (the default when none is saved), save, reset.
import { and, eq } from "drizzle-orm";
import {
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
  normaliseDashboardLayout,
} from "../../shared/preferences";
import type { Auth } from "../auth/session";
import type { AppContext } from "../context";
import { userPreferences } from "./schema";

const KEY = "dashboard" as const;

const mine = (auth: Auth) =>
  and(
    eq(userPreferences.organizationId, auth.organizationId),
    eq(userPreferences.userId, auth.user.id),
    eq(userPreferences.key, KEY),
  );

export async function readDashboardLayout(ctx: AppContext, auth: Auth): Promise<DashboardLayout> {
  const [row] = await ctx.db.select({ value: userPreferences.value }).from(userPreferences).where(mine(auth));
  return row ? normaliseDashboardLayout(row.value) : DEFAULT_DASHBOARD_LAYOUT;
}

export async function saveDashboardLayout(
  ctx: AppContext,
  auth: Auth,
  layout: DashboardLayout,
): Promise<DashboardLayout> {
  // Stored as the product reads it back, so widgets the body left out keep their default place.
  const value = normaliseDashboardLayout(layout);
  const updatedAt = ctx.clock.now();
  await ctx.db
    .insert(userPreferences)
    .values({ organizationId: auth.organizationId, userId: auth.user.id, key: KEY, value, updatedAt })
    .onConflictDoUpdate({
      target: [userPreferences.organizationId, userPreferences.userId, userPreferences.key],
      set: { value, updatedAt },
    });
  return value;
}

/** Back to the default, and to whatever the default becomes later: the saved row is removed. */
export async function resetDashboardLayout(ctx: AppContext, auth: Auth): Promise<DashboardLayout> {
  await ctx.db.delete(userPreferences).where(mine(auth));
  return DEFAULT_DASHBOARD_LAYOUT;
}
