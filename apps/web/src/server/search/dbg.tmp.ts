import { openSearchDatabase } from "./test-support";
import { aiSearchTraced } from "./service";
const database = await openSearchDatabase({ url: "postgres://postgres@127.0.0.1:5432/search_dev_tmp" });
const org = "00000000-0000-4000-8000-000000000001";
for (const q of process.argv.slice(2)) {
  const { answer, trace } = await aiSearchTraced(database.db, { organizationId: org, query: q, now: new Date("2026-01-15T12:00:00Z") });
  console.log(q, "→", trace.corrected, JSON.stringify({ ...trace.parsed, properties: trace.parsed.properties.map((p) => p.property.name), categories: trace.parsed.categories.map((c) => c.key) }), "\n  ", answer.response.slice(0, 200));
}
await database.close();
