import { describe, expect, it } from "vitest";
import { Browser, setupTestApp } from "../test/helpers";
import { notify } from "./service";

const t = setupTestApp();

const FIELDS = ["id", "title", "message", "type", "isRead", "createdAt", "actionUrl", "actionText"].sort();

describe("notifications", () => {
  it("every route is 401 when signed out", async () => {
    const b = new Browser(t.app);
    const id = "00000000-0000-4000-8000-00000000abcd";
    const responses = [
      await b.get("/api/notifications"),
      await b.patch(`/api/notifications/${id}/read`),
      await b.patch("/api/notifications/mark-all-read"),
      await b.delete(`/api/notifications/${id}`),
      await b.post("/api/notifications/create-samples"),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("an empty inbox is an empty array", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const res = await b.get("/api/notifications");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("create-samples → a landlord's inbox, newest first, with the spec's fields and app links", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const created = await b.post("/api/notifications/create-samples");
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Sample notifications created");
    const list = (await b.get("/api/notifications")).json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const n of list) {
      expect(Object.keys(n).sort()).toEqual(FIELDS);
      expect(["info", "success", "warning", "error"]).toContain(n.type);
      expect(n.isRead).toBe(false);
      expect(String(n.actionUrl)).toMatch(/^\/[a-z-]+/);
    }
    const times = list.map((n) => Date.parse(String(n.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const titles = list.map((n) => n.title).join(" | ");
    expect(titles).toMatch(/Rent payment received/);
    expect(titles).toMatch(/maintenance/i);
    expect(titles).toMatch(/Lease expiring/);
    expect(titles).toMatch(/Bank sync failed/);
    const urls = new Set(list.map((n) => n.actionUrl));
    for (const route of ["/rent-payments", "/maintenance", "/tenants", "/bank-connections"])
      expect(urls).toContain(route);
  });

  it("mark one read, mark all read, delete", async () => {
    const b = new Browser(t.app);
    await b.signup();
    await b.post("/api/notifications/create-samples");
    const [first, second] = (await b.get("/api/notifications")).json() as { id: string }[];
    const read = await b.patch(`/api/notifications/${first?.id}/read`);
    expect(read.statusCode).toBe(200);
    let list = (await b.get("/api/notifications")).json() as { id: string; isRead: boolean }[];
    expect(list.find((n) => n.id === first?.id)?.isRead).toBe(true);
    expect(list.filter((n) => n.isRead)).toHaveLength(1);

    const all = await b.patch("/api/notifications/mark-all-read");
    expect(all.statusCode).toBe(200);
    list = (await b.get("/api/notifications")).json();
    expect(list.every((n) => n.isRead)).toBe(true);

    const del = await b.delete(`/api/notifications/${second?.id}`);
    expect(del.statusCode).toBe(200);
    list = (await b.get("/api/notifications")).json();
    expect(list.find((n) => n.id === second?.id)).toBeUndefined();
    expect((await b.delete(`/api/notifications/${second?.id}`)).statusCode).toBe(404);
  });

  it("another user's notification is a 404, and stays untouched", async () => {
    const owner = new Browser(t.app);
    await owner.signup();
    await owner.post("/api/notifications/create-samples");
    const [theirs] = (await owner.get("/api/notifications")).json() as { id: string }[];
    const intruder = new Browser(t.app);
    await intruder.signup();
    expect((await intruder.patch(`/api/notifications/${theirs?.id}/read`)).statusCode).toBe(404);
    expect((await intruder.delete(`/api/notifications/${theirs?.id}`)).json()).toEqual({
      message: "Notification not found",
    });
    expect((await intruder.get("/api/notifications")).json()).toEqual([]);
    const still = (await owner.get("/api/notifications")).json() as { id: string; isRead: boolean }[];
    expect(still.find((n) => n.id === theirs?.id)?.isRead).toBe(false);
  });

  it("malformed ids are 400 with a message; mutations without CSRF are 403", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const res = await b.patch("/api/notifications/not-a-uuid/read");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid notification id/);
    const noCsrf = await b.post("/api/notifications/create-samples", undefined, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toContain("CSRF");
  });

  it("notify() accepts only relative paths or http(s) action URLs", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    for (const actionUrl of ["/maintenance", "https://bank.example/reconnect", null, undefined]) {
      await expect(
        notify(t.app.ctx, user.id, { title: "T", message: "M", actionUrl }),
      ).resolves.toBeDefined();
    }
    for (const actionUrl of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "data:text/html,x",
      "ftp://x",
    ]) {
      await expect(
        notify(t.app.ctx, user.id, { title: "T", message: "M", actionUrl }),
        actionUrl,
      ).rejects.toThrow();
    }
    const list = (await b.get("/api/notifications")).json() as { actionText: string | null }[];
    expect(list).toHaveLength(4);
    expect(list[0]?.actionText).toBeNull();
  });
});
