import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { WEB_DIR } from "./files";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";

/** development = production behaviour, but undelivered e-mails log their usable links (local work, e2e). */
export type AppMode = "production" | "demo" | "development";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  appMode: AppMode;
  smtpUrl: string | undefined;
  /** Origin used in e-mailed links; never taken from the request's Host header (reset-link poisoning). */
  publicUrl: string;
  trustProxy: TrustProxy;
  /** COOKIE_SECURE=true: Secure + `__Host-` cookies even when the request looks like plain HTTP. */
  secureCookies: true | "auto";
  logLevel: string;
  /** The built client to serve; undefined = apps/web/dist/client (CLIENT_DIR lets two builds coexist). */
  clientDir: string | undefined;
}

/** The monorepo root, computed from this file so `npm start` from any cwd uses the same data dir. */
export const REPO_ROOT = path.resolve(WEB_DIR, "../..");

/** Reads SESSION_SECRET, or creates and keeps one in the data dir so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Unset or `false`: Secure cookies exactly on HTTPS requests; `true`: always (a TLS proxy in front). */
function parseCookieSecure(value: string | undefined): true | "auto" {
  if (value === "true") return true;
  if (value === undefined || value === "" || value === "false") return "auto";
  throw new Error(`Invalid COOKIE_SECURE: ${value} (use true or false)`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, "data");
  const appMode = (env.APP_MODE ?? "production") as AppMode;
  if (!["production", "demo", "development"].includes(appMode))
    throw new Error(`Invalid APP_MODE: ${env.APP_MODE}`);
  const sessionSecret = env.SESSION_SECRET || loadOrCreateSecret(dataDir);
  if (sessionSecret.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret,
    appMode,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secureCookies: parseCookieSecure(env.COOKIE_SECURE),
    logLevel: env.LOG_LEVEL || "info",
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
  };
}
