import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "tsup";

// The production server: src/server and src/shared bundled into dist-server/main.js for `node`; packages
// stay in node_modules, except the shell's React-free demo user, bundled from source so the server needs no
// package build. Files read at run time (src/server/files.ts) are copied beside the bundle.
export default defineConfig({
  entry: { main: "src/server/main.ts" },
  outDir: "dist-server",
  tsconfig: "tsconfig.server.json",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  noExternal: ["@propledger/shell"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
  async onSuccess() {
    cpSync("drizzle", "dist-server/drizzle", { recursive: true });
    for (const file of readdirSync("src/server", { recursive: true, encoding: "utf8" }))
      if (file.endsWith(".sql")) cpSync(path.join("src/server", file), path.join("dist-server", file));
  },
});
