// `npm run bench:lighthouse -w @propledger/web` (builds the client first unless BENCH_NO_BUILD=1).
//
// Reports, for the built client served by the real server on a throw-away PGlite database:
//  1. Initial JS: the entry script and its modulepreloads in dist/client/index.html, gzip -9 (budget 120 KB).
//  2. /login and /dashboard (signed in) on a 412×823 mobile viewport with 4× CPU slowdown in Debian
//     Chromium: JS transferred (gzip -9 of every script the page loaded), CLS and LCP from the browser's own
//     PerformanceObserver entries.
//  3. Lighthouse (mobile preset) performance score and CLS on the same two pages, when the `lighthouse`
//     package is installed (CHROME_PATH or /usr/bin/chromium). Without it the script says so and skips it.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, request } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const dist = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, "dist/client");
const port = Number(process.env.BENCH_PORT ?? 5097);
const base = `http://localhost:${port}`;
const executablePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

// ---- 0. the production build (BENCH_NO_BUILD=1 measures the existing one) ----
if (process.env.BENCH_NO_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("npm run build failed");
}

// ---- 1. initial JS from index.html ----------------------------------------------------------------
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
].map((m) => m[1]);
let initialGzip = 0;
for (const file of initial) initialGzip += gz(readFileSync(path.join(dist, file)));

// ---- server ------------------------------------------------------------------------------------------
const dir = mkdtempSync(path.join(tmpdir(), "propledger-lighthouse-"));
const server = spawn(process.execPath, [path.join(root, "e2e/server.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), E2E_DIR: dir, PUBLIC_URL: base, APP_MODE: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});
function stop() {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });
}
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 120) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }

  // A signed-in session for /dashboard.
  const api = await request.newContext({ baseURL: base });
  const { csrfToken } = await (await api.get("/api/csrf-token")).json();
  const signup = await api.post("/api/auth/signup", {
    headers: { "X-CSRF-Token": csrfToken },
    data: {
      email: `bench-${Date.now()}@example.com`,
      password: "Bench-Ledger-Phrase-2026",
      firstName: "Bench",
      lastName: "Mark",
    },
  });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()}`);
  const cookies = (await api.storageState()).cookies;
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  await api.dispose();

  // ---- 2. Chromium's own measurements ------------------------------------------------------------------
  const browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  for (const route of ["/login", "/dashboard"]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    });
    if (route !== "/login") await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (process.env.DEBUG_SHIFTS)
      page.on("console", (m) => m.text().startsWith("shift") && console.log(route, m.text()));
    await page.addInitScript((debug) => {
      window.__debugShifts = debug;
      window.__cls = 0;
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__cls += entry.value;
          if (window.__debugShifts)
            for (const s of entry.sources ?? [])
              console.log(
                "shift",
                entry.value.toFixed(4),
                s.node?.outerHTML?.slice(0, 160),
                JSON.stringify(s.previousRect),
                JSON.stringify(s.currentRect),
              );
        }
      }).observe({ type: "layout-shift", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }, !!process.env.DEBUG_SHIFTS);
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      try {
        scripts.set(response.url(), gz(await response.body()));
      } catch {}
    });
    const started = Date.now();
    await page.goto(base + route, { waitUntil: "load" });
    await page.locator("h1").first().waitFor();
    const visibleAfter = Date.now() - started;
    await page.waitForTimeout(1500);
    const { cls, lcp } = await page.evaluate(() => ({ cls: window.__cls, lcp: window.__lcp }));
    const js = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push({ route, js, scripts: scripts.size, cls, lcp, visibleAfter });
    await context.close();
  }
  await browser.close();

  // ---- 3. Lighthouse, when installed ---------------------------------------------------------------
  let lighthouseRows = null;
  let lighthouseNote = "";
  let lighthouse;
  try {
    lighthouse = (await import("lighthouse")).default;
  } catch {
    lighthouseNote = "lighthouse is not installed (npm i -D lighthouse); its scores were not measured.";
  }
  if (lighthouse) {
    const debuggingPort = 9300 + (port % 100);
    const chrome = await chromium.launch({
      executablePath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${debuggingPort}`],
    });
    lighthouseRows = [];
    // Lighthouse varies from run to run (more so on a busy machine): each page runs LIGHTHOUSE_RUNS times
    // (default 3) and the run with the median performance score is reported, with every score beside it.
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    for (const route of ["/login", "/dashboard"]) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(base + route, {
          port: debuggingPort,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: route === "/login" ? {} : { Cookie: cookieHeader },
        });
        results.push({
          lhr,
          route,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          si: lhr.audits["speed-index"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
        });
      }
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
      if (process.env.LIGHTHOUSE_JSON_DIR)
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_JSON_DIR, `lighthouse${route.replaceAll("/", "-")}.json`),
          JSON.stringify(median.lhr, null, 1),
        );
      const { lhr: _lhr, ...row } = median;
      lighthouseRows.push({ ...row, scores: results.map((r) => r.performance) });
    }
    await chrome.close();
  }

  const report = [`## Web bundle and Lighthouse — ${new Date().toISOString()}`];
  const out = (line) => {
    console.log(line);
    report.push(line);
  };
  // ---- report: printed, and appended to bench/results.md unless BENCH_APPEND=0 ----------------------
  out(`\nInitial JS (index.html entry + modulepreloads, gzip -9): ${kb(initialGzip)} — budget 120 KB`);
  for (const file of initial) out(`  ${file}`);
  out("\nChromium, 412×823 mobile viewport, 4× CPU slowdown:");
  out("| Route | JS loaded (gzip -9) | scripts | CLS | LCP | h1 visible |");
  out("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    out(
      `| ${r.route} | ${kb(r.js)} | ${r.scripts} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} ms | ${r.visibleAfter} ms |`,
    );
  }
  if (lighthouseRows) {
    out("\nLighthouse (mobile preset):");
    out(`Median of ${lighthouseRows[0]?.scores.length ?? 0} runs per page (every run's score in brackets).`);
    out("| Route | Performance | CLS | FCP | LCP | Speed Index | TBT |");
    out("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of lighthouseRows) {
      out(
        `| ${r.route} | ${r.performance} (${r.scores.join(", ")}) | ${r.cls.toFixed(3)} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.si)} ms | ${Math.round(r.tbt)} ms |`,
      );
    }
  } else out(`\n${lighthouseNote}`);
  const failures = [];
  if (initialGzip > 120 * 1024) failures.push("initial JS over 120 KB");
  for (const r of rows) if (r.cls > 0) failures.push(`CLS ${r.cls} on ${r.route}`);
  for (const r of lighthouseRows ?? []) {
    if (r.performance < 98) failures.push(`Lighthouse performance ${r.performance} on ${r.route}`);
    if (r.cls > 0) failures.push(`Lighthouse CLS ${r.cls} on ${r.route}`);
  }
  out(failures.length ? `\nOver budget: ${failures.join("; ")}` : "\nWithin budget.");
  if (process.env.BENCH_APPEND !== "0")
    appendFileSync(path.resolve(root, "../../bench/results.md"), `\n${report.join("\n")}\n`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await stop();
}
