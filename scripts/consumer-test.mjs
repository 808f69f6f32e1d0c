// Proves the published packages work for an app that is not ours: `npm pack` each package, install the
// tarballs into a throw-away Vite + React app outside the workspace, build it, and drive it in Chromium.
// With --measure it also builds a react-only twin and reports the packages' gzip weight beyond React: for the
// initial JS (the entry chunk and the chunks it imports statically, from Vite's manifest; the budget) and for
// all JS (including the chunks loaded on demand: Help Center, notification panel, menus, dialogs…).
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import chromiumLaunch from "./lib/chromium.cjs";
import { serveStatic } from "./lib/static-server.mjs";

const { chromiumArgs, executablePath } = chromiumLaunch;

const root = path.resolve(import.meta.dirname, "..");
const measure = process.argv.includes("--measure");
const work = mkdtempSync(path.join(os.tmpdir(), "propledger-consumer-"));
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "inherit"] }).toString();

function pack(workspaceDir) {
  const out = sh("npm", ["pack", "--json", "--pack-destination", work], path.join(root, workspaceDir));
  return path.join(work, JSON.parse(out)[0].filename);
}

/** gzip bytes of the build's JS: `initial` = the entry chunk + its static imports, `total` = every chunk. */
function gzipOfJs(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const initialFiles = new Set();
  const visit = (chunk) => {
    if (initialFiles.has(chunk.file)) return;
    initialFiles.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) visit(chunk);
  let initial = 0;
  let total = 0;
  for (const f of readdirSync(path.join(distDir, "assets"))) {
    if (!f.endsWith(".js")) continue;
    const size = gzipSync(readFileSync(path.join(distDir, "assets", f)), { level: 9 }).length;
    total += size;
    if (initialFiles.has(`assets/${f}`)) initial += size;
  }
  return { initial, total };
}

let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failed = true;
};

try {
  const tarballs = [pack("packages/ui"), pack("packages/shell")];
  const app = path.join(work, "app");
  cpSync(path.join(root, "scripts/consumer/template"), app, { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const webPkg = JSON.parse(readFileSync(path.join(root, "apps/web/package.json"), "utf8"));
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2),
  );
  sh(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      ...tarballs,
      `react@${pkg.devDependencies.react}`,
      `react-dom@${pkg.devDependencies["react-dom"]}`,
      `@tanstack/react-query@${webPkg.dependencies["@tanstack/react-query"]}`,
      `vite@${pkg.devDependencies.vite}`,
      `@vitejs/plugin-react@${pkg.devDependencies["@vitejs/plugin-react"]}`,
      `typescript@${pkg.devDependencies.typescript}`,
      `@types/react@${pkg.devDependencies["@types/react"]}`,
      `@types/react-dom@${pkg.devDependencies["@types/react-dom"]}`,
    ],
    app,
  );
  // The "./theme-init" subpath is for build tooling and must stay free of React and every other package:
  // follow its import graph inside the installed tarball and fail on any bare specifier.
  const shellDir = path.join(app, "node_modules/@propledger/shell");
  const shellPkg = JSON.parse(readFileSync(path.join(shellDir, "package.json"), "utf8"));
  const themeInitEntry = path.join(shellDir, shellPkg.exports["./theme-init"].import);
  const bare = [];
  const seen = new Set();
  const follow = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    const staticImports = code.matchAll(/(?:^|[\n;])\s*(?:import|export)\b[^'";]*?['"]([^'"]+)['"]/g);
    const dynamicImports = code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g);
    for (const [, spec] of [...staticImports, ...dynamicImports]) {
      if (spec.startsWith(".")) follow(path.resolve(path.dirname(file), spec));
      else bare.push(spec);
    }
  };
  follow(themeInitEntry);
  check(
    bare.length === 0,
    `@propledger/shell/theme-init imports no package (${seen.size} files${bare.length ? `; imports ${bare.join(", ")}` : ""})`,
  );
  // Types are part of the contract: the consumer app must typecheck against the published .d.ts files.
  sh("npx", ["tsc", "-p", "tsconfig.json"], app);
  check(true, "consumer typechecks against the packed .d.ts files");
  sh("npx", ["vite", "build", "--logLevel", "warn"], app);
  check(true, "consumer builds with Vite");

  const server = await serveStatic(path.join(app, "dist"));
  const browser = await chromium.launch({
    executablePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(server.url);
    const { scenarios } = await import(path.join(root, "scripts/consumer/scenarios.mjs"));
    for (const [name, scenario] of scenarios) {
      try {
        await scenario(page);
        check(true, name);
      } catch (error) {
        check(false, `${name}: ${error.message.split("\n")[0]}`);
      }
    }
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join("; ")}` : ""}`);
  } finally {
    await browser.close();
    await server.close();
  }

  if (measure) {
    const withPackages = gzipOfJs(path.join(app, "dist"));
    writeFileSync(path.join(app, "src/main.tsx"), readFileSync(path.join(app, "src/react-only.tsx")));
    sh("npx", ["vite", "build", "--logLevel", "warn"], app);
    const reactOnly = gzipOfJs(path.join(app, "dist"));
    const beyond = {
      initial: withPackages.initial - reactOnly.initial,
      total: withPackages.total - reactOnly.total,
    };
    const result = { withPackages, reactOnly, beyond, budget: { initial: 40 * 1024 } };
    mkdirSync(path.join(root, "bench"), { recursive: true });
    writeFileSync(path.join(root, "bench/package-size.json"), `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    appendFileSync(
      path.join(root, "bench/results.md"),
      [
        "",
        `## @propledger/ui + @propledger/shell in a consumer app — ${new Date().toISOString()}`,
        "",
        "Initial JS = the entry chunk and the chunks it imports statically (Vite manifest); total JS adds the",
        "chunks loaded on demand (Help Center, notification panel, results card, menus, dialogs, toaster).",
        "",
        "| measure | initial JS (gzip) | total JS (gzip) |",
        "|---|---:|---:|",
        `| consumer app | ${kb(withPackages.initial)} | ${kb(withPackages.total)} |`,
        `| react-only twin | ${kb(reactOnly.initial)} | ${kb(reactOnly.total)} |`,
        `| **beyond react + react-dom** | **${kb(beyond.initial)}** (budget 40 KB) | ${kb(beyond.total)} |`,
        "",
      ].join("\n"),
    );
    console.log(
      `packages' weight beyond react + react-dom: initial ${kb(beyond.initial)} gzip (budget 40 KB), total ${kb(beyond.total)} ` +
        `(app ${kb(withPackages.initial)} initial / ${kb(withPackages.total)} total; react-only ${kb(reactOnly.total)})`,
    );
    check(beyond.initial <= result.budget.initial, "initial JS within the 40 KB gzip budget");
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
