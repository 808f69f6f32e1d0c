import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { registeredRoutes } from "../test/routes";

// Walks every route Fastify has registered (so routes added later are covered without editing this
// file) with hostile input, as a signed-in admin holding a valid CSRF token: no answer may be a 5xx,
// and a refused request writes nothing.
// Built at collection time so each route is its own test.
const t = await createTestApp({ searchRateLimit: { max: 100_000, windowMs: 60_000 } });
afterAll(async () => {
  await t.app.close();
  await closeTestDatabase();
});

/** Routes that take no input at all: any body is ignored, so a 2xx (and its write) is correct. */
const INPUTLESS = new Set([
  "POST /api/auth/logout",
  "POST /api/notifications/create-samples",
  "POST /api/auth/mfa/setup",
  "PATCH /api/notifications/mark-all-read",
  "GET /api/logout",
]);

const HUGE = "99999999999999999999999";
const MEGABYTE = "x".repeat(1024 * 1024);
const BAD_TEXT = ["a\u0000b", "\u0007bell", "\ud800", "x\udc00y", MEGABYTE.slice(0, 60_000)];
const FIELDS = [
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "firstName",
  "lastName",
  "name",
  "organizationName",
  "query",
  "description",
  "memo",
  "notes",
  "address",
  "role",
  "token",
  "date",
  "code",
  "type",
  "profileImageUrl",
  "accountId",
  "propertyId",
  "unitId",
  "amount",
  "amountCents",
];

function bodies(): string[] {
  const out: string[] = [];
  for (const bad of BAD_TEXT) out.push(JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, bad]))));
  // One field at a time too, so the others' validation cannot refuse the body first.
  for (const f of FIELDS) out.push(JSON.stringify({ [f]: "a\u0000b" }));
  out.push(`{${FIELDS.map((f) => `"${f}": ${HUGE}`).join(",")}}`);
  out.push(`{${FIELDS.map((f) => `"${f}": -${HUGE}.5e300`).join(",")}}`);
  out.push(JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, { nested: [1, null, true] }]))));
  out.push(JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, [f]]))));
  out.push(JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, false]))));
  out.push(JSON.stringify({ "key\u0000": "value" }));
  out.push(JSON.stringify({ query: `expenses over ${HUGE} dollars` }));
  out.push(JSON.stringify({ query: `income under ${HUGE}.99 million` }));
  out.push(JSON.stringify({ query: `rent about $${HUGE}k` }));
  out.push(JSON.stringify({ firstName: MEGABYTE }));
  out.push("[]", "null", "42", '"text"', "{", `${"[".repeat(10_000)}${"]".repeat(10_000)}`);
  return out;
}

const QUERIES = [
  `?limit=${HUGE}&offset=-${HUGE}&page=${HUGE}&from=2024-13-45&to=${HUGE}`,
  "?q=%00&search=%07&name=%ED%A0%80&cursor=%00",
  "?limit=abc&offset=1.5&propertyId=not-a-uuid&accountId[]=1&type[x]=y",
  `?q=${"y".repeat(100_000)}`,
];
const PARAMS = ["%00", HUGE, "%ED%A0%80", "00000000-0000-0000-0000-000000000000", "a".repeat(5000)];

function withParams(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, value);
}

type Rows<T> = { rows: T[] };

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as Rows<{ tablename: string }>;
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    if (tablename === "sessions") continue; // signing in again after a logout route is not the route's write
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
    )) as unknown as Rows<{ n: number }>;
    counts[tablename] = Number(counted.rows[0]?.n ?? 0);
  }
  return counts;
}

describe("bad-input corpus over every registered route", () => {
  it("finds the routes from Fastify itself", () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContainEqual({ method: "POST", path: "/api/search/ai-search" });
    expect(routes).toContainEqual({ method: "PATCH", path: "/api/auth/profile" });
    expect(routes).toContainEqual({ method: "DELETE", path: "/api/users/:id" });
    expect(routes.length).toBeGreaterThan(30);
  });

  let browser: Browser;
  beforeAll(async () => {
    browser = new Browser(t.app);
    await browser.signup();
  });

  const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s: no 5xx, and a refusal writes nothing",
    async (key, route) => {
      const before = await rowCounts();
      const target = withParams(route.path, PARAMS[3] ?? "");
      const sends: [string, string | undefined][] = [
        ...PARAMS.map((p): [string, undefined] => [withParams(route.path, p), undefined]),
        ...QUERIES.map((q): [string, undefined] => [target + q, undefined]),
      ];
      if (route.method !== "GET") for (const body of bodies()) sends.push([target, body]);
      const failures: string[] = [];
      for (const [url, body] of sends) {
        const res = await browser.request(
          route.method as "POST",
          url,
          body ?? (route.method === "GET" ? undefined : "{}"),
        );
        if (res.statusCode >= 500)
          failures.push(`${url.slice(0, 80)} ${String(body).slice(0, 60)} → ${res.statusCode}`);
        if (!browser.sessionCookie()) {
          browser = new Browser(t.app);
          await browser.signup();
        }
      }
      expect(failures).toEqual([]);
      if (!INPUTLESS.has(key)) expect(await rowCounts()).toEqual(before);
    },
  );
});
