import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code (never throws on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

// Lines the runners print for a failed test: jest's "● Suite › test", vitest's "FAIL …" and "×",
// playwright's "✘" and numbered failures, jest's "✕".
const FAILURE_LINE = /^\s*(?:●\s|FAIL\s|✕|✘|×\s|\d+\) (?:\[|\S+:\d+:\d+ ›))/;
// What went wrong, printed under a failure: the error, the expectation and the source line it stopped at.
const DETAIL_LINE = /^\s*(?:\w*Error:|Locator:|Expected|Received|Timeout:|>\s*\d+ \|)/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Like run, with the output passed through and the lines that name failed tests kept (at most
 * `keep`), so a summary can say what failed without scrolling back through every step. `retried`: the
 * step passed though a test failed once and passed on its retry (playwright's "N flaky").
 */
export function runNamingFailures(command, args, keep = 30) {
  return new Promise((resolve) => {
    const failures = [];
    let details = 0;
    let flaky = false;
    // A checker without a runner's markers (the size check) is named by its last lines instead.
    const tail = [];
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"] });
    const watch = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const raw of lines) {
          const line = raw.replace(ANSI, "").trimEnd();
          if (FAILURE_LINE.test(line) && failures.length < keep && !failures.includes(line)) {
            failures.push(line);
            details = 8;
          } else if (details > 0 && DETAIL_LINE.test(line) && failures.length < keep) {
            failures.push(`    ${line.trim()}`);
            details -= 1;
          }
          if (/^\s*\d+ flaky$/.test(line)) flaky = true;
          if (line.trim()) tail.push(line);
          if (tail.length > 6) tail.shift();
        }
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    const named = () => (failures.length ? failures : tail);
    const answer = (code) => ({ code, failures: named(), retried: code === 0 && flaky });
    child.on("close", (code, signal) => resolve(answer(code ?? (signal ? 1 : 0))));
    child.on("error", () => resolve(answer(1)));
  });
}
