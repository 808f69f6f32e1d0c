import { delay, HttpResponse, http } from "msw";
import type { AiSearchResponse, Notification, ShellUser } from "../ports";
import { makeNotifications, searchResponse } from "./fixtures";

export const STORY_CSRF_TOKEN = "story-csrf-token";

type Endpoint =
  | "user"
  | "list"
  | "markRead"
  | "markAllRead"
  | "remove"
  | "createSamples"
  | "search"
  | "logout";

export interface FakeServerOptions {
  user?: ShellUser | null;
  notifications?: Notification[];
  /** The search answer (default: a fixed one for the query). */
  search?: (query: string) => AiSearchResponse;
  /** Endpoints that answer with this error instead. */
  fail?: Partial<Record<Endpoint, { status: number; message?: string }>>;
  /** Endpoints that never answer (loading and pending states). */
  hang?: Endpoint[];
  /** Milliseconds before each answer of these endpoints. */
  delayMs?: Partial<Record<Endpoint, number>>;
  /** Called on each list request (e.g. to add a notification on the second poll). */
  onList?: (count: number, state: FakeServerState) => void;
}

interface FakeRequest {
  method: string;
  path: string;
  csrf: string | null;
}

interface FakeServerState {
  user: ShellUser | null;
  notifications: Notification[];
  requests: FakeRequest[];
  listCount: number;
}

type Gate = (endpoint: Endpoint, request: Request, mutation: boolean) => Promise<Response | null>;

interface FakeServerContext {
  state: FakeServerState;
  options: FakeServerOptions;
  record(request: Request): void;
  /** Records the request, waits or fails as the options say; null when the handler should answer. */
  gate: Gate;
}

function createContext(state: FakeServerState, options: FakeServerOptions): FakeServerContext {
  const record = (request: Request) => {
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      path: url.pathname,
      csrf: request.headers.get("X-CSRF-Token"),
    });
  };

  async function gate(endpoint: Endpoint, request: Request, mutation: boolean): Promise<Response | null> {
    record(request);
    if (options.hang?.includes(endpoint)) await delay("infinite");
    const ms = options.delayMs?.[endpoint];
    if (ms) await delay(ms);
    if (mutation && request.headers.get("X-CSRF-Token") !== STORY_CSRF_TOKEN) {
      return HttpResponse.json({ message: "Invalid CSRF token" }, { status: 403 });
    }
    const failure = options.fail?.[endpoint];
    if (failure)
      return HttpResponse.json(
        { message: failure.message ?? "Internal Server Error" },
        { status: failure.status },
      );
    return null;
  }

  return { state, options, record, gate };
}

/** The CSRF token, the current user and sign-out. */
function authHandlers({ state, record, gate }: FakeServerContext) {
  return [
    http.get("/api/csrf-token", ({ request }) => {
      record(request);
      return HttpResponse.json({ csrfToken: STORY_CSRF_TOKEN });
    }),
    http.get("/api/auth/user", async ({ request }) => {
      const early = await gate("user", request, false);
      if (early) return early;
      return state.user
        ? HttpResponse.json(state.user)
        : HttpResponse.json({ message: "Unauthorized" }, { status: 401 });
    }),
    http.post("/api/auth/logout", async ({ request }) => {
      const early = await gate("logout", request, true);
      if (early) return early;
      state.user = null;
      return HttpResponse.json({ ok: true });
    }),
  ];
}

/** The notification inbox: list, mark read, delete, create samples. */
function notificationHandlers({ state, options, gate }: FakeServerContext) {
  return [
    http.get("/api/notifications", async ({ request }) => {
      const early = await gate("list", request, false);
      if (early) return early;
      state.listCount += 1;
      options.onList?.(state.listCount, state);
      return HttpResponse.json(state.notifications);
    }),
    http.patch("/api/notifications/mark-all-read", async ({ request }) => {
      const early = await gate("markAllRead", request, true);
      if (early) return early;
      state.notifications = state.notifications.map((n) => ({ ...n, isRead: true }));
      return HttpResponse.json({ ok: true });
    }),
    http.patch("/api/notifications/:id/read", async ({ request, params }) => {
      const early = await gate("markRead", request, true);
      if (early) return early;
      state.notifications = state.notifications.map((n) =>
        String(n.id) === params.id ? { ...n, isRead: true } : n,
      );
      return HttpResponse.json({ ok: true });
    }),
    http.delete("/api/notifications/:id", async ({ request, params }) => {
      const early = await gate("remove", request, true);
      if (early) return early;
      state.notifications = state.notifications.filter((n) => String(n.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("/api/notifications/create-samples", async ({ request }) => {
      const early = await gate("createSamples", request, true);
      if (early) return early;
      state.notifications = makeNotifications(4, 4);
      return HttpResponse.json({ ok: true });
    }),
  ];
}

function searchHandlers({ options, gate }: FakeServerContext) {
  return [
    http.post("/api/search/ai-search", async ({ request }) => {
      const early = await gate("search", request, true);
      if (early) return early;
      const body = (await request.json()) as { query: string };
      return HttpResponse.json((options.search ?? searchResponse)(body.query));
    }),
  ];
}

/**
 * MSW handlers that imitate the server's API: a CSRF token, the current user (401 when signed out),
 * the notification inbox and AI search. Mutations without the right X-CSRF-Token get 403 "Invalid CSRF token".
 */
export function createFakeServer(options: FakeServerOptions = {}) {
  const state: FakeServerState = {
    user:
      options.user === undefined
        ? { firstName: "Ada", lastName: "Lovelace", email: "ada@oakstreet.test", role: "admin" }
        : options.user,
    notifications: (options.notifications ?? makeNotifications(3, 2)).map((n) => ({ ...n })),
    requests: [],
    listCount: 0,
  };

  const context = createContext(state, options);
  const handlers = [...authHandlers(context), ...notificationHandlers(context), ...searchHandlers(context)];
  return { state, handlers };
}
