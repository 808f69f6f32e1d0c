import { describe, expect, it } from "vitest";
import { Browser, GOOD_PASSWORD, setupTestApp } from "../test/helpers";

const t = setupTestApp();

async function wrong(b: Browser, email: string, times: number) {
  for (let i = 0; i < times; i++)
    expect([401, 429]).toContain((await b.login(email, `wrong-${i}-password`)).statusCode);
}

describe("targeted lockout", () => {
  it("twelve wrong passwords from one client do not lock the owner out elsewhere", async () => {
    const { email } = await new Browser(t.app, "10.0.0.1").signup();
    const attacker = new Browser(t.app, "203.0.113.66");
    await wrong(attacker, email, 12);
    expect((await attacker.login(email, GOOD_PASSWORD)).statusCode).toBe(429);
    // The owner, from their own address and a browser that never signed in, is not affected.
    expect((await new Browser(t.app, "10.0.0.2").login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("guessing spread over many addresses hits the account ceiling; the owner's known browser still signs in", async () => {
    const owner = new Browser(t.app, "10.0.0.1");
    const { email } = await owner.signup();
    expect((await owner.login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(owner.cookies.get("device")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    for (let i = 0; i < 10; i++) await wrong(new Browser(t.app, `198.51.100.${i}`), email, 10);
    expect((await new Browser(t.app, "198.51.100.200").login(email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await new Browser(t.app, "10.0.0.9").login(email, GOOD_PASSWORD)).statusCode).toBe(429);
    const res = await owner.login(email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it("a device cookie counts only for its own account and only with a valid signature", async () => {
    const owner = new Browser(t.app, "10.0.1.1");
    const { email } = await owner.signup();
    expect((await owner.login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    const other = new Browser(t.app, "10.0.1.2");
    const otherUser = await other.signup();
    await other.login(otherUser.email, GOOD_PASSWORD);
    // Another account's cookie, or a forged signature, is treated as no cookie.
    const thief = new Browser(t.app, "203.0.113.7");
    thief.cookies.set("device", other.cookies.get("device") ?? "");
    await wrong(thief, email, 10);
    expect((await thief.login(email, GOOD_PASSWORD)).statusCode).toBe(429);
    const forger = new Browser(t.app, "203.0.113.8");
    const [account, nonce] = (owner.cookies.get("device") ?? "").split(".");
    forger.cookies.set("device", `${account}.${nonce}.AAAA`);
    await wrong(forger, email, 10);
    expect((await forger.login(email, GOOD_PASSWORD)).statusCode).toBe(429);
  });
});
