/**
 * The HTTP client: credentials always, JSON or FormData bodies, JSON-or-text answers, the CSRF
 * token fetched once and reused, and the 401/403 rules. Every error text here is the spec's, to the letter.
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const MUTATING: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export { ApiError, CSRF_TOKEN_PATH, CURRENT_USER_PATH, isApiError, LOGIN_PATH } from "./apiError";

import { ApiError, CSRF_TOKEN_PATH, isApiError, LOGIN_PATH } from "./apiError";

export interface ApiClientOptions {
  /** Prefix for every path, e.g. "https://api.example.com". Default "" (same origin). */
  baseUrl?: string;
  /** The fetch implementation. Default: the global `fetch`, looked up at call time (so MSW can patch it). */
  fetch?: typeof fetch;
  /** Current browser path, to skip the redirect when already on /login. Default: `location.pathname`. */
  getPathname?: () => string;
  /** Called on a 401 that must redirect. Default: `location.assign("/login")`. */
  onUnauthorized?: () => void;
  /** Called on a 403 "CSRF" while a token is held. Default: `location.reload()`. */
  reload?: () => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Whether a 401 sends the browser to /login. Default: true except for `/api/auth/` paths (the
   * generic helper skips it for any /api/auth/ path).
   */
  redirectOnUnauthorized?: boolean;
  /** Extra headers. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** The generic request helper: GET, POST, PUT, PATCH, DELETE; any other method is rejected. */
  request<T = unknown>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The anti-forgery token: fetched once from GET /api/csrf-token, then cached and reused. */
  getCsrfToken(): Promise<string>;
  /** Forgets the cached token; the next mutation fetches a new one. */
  clearCsrfToken(): void;
  /** Clears and fetches a fresh token now. */
  refreshCsrfToken(): Promise<string>;
  /** True while a token is cached. */
  hasCsrfToken(): boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isJsonContentType = (contentType: string | null) =>
  !!contentType && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());

/** The body's `message`, else the status text, else a generic text (HTTP/2 has no status text). */
export function errorMessage(body: unknown, response: Pick<Response, "status" | "statusText">): string {
  if (isRecord(body) && typeof body.message === "string" && body.message) return body.message;
  if (response.statusText) return response.statusText;
  return `Request failed with status ${response.status}`;
}

/** Reads a response as JSON when its content type says so, otherwise as text. Empty JSON bodies read as null. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!isJsonContentType(response.headers.get("content-type"))) return text;
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, text, "Failed to parse JSON response.");
  }
}

async function fetchCsrfToken(doFetch: typeof fetch, baseUrl: string): Promise<string> {
  const response = await doFetch(`${baseUrl}${CSRF_TOKEN_PATH}`, { method: "GET", credentials: "include" });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await readBody(response);
    } catch {}
    throw new ApiError(response.status, body, `Failed to fetch CSRF token: ${response.status}`);
  }
  const body = await readBody(response);
  const value = isRecord(body) ? body.csrfToken : undefined;
  if (typeof value !== "string" || !value) {
    throw new ApiError(response.status, body, `Failed to fetch CSRF token: ${response.status}`);
  }
  return value;
}

/** The CSRF token, fetched once and shared by concurrent callers; a cleared token is fetched again. */
function createCsrfTokenStore(fetchToken: () => Promise<string>) {
  let token: string | null = null;
  let pending: Promise<string> | null = null;

  function getCsrfToken(): Promise<string> {
    if (token) return Promise.resolve(token);
    if (!pending) {
      const attempt = fetchToken().then(
        (value) => {
          if (pending === attempt) {
            token = value;
            pending = null;
          }
          return value;
        },
        (error: unknown) => {
          if (pending === attempt) pending = null;
          throw error;
        },
      );
      pending = attempt;
    }
    return pending;
  }

  function clearCsrfToken() {
    token = null;
    pending = null;
  }

  async function refreshCsrfToken(): Promise<string> {
    clearCsrfToken();
    try {
      return await getCsrfToken();
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      if (error instanceof Error && message) throw error;
      throw new Error("Failed to refresh CSRF token");
    }
  }

  return { getCsrfToken, clearCsrfToken, refreshCsrfToken, hasCsrfToken: () => token !== null };
}

/** The fetch body: FormData unchanged (the browser sets the multipart boundary), anything else as JSON. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body instanceof FormData) return body;
  if (body === undefined) return undefined;
  headers["Content-Type"] = "application/json";
  return JSON.stringify(body);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? "";
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const getPathname = options.getPathname ?? (() => globalThis.location?.pathname ?? "/");
  const onUnauthorized = options.onUnauthorized ?? (() => globalThis.location?.assign(LOGIN_PATH));
  const reload = options.reload ?? (() => globalThis.location?.reload());
  const csrf = createCsrfTokenStore(() => fetchCsrfToken(doFetch, baseUrl));

  async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}) {
    const verb = method.toUpperCase();
    if (!(HTTP_METHODS as readonly string[]).includes(verb)) {
      throw new Error(`Unsupported HTTP method: ${method}`);
    }
    const headers: Record<string, string> = { ...opts.headers };
    const payload = encodeBody(body, headers);
    if (MUTATING.has(verb)) headers["X-CSRF-Token"] = await csrf.getCsrfToken();

    const response = await doFetch(`${baseUrl}${path}`, {
      method: verb,
      headers,
      body: payload,
      credentials: "include",
      signal: opts.signal,
    });

    if (!response.ok) {
      let parsed: unknown;
      try {
        parsed = await readBody(response);
      } catch (error) {
        parsed = isApiError(error) ? error.body : null;
      }
      const message = errorMessage(parsed, response);
      if (response.status === 401) {
        const redirect = opts.redirectOnUnauthorized ?? !path.includes("/api/auth/");
        if (redirect && getPathname() !== LOGIN_PATH) onUnauthorized();
      }
      if (response.status === 403 && csrf.hasCsrfToken() && message.includes("CSRF")) {
        csrf.clearCsrfToken();
        reload();
        throw new ApiError(403, parsed, "CSRF token expired");
      }
      throw new ApiError(response.status, parsed, message);
    }
    return (await readBody(response)) as T;
  }

  return {
    request,
    get: (path, o) => request("GET", path, undefined, o),
    post: (path, b, o) => request("POST", path, b, o),
    put: (path, b, o) => request("PUT", path, b, o),
    patch: (path, b, o) => request("PATCH", path, b, o),
    delete: (path, b, o) => request("DELETE", path, b, o),
    ...csrf,
  };
}
