// Leases, their charges, bank imports and saved reports are found by their words, with the pages they
// open on, the moment they are written. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiSearchResponse } from "../../shared/search";
import { cacheBarrier } from "../cache/index";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { runChargeJobFor } from "../leasing/charge-job";
import { createLease } from "../leasing/lease-create";
import { enteredOn } from "../leasing/seed";
import { type LeasingFixture, leaseInput, leasingFixture } from "../leasing/test-support";
import { aiSearch } from "./service";
import { closeSearchTestDatabase, searchTestDatabase } from "./test-support";

let db: Db;
let f: LeasingFixture;
let anaLease: string;
let benLease: string;

const search = (query: string) =>
  aiSearch(db, { organizationId: f.orgId, query, now: new Date("2026-03-20T12:00:00Z") });
const ofKind = (a: AiSearchResponse, kind: string) => a.results.filter((r) => r.id.startsWith(`${kind}:`));

beforeAll(async () => {
  db = (await searchTestDatabase()).db;
  f = await leasingFixture(db, "2026-03-20", 3);
  await db.execute(sql`update properties set address_line1 = '12 Oak Street', city = 'Dayton'
                        where organization_id = ${f.orgId} and id = ${f.propertyId}`);
  anaLease = (await createLease(f.ctx, f.orgId, leaseInput(f, { lateFeeKind: "flat", lateFeeAmount: 5_000 })))
    .id;
  benLease = (
    await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { unitId: f.unitIds[2], tenantIds: [f.tenantIds[1]!], rentCents: 120_000 }),
    )
  ).id;
  // Entered when signed: the charge job assesses Ana's late fees.
  for (const id of [anaLease, benLease]) await enteredOn(db, f.orgId, id, "2026-01-01");
  await runChargeJobFor(f.ctx, f.orgId);
}, 120_000);

afterAll(() => closeSearchTestDatabase());

