import * as React from "react";
import type { ToastActionElement, ToastProps } from "./Toast";

/** Spec §9: at most one toast is shown; a newer one replaces it. */
export const TOAST_LIMIT = 1;
/** Spec §9: how long a dismissed toast stays in the store before it is removed (ms). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec §9: how long a toast stays open by default (ms). */
export const TOAST_DURATION = 5000;
/** Spec §9: swipe distance that dismisses a toast (px). */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Spec §9: keyboard shortcut that moves focus to the toast viewport. */
export const TOAST_HOTKEY = ["F8"];

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

/**
 * Pure state transitions. DISMISS closes (open: false) so the exit animation can run; REMOVE drops the
 * entry. Without an id, DISMISS and REMOVE apply to every toast.
 */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

function dispatch(action: ToastAction): void {
  // Side effects stay out of the reducer so it remains pure and unit-testable.
  if (action.type === "DISMISS_TOAST") {
    if (action.toastId !== undefined) scheduleRemoval(action.toastId);
    else for (const t of memoryState.toasts) scheduleRemoval(t.id);
  }
  if (action.type === "REMOVE_TOAST") {
    const ids = action.toastId === undefined ? [...removeTimeouts.keys()] : [action.toastId];
    for (const id of ids) {
      clearTimeout(removeTimeouts.get(id));
      removeTimeouts.delete(id);
    }
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export type ToastInput = Omit<ToasterToast, "id">;

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToasterToast>) => void;
}

/** Shows a toast (replacing the visible one) and returns handles to update or dismiss it. */
export function toast(props: ToastInput): ToastHandle {
  const id = genId();
  const update = (next: Partial<ToasterToast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(toastId?: string): void {
  dispatch(toastId === undefined ? { type: "DISMISS_TOAST" } : { type: "DISMISS_TOAST", toastId });
}

/** Drops every toast at once, without exit animations (sign-out, test isolation). */
export function clearToasts(): void {
  dispatch({ type: "REMOVE_TOAST" });
}

/** Subscribes a component to the toast store. */
export function useToast() {
  const [state, setState] = React.useState<ToastState>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    // The store may have changed between render and subscription.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
