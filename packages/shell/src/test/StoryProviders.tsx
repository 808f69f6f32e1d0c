import { Toaster, TooltipProvider } from "@propledger/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ShellProvider } from "../context/ShellContext";
import { type ApiClient, createApiClient } from "../http/apiClient";
import { createHttpAdapters } from "../http/httpAdapters";
import { createQueryClient } from "../http/queryClient";
import { createMemoryRouter, type MemoryRouter } from "../lib/memoryRouter";
import type { PreferencesStore } from "../ports";
import { createMemoryPreferences } from "../preferences/preferences";

export interface StoryHttp {
  client: ApiClient;
  router: MemoryRouter;
  adapters: ReturnType<typeof createHttpAdapters>;
  preferences: PreferencesStore;
  /** Times the client asked for a page reload (403 CSRF). */
  reloads: number;
}

/**
 * The real HTTP layer wired for a story: 401 redirects and reloads are recorded by the in-memory router
 * instead of leaving the page.
 */
export function createStoryHttp(path = "/dashboard", options: { pollIntervalMs?: number } = {}): StoryHttp {
  const router = createMemoryRouter(path);
  const result: StoryHttp = {
    router,
    preferences: createMemoryPreferences(),
    reloads: 0,
    client: createApiClient({
      getPathname: () => router.pathname.split("?")[0] ?? "/",
      onUnauthorized: () => router.assign?.("/login"),
      reload: () => {
        result.reloads += 1;
      },
    }),
    adapters: undefined as never,
  };
  result.adapters = createHttpAdapters(result.client, options);
  return result;
}

/** Query client, shell context, tooltips and a toaster whose toasts stay until the play function clears them. */
export function StoryProviders({ http, children }: { http: StoryHttp; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ client: http.client }));
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider router={http.router} preferences={http.preferences}>
        <TooltipProvider>
          {children}
          <Toaster duration={Number.POSITIVE_INFINITY} />
        </TooltipProvider>
      </ShellProvider>
    </QueryClientProvider>
  );
}
