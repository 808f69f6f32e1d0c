import { type ComponentType, createElement, lazy } from "react";

export interface Preloadable<P> {
  /** Fetches the chunk; safe to call repeatedly. */
  load(): Promise<{ default: ComponentType<P> }>;
  /** Suspends until loaded, like React.lazy; once loaded it renders the component directly. */
  Component: ComponentType<P>;
}

/**
 * React.lazy suspends for a tick on first render even when the chunk is already in, which would show the
 * Suspense fallback for one frame. When main.tsx has loaded a route's code before the first render (so the
 * server's frame is replaced by the finished page, not by a spinner), that frame must not happen.
 */
export function preloadable<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () => {
    promise ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        promise = undefined; // a failed chunk load (offline) is retried by the next render
        throw error;
      },
    );
    return promise;
  };
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page module at module load, never during render.
  function Component(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return { load, Component };
}
