/**
 * Where to go after signing in: `next` when it is a path of this app, else `fallback`. Only same-app paths
 * are accepted (no open redirect to another site), and never back to /login or into the API.
 */
export function safeNext(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (next.startsWith("/login") || next.startsWith("/api/")) return fallback;
  return next;
}
