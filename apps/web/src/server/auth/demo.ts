import { randomBytes } from "node:crypto";
import { DEMO_ORGANIZATION, DEMO_USER } from "../../shared/demo";
import { seedDemoPortfolio } from "../accounting/seed";
import type { AppContext } from "../context";
import { memberships, organizations, users } from "../db/schema";
import { seedLeasingDemo } from "../leasing/seed";

export const DEMO_USER_ID = DEMO_USER.id;
export const DEMO_ORGANIZATION_ID = DEMO_ORGANIZATION.id;

/** Creates the demo organization and admin if missing (idempotent; only called in demo mode). */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const created = new Date(DEMO_USER.createdAt);
  await ctx.db
    .insert(organizations)
    .values({ id: DEMO_ORGANIZATION_ID, name: DEMO_ORGANIZATION.name, createdAt: created })
    .onConflictDoNothing();
  await ctx.db
    .insert(users)
    .values({
      id: DEMO_USER_ID,
      email: DEMO_USER.email,
      // Not a valid scrypt string: nobody can log in as the demo user with a password.
      passwordHash: `disabled$${randomBytes(16).toString("base64url")}`,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      // Spec: the demo administrator has a verified email.
      emailVerifiedAt: created,
      createdAt: created,
      updatedAt: created,
    })
    .onConflictDoNothing();
  await ctx.db
    .insert(memberships)
    .values({ userId: DEMO_USER_ID, organizationId: DEMO_ORGANIZATION_ID, role: "admin", createdAt: created })
    .onConflictDoNothing();
  await seedDemoPortfolio(ctx.db, DEMO_ORGANIZATION_ID);
  await seedLeasingDemo(ctx, DEMO_ORGANIZATION_ID);
}
