import { clearToasts } from "@propledger/ui";
import type { SetupWorker } from "msw/browser";
import { createFakeServer, type FakeServerOptions } from "./fakeServer";
import { createStoryHttp, type StoryHttp } from "./StoryProviders";

export interface StoryServerParameters extends FakeServerOptions {
  /** The in-memory router's starting path. Default "/dashboard". */
  path?: string;
  /** The notifications adapter's poll interval (short in the polling story). */
  pollIntervalMs?: number;
}

interface StoryEnv {
  server: ReturnType<typeof createFakeServer>;
  http: StoryHttp;
}

let current: StoryEnv | undefined;

/** The current story's fake server and HTTP layer (set by `setupStoryServer`). */
export function storyEnv(): StoryEnv {
  if (!current) throw new Error("setupStoryServer must run in the story's beforeEach");
  return current;
}

/**
 * A `beforeEach` for stories that talk HTTP: a fresh fake server from `parameters.server`, its handlers on
 * the MSW worker, and the real `createApiClient` + `createHttpAdapters` pointed at it.
 */
export function setupStoryServer(context: { parameters: Record<string, unknown>; msw?: SetupWorker }) {
  clearToasts();
  const parameters = (context.parameters.server ?? {}) as StoryServerParameters;
  const server = createFakeServer(parameters);
  context.msw?.use(...server.handlers);
  current = { server, http: createStoryHttp(parameters.path, { pollIntervalMs: parameters.pollIntervalMs }) };
  return () => clearToasts();
}

/**
 * Storybook `loaders` entry: loads the shell's on-demand parts (menus, accordion, dialogs, panels) before the
 * story renders, so play functions and screenshots start from the final UI, never from a look-alike.
 */
export async function preloadShellParts() {
  const { preloadAll } = await import("../lib/lazy");
  await preloadAll();
  return {};
}
