import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import {
  CURRENT_USER_READ,
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
export function loadRouteHints(clientDir: string): {
  hintsFor(url: string, signedIn: boolean): string;
  /** The API GETs the route's page reads first (PAGE_DATA in the client's route table). */
  dataFor(url: string): readonly string[];
  /** Whether the client has a page (or a redirect) at this path; without a route table, every path. */
  isRoute(url: string): boolean;
  /** The script that loads the app after the first paint (src/client/after-paint.js), if built. */
  afterPaint: string | undefined;
} {
  const file = path.join(clientDir, ROUTE_ASSETS_FILE);
  if (!existsSync(file))
    return { hintsFor: () => "", dataFor: () => [], isRoute: () => true, afterPaint: undefined };
  const { routes, afterPaint } = JSON.parse(readFileSync(file, "utf8")) as {
    routes: RouteAssetEntry[];
    afterPaint?: string;
  };
  const compiled = routes.map((route) => {
    const scripts = route.scripts
      .map((src) => `<link rel="modulepreload" crossorigin href="${escapeAttr(src)}">`)
      .join("");
    const data = [CURRENT_USER_READ, ...route.data]
      .map(
        (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`,
      )
      .join("");
    return {
      path: route.path,
      data: route.protected ? route.data : [],
      anonymous: scripts,
      signedIn: route.protected ? scripts + data : scripts,
    };
  });
  const find = (url: string) => compiled.find((r) => routeMatches(r.path, url));
  return {
    hintsFor(url, signedIn) {
      const route = find(url);
      if (!route) return "";
      return signedIn ? route.signedIn : route.anonymous;
    },
    dataFor: (url) => find(url)?.data ?? [],
    isRoute: (url) => find(url) !== undefined,
    afterPaint,
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

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * For a page whose HTML already shows it: takes the module script and every modulepreload out of `head`
 * and returns them as one deferred tag for the after-paint loader, which starts them once the first frame
 * is on screen. A build without route tables (no loader) keeps them as they are.
 */
export function deferScriptsUntilPainted(head: string, afterPaint: string | undefined): string {
  if (!afterPaint) return head;
  const entry = MODULE_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const rest = head.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "");
  return `${rest}<script src="${escapeAttr(afterPaint)}" data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(" "))}" defer></script>`;
}
