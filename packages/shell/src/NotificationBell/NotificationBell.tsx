import { Button, cn } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useShellContext } from "../context/ShellContext";
import { formatBadgeCount } from "../lib/format";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { lazyWithPreload } from "../lib/lazy";
import type { Notification, NotificationsAdapter, RouterAdapter } from "../ports";

/** Spec §9: notification refresh every 30 000 ms. */
export const DEFAULT_POLL_INTERVAL_MS = 30_000;
/** Shared with any page that lists notifications (e.g. apps/web's /notifications), so both stay in sync. */
export const NOTIFICATIONS_QUERY_KEY = ["/api/notifications"] as const;

export interface NotificationBellProps {
  adapter: NotificationsAdapter;
  /** Default: the surrounding shell's router. */
  router?: RouterAdapter;
  /** Overrides `adapter.pollIntervalMs` (default 30 000 ms). */
  pollIntervalMs?: number;
  /** The clock for "2 hours ago"; inject a fixed one for deterministic stories and tests. */
  now?: () => Date;
  /** Controlled panel state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** Where 'View all notifications' goes. Default "/notifications". */
  viewAllHref?: string;
  className?: string;
}

/** error, warning, success; anything else is info. */
export function notificationKind(type: string): "error" | "warning" | "success" | "info" {
  return type === "error" || type === "warning" || type === "success" ? type : "info";
}

const NotificationPanel = lazyWithPreload(() =>
  import("./NotificationPanel").then((m) => m.NotificationPanel),
);
const preloadPanel = () => void NotificationPanel.preload();

/** New notifications are announced politely (role="status"); the first load is not "new". */
function useNewNotificationAnnouncement(notifications: Notification[], loaded: boolean) {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!loaded) return;
    const ids = new Set(notifications.map((n) => String(n.id)));
    if (seen.current) {
      const fresh = notifications.filter((n) => !n.isRead && !seen.current?.has(String(n.id)));
      if (fresh.length === 1) setAnnouncement(`New notification: ${fresh[0]!.title}`);
      else if (fresh.length > 1) setAnnouncement(`${fresh.length} new notifications`);
    }
    seen.current = ids;
  }, [notifications, loaded]);
  return announcement;
}

/** The panel's open state, controlled by `open` when given. */
function usePanelOpen(
  openProp: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  return { open, setOpen };
}

/** The unread count on the bell. */
function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notification-badge"
      className="pointer-events-none absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-none text-destructive-foreground ring-2 ring-background"
    >
      {formatBadgeCount(unread)}
    </span>
  );
}

/**
 * The bell, its unread badge and the notification panel. The list is polled from the
 * first paint; the panel's code loads when the bell is hovered, focused or pressed.
 */
export function NotificationBell({
  adapter,
  router: routerProp,
  pollIntervalMs,
  now = () => new Date(),
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  viewAllHref = "/notifications",
  className,
}: NotificationBellProps) {
  const shell = useShellContext();
  const router = routerProp ?? shell?.router;
  const { open, setOpen } = usePanelOpen(openProp, defaultOpen, onOpenChange);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  // Mounted from the first open on, so closing animates.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  const query = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => adapter.list(signal),
    refetchInterval: pollIntervalMs ?? adapter.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  });
  const notifications = Array.isArray(query.data) ? query.data : [];
  const unread = notifications.filter((n) => !n.isRead).length;

  const announcement = useNewNotificationAnnouncement(notifications, query.isSuccess);

  const label = `Notifications, ${unread} unread`;

  return (
    <>
      <span className={cn("relative inline-flex", className)}>
        <Button
          ref={buttonRef}
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          data-state={open ? "open" : "closed"}
          className={cn("size-10", labelledIconClasses.topBar)}
          onClick={() => setOpen(!open)}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
        >
          <Bell aria-hidden="true" className="size-5 [.enhanced-icons_&]:size-6" />
          <IconLabel placement="topBar">Notifications</IconLabel>
        </Button>
        {/* Outside the button: its name says the exact count, the badge may say 9+. */}
        <UnreadBadge unread={unread} />
      </span>
      {used ? (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            anchorRef={buttonRef}
            contentId={contentId}
            adapter={adapter}
            query={query}
            router={router}
            now={now}
            viewAllHref={viewAllHref}
          />
        </Suspense>
      ) : null}
      <span role="status" aria-live="polite" className="sr-only" data-testid="notification-announcer">
        {announcement}
      </span>
    </>
  );
}
