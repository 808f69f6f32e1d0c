// /api/preferences/dashboard: each member's dashboard layout, kept on the server so it follows them to
// another browser; validated (unknown or repeated widgets refused with a message, nothing written), scoped to
// the caller's user and organization, reset to the default, refused in the shared demo.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DASHBOARD_LAYOUT, DASHBOARD_PREFERENCES_PATH as PATH } from "../../shared/preferences";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { Browser, closeTestDatabase, createTestApp, GOOD_PASSWORD, type TestApp } from "../test/helpers";

let t: TestApp;
let database: Database;
beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
});
afterAll(async () => {
  await t.app.close();
  await closeTestDatabase();
});

const put = (b: Browser, body: unknown) => b.request("PUT", PATH, body as Record<string, unknown>);
const MOVED = {
  order: ["health", "figures", "leasesEnding", "rent", "chart", "properties", "onboarding"],
  hidden: ["chart"],
};

async function savedRows(userId: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from user_preferences where user_id = ${userId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

describe("the dashboard layout", () => {
  it("is refused to a signed-out caller", async () => {
    const b = new Browser(t.app);
    expect((await b.get(PATH)).statusCode).toBe(401);
    expect((await put(b, MOVED)).statusCode).toBe(401);
  });

  it("starts as the default and, once saved, follows the user to another browser", async () => {
    const home = new Browser(t.app);
    const user = await home.signup();
    expect((await home.get(PATH)).json()).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    const saved = await put(home, MOVED);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(MOVED);

    const office = new Browser(t.app);
    expect((await office.login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await office.get(PATH)).json()).toEqual(MOVED);
  });

  it("belongs to its user: another account still sees the default", async () => {
    const a = new Browser(t.app);
    const b = new Browser(t.app);
    await a.signup();
    await b.signup();
    await put(a, MOVED);
    expect((await b.get(PATH)).json()).toEqual(DEFAULT_DASHBOARD_LAYOUT);
  });

  it("refuses unknown and repeated widgets with a message naming the problem, writing nothing", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    const unknown = await put(b, { order: ["figures", "weather"], hidden: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'order: Unknown dashboard widget "weather"' });
    const twice = await put(b, { order: ["chart", "chart"], hidden: [] });
    expect(twice.json()).toEqual({ message: "order: A widget is listed twice" });
    expect((await put(b, { order: [], hidden: [], colour: "red" })).statusCode).toBe(400);
    expect((await put(b, { order: "figures", hidden: [] })).statusCode).toBe(400);
    expect(await savedRows(user.id)).toBe(0);
  });

  it("puts widgets the saved order leaves out at their default place", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const res = await put(b, { order: ["properties", "chart"], hidden: [] });
    expect(res.json()).toEqual({
      order: ["onboarding", "figures", "rent", "leasesEnding", "properties", "chart", "health"],
      hidden: [],
    });
  });

  it("ignores ids of widgets the product no longer has when reading a stored layout", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    await put(b, MOVED);
    await database.db.execute(
      sql`update user_preferences set value = ${JSON.stringify({
        order: ["retired", "chart", "figures"],
        hidden: ["retired", "health"],
      })}::jsonb where user_id = ${user.id}`,
    );
    expect((await b.get(PATH)).json()).toEqual({
      // Each missing widget follows the one before it in the default order.
      order: ["onboarding", "chart", "health", "properties", "figures", "rent", "leasesEnding"],
      hidden: ["health"],
    });
  });

  it("shows the rent widgets to a user whose layout was saved before they existed, after the key figures", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    await put(b, MOVED);
    await database.db.execute(
      sql`update user_preferences set value = ${JSON.stringify({
        order: ["health", "figures", "chart", "properties", "onboarding"],
        hidden: ["chart"],
      })}::jsonb where user_id = ${user.id}`,
    );
    expect((await b.get(PATH)).json()).toEqual({
      order: ["health", "figures", "rent", "leasesEnding", "chart", "properties", "onboarding"],
      hidden: ["chart"],
    });
  });

  it("resets to the default, which later reads keep", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    await put(b, MOVED);
    const reset = await b.delete(PATH);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    expect((await b.get(PATH)).json()).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    expect(await savedRows(user.id)).toBe(0);
  });

  it("may be changed by a viewer (it is their own), and goes when they leave the organization", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    await database.db.execute(sql`update memberships set role = 'viewer' where user_id = ${user.id}`);
    expect((await put(b, MOVED)).statusCode).toBe(200);
    expect(await savedRows(user.id)).toBe(1);
    await database.db.execute(sql`delete from memberships where user_id = ${user.id}`);
    expect(await savedRows(user.id)).toBe(0);
  });

  it("cannot be saved or reset in the demo, whose one account every visitor shares", async () => {
    const demo = await createTestApp({ appMode: "demo" });
    try {
      const visitor = new Browser(demo.app);
      expect((await visitor.get(PATH)).json()).toEqual(DEFAULT_DASHBOARD_LAYOUT);
      const refused = await put(visitor, MOVED);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Saving the dashboard layout is not available/,
      );
      expect((await visitor.delete(PATH)).statusCode).toBe(403);
    } finally {
      await demo.app.close();
    }
  });
});
