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
const FAILURE_LINE = /^\s*(?:●\s|FAIL\s|✕|✘|×\s|\d+\) \[)/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Like run, with the output passed through and the lines that name failed tests kept (at most
 * `keep`), so a summary can say what failed without scrolling back through every step.
 */
export function runNamingFailures(command, args, keep = 30) {
  return new Promise((resolve) => {
    const failures = [];
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
          if (FAILURE_LINE.test(line) && failures.length < keep && !failures.includes(line))
            failures.push(line);
          if (line.trim()) tail.push(line);
          if (tail.length > 6) tail.shift();
        }
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    const named = () => (failures.length ? failures : tail);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures: named() }));
    child.on("error", () => resolve({ code: 1, failures: named() }));
  });
}
