// Rendering outside the browser. At build time (scripts/prerender.mjs): the public pages, which main.tsx
// hydrates, and a frame for each protected page (shell/AppFrame.tsx), which it replaces. At request time (the
// server, src/server/http/static.ts): a page whose first reads the server answered, inside its frame. Either
// way the HTML the server sends paints before any script has loaded.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { routeMatches } from "../shared/route-assets";
import { App } from "./App";
import { queryClient } from "./lib/api";
import { PRERENDERED_PATHS, PROTECTED_PATHS } from "./route-paths";
import { PROTECTED_ROUTES } from "./routes";
import { AppFrame } from "./shell/AppFrame";

export { PRERENDERED_PATHS };
/** Routes with a parameter show their record's name as the title, which no build can know. */
export const FRAMED_PATHS = PROTECTED_PATHS.filter((path) => !path.includes(":"));

export function renderFrame(path: string): string {
  return renderToStaticMarkup(
    <Router ssrPath={path}>
      <AppFrame path={path} />
    </Router>,
  );
}

export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** A query the server answered for the page: its key (the GET path) and the JSON it returned. */
export type SeededQuery = [key: string, data: unknown];

/**
 * The signed-in page at `path` inside its frame, rendered with the answers the server already has (the
 * current user and the page's first reads), or null when no route matches. The client seeds its query cache
 * with the same answers, so its first render draws the same page.
 */
export async function renderPageWithData(path: string, queries: SeededQuery[]): Promise<string | null> {
  const route = PROTECTED_ROUTES.find((r) => routeMatches(r.path, path));
  if (!route) return null;
  const { default: Page } = await route.load();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, data] of queries) client.setQueryData([key], data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={path}>
        <AppFrame path={path}>
          <Page path={route.path} />
        </AppFrame>
      </Router>
    </QueryClientProvider>,
  );
}
