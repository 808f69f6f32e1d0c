import { Button, cn, Popover, PopoverAnchor, PopoverContent, ScrollArea, Spinner } from "@propledger/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { Bell, Trash2 } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { formatRelativeTime } from "../lib/format";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { assignLocation, isExternalUrl, ShellLink } from "../lib/ShellLink";
import type { Notification, NotificationsAdapter, RouterAdapter } from "../ports";
import { notificationKind } from "./NotificationBell";
import { NOTIFICATION_TYPE_META, useNotificationActions } from "./useNotificationActions";

export interface NotificationPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The bell button: the panel is placed at it, returns focus to it, and ignores clicks on it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  adapter: NotificationsAdapter;
  query: UseQueryResult<Notification[]>;
  router: RouterAdapter | undefined;
  now: () => Date;
  viewAllHref: string;
}

/** The bell's popover: the list, its actions and 'View all'. Loaded on demand. */
export function NotificationPanel({
  open,
  onOpenChange: setOpen,
  anchorRef,
  contentId,
  adapter,
  query,
  router,
  now,
  viewAllHref,
}: NotificationPanelProps) {
  const notifications = Array.isArray(query.data) ? query.data : [];
  const unread = notifications.filter((n) => !n.isRead).length;
  const actions = useNotificationActions(adapter);
  const { markRead, markAllRead } = actions;

  const follow = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const url = notification.actionUrl;
    if (url) {
      setOpen(false);
      if (isExternalUrl(url)) assignLocation(router, url);
      else router?.navigate(url);
    }
  };

  const current = now();
  // The bell is not a Radix trigger (it is on the page before this chunk loads), so do what
  // PopoverTrigger does: a click on it is not an outside click, and closing returns focus to it.
  const interactedOutside = useRef(false);
  useEscapeWhileOpen(open, () => setOpen(false));

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        align="end"
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
        aria-label="Notifications"
        id={contentId}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) anchorRef.current?.focus();
          interactedOutside.current = false;
        }}
      >
        <PanelHeader unread={unread} markAllRead={markAllRead} />
        <ScrollArea className="h-[400px]">
          <NotificationListBody
            query={query}
            notifications={notifications}
            actions={actions}
            canCreateSamples={!!adapter.createSamples}
            now={current}
            onFollow={follow}
          />
        </ScrollArea>
        <div className="border-t border-border p-2 text-center">
          <Button variant="link" size="sm" asChild className="text-primary">
            <ShellLink router={router} href={viewAllHref} onClick={() => setOpen(false)}>
              View all notifications
            </ShellLink>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** The title and 'Mark all read' (while anything is unread). */
function PanelHeader({
  unread,
  markAllRead,
}: {
  unread: number;
  markAllRead: ReturnType<typeof useNotificationActions>["markAllRead"];
}) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
      <h2 className="text-sm font-semibold">Notifications</h2>
      {unread > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAllRead.mutate()}
          disabled={markAllRead.isPending}
        >
          Mark all read
        </Button>
      ) : null}
    </div>
  );
}

interface NotificationListBodyProps {
  query: UseQueryResult<Notification[]>;
  notifications: Notification[];
  actions: ReturnType<typeof useNotificationActions>;
  canCreateSamples: boolean;
  now: Date;
  onFollow(notification: Notification): void;
}

/** The panel's scrolling part: loading, the load error, the empty state or the list. */
function NotificationListBody({
  query,
  notifications,
  actions: { remove, createSamples },
  canCreateSamples,
  now,
  onFollow,
}: NotificationListBodyProps) {
  if (query.isPending)
    return (
      <div className="flex h-[400px] flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label="Loading notifications..." showLabel />
      </div>
    );
  if (query.isError && notifications.length === 0)
    return (
      <div className="flex h-[400px] flex-col items-center justify-center gap-3 px-6 text-center text-sm">
        <p className="text-muted-foreground">Failed to load notifications</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (notifications.length === 0)
    return (
      <div className="flex h-[400px] flex-col items-center justify-center gap-3 px-6 text-center text-sm">
        <Bell aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">No notifications yet</p>
        {canCreateSamples ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => createSamples.mutate()}
            disabled={createSamples.isPending}
          >
            Create Sample Notifications
          </Button>
        ) : null}
      </div>
    );
  return (
    <ul className="divide-y divide-border" aria-label="Notification list">
      {notifications.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={() => onFollow(notification)}
          onDelete={() => remove.mutate(notification.id)}
        />
      ))}
    </ul>
  );
}

function isoDate(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function NotificationRow({
  notification,
  now,
  onOpen,
  onDelete,
}: {
  notification: Notification;
  now: Date;
  onOpen(): void;
  onDelete(): void;
}) {
  const kind = NOTIFICATION_TYPE_META[notificationKind(notification.type)];
  const Icon = kind.icon;
  const unread = !notification.isRead;
  const time = formatRelativeTime(notification.createdAt, now);
  return (
    <li
      data-unread={unread || undefined}
      className="group relative flex items-start gap-1 data-[unread]:bg-accent [.color-blind-friendly_&[data-unread]]:border-s-4 [.color-blind-friendly_&[data-unread]]:border-primary"
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-start outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", kind.className)} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn("truncate text-sm", unread ? "font-semibold" : "font-medium")}>
              {notification.title}
            </span>
            {unread ? (
              <span className="ms-auto flex shrink-0 items-center gap-1 text-xs font-medium text-primary">
                <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{notification.message}</span>
          <span className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            <span className="sr-only">{kind.label}, </span>
            <time dateTime={isoDate(notification.createdAt)}>{time}</time>
            {notification.actionUrl ? (
              <span className="font-medium text-primary underline-offset-4 group-hover:underline">
                {notification.actionText || "View"}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete notification: ${notification.title}`}
        className={cn(
          "me-2 mt-2 size-8 text-muted-foreground hover:text-destructive",
          labelledIconClasses.inline,
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <IconLabel placement="inline">Delete</IconLabel>
      </Button>
    </li>
  );
}

/**
 * A toast opened from the panel (an action's result) is a newer Radix layer, so the panel's own layer no longer
 * hears Escape; the toaster leaves Escape alone while a panel is open, and the panel closes itself here.
 */
function useEscapeWhileOpen(open: boolean, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape on a toast (reached with F8) is for that toast.
      if (event.key !== "Escape" || (event.target as Element | null)?.closest?.('[data-slot="toast"]'))
        return;
      latest.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
}
