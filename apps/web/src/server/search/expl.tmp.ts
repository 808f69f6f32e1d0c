import { sql } from "drizzle-orm";
import { openSearchDatabase } from "./test-support";
import { documentOf } from "./documents";
import { rowsOf } from "./lexicon";
const database = await openSearchDatabase({ url: process.env.PGURL });
const org = "00000000-0000-4000-8000-000000000001";
const q = sql`to_tsquery('english', ${"insur:*"})`;
const qs = sql`to_tsquery('simple', ${"insur:*"})`;
for (let i = 0; i < 3; i++) {
const r = await database.db.execute(sql`explain (analyze, buffers off) 
    (select 'tenant' as kind, tn.id::text as id, tn.name as title, ts_rank(${documentOf("tenants", "tn")}, ${qs})::float8 as rank
       from tenants tn 
      where tn.organization_id = ${org} and ${documentOf("tenants", "tn")} @@ ${qs}
      order by rank desc, tn.name, tn.id limit 10)
    union all
    (select 'property', p.id::text, p.name, ts_rank(${documentOf("properties", "p")}, ${q})::float8
       from properties p
      where p.organization_id = ${org} and ${documentOf("properties", "p")} @@ ${q}
      order by 4 desc, p.name, p.id limit 50)`);
console.log(rowsOf<any>(r).map((x) => Object.values(x)[0]).join("\n"));
}
await database.close();
