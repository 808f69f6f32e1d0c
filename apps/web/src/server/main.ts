import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { aiConfigFromEnv } from "./search/ai";
import { DiskFileStore } from "./storage/disk-store";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
);
const files = new DiskFileStore(path.join(config.dataDir, "files"));
const app = await buildApp({
  database,
  sessionSecret: config.sessionSecret,
  appMode: config.appMode,
  smtpUrl: config.smtpUrl,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  secureCookies: config.secureCookies,
  logger: { level: config.logLevel },
  clientDir: config.clientDir,
  files,
  // AI_BASE_URL, AI_MODEL and AI_API_KEY (sent as a Bearer token) in one place.
  ai: aiConfigFromEnv(),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const timer = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests, then closes the database
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, "error during shutdown");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
// An upload cut off by a crash leaves a temporary file; an hour is far longer than any upload takes.
files
  .sweepIncoming(new Date(Date.now() - 3_600_000))
  .then((removed) => removed && app.log.info({ removed }, "removed unfinished uploads"))
  .catch((err) => app.log.warn({ err }, "could not sweep unfinished uploads"));
app.log.info(
  {
    driver: database.driver,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    appMode: config.appMode,
  },
  "PropLedger server ready",
);
