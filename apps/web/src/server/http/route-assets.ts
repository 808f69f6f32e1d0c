import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import {
  PRERENDERED_FILE,
  ROUTE_ASSETS_FILE,
  type RouteAssetEntry,
  routeMatches,
} from "../../shared/route-assets";

const escapeAttr = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * The `<head>` additions for a client route: modulepreloads for its chunks, and for a signed-in visit to a
 * protected page, fetch preloads of the current user and the page's first API read. The browser then loads
 * all of them with the HTML instead of discovering them one round trip at a time as the code runs.
 */
export function loadRouteHints(clientDir: string): (url: string, signedIn: boolean) => string {
  const file = path.join(clientDir, ROUTE_ASSETS_FILE);
  if (!existsSync(file)) return () => "";
  const { routes } = JSON.parse(readFileSync(file, "utf8")) as { routes: RouteAssetEntry[] };
  const compiled = routes.map((route) => {
    const scripts = route.scripts
      .map((src) => `<link rel="modulepreload" crossorigin href="${escapeAttr(src)}">`)
      .join("");
    const data = ["/api/auth/user", ...route.data]
      .map(
        (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`,
      )
      .join("");
    return {
      path: route.path,
      anonymous: scripts,
      signedIn: route.protected ? scripts + data : scripts,
    };
  });
  return (url, signedIn) => {
    const route = compiled.find((r) => routeMatches(r.path, url));
    if (!route) return "";
    return signedIn ? route.signedIn : route.anonymous;
  };
}

/**
 * The build-time HTML for #root (scripts/prerender.mjs), by exact path: a public page, or, for a visitor with
 * a session, the frame of a protected page (a visitor without one is about to be sent to /login instead).
 */
export function loadPrerendered(
  clientDir: string,
): (url: string, signedIn: boolean, search?: string) => string {
  const file = path.join(clientDir, PRERENDERED_FILE);
  if (!existsSync(file)) return () => "";
  const { pages, frames } = JSON.parse(readFileSync(file, "utf8")) as Record<
    "pages" | "frames",
    Record<string, string>
  >;
  return (url, signedIn, search = "") => {
    const key = url.replace(/\/+$/, "") || "/";
    // The build rendered each page without a query; one that changes what the page shows (?reset=1,
    // ?email=…) would not match it. `next` only matters on submit.
    const plain = [...new URLSearchParams(search).keys()].every((name) => name === "next");
    return (plain ? pages[key] : undefined) ?? (signedIn ? frames[key] : undefined) ?? "";
  };
}
