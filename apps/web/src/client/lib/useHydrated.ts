import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a page the server sent already rendered (and in that render on the server),
 * true once it is interactive and in every client-only render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
