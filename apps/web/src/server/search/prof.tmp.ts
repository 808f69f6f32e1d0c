import { sql } from "drizzle-orm";
import { organizations } from "../db/core-schema";
import { seedPortfolio } from "../accounting/portfolio";
import { openSearchDatabase } from "./test-support";
import { aiSearchTraced } from "./service";
import { rowsOf } from "./lexicon";
const database = await openSearchDatabase({ url: process.env.PGURL });
const org = "00000000-0000-4000-8000-000000000001";
await database.db.insert(organizations).values({ id: org, name: "Bench", createdAt: new Date() }).onConflictDoNothing();
await seedPortfolio(database.db, org, { seed: 7, properties: 40, years: 3, endDate: "2026-01-15", now: new Date("2026-01-15T12:00:00Z") });
const now = new Date("2026-01-15T12:00:00Z");
for (const q of ["largest expenses in 2025", "insurence", "rent received this year", "plumber"]) {
  const ts: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await aiSearchTraced(database.db, { organizationId: org, query: q, now }); ts.push(performance.now() - t); }
  console.log(q, ts.map((x) => x.toFixed(1)).join(" "));
}
const t = performance.now();
const r = await database.db.execute(sql.raw(`explain analyze select 1 from transactions where organization_id='${org}' and type='expense' and date >= '2025-01-01'`));
console.log(rowsOf<any>(r).map((x) => Object.values(x)[0]).join("\n"), performance.now() - t);
await database.close();
