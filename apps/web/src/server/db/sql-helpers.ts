// Small helpers every feature's SQL uses, independent of the driver.

/** Rows of a raw `db.execute` on either driver (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The calendar day (YYYY-MM-DD, UTC) of an instant. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Escapes a regular expression's special characters, for `~` patterns and RegExp alike ("Apt 3 (rear)"). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
