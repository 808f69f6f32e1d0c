// The published API contract (/api/openapi.json) against the routes the server really has and the
// answers it really gives, on the seeded demo organization (signed-out callers are its admin).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Browser, createTestApp, type TestApp } from "../test/helpers";
import { type CataloguedRoute, routeCatalogue, undescribedAnswer } from "./openapi";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appMode: "demo" });
}, 120_000);
afterAll(async () => {
  await t.app.close();
});

/** Routes that are not part of the contract: the reference page and its assets, and the document itself. */
const NOT_IN_DOCUMENT = (url: string) => url === "/api/openapi.json" || url.startsWith("/api/docs");

/**
 * Routes whose success answer has no schema yet (`undescribedAnswer`): the document says "JSON" only.
 * Describe the answer with a zod schema in src/shared and take the route off this list; a new route
 * must come with its answer described.
 */
const UNDESCRIBED = new Set<string>([]);
const UNDESCRIBED_PREFIXES: string[] = [];

const apiRoutes = (): CataloguedRoute[] =>
  routeCatalogue(t.app).filter((r) => r.url.startsWith("/api/") && !NOT_IN_DOCUMENT(r.url));
const key = (r: CataloguedRoute) => `${r.method} ${r.url}`;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const successSchema = (r: CataloguedRoute) =>
  Object.entries(r.schema.response ?? {}).find(([status]) => /^[23]\d\d$/.test(status))?.[1];

async function documentPaths(): Promise<Record<string, Record<string, unknown>>> {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  return res.json().paths;
}

/** The answer matches the schema, and carries no field the schema does not name (parsing drops those). */
function expectMatches(route: string, schema: unknown, body: unknown) {
  expect(schema, `${route}: no zod answer schema`).toBeInstanceOf(z.ZodType);
  const result = (schema as z.ZodType).safeParse(body);
  expect(result.success ? "" : `${route}: ${result.error.message}`).toBe("");
  expect(result.data, `${route}: a field the document does not name`).toEqual(body);
}

describe("the OpenAPI document", () => {
  it("documents every /api route with a summary, its tag and its path parameters", async () => {
    const paths = await documentPaths();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map(key);
    expect(missing, "routes absent from /api/openapi.json").toEqual([]);
    for (const r of routes) {
      const operation = paths[openApiPath(r.url)]?.[r.method.toLowerCase()] as {
        summary?: string;
        tags?: string[];
        parameters?: { in: string; name: string }[];
      };
      expect(operation.summary, key(r)).toBeTruthy();
      expect(operation.tags?.length, key(r)).toBe(1);
      const pathNames = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const documented = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(documented.sort(), `${key(r)}: path parameters`).toEqual(pathNames.sort());
    }
  });

  it("describes every success answer except the listed ones, and the list holds no described route", () => {
    const undescribed = (r: CataloguedRoute) =>
      UNDESCRIBED.has(key(r)) || UNDESCRIBED_PREFIXES.some((prefix) => r.url.startsWith(prefix));
    const problems: string[] = [];
    for (const r of apiRoutes()) {
      const isUndescribed = successSchema(r) === undescribedAnswer;
      if (isUndescribed && !undescribed(r)) problems.push(`${key(r)}: answer not described`);
      if (!isUndescribed && UNDESCRIBED.has(key(r)))
        problems.push(`${key(r)}: described, take it off UNDESCRIBED`);
    }
    expect(problems).toEqual([]);
  });
});

/** GET `url`, expect 200 and an answer matching the schema of the route `routeKey`; the answer. */
async function check(routeKey: string, url: string) {
  const route = apiRoutes().find((r) => key(r) === routeKey);
  expect(route, `${routeKey}: no such route`).toBeTruthy();
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  expectMatches(routeKey, successSchema(route!), res.json());
  return res.json();
}

/** POST `body` to `url` as the demo's admin, expect 201 and an answer matching the route's schema. */
async function checkPost(routeKey: string, url: string, body: Record<string, unknown>) {
  const route = apiRoutes().find((r) => key(r) === routeKey);
  expect(route, `${routeKey}: no such route`).toBeTruthy();
  const res = await new Browser(t.app).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  expectMatches(routeKey, route!.schema.response?.["201"], res.json());
  return res.json();
}

