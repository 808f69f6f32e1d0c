// Build-time rendering (scripts/prerender.mjs) of the public pages, which main.tsx hydrates, and of a frame
// for each protected page (shell/AppFrame.tsx), which it replaces: either way the HTML the server sends
// paints before any script has loaded.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./App";
import { queryClient } from "./lib/api";
import { PRERENDERED_PATHS, PROTECTED_PATHS } from "./route-paths";
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
