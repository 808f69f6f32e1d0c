// The notice job on the injectable clock: rent overdue after the grace period, leases ending in 60 and
// 30 days, each announced once however often (or however concurrently) the job runs.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY, FakeClock } from "../clock";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { runChargeJobFor } from "./charge-job";
import type { Leasing } from "./context";
import { runLeaseNotices, runLeaseNoticesFor } from "./notices";

const L = "/api/leasing";
let app: FastifyInstance;
let clock: FakeClock;
let owner: Browser;
let orgId: string;
let login: { email: string; password: string };
let ctx: Leasing;

type Inbox = { title: string; message: string; actionUrl: string | null; type: string }[];
const inbox = async () => (await owner.get("/api/notifications")).json<Inbox>();
/** Days pass on the clock; the session's idle timeout with them, so the owner signs in again. */
async function daysPass(n: number) {
  clock.advance(n * DAY);
  expect((await owner.login(login.email, login.password)).statusCode).toBe(200);
}
const leasingNews = async () =>
  (await inbox()).filter((n) => n.title.startsWith("Rent overdue") || n.title.startsWith("Lease ending"));

beforeAll(async () => {
  clock = new FakeClock(Date.UTC(2026, 2, 15, 12));
  ({ app } = await createTestApp({ clock }));
  ctx = { db: app.ctx.db, clock };
  owner = new Browser(app);
  const user = await owner.signup();
  orgId = user.organizationId;
  login = user;
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

async function leaseOn(unitName: string, over: Record<string, unknown>) {
  await owner.post("/api/accounting/accounts/apply-template");
  const property = await owner.post("/api/accounting/properties", {
    name: "Birch Row",
    type: "multi_family",
    units: [{ name: unitName }],
  });
  const unitId = property.json<{ units: { id: string }[] }>().units[0]!.id;
  const t = await owner.post(`${L}/tenants`, { name: "Noor Haddad" });
  const res = await owner.post(`${L}/leases`, {
    unitId,
    tenantIds: [t.json<{ id: string }>().id],
    rentCents: 100_000,
    graceDays: 5,
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

describe("the notice job", () => {
  it("announces overdue rent and a lease ending in 60 days once, then 30 days, not a paid rent", async () => {
    const leaseId = await leaseOn("A1", { startDate: "2026-03-01", endDate: "2026-05-10" });

    // 2026-03-15: March's rent (due the 1st, 5 days of grace) is open; the lease ends in 56 days.
    expect(await runLeaseNoticesFor(ctx, orgId)).toBe(2);
    expect(await runLeaseNoticesFor(ctx, orgId)).toBe(0);
    await runLeaseNotices(ctx);
    const first = await leasingNews();
    expect(first.map((n) => n.title).sort()).toEqual(["Lease ending in 60 days", "Rent overdue"]);
    expect(first.find((n) => n.title === "Rent overdue")).toMatchObject({
      message:
        "$1,000.00 of the rent due 2026-03-01 for Birch Row · A1 (Noor Haddad) is still unpaid after the 5-day grace period.",
      type: "warning",
      actionUrl: `/leases/${leaseId}`,
    });
    expect(first.find((n) => n.title === "Lease ending in 60 days")?.message).toBe(
      "The lease for Birch Row · A1 (Noor Haddad) ends on 2026-05-10, in 56 days. Renew it or plan the move-out.",
    );

    // March and April paid on 2026-04-02; on 2026-04-10 only the 30-day notice is new.
    const paid = await owner.post(`${L}/leases/${leaseId}/payments`, {
      date: "2026-04-02",
      amountCents: 200_000,
    });
    expect(paid.statusCode).toBe(201);
    await daysPass(26);
    await runChargeJobFor(ctx, orgId);
    await Promise.all([runLeaseNoticesFor(ctx, orgId), runLeaseNoticesFor(ctx, orgId)]);
    await runLeaseNotices(ctx);
    const later = await leasingNews();
    expect(later.map((n) => n.title).sort()).toEqual([
      "Lease ending in 30 days",
      "Lease ending in 60 days",
      "Rent overdue",
    ]);
    expect(later.find((n) => n.title === "Lease ending in 30 days")?.message).toMatch(/in 30 days\./);
  });

  it("does not announce rent overdue for longer than the notice window, nor rent still in its grace", async () => {
    await daysPass(2); // 2026-04-12
    // Rent since January: January's and February's rent fell overdue before the window.
    const old = await leaseOn("B2", { startDate: "2026-01-01", graceDays: 20 });
    await runLeaseNoticesFor(ctx, orgId);
    expect(
      (await leasingNews()).filter((n) => n.actionUrl === `/leases/${old}`).map((n) => n.message),
    ).toEqual([
      "$1,000.00 of the rent due 2026-03-01 for Birch Row · B2 (Noor Haddad) is still unpaid after the 20-day grace period.",
    ]);
  });
});
