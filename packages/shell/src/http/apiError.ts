// The HTTP client's error type and fixed paths, in a module of their own: the retry rules and the search
// need them at first paint, the client itself (createApiClient) only when a request is made.

export const CSRF_TOKEN_PATH = "/api/csrf-token";
export const CURRENT_USER_PATH = "/api/auth/user";
export const LOGIN_PATH = "/login";

/** Any failed response: carries the status, the parsed body and the message (body's `message`, else status text). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
