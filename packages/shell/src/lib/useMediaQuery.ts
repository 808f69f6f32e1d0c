import { useCallback, useSyncExternalStore } from "react";

export type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">;

const defaultMatchMedia = (query: string) =>
  typeof globalThis.matchMedia === "function" ? globalThis.matchMedia(query) : undefined;

/** Whether a media query matches, kept up to date. False where there is no `matchMedia` (server, old jsdom). */
export function useMediaQuery(query: string, matchMedia?: MatchMedia): boolean {
  const subscribe = useCallback(
    (callback: () => void) => {
      const list = (matchMedia ?? defaultMatchMedia)(query);
      list?.addEventListener?.("change", callback);
      return () => list?.removeEventListener?.("change", callback);
    },
    [query, matchMedia],
  );
  const getSnapshot = () => (matchMedia ?? defaultMatchMedia)(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
