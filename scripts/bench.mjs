// `npm run bench`: every budget of DESIGN.md §10 that has a benchmark, measured on this machine.
// Each benchmark appends its own section to bench/results.md; this script starts the file afresh.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "./lib/run.mjs";

const root = path.resolve(import.meta.dirname, "..");
mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(
  path.join(root, "bench/results.md"),
  `# Benchmark results\n\nMeasured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}.\n`,
);

const benches = [
  ["package weight (consumer app)", "node", ["scripts/consumer-test.mjs", "--measure"]],
  ["notifications API throughput", "node", ["apps/web/bench/notifications.mjs"]],
  ["accounting API latency", "node", ["apps/web/bench/accounting.mjs"]],
  ["AI search quality and latency", "node", ["apps/web/bench/search.mjs"]],
  ["reports latency", "node", ["apps/web/bench/reports.mjs"]],
  ["leasing: rent roll and charge job", "node", ["apps/web/bench/leasing.mjs"]],
  ["bank import preview and commit", "node", ["apps/web/bench/banking.mjs"]],
  ["web bundle and Lighthouse", "node", ["apps/web/bench/lighthouse.mjs"]],
];
let failed = 0;
for (const [name, command, args] of benches) {
  if (!existsSync(path.join(root, args[0]))) {
    console.log(`(not yet present: ${name})`);
    continue;
  }
  console.log(`\n━━ ${name} ━━`);
  if ((await run(command, args, { cwd: root })) !== 0) failed += 1;
}
console.log(`\nresults: bench/results.md${failed ? ` — ${failed} benchmark(s) over budget or failed` : ""}`);
process.exit(failed ? 1 : 0);
