// `npm test`: every check the project has, in order. Runs all steps (so one failure does not hide
// another), prints a summary, and exits non-zero when any step failed.
import { runNamingFailures } from "./lib/run.mjs";

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and component tests", "npm", ["run", "test:unit"]],
  ["package builds", "npm", ["run", "build:packages"]],
  ["server integration tests", "npm", ["run", "test:server"]],
  ["story tests (play, axe, visual)", "npm", ["run", "test:storybook"]],
  ["packed-package consumer", "npm", ["run", "test:consumer"]],
  ["end-to-end", "npm", ["run", "test:e2e"]],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const { code, failures, retried } = await runNamingFailures(command, args);
  results.push({
    name,
    ok: code === 0,
    failures,
    retried,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}

console.log("\n━━ summary ━━");
for (const r of results) {
  console.log(
    `${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)${r.retried ? ", flaky: passed on retry" : ""}`,
  );
  // What failed, repeated here: a log cut to its last lines still names it, and a flaky test is not lost.
  if (!r.ok || r.retried) for (const line of r.failures) console.log(`       ${line.trim()}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
