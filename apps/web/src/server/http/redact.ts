/**
 * Secrets that travel in URLs: reset tokens (`?token=`) and invitation tokens (a path segment). Logs and
 * stored e-mails keep the shape of the link with the secret replaced.
 */
const PATTERNS: [RegExp, string][] = [
  [/([?&]token=)[^&#\s]+/gi, "$1[redacted]"],
  [/(\/(?:accept-invitation|invitations|verify-email|confirm-email)\/)[A-Za-z0-9_-]{20,}/g, "$1[redacted]"],
];

export function redactTokens(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** The same redaction in SQL, for e-mails already stored (PostgreSQL regular expressions). */
export const SQL_TOKEN_PATTERNS: [string, string][] = [
  ["([?&]token=)[^&#[:space:]]+", "\\1[redacted]"],
  ["(/(accept-invitation|invitations|verify-email|confirm-email)/)[A-Za-z0-9_-]{20,}", "\\1[redacted]"],
];
