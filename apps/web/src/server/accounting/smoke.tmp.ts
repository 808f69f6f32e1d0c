import { openDatabase } from "../db/client";
import { organizations } from "../db/core-schema";
import { seedPortfolio } from "./portfolio";
import { dashboard, ledger, trialBalance } from "./reports";
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
let t = Date.now();
const s = await seedPortfolio(database.db, org!.id, {
  seed: 42,
  properties: 2000,
  years: 3,
  transactions: 50000,
  endDate: "2026-01-15",
});
console.log("seed", s, Date.now() - t, "ms");
const svc = new AccountingService(database.db, { now: () => new Date("2026-01-15T12:00:00Z") });
for (let i = 0; i < 5; i++) {
  t = performance.now();
  const d = await dashboard(svc, org!.id, { propertiesLimit: 25 });
  const t1 = performance.now();
  const l = await svc.listTransactions(
    org!.id,
    transactionListQuery.parse({
      from: "2025-01-01",
      to: "2025-12-31",
      type: "expense",
      page: "3",
      pageSize: "50",
    }),
  );
  const t2 = performance.now();
  console.log(
    "dash",
    (t1 - t).toFixed(1),
    "list",
    (t2 - t1).toFixed(1),
    l.total,
    d.ytd.incomeCents,
    d.health.score,
  );
}
t = performance.now();
const tb = await trialBalance(svc, org!.id, {});
console.log("tb", (performance.now() - t).toFixed(1), tb.totals, tb.balanced);
const bank = (await svc.listAccounts(org!.id)).find((a) => a.code === "1000")!;
t = performance.now();
const lg = await ledger(svc, org!.id, { accountId: bank.id, page: 1, pageSize: 100 });
console.log(
  "ledger",
  (performance.now() - t).toFixed(1),
  lg.total,
  lg.closingBalanceCents,
  bank.balanceCents,
);
await database.close();
