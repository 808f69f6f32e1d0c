/** Per client route, what its first render needs beyond the entry; written by the client build. */
export interface RouteAssetEntry {
  /** A wouter pattern: literal segments and `:param`. */
  path: string;
  protected: boolean;
  /** Chunk URLs. */
  scripts: string[];
  /** API GETs the page reads first. */
  data: readonly string[];
}

/** Where in the built client the table lives (not a public asset: the server reads it at start-up). */
export const ROUTE_ASSETS_FILE = ".vite/route-assets.json";

/** The public pages rendered to HTML at build time, by path. */
export const PRERENDERED_FILE = ".vite/prerendered.json";

/** Whether a path matches a route pattern of literal segments and `:param`s (all the app's routes use). */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  return want.length === have.length && want.every((s, i) => s === have[i] || s.startsWith(":"));
}

/** The current-user read every signed-in page makes first (the shell's CURRENT_USER_PATH). */
export const CURRENT_USER_READ = "/api/auth/user";
