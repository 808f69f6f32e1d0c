import { describe, expect, it } from "vitest";
import { Browser, setupTestApp } from "../test/helpers";

const t = setupTestApp({ publicUrl: "https://app.propledger.test" });

describe("GET /api/logout acts only on a top-level navigation", () => {
  it("an image or fetch on our own page does not sign out; a document navigation does", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const embedded = [
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" },
    ];
    for (const headers of embedded) {
      const res = await b.get("/api/logout", { headers });
      expect(res.statusCode).toBe(302);
      expect((await b.get("/api/auth/user")).statusCode, JSON.stringify(headers)).toBe(200);
    }
    const nav = await b.get("/api/logout", {
      headers: {
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
    });
    expect(nav.headers.location).toBe("/login");
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
  });
});

describe("profile pictures", () => {
  it("only https images on other sites: never http, never the app's own paths", async () => {
    const b = new Browser(t.app);
    await b.signup();
    for (const bad of [
      "http://img.example/a.png",
      "https://app.propledger.test/api/logout",
      "https://APP.propledger.test:443/api/logout",
      "/api/logout",
    ]) {
      const res = await b.patch("/api/auth/profile", { profileImageUrl: bad });
      expect(res.statusCode, bad).toBe(400);
    }
    const ok = await b.patch("/api/auth/profile", { profileImageUrl: "https://img.example/a.png" });
    expect(ok.json().profileImageUrl).toBe("https://img.example/a.png");
  });
});
