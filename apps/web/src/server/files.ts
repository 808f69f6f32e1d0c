import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Files the server reads at run time. From the sources (tsx, vitest) this module is src/server/files.ts;
 * from the build it is bundled into dist-server/main.js, and the build copies every `.sql` file of
 * src/server to the same relative path under dist-server/ and the migrations to dist-server/drizzle/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const compiled = !import.meta.url.endsWith(".ts");

/** `relative` is the file's path under src/server, e.g. "cache/triggers.sql". */
export function serverFile(relative: string): string {
  return path.join(here, relative);
}

/** The drizzle-kit migrations (apps/web/drizzle in the sources). */
export const MIGRATIONS_DIR = compiled ? path.join(here, "drizzle") : path.resolve(here, "../../drizzle");

/** apps/web, whichever layout runs. */
export const WEB_DIR = path.resolve(here, compiled ? ".." : "../..");
