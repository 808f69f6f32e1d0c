import {
  formatRelativeTime,
  NOTIFICATION_TYPE_META,
  NOTIFICATIONS_QUERY_KEY,
  type Notification,
  notificationKind,
  useNotificationActions,
} from "@propledger/shell";
import { Badge, Button, cn, Spinner } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Bell, CheckCheck, CircleAlert, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { httpAdapters } from "../lib/api";
import { navigate } from "../lib/router";
import { pageInfo } from "./pageInfo";

const PAGE = pageInfo("/notifications");

const adapter = httpAdapters.notifications;

type Filter = "all" | "unread";

/** Every notification, with the bell's actions (the panel's "View all notifications"). */
export default function NotificationsPage() {
  const [filter, setFilter] = useState<Filter>("all");
  const { query, all, unread, markRead, markAllRead, remove, createSamples, open } = useNotifications();
  const shown = filter === "unread" ? all.filter((n) => !n.isRead) : all;

  const now = new Date();
  return (
    <PageFrame
      title={PAGE.title}
      description={query.isSuccess ? `${all.length} in total, ${unread} unread` : PAGE.description}
      actions={
        <Button
          variant="outline"
          onClick={() => markAllRead.mutate()}
          disabled={unread === 0 || markAllRead.isPending}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all read
        </Button>
      }
    >
      <NotificationFilter filter={filter} onChange={setFilter} total={all.length} unread={unread} />

      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading notifications..." showLabel />
        </div>
      ) : query.isError ? (
        <EmptyState icon={<CircleAlert aria-hidden="true" />} title="Failed to load notifications">
          <Button variant="outline" className="mt-3" onClick={() => query.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden="true" />}
          title="No notifications yet"
          action={
            <Button onClick={() => createSamples.mutate()} disabled={createSamples.isPending}>
              Create Sample Notifications
            </Button>
          }
        >
          <p>
            Rent received, maintenance requests, expiring leases and bank sync problems will show up here.
          </p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={<CheckCheck aria-hidden="true" />} title="You're all caught up">
          <p>There are no unread notifications.</p>
          <Button variant="outline" className="mt-3" onClick={() => setFilter("all")}>
            Show all notifications
          </Button>
        </EmptyState>
      ) : (
        <ul
          aria-label="Notifications"
          className="divide-y divide-border overflow-hidden rounded-xl border border-border"
        >
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={() => open(notification)}
              onMarkRead={() => markRead.mutate(notification.id)}
              onRemove={() => remove.mutate(notification.id)}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

/** The notifications with their counts and actions; opening one marks it read and follows its link. */
function useNotifications() {
  // Same key and poll interval as the bell, so the badge and this page always agree.
  const query = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => adapter.list(signal),
    refetchInterval: adapter.pollIntervalMs,
  });
  const all = query.data ?? [];
  const unread = all.filter((n) => !n.isRead).length;

  const { markRead, markAllRead, remove, createSamples } = useNotificationActions(adapter);

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const url = notification.actionUrl;
    if (!url) return;
    if (/^https?:\/\//i.test(url)) window.location.assign(url);
    else navigate(url);
  };
  return { query, all, unread, markRead, markAllRead, remove, createSamples, open };
}

function NotificationFilter({
  filter,
  onChange,
  total,
  unread,
}: {
  filter: Filter;
  onChange(filter: Filter): void;
  total: number;
  unread: number;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Show</legend>
      {(["all", "unread"] as const).map((value) => (
        <Button
          key={value}
          variant={filter === value ? "default" : "outline"}
          size="sm"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
        >
          {value === "all" ? `All (${total})` : `Unread (${unread})`}
        </Button>
      ))}
    </fieldset>
  );
}

/** One notification: its kind's icon, title, message and age, and its actions. */
function NotificationItem({
  notification,
  now,
  onOpen,
  onMarkRead,
  onRemove,
}: {
  notification: Notification;
  now: Date;
  onOpen(): void;
  onMarkRead(): void;
  onRemove(): void;
}) {
  const kind = NOTIFICATION_TYPE_META[notificationKind(notification.type)];
  const Icon = kind.icon;
  const isUnread = !notification.isRead;
  return (
    <li
      data-unread={isUnread || undefined}
      className={cn(
        "flex flex-col gap-3 p-4 sm:flex-row sm:items-start",
        isUnread && "bg-accent [.color-blind-friendly_&]:border-s-4 [.color-blind-friendly_&]:border-primary",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", kind.className)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={cn("text-base", isUnread ? "font-semibold" : "font-medium")}>
            {notification.title}
          </h2>
          {isUnread ? <Badge>Unread</Badge> : null}
        </div>
        <p className="mt-1 text-muted-foreground">{notification.message}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="sr-only">{kind.label}, </span>
          <time dateTime={new Date(notification.createdAt).toISOString()}>
            {formatRelativeTime(notification.createdAt, now)}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {notification.actionUrl ? (
          <Button size="sm" onClick={onOpen}>
            {notification.actionText || "View"}
          </Button>
        ) : null}
        {isUnread ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onMarkRead}
            aria-label={`Mark read: ${notification.title}`}
          >
            Mark read
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={onRemove}
          aria-label={`Delete notification: ${notification.title}`}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sm:sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}
