// Child process of commit-kill.test.ts: prepares a large import, says "ready <org> <batch>", commits
// when told "go" on stdin and says "committed" if it ever gets that far (the test kills it first).
import { systemClock } from "../clock";
import { openDatabase } from "../db/client";
import { commitBatch } from "./commit";
import { bankingOrg, previewOf } from "./test-support";

const url = process.env.KILL_DATABASE_URL;
const database = await openDatabase(
  url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: process.env.KILL_DATA_DIR! },
);
await database.migrate();
const { orgId, account } = await bankingOrg(database.db, systemClock);
const rows = Array.from(
  { length: Number(process.env.KILL_ROWS ?? 4000) },
  (_, i) => `2025-05-${String((i % 28) + 1).padStart(2, "0")},Line ${i},-${i + 1}.00`,
);
const batch = await previewOf(
  database.db,
  systemClock,
  orgId,
  account("1000"),
  "big.csv",
  `Date,Description,Amount\n${rows.join("\n")}\n`,
);
process.stdout.write(`ready ${orgId} ${batch.id}\n`);
process.stdin.once("data", async () => {
  await commitBatch(database.db, systemClock, orgId, batch.id);
  process.stdout.write("committed\n");
  await database.close();
  process.exit(0);
});
