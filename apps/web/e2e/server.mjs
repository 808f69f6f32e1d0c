// Starts the real server for the e2e suite on a fresh PGlite database in $E2E_DIR/data, writes its log to
// $E2E_DIR/server.log (the suite reads e-mailed links from it: without SMTP the server logs every outbox
// message), and removes $E2E_DIR once the server has stopped.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dir = process.env.E2E_DIR;
if (!dir) throw new Error("E2E_DIR is not set");
mkdirSync(dir, { recursive: true });
const log = createWriteStream(path.join(dir, "server.log"), { flags: "a" });

// The compiled server (`npm run build` made it), as `npm start` runs it.
const server = spawn(process.execPath, ["--enable-source-maps", "dist-server/main.js"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  env: { ...process.env, DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

server.on("exit", (code) => {
  log.end(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 1));
  });
});