describe("leases and their charges", () => {
  it("“lease Oak unit 3” is the lease on unit 3, linked to its page, first", async () => {
    const answer = await search("lease Oak unit 3");
    const leases = ofKind(answer, "lease");
    expect(leases.map((r) => r.id)).toEqual([`lease:${benLease}`]);
    expect(answer.results[0]!.id).toBe(`lease:${benLease}`);
    expect(leases[0]!.source).toBe(`Leases (/leases/${benLease})`);
    expect(leases[0]!.title).toBe("Ben Okafor — Oak Street Duplex · Unit 3");
    expect(leases[0]!.content).toContain("$1,200.00/month");
    expect(answer.response).toMatch(/^Found 1 lease: Ben Okafor/);
  });

  it("a unit's letter after “unit” names it", async () => {
    await db.execute(
      sql`update units set name = 'Unit C' where organization_id = ${f.orgId} and id = ${f.unitIds[2]!}`,
    );
    const answer = await search("lease Oak Street Duplex unit c");
    expect(ofKind(answer, "lease").map((r) => r.id)).toEqual([`lease:${benLease}`]);
    await db.execute(
      sql`update units set name = 'Unit 3' where organization_id = ${f.orgId} and id = ${f.unitIds[2]!}`,
    );
  });

  it("a tenant's name finds their lease and their ledger charges, not the other tenant's", async () => {
    const answer = await search("Ana Ruiz");
    expect(ofKind(answer, "lease").map((r) => r.id)).toEqual([`lease:${anaLease}`]);
    const charges = ofKind(answer, "charge");
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((r) => r.source === `Lease ledger (/leases/${anaLease})`)).toBe(true);
  });

  it("“late fee” finds the late-fee charges of the lease that has one", async () => {
    const answer = await search("late fee");
    const charges = ofKind(answer, "charge");
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((r) => /late fee/i.test(r.title))).toBe(true);
    expect(charges.every((r) => r.source.includes(anaLease))).toBe(true);
  });

  it("a lease signed a second ago is found at once", async () => {
    await search("Ana Ruiz"); // names and vocabulary cached from here
    const [{ id: tenantId }] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into leasing_tenants (organization_id, name, kind, created_at, updated_at)
                           values (${f.orgId}, 'Quilla Marchetti', 'person', now(), now()) returning id`),
    ) as [{ id: string }];
    const fresh = await createLease(
      f.ctx,
      f.orgId,
      leaseInput(f, { unitId: f.unitIds[1], tenantIds: [tenantId], rentCents: 99_000 }),
    );
    const answer = await search("Marchetti lease");
    expect(ofKind(answer, "lease").map((r) => r.id)).toEqual([`lease:${fresh.id}`]);
  });
});

describe("imports and saved reports", () => {
  beforeAll(async () => {
    await db.execute(sql`insert into bank_import_batches
        (organization_id, bank_account_id, file_name, format, status, row_count, imported_count, created_at)
      values (${f.orgId}, ${f.account("1000")}, 'chase_march_2026.csv', 'csv', 'committed', 42, 40, '2026-03-05T10:00:00Z'),
             (${f.orgId}, ${f.account("1000")}, 'chase_february_2026.csv', 'csv', 'committed', 38, 38, '2026-02-04T10:00:00Z')`);
    await db.execute(sql`insert into saved_reports (organization_id, name, definition, created_at, updated_at)
      values (${f.orgId}, 'Quarterly owner packet', '{}'::jsonb, now(), now()),
             (${f.orgId}, 'Vacancy watchlist', '{}'::jsonb, now(), now())`);
    await cacheBarrier(db); // the end of that unit of work: the cached names hear of both
  });

  it("an import's file name, or “import of March statement”, finds that import with its page", async () => {
    for (const query of ["chase_march_2026.csv", "import of March statement"]) {
      const imports = ofKind(await search(query), "import");
      expect(
        imports.map((r) => r.title),
        query,
      ).toEqual(["chase_march_2026.csv (Operating Bank Account)"]);
      expect(imports[0]!.source).toBe(
        `Bank imports (/bank-connections/accounts/${f.account("1000")}/import)`,
      );
      expect(imports[0]!.content).toContain("40 of 42 rows imported");
    }
  });

  it("a saved report's name finds it, uncorrected, linked to the builder", async () => {
    expect((await search("owner pakcet")).results.map((r) => r.title)).toContain("Quarterly owner packet");
    const answer = await search("owner packet");
    const reports = ofKind(answer, "report");
    expect(reports.map((r) => r.title)).toEqual(["Quarterly owner packet"]);
    expect(reports[0]!.source).toMatch(
      /^Saved reports \(\/reports\/dynamic-builder\?report=[0-9a-f-]{36}\)$/,
    );
    expect(answer.response).toMatch(/^Found 1 saved report: Quarterly owner packet/);
  });

  it("a slip as near the search's own word as the report's is read as the report's (“vacany”)", async () => {
    // "vacany" is one edit from "vacant" (the search's word for units without a lease) and from
    // "vacancy": no transaction says either, and only the report's word finds anything.
    const answer = await search("vacany watchlist");
    expect(ofKind(answer, "report").map((r) => r.title)).toEqual(["Vacancy watchlist"]);
    expect(answer.response).toMatch(/^Showing results for “vacancy watchlist”\. Found 1 saved report/);
  });

  it("other organizations' records are never found", async () => {
    const other = await leasingFixture(db, "2026-03-20", 1);
    const answer = await aiSearch(db, {
      organizationId: other.orgId,
      query: "owner packet",
      now: new Date(),
    });
    expect(ofKind(answer, "report")).toEqual([]);
    expect(answer.results.filter((r) => r.type === "internal")).toEqual([]);
  });
});

describe("what a landlord asks of the leases", () => {
  let g: LeasingFixture;
  let ana: string;
  let ben: string;
  const ask = (query: string) =>
    aiSearch(db, { organizationId: g.orgId, query, now: new Date("2026-03-20T12:00:00Z") });

  beforeAll(async () => {
    g = await leasingFixture(db, "2026-03-20", 3);
    ana = (await createLease(g.ctx, g.orgId, leaseInput(g))).id;
    ben = (
      await createLease(
        g.ctx,
        g.orgId,
        leaseInput(g, {
          unitId: g.unitIds[2],
          tenantIds: [g.tenantIds[1]!],
          rentCents: 120_000,
          endDate: "2026-04-30",
        }),
      )
    ).id;
    await runChargeJobFor(g.ctx, g.orgId);
  }, 120_000);

  it("“vacant units” lists the units no lease covers today, each linked to a new lease", async () => {
    const answer = await ask("vacant units");
    const units = ofKind(answer, "vacancy");
    expect(units.map((r) => r.title)).toEqual(["Oak Street Duplex · Unit 2"]);
    expect(units[0]!.source).toBe(
      `Rent roll (/leases/new?propertyId=${g.propertyId}&unitId=${g.unitIds[1]})`,
    );
    expect(answer.response).toBe("1 unit is vacant today: Oak Street Duplex · Unit 2.");
    expect(answer.internalData.transactions).toEqual([]);
    // Asked as a question: "are" after "units" names no unit.
    for (const query of ["which units are vacant", "what units are empty"])
      expect((await ask(query)).response, query).toBe(answer.response);
  });

  it("“leases ending soon” is the lease ending within 60 days, not a spelling of “spending”", async () => {
    const answer = await ask("leases ending soon");
    expect(ofKind(answer, "lease").map((r) => r.id)).toEqual([`lease:${ben}`]);
    expect(ofKind(answer, "lease")[0]!.content).toMatch(/^ends 2026-04-30 · /);
    expect(answer.response).toBe(
      "1 lease ends in the next 60 days: Ben Okafor — Oak Street Duplex · Unit 3.",
    );
    const later = await aiSearch(db, {
      organizationId: g.orgId,
      query: "leases expiring",
      now: new Date("2026-06-01T12:00:00Z"),
    });
    expect(later.response).toBe("No active lease ends in the next 60 days.");
    expect(ofKind(later, "lease")).toEqual([]);
  });

  it("“tenants behind on rent” are the leases with a balance due, largest first", async () => {
    const answer = await ask("which tenants are behind on rent");
    const owing = ofKind(answer, "lease");
    expect(owing.map((r) => r.id)).toEqual([`lease:${ana}`, `lease:${ben}`]);
    expect(owing[0]!.content).toMatch(/^owes \$[\d,]+\.\d\d · /);
    expect(answer.response).toMatch(
      /^2 leases have a balance due: Ana Ruiz — Oak Street Duplex · Unit 1; Ben Okafor/,
    );
  });

  it("“who hasn't paid”, “outstanding balances” and “who is behind” ask the same of the leases", async () => {
    for (const q of [
      "who hasn't paid rent",
      "tenants who didn't pay this month",
      "outstanding balances",
      "which tenant is behind",
      "who fell behind",
    ]) {
      const answer = await ask(q);
      expect(
        ofKind(answer, "lease").map((r) => r.id),
        q,
      ).toEqual([`lease:${ana}`, `lease:${ben}`]);
      expect(answer.response, q).toMatch(/^2 leases have a balance due/);
    }
  });

  it("words that narrow an intent to nothing are read as text, never as “every unit is leased”", async () => {
    await db.execute(sql`insert into saved_reports (organization_id, name, definition, created_at, updated_at)
      values (${g.orgId}, 'Vacancy watchlist', '{}'::jsonb, now(), now())`);
    await cacheBarrier(db);
    const report = await ask("vacancy watchlist");
    expect(ofKind(report, "report").map((r) => r.title)).toEqual(["Vacancy watchlist"]);
    expect(ofKind(report, "vacancy")).toEqual([]);
    const nowhere = await ask("vacant zebra");
    expect(nowhere.response).not.toMatch(/leased today/);
    expect(nowhere.results.filter((r) => r.type === "internal")).toEqual([]);
  });

  it("the words still narrow an intent: “overdue at Unit 3” is Ben's lease alone", async () => {
    const answer = await ask("overdue unit 3");
    expect(ofKind(answer, "lease").map((r) => r.id)).toEqual([`lease:${ben}`]);
  });
});
