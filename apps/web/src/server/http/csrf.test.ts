import { describe, expect, it } from "vitest";
import { Browser, setupTestApp } from "../test/helpers";

const t = setupTestApp();

async function signedIn() {
  const b = new Browser(t.app);
  await b.signup({ firstName: "Cora" });
  return b;
}

const unread = async (b: Browser) => ((await b.get("/api/notifications")).json() as unknown[]).length;

describe("CSRF is decided on the method, whatever the path looks like", () => {
  const variants = [
    "/%61pi/notifications/create-samples",
    "/%61%70%69/notifications/create-samples",
    "/api/%6eotifications/create-samples",
    "/%2561pi/notifications/create-samples",
    "/API/notifications/create-samples",
    "/Api/Notifications/Create-Samples",
    "/api/notifications/create-samples/",
    "//api/notifications/create-samples",
    "/api/notifications/create-samples?x=1",
  ];

  it("a mutation without a token from a foreign origin is refused under every spelling of the path", async () => {
    const b = await signedIn();
    const before = await unread(b);
    for (const url of variants) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const res = await b.request(
          method,
          url,
          {},
          {
            csrf: false,
            headers: { origin: "https://evil.example" },
          },
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: "Invalid CSRF token" });
      }
    }
    expect(await unread(b)).toBe(before);
  });

  it("an encoded profile update without a token changes nothing", async () => {
    const b = await signedIn();
    const res = await b.patch("/%61pi/auth/profile", { firstName: "Mallory" }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await b.get("/api/auth/user")).json().firstName).toBe("Cora");
  });

  it("the encoded path still works with a valid token (the route is reached, the check passed)", async () => {
    const b = await signedIn();
    const res = await b.patch("/%61pi/auth/profile", { firstName: "Dora" });
    expect(res.statusCode).toBe(200);
    expect((await b.get("/api/auth/user")).json().firstName).toBe("Dora");
  });
});
