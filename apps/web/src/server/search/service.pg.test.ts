// PostgreSQL only (scripts/test-server.mjs runs it with TEST_DATABASE_URL): the same data on PostgreSQL and
// on PGlite gives byte-identical answers.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPortfolio } from "../accounting/seed";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { aiSearch } from "./service";
import { closeSearchTestDatabase, openSearchDatabase, searchTestDatabase } from "./test-support";

const NOW = new Date("2026-01-15T12:00:00Z");
const SEED = { seed: 11, properties: 10, years: 2, endDate: "2026-01-15", now: NOW };

let db: Db;
beforeAll(async () => {
  db = (await searchTestDatabase()).db;
});
afterAll(() => closeSearchTestDatabase());

async function newOrg(d: Db, id: string): Promise<void> {
  await d.insert(organizations).values({ id, name: `Search ${id.slice(0, 8)}`, createdAt: NOW });
}

describe("PGlite and PostgreSQL agree", () => {
  it("identical answers for the same data", async () => {
    const lite = await openSearchDatabase();
    try {
      const id = randomUUID();
      await newOrg(db, id);
      await newOrg(lite.db, id);
      await seedPortfolio(db, id, SEED);
      await seedPortfolio(lite.db, id, SEED);
      const first = rowsOf<{ address: string }>(
        await db.execute(
          sql`select address_line1 as address from properties where organization_id = ${id} order by name limit 1`,
        ),
      )[0]!;
      const street = first.address.replace(/^\d+\s+/, "");
      const queries = [
        "repairs in 2025",
        `repairs at ${street} last month`,
        "rent received this year",
        "largest expenses in 2025",
        "insurence",
        "utilit",
        "how do I export to PDF",
        "water bills over $100 since March",
        "bitcoin",
        "plumbing",
        "zebra-quartz",
        street,
      ];
      for (const q of queries) {
        const [pg, pl] = await Promise.all([
          aiSearch(db, { organizationId: id, query: q, now: NOW }),
          aiSearch(lite.db, { organizationId: id, query: q, now: NOW }),
        ]);
        expect(pl, q).toEqual(pg);
      }
    } finally {
      await lite.close();
    }
  }, 120_000);
});
