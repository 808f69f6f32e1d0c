import { openDatabase } from "../db/client";
import { organizations } from "../db/core-schema";
import { seedPortfolio } from "./portfolio";
import { dashboard } from "./reports";
import { AccountingService } from "./service";
import { ensureAccountingTables } from "./test-support";
import { transactionListQuery } from "./validation";

const kind = process.argv[2] === "pg" ? "postgres" : "pglite";
const database =
  kind === "postgres"
    ? await openDatabase({ kind: "postgres", url: process.env.PGURL! })
    : await openDatabase({ kind: "pglite" });
await database.migrate();
await ensureAccountingTables(database.db);
const [org] = await database.db
  .insert(organizations)
  .values({ name: "Bench", createdAt: new Date() })
  .returning();
const orgId = org!.id;
const t = Date.now();
await seedPortfolio(database.db, orgId, {
  seed: 2026,
  properties: 2000,
  years: 3,
  transactions: 50000,
  endDate: "2026-11-22",
});
console.log("seed ms", Date.now() - t);
const svc = new AccountingService(database.db, { now: () => new Date("2026-11-22T12:00:00Z") });
const accts = await svc.listAccounts(orgId);
const props = await svc.listProperties(orgId, { sort: "name", page: 1, pageSize: 5 });
const code = (c: string) => accts.find((a) => a.code === c)!.id;
const variants: Record<string, Record<string, string>> = {
  dateType: { from: "2025-01-01", to: "2025-12-31", type: "expense", page: "3" },
  property: { propertyId: props.items[0]!.id },
  account: { accountId: code("5090"), sort: "amount", order: "desc" },
  text: { q: "plumbing", from: "2024-01-01" },
  amount: { minAmount: "1,000.00", maxAmount: "2,500", type: "income", page: "2" },
  month: { from: "2025-06-01", to: "2025-06-30" },
};
for (let round = 0; round < 4; round++) {
  const out: string[] = [];
  for (const [name, v] of Object.entries(variants)) {
    const q = transactionListQuery.parse({ ...v, pageSize: "50" });
    const t0 = performance.now();
    await svc.listTransactions(orgId, q);
    out.push(`${name} ${(performance.now() - t0).toFixed(1)}`);
  }
  const t0 = performance.now();
  await dashboard(svc, orgId, { propertiesLimit: 25 });
  out.push(`dash ${(performance.now() - t0).toFixed(1)}`);
  console.log(out.join(" | "));
}
await database.close();
