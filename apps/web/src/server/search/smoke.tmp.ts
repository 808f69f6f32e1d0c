import { organizations } from "../db/core-schema";
import { seedPortfolio } from "../accounting/portfolio";
import { openSearchDatabase } from "./test-support";
import { aiSearchTraced } from "./service";
const t0 = Date.now();
const database = await openSearchDatabase({ url: process.env.PGURL });
const org = "00000000-0000-4000-8000-000000000001";
await database.db.insert(organizations).values({ id: org, name: "Bench", createdAt: new Date() }).onConflictDoNothing();
const s = await seedPortfolio(database.db, org, { seed: 7, properties: 40, years: 3, endDate: "2026-01-15", now: new Date("2026-01-15T12:00:00Z") });
console.log(s, Date.now() - t0);
const now = new Date("2026-01-15T12:00:00Z");
const qs = process.argv.slice(2);
for (const q of qs) {
  const t = performance.now();
  const { answer, trace } = await aiSearchTraced(database.db, { organizationId: org, query: q, now });
  console.log("\n###", q, (performance.now() - t).toFixed(1), "ms");
  console.log(answer.response);
  for (const r of answer.results) console.log("  -", r.type, r.confidence, r.title, "|", r.content.slice(0, 100), "|", r.source);
  console.log("  tx", answer.internalData.transactions.length, answer.internalData.transactions.slice(0, 3).map((x) => `${x.date} ${x.description} ${x.amount} [${x.category}]`));
  console.log("  props", answer.internalData.properties.length, answer.internalData.properties.slice(0, 3).map((p) => p.name));
  console.log("  sugg", answer.suggestions);
  if (trace.corrected) console.log("  corrected", trace.corrected);
}
await database.close();
