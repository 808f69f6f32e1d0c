import {
  type ComponentType,
  createElement,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { isPressed, subscribeToPresses } from "./presses";

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the component's chunk (hover/focus of its trigger); safe to call repeatedly. */
  preload(): Promise<unknown>;
  /** The component once its chunk has loaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
};

/**
 * `React.lazy` plus `preload()`: what a user needs only after an interaction (the Help Center, the
 * notification panel, the results card…) lives in its own chunk, loaded when its trigger is hovered or
 * focused, so the first paint does not wait for it and the interaction stays instant.
 */
const registry = new Set<() => Promise<unknown>>();

/**
 * Loads every on-demand part declared so far. For stories and tests that should start from the final UI
 * (a Storybook `loaders` entry); an app has no need for it.
 */
export const preloadAll = () => Promise.all([...registry].map((preload) => preload()));

export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    promise ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        promise = undefined; // a failed chunk load (offline) is retried by the next preload or render
        throw error;
      },
    );
    return promise;
  };
  registry.add(preload);
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  // Once the chunk is in, render it directly: React.lazy would still suspend for a tick on first use,
  // flashing the Suspense fallback (and replacing its DOM) for a part that was preloaded on hover.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per on-demand part at module load, never during render.
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<object>, props as object);
  }
  return Object.assign(Preloadable, { preload, loaded: () => loaded });
}

/**
 * For on-demand parts whose trigger must be on the page at first paint (the user menu): render a
 * look-alike until `load()` (hover, focus, press, or idle time after mount) has fetched the chunk, then
 * the real component. No Suspense, so the look-alike never disappears before the real one is ready,
 * and it is not replaced in the middle of a click.
 */
export function useLazyComponent<P>(
  component: PreloadableComponent<P>,
  { preloadWhenIdle = false }: { preloadWhenIdle?: boolean } = {},
): [ComponentType<P> | undefined, () => void] {
  const [loaded, setLoaded] = useState(() => component.loaded());
  const load = useCallback(() => {
    component.preload().then(
      () => setLoaded(() => component.loaded()),
      () => undefined, // offline: the look-alike stays; the next hover or press tries again
    );
  }, [component]);
  useEffect(() => {
    if (!preloadWhenIdle || loaded) return;
    return afterPageSettles(load);
  }, [preloadWhenIdle, loaded, load]);
  // The look-alike stays until a press under way has ended (presses.ts); once the real component is
  // shown, presses no longer matter, and no longer re-render.
  const shown = useRef(loaded);
  const waiting = !shown.current;
  const pressing = useSyncExternalStore(
    waiting ? subscribeToPresses : noSubscription,
    () => waiting && isPressed(),
    () => false,
  );
  const visible = pressing ? undefined : loaded;
  useEffect(() => {
    if (visible) shown.current = visible;
  });
  return [visible, load];
}

const noSubscription = () => () => undefined;

/** How long after mount idle-time preloads wait, so they do not compete with the page's own code and data. */
export const IDLE_PRELOAD_DELAY_MS = 3000;

/**
 * Runs `task` at the first idle moment after IDLE_PRELOAD_DELAY_MS. The first idle moment after mount comes
 * while the page still waits for its data; a preload started then shares the (mobile) bandwidth with that
 * data and delays the page's largest content. Returns a cancel function.
 */
function afterPageSettles(task: () => void): () => void {
  const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  const cancelIdle = globalThis.cancelIdleCallback ?? clearTimeout;
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    idleHandle = idle(task) as number;
  }, IDLE_PRELOAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdle(idleHandle);
  };
}
