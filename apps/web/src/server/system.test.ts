import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeTestDatabase, GOOD_PASSWORD, onPostgres, uniqueEmail } from "./test/helpers";

const webDir = path.resolve(import.meta.dirname, "../..");

afterAll(() => closeTestDatabase());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A real `npm start`-style server process. */
async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; base: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: webDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (d) => {
    stderr += d;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not start: ${stderr}`);
}

/** Minimal fetch-based browser (cookie jar + CSRF) for real HTTP. */
class HttpBrowser {
  cookies = new Map<string, string>();
  csrf = "";
  constructor(public base: string) {}
  async call(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    };
    if (method !== "GET") headers["x-csrf-token"] = this.csrf;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers,
      redirect: "manual",
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name, value ?? "");
    }
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) };
  }
  async init() {
    this.csrf = (await this.call("GET", "/api/csrf-token")).json().csrfToken;
  }
}

describe("durability", () => {
  it("after SIGKILL and a restart on the same data, every acknowledged write is there", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "propledger-restart-"));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (onPostgres) env.DATABASE_URL = String(process.env.TEST_DATABASE_URL);
    try {
      let { proc, base } = await startServer(env);
      const b = new HttpBrowser(base);
      await b.init();
      const email = uniqueEmail("restart");
      const signup = await b.call("POST", "/api/auth/signup", {
        email,
        password: GOOD_PASSWORD,
        firstName: "Rita",
        lastName: "Restart",
      });
      expect(signup.status).toBe(201);
      for (let i = 0; i < 5; i++)
        expect((await b.call("POST", "/api/notifications/create-samples")).status).toBe(201);
      const list = (await b.call("GET", "/api/notifications")).json() as { id: string }[];
      expect((await b.call("PATCH", `/api/notifications/${list[0]?.id}/read`)).status).toBe(200);
      expect((await b.call("DELETE", `/api/notifications/${list[1]?.id}`)).status).toBe(200);
      expect((await b.call("PATCH", "/api/auth/profile", { firstName: "Renamed" })).status).toBe(200);
      const acknowledged = (await b.call("GET", "/api/notifications")).json();
      // The last write is acknowledged, then the process dies without any chance to flush.
      expect((await b.call("PATCH", "/api/notifications/mark-all-read")).status).toBe(200);
      proc.kill("SIGKILL");
      await new Promise((r) => proc.once("exit", r));

      ({ proc, base } = await startServer(env));
      b.base = base;
      try {
        // Same session (hashed id in the DB, secret kept in the data dir) and same data.
        const me = await b.call("GET", "/api/auth/user");
        expect(me.status).toBe(200);
        expect(me.json()).toMatchObject({ email, firstName: "Renamed" });
        const after = (await b.call("GET", "/api/notifications")).json() as { id: string; isRead: boolean }[];
        expect(after.map((n) => n.id)).toEqual((acknowledged as { id: string }[]).map((n) => n.id));
        expect(after.every((n) => n.isRead)).toBe(true);
      } finally {
        proc.kill("SIGTERM");
        await new Promise((r) => proc.once("exit", r));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
