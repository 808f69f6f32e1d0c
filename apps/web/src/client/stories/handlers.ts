// MSW handlers for the accounting stories. The pages fetch through the app's real HTTP client
// (lib/api.ts), so these answer exactly what the server would: JSON bodies, `{message}` errors.
import { delay, type HttpHandler, HttpResponse, http, type RequestHandler } from "msw";
import { ACCOUNTING } from "../accounting/api";
import { STORY_USER } from "./fixtures";

/** The path of an accounting endpoint ("/transactions" → "/api/accounting/transactions"). */
export const endpoint = (path: string) => `${ACCOUNTING}${path}`;

/** Who is signed in (the dashboard greets them) and the CSRF token the client asks for before a write. */
const sessionHandlers: RequestHandler[] = [
  http.get("/api/auth/user", () => HttpResponse.json(STORY_USER)),
  http.get("/api/csrf-token", () => HttpResponse.json({ csrfToken: "story-csrf-token" })),
];

/** GET `path` answers `body` (query strings are ignored: filters and pages are not part of a story). */
export const answer = (path: string, body: unknown): HttpHandler =>
  http.get(endpoint(path), () => HttpResponse.json(body as Record<string, unknown>));

/** GET `path` never answers: the loading state stays on screen. */
export const hang = (path: string): HttpHandler =>
  http.get(endpoint(path), async () => {
    await delay("infinite");
    return HttpResponse.json({});
  });

/** GET `path` fails the way the server fails: a 500 with its `{message}`. */
export const fail = (path: string): HttpHandler =>
  http.get(endpoint(path), () => HttpResponse.json({ message: "Internal Server Error" }, { status: 500 }));

/** `parameters.msw` for a story: the session plus the page's own handlers. */
export const mswHandlers = (...handlers: RequestHandler[]): { msw: { handlers: RequestHandler[] } } => ({
  msw: { handlers: [...handlers, ...sessionHandlers] },
});
