import { Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { PageFrame } from "../components/PageFrame";
import { pageInfo } from "../pages/pageInfo";

/**
 * A signed-in page before any script has run: the shell's top bar and sidebar as empty bars, and the page's
 * breadcrumbs, title and description. The build renders one per protected route (prerender.tsx), the server
 * sends it to visitors with a session, and main.tsx swaps in the live shell once the shell's code, the page's
 * code and the user are all in, so the screen goes from this straight to the finished page, never through a
 * spinner. Sizes follow the shell's (h-14 top bar, 16rem sidebar from 768 px) so nothing jumps. For a page
 * whose first reads the server can answer (route-paths.ts PAGE_DATA), the server renders the page itself
 * inside the frame, with that data (prerender.tsx renderPageWithData).
 */
export function AppFrame({ path, children }: { path: string; children?: ReactNode }) {
  const info = pageInfo(path);
  return (
    <div data-app-frame="" aria-busy="true" className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-1 border-b border-border bg-background px-2 sm:gap-2 sm:px-4">
        <span className="size-10 shrink-0" />
        <span className="flex min-h-10 items-center gap-2 px-1 font-semibold">
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <span className="hidden text-base md:inline">PropLedger</span>
        </span>
      </header>
      <div className="flex flex-1">
        <div className="sticky top-14 hidden h-[calc(100svh-3.5rem)] w-64 shrink-0 border-e border-sidebar-border bg-sidebar md:block" />
        <main className="min-w-0 flex-1">
          {children ?? (
            <PageFrame
              title={info.title}
              description={info.description}
              breadcrumbs={info.group ? [{ label: info.group }] : []}
            />
          )}
        </main>
      </div>
    </div>
  );
}
