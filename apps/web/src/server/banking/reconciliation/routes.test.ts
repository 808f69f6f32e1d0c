// HTTP behaviour of reconciliations: start from a statement, tick (one or many) with the server's
// difference after each change, finish only at zero (409), reconciled entries locked against the
// accounting endpoints' edit and delete (409), undo latest first, the transactions list's cleared
// filter, the PDF report, roles (viewer 403) and tenancy (another organization's ids → 404).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, TransactionView } from "../../../shared/accounting";
import type {
  AccountReconciliations,
  DifferenceHelp,
  ReconciliationSummary,
  ReconciliationView,
} from "../../../shared/reconciliation";
import { FakeClock } from "../../clock";
import type { Database } from "../../db/client";
import { pdfText } from "../../test/documents";
import { Browser, closeTestDatabase, createTestApp, testDatabase } from "../../test/helpers";

let database: Database;
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
const B = "/api/banking";

async function codesOf(b: Browser): Promise<Map<string, string>> {
  const res = await b.get("/api/accounting/accounts");
  return new Map(res.json<{ items: { id: string; code: string }[] }>().items.map((a) => [a.code, a.id]));
}

let nextCode = 1200;
/** A fresh bank account (so each test starts with no reconciliations) and the category accounts. */
async function freshBank(b: Browser) {
  const codes = await codesOf(b);
  const code = String(nextCode++);
  const res = await b.post("/api/accounting/accounts", {
    code,
    name: `Checking ${code}`,
    type: "asset",
    subtype: "bank",
  });
  expect(res.statusCode).toBe(201);
  return { bank: res.json<{ id: string }>().id, codes };
}

async function record(b: Browser, bank: string, codes: Map<string, string>, date: string, cents: number) {
  const income = cents > 0;
  const body = {
    date,
    description: `${income ? "Rent" : "Repair"} ${Math.abs(cents)}`,
    type: income ? "income" : "expense",
    bankAccountId: bank,
    splits: [{ accountId: codes.get(income ? "4000" : "5090")!, amountCents: Math.abs(cents) }],
  };
  const res = await b.post("/api/accounting/transactions", body);
  expect(res.statusCode).toBe(201);
  return { id: res.json<TransactionView>().id, body };
}

async function start(b: Browser, bank: string, statementDate: string, statementBalanceCents: number) {
  return b.post(`${B}/accounts/${bank}/reconciliations`, { statementDate, statementBalanceCents });
}

const tick = (b: Browser, recId: string, transactionIds: string[], cleared = true) =>
  b.post(`${B}/reconciliations/${recId}/cleared`, { transactionIds, cleared });

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await createTestApp({ clock: new FakeClock(Date.UTC(2025, 2, 1, 12)) }));
  owner = new Browser(app);
  other = new Browser(app);
  viewer = new Browser(app);
  await owner.signup();
  await other.signup();
  const v = await viewer.signup();
  for (const b of [owner, other])
    expect((await b.post("/api/accounting/accounts/apply-template")).statusCode).toBe(200);
  await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

