import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Server integration tests: real Fastify instances against PGlite (default) or PostgreSQL
// (TEST_DATABASE_URL). Run through scripts/test-server.mjs, which does both.
export default defineConfig({
  // Workspace packages from source, as in the production bundle (tsup.server.config.ts), so no package build
  // is needed first.
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  test: {
    name: "server",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/server/**/*.test.ts"],
    // *.pg.test.ts need PostgreSQL (several instances on one database, PGlite vs PostgreSQL): they belong
    // to the PostgreSQL pass only, so the PGlite pass leaves them out instead of skipping them.
    exclude: process.env.TEST_DATABASE_URL ? [] : ["src/server/**/*.pg.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
