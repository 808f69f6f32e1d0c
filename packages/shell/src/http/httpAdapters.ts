import type {
  AiSearchResponse,
  AuthAdapter,
  Notification,
  NotificationsAdapter,
  SearchAdapter,
  ShellUser,
} from "../ports";
import { type ApiClient, CURRENT_USER_PATH, isApiError } from "./apiClient";

export const NOTIFICATIONS_POLL_INTERVAL_MS = 30_000;

export interface HttpAdapters {
  auth: AuthAdapter;
  notifications: NotificationsAdapter;
  search: SearchAdapter;
}

export interface CreateHttpAdaptersOptions {
  /** Notification poll interval; default 30 000 ms. */
  pollIntervalMs?: number;
  /** POSTed by `auth.logout()`. Default "/api/auth/logout". */
  logoutPath?: string;
  /** Where the sidebar's Sign Out sends the whole browser. Default "/api/logout". */
  logoutUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const id = (value: Notification["id"]) => encodeURIComponent(String(value));

/** Keeps only what looks like a notification; the rest of the array is dropped rather than crashing the panel. */
function toNotifications(body: unknown): Notification[] {
  if (!Array.isArray(body)) return []; // an array is expected, anything else is treated as empty
  return body.filter(
    (item): item is Notification =>
      isRecord(item) && (typeof item.id === "string" || typeof item.id === "number"),
  );
}

/** Normalises the §3 search answer so the card can render whatever subset the server sent. */
function toSearchResponse(body: unknown, query: string): AiSearchResponse {
  const data = isRecord(body) ? body : {};
  const internal = isRecord(data.internalData) ? data.internalData : {};
  return {
    query: typeof data.query === "string" ? data.query : query,
    response: typeof data.response === "string" ? data.response : "",
    results: Array.isArray(data.results) ? (data.results as AiSearchResponse["results"]) : [],
    internalData: {
      transactions: Array.isArray(internal.transactions)
        ? (internal.transactions as NonNullable<AiSearchResponse["internalData"]>["transactions"])
        : [],
      properties: Array.isArray(internal.properties)
        ? (internal.properties as NonNullable<AiSearchResponse["internalData"]>["properties"])
        : [],
    },
    suggestions: Array.isArray(data.suggestions)
      ? data.suggestions.filter((s): s is string => typeof s === "string")
      : [],
  };
}

/** Auth, notifications and search over the spec's call table (§7). */
export function createHttpAdapters(client: ApiClient, options: CreateHttpAdaptersOptions = {}): HttpAdapters {
  return {
    auth: {
      async getCurrentUser(signal) {
        try {
          const user = await client.get<ShellUser | null>(CURRENT_USER_PATH, {
            signal,
            redirectOnUnauthorized: false,
          });
          return isRecord(user) ? (user as ShellUser) : null;
        } catch (error) {
          if (isApiError(error) && error.status === 401) return null;
          throw error;
        }
      },
      async logout() {
        await client.post(options.logoutPath ?? "/api/auth/logout", undefined, {
          redirectOnUnauthorized: false,
        });
        client.clearCsrfToken();
      },
      logoutUrl: options.logoutUrl ?? "/api/logout",
    },
    notifications: {
      pollIntervalMs: options.pollIntervalMs ?? NOTIFICATIONS_POLL_INTERVAL_MS,
      list: async (signal) => toNotifications(await client.get("/api/notifications", { signal })),
      markRead: async (notificationId) => {
        await client.patch(`/api/notifications/${id(notificationId)}/read`);
      },
      markAllRead: async () => {
        await client.patch("/api/notifications/mark-all-read");
      },
      remove: async (notificationId) => {
        await client.delete(`/api/notifications/${id(notificationId)}`);
      },
      createSamples: async () => {
        await client.post("/api/notifications/create-samples");
      },
    },
    search: {
      search: async (query, signal) =>
        toSearchResponse(await client.post("/api/search/ai-search", { query }, { signal }), query),
    },
  };
}
