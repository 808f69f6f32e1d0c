// Builds the static Storybook and runs every story in Debian Chromium: play functions, axe in three themes,
// and pixel comparison with the committed baselines (.storybook/__image_snapshots__).
// --update-snapshots re-records baselines on purpose; --no-build reuses the built Storybook; any other argument
// goes to the runner (e.g. --includeTags or a Jest -t name filter). STORYBOOK_STATIC_DIR moves the build so two
// runs on one machine do not overwrite each other's.
import { existsSync } from "node:fs";
import path from "node:path";
import { run } from "./lib/run.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const update = args.includes("--update-snapshots");
const skipBuild = args.includes("--no-build");
const root = path.resolve(import.meta.dirname, "..");
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? "storybook-static");
const passThrough = args.filter((a) => a !== "--update-snapshots" && a !== "--no-build");
const started = Date.now();

if (!skipBuild || !existsSync(staticDir)) {
  const code = await run("npx", ["storybook", "build", "--quiet", "-o", staticDir], { cwd: root });
  if (code !== 0) process.exit(code);
}
const built = Date.now();
const server = await serveStatic(staticDir);
const runnerArgs = ["test-storybook", "--url", server.url, "--maxWorkers=2", "--disable-telemetry"];
runnerArgs.push(...passThrough);
if (update) runnerArgs.push("-u");
else if (process.env.CI) runnerArgs.push("--ci"); // a missing baseline fails in CI instead of being written
const code = await run("npx", runnerArgs, {
  cwd: root,
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
});
await server.close();
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `story tests: build ${seconds(built - started)} s, test-runner ${seconds(Date.now() - built)} s, total ${seconds(Date.now() - started)} s`,
);
process.exit(code);
