import { parse } from "regexparam";
import { matchRoute } from "wouter";

/** Per client route, what its first render needs beyond the entry; written by the client build. */
export interface RouteAssetEntry {
  /** A wouter pattern (matched by `routeMatches`). */
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

/**
 * Whether a path matches a route pattern, by wouter's own matcher with its default parser (regexparam): the
 * same answer the client's <Switch> gives — case-insensitive, `:param`, `:optional?`, `*` wildcards.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

/** The current-user read every signed-in page makes first (the shell's CURRENT_USER_PATH). */
export const CURRENT_USER_READ = "/api/auth/user";
