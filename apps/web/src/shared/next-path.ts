/**
 * Where to go after signing in: `next` when it is a path of this app, else `fallback`. Only same-app paths
 * are accepted (no open redirect to another site), and never back to /login or into the API.
 */
export function safeNext(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (next.startsWith("/login") || next.startsWith("/api/")) return fallback;
  // Control characters (a decoded %0d%0a) are never part of a path, and would break a Location header.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  return next;
}
