// HTTP behaviour of /api/banking/*: the import wizard's calls end to end, validation (400 + message),
// the size limit (413), authentication (401), authorization (viewer 403 on writes) and tenancy
// (another organization's ids → 404).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BankAccountSummary,
  ImportBatchView,
  ImportRowView,
  ImportUploadView,
  RuleView,
} from "../../shared/banking";
import { createAccountingApp } from "../accounting/test-support";
import { FakeClock } from "../clock";
import type { Database } from "../db/client";
import { Browser, closeTestDatabase, testDatabase } from "../test/helpers";
import { fixture } from "./parse/test-support";

let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
const B = "/api/banking";
let codes: Map<string, string>;
let otherCodes: Map<string, string>;

async function codesOf(b: Browser): Promise<Map<string, string>> {
  const res = await b.get("/api/accounting/accounts");
  return new Map(res.json<{ items: { id: string; code: string }[] }>().items.map((a) => [a.code, a.id]));
}

function upload(b: Browser, bankAccountId: string, fileName: string, content: Buffer | string) {
  const boundary = "----propledger-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return b.request("POST", `${B}/imports?bankAccountId=${bankAccountId}`, body.toString("latin1"), {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createAccountingApp(database, { clock: new FakeClock(Date.UTC(2025, 2, 1, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  viewer = new Browser(app);
  await owner.signup();
  await other.signup();
  const v = await viewer.signup();
  for (const b of [owner, other])
    expect((await b.post("/api/accounting/accounts/apply-template")).statusCode).toBe(200);
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
  codes = await codesOf(owner);
  otherCodes = await codesOf(other);
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

describe("/api/banking imports", () => {
  it("runs the wizard: upload a CSV, confirm the mapping, edit the preview, commit, see it on the account, undo", async () => {
    const csv = "Date,Description,Amount\n01/03/2025,STATE FARM,-1212.55\n01/05/2025,RENT UNIT 2B,1500.00\n";
    const up = await upload(owner, codes.get("1000")!, "jan.csv", csv);
    expect(up.statusCode).toBe(201);
    const { batch, csv: table } = up.json<ImportUploadView>();
    expect(batch.status).toBe("mapping");
    expect(table?.suggested?.dateFormat).toBe("MM/DD/YYYY");
    const mapped = await owner.post(`${B}/imports/${batch.id}/mapping`, { mapping: table!.suggested });
    expect(mapped.json<ImportBatchView>()).toMatchObject({ status: "preview", rowCount: 2 });
    const patched = await owner.patch(`${B}/imports/${batch.id}/rows`, {
      rows: [
        { rowNo: 1, categoryAccountId: codes.get("5040") },
        { rowNo: 2, categoryAccountId: codes.get("4000") },
      ],
    });
    expect(patched.statusCode).toBe(200);
    const detail = (await owner.get(`${B}/imports/${batch.id}`)).json<{ rows: ImportRowView[] }>();
    expect(detail.rows.map((r) => [r.amountCents, r.categoryAccountId])).toEqual([
      [-121255, codes.get("5040")],
      [150000, codes.get("4000")],
    ]);
    const committed = await owner.post(`${B}/imports/${batch.id}/commit`);
    expect(committed.json<ImportBatchView>()).toMatchObject({
      status: "committed",
      importedCount: 2,
      canUndo: true,
    });
    const accounts = (await owner.get(`${B}/accounts`)).json<{ items: BankAccountSummary[] }>().items;
    expect(accounts.find((a) => a.code === "1000")).toMatchObject({
      balanceCents: 28745,
      unreconciledCount: 2,
    });
    expect(accounts.find((a) => a.code === "1000")?.lastImportAt).not.toBeNull();
    const history = (await owner.get(`${B}/imports`)).json<{ items: ImportBatchView[] }>().items;
    expect(history.map((h) => [h.fileName, h.status])).toContainEqual(["jan.csv", "committed"]);
    expect((await owner.post(`${B}/imports/${batch.id}/undo`)).json<ImportBatchView>().status).toBe("undone");
    const after = (await owner.get(`${B}/accounts`)).json<{ items: BankAccountSummary[] }>().items;
    expect(after.find((a) => a.code === "1000")?.balanceCents).toBe(0);
  });

  it("imports an OFX file straight to the preview", async () => {
    const res = await upload(owner, codes.get("1000")!, "jan.ofx", fixture("sgml-checking.ofx"));
    expect(res.json<ImportUploadView>()).toMatchObject({
      csv: null,
      statementAccounts: ["000123456789"],
      batch: { status: "preview", rowCount: 3 },
    });
  });

  it("answers a clear 400 for bad files, 413 over the size limit, and writes nothing", async () => {
    const before = (await owner.get(`${B}/imports`)).json<{ items: unknown[] }>().items.length;
    const truncated = await upload(owner, codes.get("1000")!, "cut.ofx", fixture("truncated.ofx"));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/The OFX file is incomplete/);
    const mixed = await upload(owner, codes.get("1000")!, "mixed.csv", fixture("mixed-dates.csv"));
    expect(mixed.json().message).toMatch(/The dates use more than one format/);
    const empty = await upload(owner, codes.get("1000")!, "empty.csv", "");
    expect(empty.json()).toEqual({ message: "The file is empty." });
    const big = await upload(owner, codes.get("1000")!, "big.csv", Buffer.alloc(10 * 1024 * 1024 + 10, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The file is larger than 10 MB. Export a shorter period.");
    const notMultipart = await owner.post(`${B}/imports?bankAccountId=${codes.get("1000")}`, { file: "x" });
    expect(notMultipart.statusCode).toBe(400);
    const badQuery = await upload(owner, "nope", "a.csv", "x");
    expect(badQuery.json().message).toBe("bankAccountId: must be a valid id");
    expect((await owner.get(`${B}/imports`)).json<{ items: unknown[] }>().items.length).toBe(before);
  });

  it("keeps organizations apart and roles in their place", async () => {
    const up = (
      await upload(owner, codes.get("1000")!, "b.ofx", fixture("xml-savings.ofx"))
    ).json<ImportUploadView>();
    expect((await other.get(`${B}/imports/${up.batch.id}`)).statusCode).toBe(404);
    expect((await other.post(`${B}/imports/${up.batch.id}/commit`)).statusCode).toBe(404);
    expect((await upload(other, codes.get("1000")!, "x.ofx", fixture("xml-savings.ofx"))).statusCode).toBe(
      404,
    );
    const crossCategory = await owner.patch(`${B}/imports/${up.batch.id}/rows`, {
      rows: [{ rowNo: 1, categoryAccountId: otherCodes.get("4000") }],
    });
    expect(crossCategory.statusCode).toBe(404);
    expect((await viewer.post(`${B}/imports/${up.batch.id}/commit`)).statusCode).toBe(403);
    expect((await viewer.get(`${B}/accounts`)).statusCode).toBe(200);
    expect((await new Browser(app).get(`${B}/accounts`)).statusCode).toBe(401);
    expect((await owner.delete(`${B}/imports/${up.batch.id}`)).json()).toEqual({
      message: "Import discarded",
    });
    expect((await owner.get(`${B}/imports/${up.batch.id}`)).statusCode).toBe(404);
  });
});

describe("/api/banking/rules", () => {
  it("creates rules in order, applies them in the preview, and re-runs them on uncategorised transactions", async () => {
    const before = await upload(
      owner,
      codes.get("1000")!,
      "apr.csv",
      "Date,Description,Amount\n2025-04-02,CITY WATER DEPT,-42.00\n2025-04-03,ACME HARDWARE,-19.99\n",
    );
    const batch = before.json<ImportUploadView>().batch;
    await owner.post(`${B}/imports/${batch.id}/mapping`, {
      mapping: before.json<ImportUploadView>().csv!.suggested,
    });
    const cm = await owner.post(`${B}/imports/${batch.id}/commit`);
    expect(cm.json()).toMatchObject({ importedCount: 2 });
    const rule = {
      name: "Water bills",
      conditions: [
        { field: "description", op: "contains", value: "water" },
        { field: "amount", op: "sign", sign: "out" },
      ],
      actions: { categoryAccountId: codes.get("5120") },
      stop: true,
    };
    const tested = await owner.post(`${B}/rules/test`, rule);
    expect(tested.json()).toMatchObject({ matched: 1 });
    const created = await owner.post(`${B}/rules`, rule);
    expect(created.statusCode).toBe(201);
    expect((await owner.post(`${B}/rules/rerun`)).json()).toEqual({ categorised: 1 });
    const next = await upload(
      owner,
      codes.get("1000")!,
      "may.csv",
      "Date,Description,Amount\n2025-05-02,CITY WATER DEPT,-44.00\n",
    );
    const nextBatch = next.json<ImportUploadView>().batch;
    await owner.post(`${B}/imports/${nextBatch.id}/mapping`, {
      mapping: next.json<ImportUploadView>().csv!.suggested,
    });
    const rows = (await owner.get(`${B}/imports/${nextBatch.id}`)).json<{ rows: ImportRowView[] }>().rows;
    expect(rows[0]).toMatchObject({
      categoryAccountId: codes.get("5120"),
      ruleId: created.json<RuleView>().id,
    });
  });

  it("refuses regular expressions that could hang the server and invalid percentages", async () => {
    const base = { name: "r", actions: { categoryAccountId: codes.get("5120") } };
    const slow = await owner.post(`${B}/rules`, {
      ...base,
      conditions: [{ field: "payee", op: "regex", value: "(a+)+$" }],
    });
    expect(slow.json()).toEqual({
      message: "conditions.0.value: the regular expression repeats a repeated group (slow to match)",
    });
    const split = await owner.post(`${B}/rules`, {
      name: "s",
      conditions: [{ field: "memo", op: "contains", value: "x" }],
      actions: {
        splits: [
          { accountId: codes.get("5120"), basisPoints: 5000 },
          { accountId: codes.get("5090"), basisPoints: 4000 },
        ],
      },
    });
    expect(split.json()).toEqual({ message: "actions: splits must add up to 100%" });
    const foreign = await owner.post(`${B}/rules`, {
      ...base,
      actions: { categoryAccountId: otherCodes.get("5120") },
      conditions: [{ field: "memo", op: "contains", value: "x" }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await viewer.post(`${B}/rules`, {
          ...base,
          conditions: [{ field: "memo", op: "contains", value: "x" }],
        })
      ).statusCode,
    ).toBe(403);
  });
});
