import { organizations } from "../db/core-schema";
import { seedPortfolio } from "../accounting/portfolio";
import { openSearchDatabase } from "./test-support";
import { aiSearchTraced } from "./service";
const database = await openSearchDatabase({ url: process.env.PGURL });
const org = "00000000-0000-4000-8000-000000000001";
await database.db.insert(organizations).values({ id: org, name: "Bench", createdAt: new Date() }).onConflictDoNothing();
await seedPortfolio(database.db, org, { seed: 7, properties: 40, years: 3, endDate: "2026-01-15", now: new Date("2026-01-15T12:00:00Z") });
const now = new Date("2026-01-15T12:00:00Z");
const db: any = database.db;
const orig = db.execute.bind(db);
let log: string[] = [];
db.execute = async (q: any) => { const t = performance.now(); const r = await orig(q); const sqlText = db.dialect.sqlToQuery(q).sql.replace(/\s+/g, " ").slice(0, 60); log.push(`${(performance.now() - t).toFixed(1)}ms ${sqlText}`); return r; };
for (const q of (process.argv.slice(2).length ? process.argv.slice(2) : ["largest expenses in 2025", "insurence", "rent received this year", "plumber"])) {
  for (let i = 0; i < 4; i++) { log = []; const t = performance.now(); await aiSearchTraced(database.db, { organizationId: org, query: q, now }); if (i === 3) console.log(q, (performance.now() - t).toFixed(1), "\n  " + log.join("\n  ")); }
}
await database.close();
