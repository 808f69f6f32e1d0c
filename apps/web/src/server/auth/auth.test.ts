import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOUR, MINUTE } from "../clock";
import { sessions, users } from "../db/schema";
import { Browser, createTestApp, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../test/helpers";
import { sha256 } from "./session";

const t = setupTestApp();

describe("CSRF", () => {
  it("GET /api/csrf-token answers {csrfToken} and sets an HttpOnly, SameSite=Lax pre-session cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/csrf-token" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["csrfToken"]);
    const cookie = res.cookies.find((c) => c.name === "csrf");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
  });

  it("refuses a mutation without X-CSRF-Token (signup is protected too)", async () => {
    const b = new Browser(t.app);
    await b.csrfToken();
    const res = await b.post(
      "/api/auth/signup",
      { email: uniqueEmail(), password: GOOD_PASSWORD, firstName: "A", lastName: "B" },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Invalid CSRF token" });
  });

  it("refuses a wrong token and a token issued to another browser", async () => {
    const a = new Browser(t.app);
    const other = new Browser(t.app);
    const foreignToken = await other.csrfToken();
    await a.csrfToken();
    for (const token of ["nope", foreignToken]) {
      const res = await a.post("/api/auth/login", { email: uniqueEmail(), password: "x" }, { csrf: token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain("CSRF");
    }
  });

  it("refuses a foreign Origin even with a valid token", async () => {
    const b = new Browser(t.app);
    const res = await b.post(
      "/api/auth/signup",
      { email: uniqueEmail() },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Invalid CSRF token" });
    const cross = await b.post("/api/auth/logout", undefined, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(cross.statusCode).toBe(403);
  });

  it("accepts our own Origin", async () => {
    const b = new Browser(t.app);
    const res = await b.post("/api/auth/logout", undefined, { headers: { origin: "http://localhost:80" } });
    expect(res.statusCode).toBe(200);
  });

  it("the token fetched before login keeps working after login, and is bound to the session", async () => {
    const b = new Browser(t.app);
    const token = await b.csrfToken();
    await b.signup();
    const res = await b.post("/api/notifications/create-samples");
    expect(res.statusCode).toBe(201);
    expect((await b.get("/api/csrf-token")).json().csrfToken).toBe(token);
    // Someone else's session cookie with my token: refused.
    const thief = new Browser(t.app);
    await thief.signup();
    const stolen = await thief.post("/api/notifications/create-samples", undefined, { csrf: token });
    expect(stolen.statusCode).toBe(403);
  });
});

describe("signup and current user", () => {
  it("creates an organization, makes the user its admin and answers with the spec's user fields", async () => {
    const b = new Browser(t.app);
    const email = uniqueEmail();
    const res = await b.post("/api/auth/signup", {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
      role: "admin",
      primaryRole: "admin",
      organizationId: expect.any(String),
      organizationName: "Ada Lovelace's Properties",
      emailVerified: false,
    });
    const me = await b.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it("GET /api/auth/user is 401 {message: Unauthorized} when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("rejects malformed bodies with 400 and a message, never 500", async () => {
    const b = new Browser(t.app);
    const cases: [unknown, string][] = [
      [{}, "email"],
      [{ email: "not-an-email", password: GOOD_PASSWORD, firstName: "A", lastName: "B" }, "email"],
      [{ email: uniqueEmail(), password: "short", firstName: "A", lastName: "B" }, "at least 8"],
      [{ email: uniqueEmail(), password: GOOD_PASSWORD, firstName: "", lastName: "B" }, "First name"],
      [{ email: uniqueEmail(), password: "x".repeat(129), firstName: "A", lastName: "B" }, "at most 128"],
      [{ email: uniqueEmail(), password: "Password123", firstName: "A", lastName: "B" }, "too easy to guess"],
      [[1, 2, 3], ""],
      ["null", ""],
    ];
    for (const [body, text] of cases) {
      const res = await b.post(
        "/api/auth/signup",
        typeof body === "string" ? body : (body as object as never),
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const badJson = await b.post("/api/auth/signup", "{oops");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: "Invalid JSON body" });
  });

  it("limits the body size (413, JSON)", async () => {
    const b = new Browser(t.app);
    const res = await b.post("/api/auth/signup", { email: "a@b.co", firstName: "x".repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTypeOf("string");
    expect(res.body).not.toContain("at ");
  });

  it("e-mail is unique case-insensitively (409)", async () => {
    const email = uniqueEmail();
    await new Browser(t.app).signup({ email });
    const res = await new Browser(t.app).post("/api/auth/signup", {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      firstName: "A",
      lastName: "B",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it("stores an scrypt hash with a per-user salt, never the password", async () => {
    const a = await new Browser(t.app).signup();
    const b = await new Browser(t.app).signup();
    const rows = await t.database.db.select().from(users).where(eq(users.id, a.id));
    const [rowB] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(rows[0]?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(rows[0]?.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(rows[0]?.passwordHash).not.toBe(rowB?.passwordHash);
  });
});

describe("login, sessions and logout", () => {
  it("logs in; identical answers for unknown e-mail and wrong password", async () => {
    const email = uniqueEmail();
    await new Browser(t.app).signup({ email });
    const b = new Browser(t.app);
    const ok = await b.login(email.toUpperCase(), GOOD_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
    const wrong = await new Browser(t.app).login(email, "wrong-password-1");
    const unknown = await new Browser(t.app).login(uniqueEmail(), "wrong-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
  });

  it("session id has ≥128 bits, is HttpOnly + SameSite=Lax, and only its hash is stored", async () => {
    const b = new Browser(t.app);
    const email = uniqueEmail();
    await b.signup({ email });
    const res = await b.login(email, GOOD_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const raw = cookie?.value ?? "";
    expect(Buffer.from(raw, "base64url").length).toBeGreaterThanOrEqual(16);
    const byRaw = await t.database.db.select().from(sessions).where(eq(sessions.idHash, raw));
    const byHash = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(raw)));
    expect(byRaw).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });

  it("over HTTPS the cookies are Secure and __Host- prefixed", async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const b = new Browser(secure.app);
      const headers = { "x-forwarded-proto": "https", host: "app.example" };
      const tok = await b.request("GET", "/api/csrf-token", undefined, { headers });
      expect(tok.cookies[0]).toMatchObject({ name: "__Host-csrf", secure: true, path: "/" });
      b.csrf = tok.json().csrfToken;
      const res = await b.post(
        "/api/auth/signup",
        { email: uniqueEmail(), password: GOOD_PASSWORD, firstName: "S", lastName: "T" },
        { headers: { ...headers, origin: "https://app.example" } },
      );
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === "__Host-sid")).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.app.close();
    }
  });

  it("rotates the session at login: the pre-login session id is dead afterwards", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup();
    const before = b.sessionCookie();
    await b.login(email, GOOD_PASSWORD);
    const after = b.sessionCookie();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const old = await t.app.inject({ method: "GET", url: "/api/auth/user", cookies: { sid: before ?? "" } });
    expect(old.statusCode).toBe(401);
  });

  it("POST /api/auth/logout destroys the session server-side: the old cookie gets 401", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const cookie = b.sessionCookie() ?? "";
    expect((await b.post("/api/auth/logout")).json()).toEqual({ message: "Logged out" });
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
    const replay = await t.app.inject({ method: "GET", url: "/api/auth/user", cookies: { sid: cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it("GET /api/logout ends the session and redirects 302 to /login; not from a cross-site page", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const cross = await b.get("/api/logout", { headers: { "sec-fetch-site": "cross-site" } });
    expect(cross.statusCode).toBe(302);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    const cookie = b.sessionCookie() ?? "";
    const res = await b.get("/api/logout");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
    const replay = await t.app.inject({ method: "GET", url: "/api/auth/user", cookies: { sid: cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it("idle timeout: 30 minutes without a request ends the session; activity slides it", async () => {
    const b = new Browser(t.app);
    await b.signup();
    t.clock.advance(25 * MINUTE);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    t.clock.advance(25 * MINUTE); // 50 min since login, 25 since last request
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("absolute timeout: 12 hours after login the session ends even when active", async () => {
    const b = new Browser(t.app);
    await b.signup();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
  });
});
