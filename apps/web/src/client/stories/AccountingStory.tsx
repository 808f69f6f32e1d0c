// Providers for the accounting page stories: what ProtectedApp gives a page in the app, minus the shell's
// chrome. Each story gets a fresh query client (the app's defaults, the app's HTTP client), a fresh
// in-memory preferences store (view preferences), an in-memory wouter location and the toaster.
import {
  createMemoryPreferences,
  createQueryClient,
  ShellProvider,
  viewPreferenceKey,
} from "@propledger/shell";
import { clearToasts, Toaster, TooltipProvider } from "@propledger/ui";
import type { Decorator } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import type { RequestHandler } from "msw";
import type { SetupWorker } from "msw/browser";
import { type ReactNode, useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { api } from "../lib/api";

interface AccountingStoryParameters {
  /** The in-memory location the page starts at. Default "/". */
  path?: string;
  /** Saved view preferences per page, e.g. `{ transactions: "list" }`. Default: none (table). */
  views?: Record<string, "table" | "list">;
}

function StoryFrame({
  path = "/",
  views = {},
  children,
}: AccountingStoryParameters & { children: ReactNode }) {
  const [env] = useState(() => ({
    queryClient: createQueryClient({ client: api }),
    preferences: createMemoryPreferences(
      Object.fromEntries(Object.entries(views).map(([page, view]) => [viewPreferenceKey(page), view])),
    ),
    location: memoryLocation({ path }),
  }));
  // A request left hanging (loading stories) must not outlive its story.
  useEffect(() => {
    clearToasts();
    return () => {
      void env.queryClient.cancelQueries();
      env.queryClient.clear();
      clearToasts();
    };
  }, [env]);
  return (
    <QueryClientProvider client={env.queryClient}>
      <ShellProvider preferences={env.preferences}>
        <Router hook={env.location.hook} searchHook={env.location.searchHook}>
          <TooltipProvider>
            <main className="min-h-svh">{children}</main>
            <Toaster duration={Number.POSITIVE_INFINITY} />
          </TooltipProvider>
        </Router>
      </ShellProvider>
    </QueryClientProvider>
  );
}

/** The story's providers, fresh for every story (keyed by its id). */
export const withAccountingProviders: Decorator = (Story, context) => (
  <StoryFrame key={context.id} {...((context.parameters.accounting ?? {}) as AccountingStoryParameters)}>
    <Story />
  </StoryFrame>
);

// ---- play helpers ----------------------------------------------------------------------------------

/**
 * From now on the server answers with `handlers` (ahead of the story's own): e.g. it recovers after an
 * outage. The MSW loader puts its worker on the story context; the next story's loader resets it.
 */
export function serveFromNowOn(context: object, ...handlers: RequestHandler[]) {
  const worker = (context as { msw?: SetupWorker }).msw;
  if (!worker) throw new Error("The MSW loader did not run for this story");
  worker.use(...handlers);
}

export const screen = () => within(document.body);

/** The page's one h1, once the page has rendered. */
export const pageHeading = (name: string | RegExp) => screen().findByRole("heading", { level: 1, name });

/** The grey placeholder rows shown while a list loads (they are hidden from assistive technology). */
const placeholders = () => [...document.querySelectorAll<HTMLElement>("main .animate-pulse")];

/** Loading: the page frame with its placeholders, and neither content nor error. */
export async function expectLoading(heading: string | RegExp, rows: number) {
  await pageHeading(heading);
  await waitFor(() => expect(placeholders()).toHaveLength(rows));
  for (const row of placeholders()) await expect(row).toBeVisible();
  await expect(screen().queryByRole("heading", { name: "Could not load this page's data" })).toBeNull();
  await expect(screen().queryByRole("table")).toBeNull();
}

/**
 * Error: after the client's retries (two, 1 s and 2 s apart) the page shows the server's failure
 * with a retry. Returns the retry button.
 */
export async function expectLoadError() {
  const error = await screen().findByRole(
    "region",
    { name: "Could not load this page's data" },
    { timeout: 10_000 },
  );
  await expect(within(error).getByText("The server did not answer. Please try again.")).toBeVisible();
  await expect(placeholders()).toHaveLength(0);
  return within(error).getByRole("button", { name: "Try again" });
}

/** The table / list toggle in the page header. */
export const viewButton = (view: "Table" | "List") => screen().getByRole("button", { name: `${view} view` });

/** Which view is on screen, checked from both sides: the content and the pressed toggle. */
export async function expectView(
  view: "table" | "list",
  table: () => HTMLElement | null,
  list: () => HTMLElement | null,
) {
  await waitFor(() => expect(view === "table" ? table() : list()).toBeVisible());
  await expect(view === "table" ? list() : table()).toBeNull();
  await expect(viewButton("Table")).toHaveAttribute("aria-pressed", String(view === "table"));
  await expect(viewButton("List")).toHaveAttribute("aria-pressed", String(view === "list"));
}

/**
 * From `start`, to the other view and back with the T / L keys, then again with the visible toggle, checking
 * the view after every step.
 */
export async function switchViewsAndBack(
  start: "table" | "list",
  table: () => HTMLElement | null,
  list: () => HTMLElement | null,
) {
  const other = start === "table" ? "list" : "table";
  const key = { table: "t", list: "l" } as const;
  const label = { table: "Table", list: "List" } as const;
  await expectView(start, table, list);
  for (const press of [
    (v: "table" | "list") => userEvent.keyboard(key[v]),
    (v: "table" | "list") => userEvent.click(viewButton(label[v])),
  ]) {
    await press(other);
    await expectView(other, table, list);
    await press(start);
    await expectView(start, table, list);
  }
  // The image is of the view, not of the toggle: whether the clicked button draws a focus ring depends on the
  // browser's guess of the last input device, which differs with the stories run before this one.
  (document.activeElement as HTMLElement | null)?.blur();
}

/** No horizontal scrolling of the whole page (a narrow screen must fit). */
export const expectNoPageOverflow = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