describe("reconciliation", () => {
  it("starts, ticks with the difference after each change, finishes at zero, locks, and undoes", async () => {
    const { bank, codes } = await freshBank(owner);
    const rent = await record(owner, bank, codes, "2025-01-05", 150_000);
    const repair = await record(owner, bank, codes, "2025-01-20", -20_000);
    await record(owner, bank, codes, "2025-02-03", -4_567); // after the statement: not a candidate

    const started = await start(owner, bank, "2025-01-31", 130_000);
    expect(started.statusCode).toBe(201);
    const view = started.json<ReconciliationView>();
    expect(view.reconciliation).toMatchObject({
      status: "in_progress",
      openingBalanceCents: 0,
      clearedCents: 0,
      differenceCents: 130_000,
      canUndo: true,
      startedByName: "Ada Landlord",
    });
    expect(view.lines.map((l) => [l.date, l.amountCents, l.cleared])).toEqual([
      ["2025-01-05", 150_000, false],
      ["2025-01-20", -20_000, false],
    ]);
    const recId = view.reconciliation.id;

    const one = await tick(owner, recId, [rent.id]);
    expect(one.json<ReconciliationSummary>()).toMatchObject({ clearedCount: 1, differenceCents: -20_000 });
    const early = await owner.post(`${B}/reconciliations/${recId}/finish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/difference is -\$200\.00: it must be zero to finish/);
    const both = await tick(owner, recId, [rent.id, repair.id]);
    expect(both.json<ReconciliationSummary>()).toMatchObject({ clearedCount: 2, differenceCents: 0 });

    const cleared = await owner.get(`/api/accounting/transactions?cleared=cleared`);
    expect(
      cleared
        .json<Page<TransactionView>>()
        .items.map((t) => t.id)
        .sort(),
    ).toEqual([rent.id, repair.id].sort());

    const finished = await owner.post(`${B}/reconciliations/${recId}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<ReconciliationSummary>()).toMatchObject({ status: "finished", differenceCents: 0 });

    const edit = await owner.request("PUT", `/api/accounting/transactions/${rent.id}`, {
      ...rent.body,
      description: "Changed",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/reconciled.*unreconcile first/);
    const del = await owner.delete(`/api/accounting/transactions/${repair.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/reconciled.*unreconcile first/);
    const locked = await owner.get(`/api/accounting/transactions/${rent.id}`);
    expect(locked.json<TransactionView>().cleared).toBe("reconciled");
    const reconciled = await owner.get(`/api/accounting/transactions?cleared=reconciled&accountId=${bank}`);
    expect(reconciled.json<Page<TransactionView>>().total).toBe(2);
    const open = await owner.get(`/api/accounting/transactions?cleared=uncleared&accountId=${bank}`);
    expect(open.json<Page<TransactionView>>().items.map((t) => t.date)).toEqual(["2025-02-03"]);
    expect((await tick(owner, recId, [rent.id], false)).statusCode).toBe(409);

    const undo = await owner.post(`${B}/reconciliations/${recId}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toMatch(/undone; its transactions are unlocked/);
    const again = await owner.request("PUT", `/api/accounting/transactions/${rent.id}`, {
      ...rent.body,
      description: "Changed",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<TransactionView>().cleared).toBe("uncleared");
  });

  it("opens the next statement at the last ending balance, one at a time, undone latest first", async () => {
    const { bank, codes } = await freshBank(owner);
    const jan = await record(owner, bank, codes, "2025-01-10", 50_000);
    const feb = await record(owner, bank, codes, "2025-02-10", -7_500);
    const first = (await start(owner, bank, "2025-01-31", 50_000)).json<ReconciliationView>();
    await tick(owner, first.reconciliation.id, [jan.id]);
    expect((await owner.post(`${B}/reconciliations/${first.reconciliation.id}/finish`)).statusCode).toBe(200);

    const tooEarly = await start(owner, bank, "2025-01-31", 0);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toMatch(/after the last reconciled statement, which ended Jan 31, 2025/);
    const second = (await start(owner, bank, "2025-02-28", 42_500)).json<ReconciliationView>();
    expect(second.reconciliation).toMatchObject({ openingBalanceCents: 50_000, differenceCents: -7_500 });
    // January's line is reconciled: only February's is a candidate.
    expect(second.lines.map((l) => l.transactionId)).toEqual([feb.id]);
    expect((await tick(owner, second.reconciliation.id, [jan.id])).statusCode).toBe(400);
    const twice = await start(owner, bank, "2025-03-31", 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/in progress: finish or undo it first/);

    const account = (await owner.get(`${B}/accounts/${bank}/reconciliations`)).json<AccountReconciliations>();
    expect(account).toMatchObject({ openingBalanceCents: 50_000, lastStatementDate: "2025-01-31" });
    expect(account.inProgress?.id).toBe(second.reconciliation.id);
    const history = (await owner.get(`${B}/accounts/${bank}/reconciliations/history`)).json<{
      items: ReconciliationSummary[];
    }>();
    expect(history.items.map((h) => [h.statementDate, h.canUndo])).toEqual([["2025-01-31", false]]);

    const notLatest = await owner.post(`${B}/reconciliations/${first.reconciliation.id}/undo`);
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json().message).toMatch(/statement ending Feb 28, 2025 first: .*latest first/);
    expect(
      (await owner.post(`${B}/reconciliations/${second.reconciliation.id}/undo`)).json().message,
    ).toMatch(/discarded/);
    expect((await owner.post(`${B}/reconciliations/${first.reconciliation.id}/undo`)).statusCode).toBe(200);
    const empty = (await owner.get(`${B}/accounts/${bank}/reconciliations`)).json<AccountReconciliations>();
    expect(empty).toMatchObject({ openingBalanceCents: 0, inProgress: null });
    const none = await owner.get(`${B}/accounts/${bank}/reconciliations/history`);
    expect(none.json()).toMatchObject({ items: [], total: 0, years: [] });
  });

  it("finds transactions that explain the difference", async () => {
    const { bank, codes } = await freshBank(owner);
    const missing = await record(owner, bank, codes, "2025-01-02", 12_000);
    const swapped = await record(owner, bank, codes, "2025-01-03", -5_412); // statement: -54.21
    await record(owner, bank, codes, "2025-01-04", 30_000);
    const rec = (await start(owner, bank, "2025-01-31", 12_000 + -5_421 + 30_000)).json<ReconciliationView>();
    const ids = rec.lines.filter((l) => l.transactionId !== missing.id).map((l) => l.transactionId);
    await tick(owner, rec.reconciliation.id, ids);
    // Difference: the missing 120.00 and the swapped digits' -0.09.
    const help = (
      await owner.get(`${B}/reconciliations/${rec.reconciliation.id}/difference`)
    ).json<DifferenceHelp>();
    expect(help.differenceCents).toBe(12_000 - 9);
    await tick(owner, rec.reconciliation.id, [missing.id]);
    const after = (
      await owner.get(`${B}/reconciliations/${rec.reconciliation.id}/difference`)
    ).json<DifferenceHelp>();
    expect(after.differenceCents).toBe(-9);
    expect(after.hints).toEqual([
      expect.objectContaining({ kind: "transposed", transactionId: swapped.id, amountCents: -5_412 }),
    ]);
  });

  it("reports a reconciliation as a PDF", async () => {
    const { bank, codes } = await freshBank(owner);
    const rent = await record(owner, bank, codes, "2025-01-05", 150_000);
    await record(owner, bank, codes, "2025-01-06", -2_000);
    const rec = (await start(owner, bank, "2025-01-31", 150_000)).json<ReconciliationView>();
    await tick(owner, rec.reconciliation.id, [rent.id]);
    await owner.post(`${B}/reconciliations/${rec.reconciliation.id}/finish`);
    const res = await owner.get(`${B}/reconciliations/${rec.reconciliation.id}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/reconciliation-\d+-2025-01-31\.pdf/);
    const text = pdfText(res.rawPayload);
    for (const s of [
      "Bank Reconciliation",
      "Cleared transactions (1)",
      "Outstanding up to the statement date (1)",
    ])
      expect(text).toContain(s);
    expect(text).toContain("$1,500.00");
  });

  it("refuses a viewer's changes, another organization's ids, and malformed input", async () => {
    const { bank, codes } = await freshBank(owner);
    const t = await record(owner, bank, codes, "2025-01-05", 1_000);
    const rec = (await start(owner, bank, "2025-01-31", 1_000)).json<ReconciliationView>();
    const id = rec.reconciliation.id;
    expect((await start(viewer, bank, "2025-01-31", 0)).statusCode).toBe(403);
    expect((await tick(viewer, id, [t.id])).statusCode).toBe(403);
    expect((await viewer.post(`${B}/reconciliations/${id}/finish`)).statusCode).toBe(403);
    expect((await other.get(`${B}/reconciliations/${id}`)).statusCode).toBe(404);
    expect((await other.get(`${B}/accounts/${bank}/reconciliations`)).statusCode).toBe(404);
    expect((await tick(other, id, [t.id])).statusCode).toBe(404);
    expect((await other.post(`${B}/reconciliations/${id}/undo`)).statusCode).toBe(404);
    expect((await other.get(`${B}/reconciliations/${id}/report`)).statusCode).toBe(404);
    const bad = await start(owner, bank, "2025-02-30", 1.5);
    expect(bad.statusCode).toBe(400);
    expect((await tick(owner, id, [])).json().message).toMatch(/choose at least one transaction/);
    const income = (await codesOf(owner)).get("4000")!;
    const notBank = await start(owner, income, "2025-01-31", 0);
    expect(notBank.statusCode).toBe(400);
    expect(notBank.json().message).toMatch(/not a bank, cash or credit-card account/);
  });
});