describe("answers match the document (seeded demo organization)", () => {
  it("every described GET without path parameters", async () => {
    const routes = apiRoutes().filter(
      (r) => r.method === "GET" && !r.url.includes(":") && successSchema(r) instanceof z.ZodType,
    );
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/api/accounting/accounts", "/api/accounting/transactions", "/api/users"]),
    );
    for (const r of routes) {
      if (successSchema(r) === undescribedAnswer) continue;
      const res = await t.app.inject({ method: "GET", url: r.url });
      if (res.statusCode >= 300 && res.statusCode < 400) continue; // GET /api/logout: a redirect
      if (res.statusCode === 400) continue; // needs a query (e.g. the ledger's account); checked below
      expect(res.statusCode, key(r)).toBe(200);
      expectMatches(key(r), successSchema(r), res.json());
    }
  });

  it("representative answers with ids and queries", async () => {
    const P = "/api/accounting";
    const { items: accounts } = await check(`GET ${P}/accounts`, `${P}/accounts`);
    const bank = accounts.find((a: { subtype: string }) => a.subtype === "bank") ?? accounts[0];
    await check(`GET ${P}/accounts/:id`, `${P}/accounts/${bank.id}`);
    await check(`GET ${P}/ledger`, `${P}/ledger?accountId=${bank.id}`);
    const { items: properties } = await check(`GET ${P}/properties`, `${P}/properties`);
    expect(properties.length, "the demo has properties").toBeGreaterThan(0);
    await check(`GET ${P}/properties/:id`, `${P}/properties/${properties[0].id}`);
    await check(`GET ${P}/properties/:id/units`, `${P}/properties/${properties[0].id}/units`);
    const { items: transactions } = await check(`GET ${P}/transactions`, `${P}/transactions?pageSize=100`);
    expect(transactions.length, "the demo has transactions").toBeGreaterThan(0);
    await check(`GET ${P}/transactions/:id`, `${P}/transactions/${transactions[0].id}`);
    await check(`GET ${P}/trial-balance`, `${P}/trial-balance?from=2025-01-01&to=2025-12-31`);
  });

  it("the dashboard and a search answer", async () => {
    await check("GET /api/accounting/dashboard", "/api/accounting/dashboard");
    const routeKey = "POST /api/search/ai-search";
    const route = apiRoutes().find((r) => key(r) === routeKey);
    const res = await new Browser(t.app).post("/api/search/ai-search", { query: "rent in 2025" });
    expect(res.statusCode, res.body).toBe(200);
    expectMatches(routeKey, route?.schema.response?.["200"], res.json());
    expect(res.json().internalData.transactions.length, "the demo has rent in 2025").toBeGreaterThan(0);
  });

  it("leasing answers with ids and queries", async () => {
    const L = "/api/leasing";
    const { items: tenants } = await check(`GET ${L}/tenants`, `${L}/tenants?balanceDue=true`);
    expect(tenants.length, "the demo has tenants owing rent").toBeGreaterThan(0);
    await check(`GET ${L}/tenants/:id`, `${L}/tenants/${tenants[0].id}`);
    const { items: leases } = await check(`GET ${L}/leases`, `${L}/leases?status=active`);
    expect(leases.length, "the demo has active leases").toBeGreaterThan(0);
    await check(`GET ${L}/leases/:id`, `${L}/leases/${leases[0].id}`);
    const ledger = await check(`GET ${L}/leases/:id/ledger`, `${L}/leases/${leases[0].id}/ledger`);
    const payment = ledger.entries.find((e: { kind: string }) => e.kind === "payment");
    expect(payment, "the demo lease has a payment").toBeTruthy();
    await check(`GET ${L}/payments/:id`, `${L}/payments/${payment.id}`);
    await check(`GET ${L}/rent-roll`, `${L}/rent-roll?propertyId=${leases[0].propertyId}`);
    await check(`GET ${L}/rent-payments`, `${L}/rent-payments?month=2025-06`);
  });

  it("report answers with ids and queries", async () => {
    const R = "/api/accounting/reports";
    const { items: properties } = await check("GET /api/accounting/properties", "/api/accounting/properties");
    const year = "period=year&date=2025-06-30";
    const pnl = await check(`GET ${R}/profit-and-loss`, `${R}/profit-and-loss?${year}&columns=property`);
    expect(pnl.rows.length, "the demo has a profit and loss").toBeGreaterThan(0);
    await check(`GET ${R}/profit-and-loss`, `${R}/profit-and-loss?${year}&compare=previous_year&basis=cash`);
    await check(`GET ${R}/balance-sheet`, `${R}/balance-sheet?asOf=2025-12-31`);
    await check(`GET ${R}/cash-flow`, `${R}/cash-flow?period=quarter&date=2025-06-30`);
    await check(`GET ${R}/trial-balance`, `${R}/trial-balance?${year}&propertyId=${properties[0].id}`);
    await check(`GET ${R}/owner-statement`, `${R}/owner-statement?${year}&propertyId=${properties[0].id}`);
    await check(`GET ${R}/vendor-1099`, `${R}/vendor-1099?year=2025`);
    const scheduleE = await check(`GET ${R}/schedule-e`, `${R}/schedule-e?year=2025&allocation=units`);
    expect(scheduleE.properties.length, "the demo has Schedule E properties").toBeGreaterThan(0);
    const definition = {
      rows: "property",
      columns: "quarter",
      measure: "count",
      from: "2025-01-01",
      to: "2025-12-31",
    };
    const d = encodeURIComponent(JSON.stringify(definition));
    await check(`GET ${R}/builder/run`, `${R}/builder/run?d=${d}`);
    // The demo has no saved report: save one (its answer is checked too), then read it back.
    await checkPost(`POST ${R}/saved`, `${R}/saved`, { name: "Contract check", definition });
    const { items: saved } = await check(`GET ${R}/saved`, `${R}/saved`);
    expect(saved.map((r: { name: string }) => r.name)).toContain("Contract check");
    await check(`GET ${R}/saved/:id`, `${R}/saved/${saved[0].id}`);
    await check(`GET ${R}/saved/:id/run`, `${R}/saved/${saved[0].id}/run`);
  });

  it("banking answers with ids", async () => {
    const B = "/api/banking";
    const { items: accounts } = await check(`GET ${B}/accounts`, `${B}/accounts`);
    const reconciled = accounts.find((a: { subtype: string }) => a.subtype === "bank") ?? accounts[0];
    const A = `${B}/accounts/${reconciled.id}/reconciliations`;
    await check(`GET ${B}/accounts/:id/reconciliations`, A);
    // The demo has no reconciliation: start one (its answer is checked too).
    const started = await checkPost(`POST ${B}/accounts/:id/reconciliations`, A, {
      statementDate: "2025-12-31",
      statementBalanceCents: reconciled.balanceCents,
    });
    const opening = await check(`GET ${B}/accounts/:id/reconciliations`, A);
    expect(opening.inProgress.id).toBe(started.reconciliation.id);
    const R = `${B}/reconciliations/${started.reconciliation.id}`;
    await check(`GET ${B}/reconciliations/:id`, R);
    await check(`GET ${B}/reconciliations/:id/difference`, `${R}/difference`);
    await check(`GET ${B}/reconciliations/:id/report`, `${R}/report?format=json`);
    await check(`GET ${B}/accounts/:id/reconciliations/history`, `${A}/history?year=2025&pageSize=5`);
    // Nor a statement import: upload a CSV statement (the upload's answer is checked too).
    const csv =
      "Date,Description,Amount\n2025-11-03,Hardware store,-45.10\n2025-11-04,Rent deposit,1200.00\n";
    const boundary = "contract-check";
    const upload = await new Browser(t.app).post(
      `${B}/imports?bankAccountId=${reconciled.id}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const uploadRoute = apiRoutes().find((r) => key(r) === `POST ${B}/imports`)!;
    expectMatches(`POST ${B}/imports`, uploadRoute.schema.response?.["201"], upload.json());
    const { items: imports } = await check(`GET ${B}/imports`, `${B}/imports`);
    expect(imports.length, "the uploaded statement is listed").toBeGreaterThan(0);
    await check(`GET ${B}/imports/:id`, `${B}/imports/${imports[0].id}`);
    await check(`GET ${B}/rules`, `${B}/rules`);
  });

  it("the notification list (fast-json-stringify schema) matches the shared notification shape", async () => {
    const { notificationAnswer } = await import("../../shared/api");
    const res = await t.app.inject({ method: "GET", url: "/api/notifications" });
    expect(res.statusCode).toBe(200);
    expectMatches("GET /api/notifications", z.array(notificationAnswer), res.json());
  });
});
