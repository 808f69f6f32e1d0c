// Build-time rendering of the public pages (scripts/prerender.mjs): the HTML the server sends already holds
// the page, so it paints before any script has loaded; main.tsx then hydrates it instead of rendering anew.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./App";
import { queryClient } from "./lib/api";
import { PRERENDERED_PATHS } from "./route-paths";

export { PRERENDERED_PATHS };

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
