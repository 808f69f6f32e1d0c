import { describe, expect, it } from "vitest";
import { Browser, setupTestApp } from "../../test/helpers";
import { deviceLabel } from "./device";

const t = setupTestApp();

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signInFrom(email: string, password: string, userAgent: string, ip: string) {
  const b = new Browser(t.app, ip);
  const res = await b.post("/api/auth/login", { email, password }, { headers: { "user-agent": userAgent } });
  expect(res.statusCode).toBe(200);
  return b;
}

describe("active sessions", () => {
  it("lists the caller's own sessions with device, IP, times, and marks this one", async () => {
    const first = new Browser(t.app);
    const { email, password } = await first.signup();
    const laptop = await signInFrom(email, password, FIREFOX_LINUX, "203.0.113.7");
    await signInFrom(email, password, SAFARI_IPHONE, "198.51.100.4");
    await new Browser(t.app).signup(); // someone else's session never shows

    const res = await laptop.get("/api/auth/sessions");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const list = res.json() as { device: string; ip: string; current: boolean; createdAt: string }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([
      expect.objectContaining({
        device: "Firefox on Linux",
        ip: "203.0.113.7",
        createdAt: expect.any(String),
      }),
    ]);
    expect(list.map((s) => s.device)).toContain("Safari on iPhone");
    expect(JSON.stringify(list)).not.toMatch(/idHash|csrf/i);
    expect((await new Browser(t.app).get("/api/auth/sessions")).statusCode).toBe(401);
  });

  it("signs out one session, or every other session, and never another account's", async () => {
    const me = new Browser(t.app);
    const { email, password } = await me.signup();
    const phone = await signInFrom(email, password, SAFARI_IPHONE, "198.51.100.4");
    const tablet = await signInFrom(email, password, FIREFOX_LINUX, "198.51.100.5");
    const stranger = new Browser(t.app);
    await stranger.signup();
    const strangersSession = ((await stranger.get("/api/auth/sessions")).json() as { id: string }[])[0]?.id;

    expect((await me.delete(`/api/auth/sessions/${strangersSession}`)).statusCode).toBe(404);
    expect((await stranger.get("/api/auth/user")).statusCode).toBe(200);

    const phoneId = (
      (await phone.get("/api/auth/sessions")).json() as { id: string; current: boolean }[]
    ).find((s) => s.current)?.id;
    expect((await me.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(200);
    expect((await phone.get("/api/auth/user")).statusCode).toBe(401);
    expect((await tablet.get("/api/auth/user")).statusCode).toBe(200);

    const others = await me.post("/api/auth/sessions/sign-out-others");
    expect(others.json()).toEqual({ message: "1 other session was signed out." });
    expect((await tablet.get("/api/auth/user")).statusCode).toBe(401);
    expect((await me.get("/api/auth/user")).statusCode).toBe(200);
    expect((await me.get("/api/auth/sessions")).json()).toHaveLength(1);
    expect((await me.delete("/api/auth/sessions/not-a-uuid")).statusCode).toBe(400);
  });

  it("signing out this session from the list clears its cookie", async () => {
    const me = new Browser(t.app);
    await me.signup();
    const id = ((await me.get("/api/auth/sessions")).json() as { id: string }[])[0]?.id;
    expect((await me.delete(`/api/auth/sessions/${id}`)).statusCode).toBe(200);
    expect(me.sessionCookie()).toBeUndefined();
    expect((await me.get("/api/auth/user")).statusCode).toBe(401);
  });
});

describe("device labels", () => {
  it.each([
    [FIREFOX_LINUX, "Firefox on Linux"],
    [SAFARI_IPHONE, "Safari on iPhone"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "curl"],
    [null, "Unknown device"],
  ])("%s → %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});
