import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../http/apiClient";
import { createHttpAdapters } from "../http/httpAdapters";
import { createQueryClient } from "../http/queryClient";
import type { NotificationsAdapter } from "../ports";
import { fixedNow, makeNotifications } from "../test/fixtures";
import { NotificationBell } from "./NotificationBell";

function renderBell(adapter: NotificationsAdapter) {
  const queryClient = createQueryClient({ client: createApiClient({ fetch: vi.fn() }) });
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationBell adapter={adapter} now={fixedNow} />
    </QueryClientProvider>,
  );
}

describe("NotificationBell polling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reloads the list every 30 000 ms by default", async () => {
    const list = vi.fn(async () => makeNotifications(2));
    renderBell({ list, markRead: vi.fn(), markAllRead: vi.fn(), remove: vi.fn() });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(list).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(list).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(list).toHaveBeenCalledTimes(3);
  });

  it("the HTTP adapter polls GET /api/notifications at 30 000 ms", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response("[]", { status: 200, headers: { "content-type": "application/json" } }),
    );
    const { notifications } = createHttpAdapters(createApiClient({ fetch }));
    renderBell(notifications);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/notifications",
      "/api/notifications",
      "/api/notifications",
    ]);
  });

  it("announces new notifications politely and counts unread in the bell's name", async () => {
    let items = makeNotifications(1);
    const list = vi.fn(async () => items);
    renderBell({ list, markRead: vi.fn(), markAllRead: vi.fn(), remove: vi.fn(), pollIntervalMs: 1000 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("notification-announcer")).toHaveTextContent("");
    items = [{ ...makeNotifications(2)[1]!, id: 99, title: "Maintenance request" }, ...items];
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(10)); // react-query batches its notifications on a timer
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("notification-announcer")).toHaveTextContent(
      "New notification: Maintenance request",
    );
  });

  it("shows 9+ above 9 unread", async () => {
    renderBell({
      list: async () => makeNotifications(12),
      markRead: vi.fn(),
      markAllRead: vi.fn(),
      remove: vi.fn(),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("notification-badge")).toHaveTextContent("9+");
    expect(screen.getByRole("button", { name: "Notifications, 12 unread" })).toBeInTheDocument();
  });
});
