import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, executablePath } from "../../scripts/lib/chromium.cjs";

// One empty PGlite database per run, in a temp folder that e2e/server.mjs deletes when it stops. The
// runner sets these once; its workers inherit them.
process.env.E2E_DIR ??= mkdtempSync(path.join(tmpdir(), "propledger-e2e-"));
process.env.E2E_PORT ??= "5099";
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // On CI's two busy cores a test that failed once runs once more, and the report names it flaky, so a
  // slow moment does not hold back a run while an intermittent failure still shows.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
  },
  webServer: {
    // The real production build, served by the real server on an empty database.
    command: "npm run build && node e2e/server.mjs",
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(port),
      E2E_DIR: process.env.E2E_DIR,
      PUBLIC_URL: baseURL,
      // Production behaviour, with undelivered e-mails' links in the log for emailedLink().
      APP_MODE: "development",
    },
  },
});
