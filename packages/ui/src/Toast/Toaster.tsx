import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./Toast";
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, useToast } from "./toast-store";

export interface ToasterProps {
  /** Default open time in ms (spec: 5000). */
  duration?: number;
  /** Swipe distance in px that dismisses (spec: 50). */
  swipeThreshold?: number;
  /** Keys that focus the viewport (spec: F8). */
  hotkey?: string[];
  /** Accessible name of the toast region; "{hotkey}" is replaced by the hotkey. */
  label?: string;
  className?: string;
}

const OTHER_LAYER =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [data-radix-popper-content-wrapper]';

/**
 * A toast opened after a panel, menu or dialog is the newest Radix layer, so it would take the first Escape.
 * While that other layer is open, Escape is for it (unless focus is on a toast): the toast stays.
 */
function keepWhileAnotherLayerIsOpen(event: KeyboardEvent) {
  const target = event.target as Element | null;
  if (target?.closest?.('[data-slot="toast"]')) return;
  if (document.querySelector(OTHER_LAYER)) event.preventDefault();
}

/** Renders the toasts created with `toast()`. Mount once near the root of the app. */
export function Toaster({
  duration = TOAST_DURATION,
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  hotkey = TOAST_HOTKEY,
  label = "Notifications ({hotkey})",
  className,
}: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={duration} swipeThreshold={swipeThreshold} swipeDirection="right">
      {toasts.map(({ id, title, description, action, duration: own, ...props }) => {
        const effective = own ?? duration;
        return (
          <Toast
            key={id}
            duration={effective}
            data-duration={effective}
            onEscapeKeyDown={keepWhileAnotherLayerIsOpen}
            {...props}
          >
            <div className="grid gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={hotkey} label={label} className={className} />
    </ToastProvider>
  );
}
