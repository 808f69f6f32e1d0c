import { useSyncExternalStore } from "react";
import type { RouterAdapter } from "../ports";

export interface MemoryRouter extends RouterAdapter {
  /** The current path (with its query string). */
  readonly pathname: string;
  /** Every navigation and full page load so far, for tests: `{ to, replace, full }`. */
  readonly history: { to: string; replace: boolean; full: boolean }[];
}

/**
 * An in-memory `RouterAdapter` for tests, Storybook and hosts without a router. `assign` (a full page load)
 * is recorded instead of leaving the page.
 */
export function createMemoryRouter(initialPath = "/dashboard"): MemoryRouter {
  let current = initialPath;
  const listeners = new Set<() => void>();
  const history: MemoryRouter["history"] = [];
  const set = (to: string) => {
    current = to;
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const pathOnly = () => current.split(/[?#]/)[0] ?? "/";
  const searchOnly = () => /\?[^#]*/.exec(current)?.[0] ?? "";
  return {
    get pathname() {
      return current;
    },
    history,
    usePathname: () => useSyncExternalStore(subscribe, pathOnly, pathOnly),
    useSearch: () => useSyncExternalStore(subscribe, searchOnly, searchOnly),
    navigate(to, options) {
      history.push({ to, replace: !!options?.replace, full: false });
      set(to);
    },
    assign(url) {
      history.push({ to: url, replace: false, full: true });
    },
  };
}
