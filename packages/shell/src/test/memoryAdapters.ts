import type { Notification, NotificationsAdapter } from "../ports";

/** An in-memory inbox (tests, stories, foreign hosts). */
export function createMemoryNotifications(
  initial: Notification[] = [],
  options: { pollIntervalMs?: number; samples?: () => Notification[] } = {},
): NotificationsAdapter & { items: Notification[] } {
  const state = { items: initial.map((n) => ({ ...n })) };
  return {
    get items() {
      return state.items;
    },
    pollIntervalMs: options.pollIntervalMs,
    list: async () => state.items.map((n) => ({ ...n })),
    markRead: async (id) => {
      state.items = state.items.map((n) => (n.id === id ? { ...n, isRead: true } : n));
    },
    markAllRead: async () => {
      state.items = state.items.map((n) => ({ ...n, isRead: true }));
    },
    remove: async (id) => {
      state.items = state.items.filter((n) => n.id !== id);
    },
    createSamples: options.samples
      ? async () => {
          state.items = [...options.samples!(), ...state.items];
        }
      : undefined,
  };
}
