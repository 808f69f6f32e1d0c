import { useRef } from "react";

type FocusHandler = (event: Event) => void;

/**
 * Where focus goes when a dialog closes. Radix returns it to the dialog's Trigger, and drops it on
 * <body> when the dialog is opened by state (a menu item, a row action, a keyboard shortcut) and has
 * none. This remembers the element that had focus as the dialog opened and returns focus there.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
}): {
  onOpenAutoFocus: FocusHandler;
  onCloseAutoFocus: FocusHandler;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Runs before Radix moves focus inside: the active element is still the opener.
      opener.current = document.activeElement as HTMLElement | null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
