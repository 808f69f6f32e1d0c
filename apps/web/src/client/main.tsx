import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App, prepareProtectedRoute } from "./App";
import { queryClient } from "./lib/api";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router>
        <App />
      </Router>
    </QueryClientProvider>
  </StrictMode>
);
// What the server sent already rendered (src/client/prerender.tsx) stays on screen until React can take over:
// a public page is hydrated (usable while its code loads); a signed-in page's frame is replaced once the
// shell, the page and the user are in, so it turns into the finished page without a spinner in between.
if (container.firstElementChild?.hasAttribute("data-app-frame")) {
  // The answers a server-rendered page was drawn with: the first render draws the same page, no refetch.
  const seeded = document.getElementById("page-queries")?.textContent;
  if (seeded)
    for (const [key, data] of JSON.parse(seeded) as [string, unknown][])
      queryClient.setQueryData([key], data);
  await prepareProtectedRoute(window.location.pathname);
  // The whole shell and page at once: as a transition React renders it in slices, keeping the page
  // responsive (no long task) while the frame stays on screen.
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else if (container.firstChild) hydrateRoot(container, app);
else createRoot(container).render(app);
