// Test support for the accounting suite (imported only by *.test.ts); the app itself comes from
// test/helpers.ts (createTestApp).
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";

/** A bare organization for service-level tests. */
export async function newOrganization(db: Db, name = "Test Org"): Promise<string> {
  const [org] = await db
    .insert(organizations)
    .values({ name, createdAt: new Date() })
    .returning({ id: organizations.id });
  return org!.id;
}
