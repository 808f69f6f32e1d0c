import { and, desc, eq, sql } from "drizzle-orm";
import type { NotificationDto } from "../../shared/api";
import { perDatabaseCache } from "../cache/index";
import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { parse } from "../http/errors";
import { type NotifyInput, notifyInput } from "./schemas";

const LIST_LIMIT = 200;

type Row = typeof notifications.$inferSelect;

function toDto(row: Row): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as NotificationDto["type"],
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
    actionText: row.actionText,
  };
}

/** The service other features use to tell a user something (e.g. "your invitation was accepted"). */
export async function notify(
  ctx: Pick<AppContext, "db" | "clock">,
  userId: string,
  input: NotifyInput,
): Promise<NotificationDto> {
  const data = parse(notifyInput, input);
  const [row] = await ctx.db
    .insert(notifications)
    .values({
      userId,
      title: data.title,
      message: data.message,
      type: data.type,
      actionUrl: data.actionUrl ?? null,
      actionText: data.actionText ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  return toDto(row);
}

/** Polled every 30 s by every open tab: prepared once per database. */
const preparedList = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT)
    .prepare("list_notifications");

/**
 * Each user's list as served (the DTOs and their JSON), per database. Every write to a user's
 * notifications (here, or anywhere else: the table's trigger sends "notifications:<user id>") drops it
 * on every instance before the write is acknowledged; see cache/bus.ts.
 */
interface CachedList {
  list: readonly NotificationDto[];
  json: Buffer;
}
const listCache = perDatabaseCache<CachedList>({
  ttlMs: 5 * MINUTE,
  // Weighed in bytes: at most 64 MiB of JSON per instance.
  maxWeight: 64 * 1024 * 1024,
  route: (cache, kind, key) => {
    if (kind === "notifications" || kind === "user") cache.invalidate(key);
  },
});

const defaultSerialize = (list: readonly NotificationDto[]) => JSON.stringify(list);

/**
 * The caller's list and its JSON. `serialize` is the route's compiled response serializer; every
 * caller on one database must pass an equivalent one, since the JSON is cached.
 */
export async function loadNotifications(
  ctx: AppContext,
  userId: string,
  serialize: (list: readonly NotificationDto[]) => string = defaultSerialize,
): Promise<CachedList> {
  const cache = listCache(ctx.db);
  const cached = cache?.get(userId);
  if (cached) return cached;
  const generation = cache?.begin() ?? 0;
  let query = preparedList.get(ctx.db);
  if (!query) {
    query = prepareList(ctx.db);
    preparedList.set(ctx.db, query);
  }
  const rows = await query.execute({ userId });
  const list = Object.freeze(rows.map((row) => Object.freeze(toDto(row))));
  const json = Buffer.from(serialize(list));
  const loaded = { list, json };
  cache?.set(userId, loaded, generation, [], json.byteLength);
  return loaded;
}

/** Returns false when the id is not one of the caller's notifications (→ 404, no existence leak). */
export async function markRead(ctx: AppContext, userId: string, id: string): Promise<boolean> {
  const rows = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function removeNotification(ctx: AppContext, userId: string, id: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A realistic landlord's inbox; links point at routes of the spec. */
const SAMPLE_NOTIFICATIONS: (NotifyInput & { minutesAgo: number })[] = [
  {
    minutesAgo: 5,
    type: "success",
    title: "Rent payment received",
    message: "Sarah Johnson paid $1,850.00 rent for Unit 2B at Oak Street Apartments.",
    actionUrl: "/rent-payments",
    actionText: "View payment",
  },
  {
    minutesAgo: 42,
    type: "warning",
    title: "New maintenance request",
    message: "Leaking kitchen faucet reported at 14 Maple Avenue, Unit 1. Marked as medium priority.",
    actionUrl: "/maintenance",
    actionText: "Review request",
  },
  {
    minutesAgo: 3 * 60,
    type: "info",
    title: "Lease expiring in 30 days",
    message:
      "The lease for Michael Chen at Pine Court, Unit 4 ends next month. Consider sending a renewal offer.",
    actionUrl: "/tenants",
    actionText: "View tenant",
  },
  {
    minutesAgo: 6 * 60,
    type: "error",
    title: "Bank sync failed",
    message: "We couldn't import new transactions from your operating account. Please reconnect the bank.",
    actionUrl: "/bank-connections",
    actionText: "Reconnect",
  },
  {
    minutesAgo: 26 * 60,
    type: "warning",
    title: "Rent payment overdue",
    message: "Rent of $1,425.00 for Unit 3A at Oak Street Apartments is 5 days late. A late fee may apply.",
    actionUrl: "/rent-payments",
    actionText: "Send reminder",
  },
  {
    minutesAgo: 2 * 24 * 60,
    type: "info",
    title: "New rental application",
    message: "A screening report is ready for an applicant for 14 Maple Avenue, Unit 2.",
    actionUrl: "/tenant-screening",
    actionText: "Review application",
  },
];

export async function createSamples(ctx: AppContext, userId: string): Promise<NotificationDto[]> {
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .insert(notifications)
    .values(
      SAMPLE_NOTIFICATIONS.map(({ minutesAgo, ...n }) => ({
        userId,
        title: n.title,
        message: n.message,
        type: n.type ?? "info",
        actionUrl: n.actionUrl ?? null,
        actionText: n.actionText ?? null,
        createdAt: new Date(now - minutesAgo * MINUTE),
      })),
    )
    .returning();
  return rows.map(toDto);
}
