import {
  CURRENT_USER_PATH,
  createApiClient,
  createHttpAdapters,
  createQueryClient,
  isApiError,
} from "@propledger/shell";
import type { CurrentUser } from "../../shared/api";

/** `vite build --mode demo` (or VITE_APP_MODE=demo): the fixed demo admin, no current-user request. */
export const APP_MODE: "demo" | "production" =
  import.meta.env.MODE === "demo" || import.meta.env.VITE_APP_MODE === "demo" ? "demo" : "production";

/** One HTTP client for the whole app: credentials, CSRF token, 401/403 rules. */
export const api = createApiClient({
  // A 401 on a data request: back to /login, remembering where the user was.
  onUnauthorized: () =>
    window.location.assign(loginPathFor(window.location.pathname + window.location.search)),
});

/** `/login?next=/accounts`: where the auth gate and a 401 send the visitor, remembering the page. */
function loginPathFor(path: string): string {
  if (!path || path === "/" || path.startsWith("/login")) return "/login";
  return `/login?next=${encodeURIComponent(path)}`;
}

export const httpAdapters = createHttpAdapters(api);

export const queryClient = createQueryClient({ client: api });

/** The current-user query key the shell's auth gate reads. */
export const CURRENT_USER_KEY = [CURRENT_USER_PATH] as const;

/**
 * After login, signup, accepting an invitation or changing the password the server rotates the session, and
 * with it the session-bound CSRF token: forget the old token and seed the gate with the user we got back.
 */
export function onSignedIn(user: CurrentUser): void {
  api.clearCsrfToken();
  queryClient.clear();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** The message to show for a failed request: the server's, else a generic text. */
export function errorText(error: unknown, fallback = "Something went wrong. Please try again."): string {
  // A form's own check, already in words.
  if (typeof error === "string" && error) return error;
  if (isApiError(error)) {
    if (error.status === 429)
      return error.message || "Too many attempts. Please wait a moment and try again.";
    if (error.status >= 500) return fallback;
    return error.message || fallback;
  }
  if (error instanceof TypeError) return "Cannot reach the server. Check your connection and try again.";
  return error instanceof Error && error.message ? error.message : fallback;
}

export { safeNext } from "../../shared/next-path";
