import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { STORY_CSRF_TOKEN } from "../test/fakeServer";
import { FIXED_NOW, fixedNow, makeNotifications } from "../test/fixtures";
import { StoryProviders } from "../test/StoryProviders";
import { preloadShellParts, type StoryServerParameters, setupStoryServer, storyEnv } from "../test/storyEnv";
import { NotificationBell } from "./NotificationBell";

function BellStory() {
  const { http } = storyEnv();
  return (
    <StoryProviders http={http}>
      <div className="flex w-[40rem] justify-end rounded-md border border-border bg-background p-2">
        <NotificationBell adapter={http.adapters.notifications} now={fixedNow} />
      </div>
    </StoryProviders>
  );
}

const meta = {
  title: "Shell/NotificationBell",
  loaders: [preloadShellParts],
  component: BellStory,
  tags: ["autodocs"],
  subcomponents: { NotificationBell },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "560px" },
      description: {
        component:
          "The top bar's bell with the unread count and a panel listing notifications, newest first: mark one or all read, delete, follow a notification's link. The count is announced; the panel is keyboard usable. Data comes through the `http` port.",
      },
    },
    a11y: { test: "off" },
    layout: "padded",
  },
  beforeEach: setupStoryServer,
} satisfies Meta<typeof BellStory>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: { server?: StoryServerParameters } };

const page = () => within(document.body);
const bell = (count: number) => page().findByRole("button", { name: `Notifications, ${count} unread` });
const openPanel = async (count: number) => {
  await userEvent.click(await bell(count));
  return within(await page().findByRole("dialog", { name: "Notifications" }));
};
const toastRegion = () => within(page().getByRole("region", { name: "Notifications (F8)" }));
const expectToast = async (title: string, text: string) => {
  const item = await toastRegion().findByRole("listitem");
  await expect(item).toHaveTextContent(title);
  await expect(item).toHaveTextContent(text);
};
const mutations = () => storyEnv().server.state.requests.filter((r) => r.method !== "GET");

export const Loading: Story = {
  parameters: { server: { hang: ["list"] } },
  play: async () => {
    const panel = await openPanel(0);
    await waitFor(async () => expect(await panel.findByText("Loading notifications...")).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { server: { notifications: [] } },
  play: async () => {
    const panel = await openPanel(0);
    await waitFor(async () => expect(await panel.findByText("No notifications yet")).toBeVisible());
    await waitFor(async () =>
      expect(panel.getByRole("button", { name: "Create Sample Notifications" })).toBeVisible(),
    );
    await expect(panel.getByRole("link", { name: "View all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  },
};

export const LoadError: Story = {
  parameters: { server: { fail: { list: { status: 500 } } } },
  play: async () => {
    const panel = await openPanel(0);
    // Two retries with 1 s and 2 s backoff before the error shows.
    await expect(
      await panel.findByText("Failed to load notifications", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(panel.getByRole("button", { name: "Try again" })).toBeVisible());
  },
};

export const OneUnread: Story = {
  parameters: { server: { notifications: makeNotifications(3, 1) } },
  play: async () => {
    await bell(1);
    await expect(page().getByTestId("notification-badge")).toHaveTextContent("1");
  },
};

export const TwelveUnread: Story = {
  parameters: { server: { notifications: makeNotifications(12) } },
  play: async () => {
    await bell(12);
    await expect(page().getByTestId("notification-badge")).toHaveTextContent("9+");
    const panel = await openPanel(12);
    await waitFor(async () => expect(await panel.findByText("Rent received")).toBeVisible());
    // Relative times come from the injected clock.
    await waitFor(async () => expect(panel.getByText("30 minutes ago")).toBeVisible());
    await expect(FIXED_NOW.toISOString()).toBe("2026-03-12T15:00:00.000Z");
  },
};

export const ClickMarksReadAndFollowsLink: Story = {
  parameters: { server: { notifications: makeNotifications(3, 2) } },
  play: async () => {
    const panel = await openPanel(2);
    await waitFor(async () => expect(panel.getByText("View payment")).toBeVisible());
    await userEvent.click(panel.getByRole("button", { name: /^Rent received/ }));
    await waitFor(() =>
      expect(storyEnv().http.router.history).toContainEqual({
        to: "/rent-payments",
        replace: false,
        full: false,
      }),
    );
    // The panel closes and the list is reloaded: one fewer unread.
    await waitFor(() => expect(page().queryByRole("dialog", { name: "Notifications" })).toBeNull());
    await bell(1);
    await expect(mutations()).toEqual([
      { method: "PATCH", path: "/api/notifications/1/read", csrf: STORY_CSRF_TOKEN },
    ]);
  },
};

export const MarkReadError: Story = {
  parameters: { server: { notifications: makeNotifications(3, 2), fail: { markRead: { status: 500 } } } },
  play: async () => {
    const panel = await openPanel(2);
    await userEvent.click(panel.getByRole("button", { name: /^Lease expiring/ }));
    await userEvent.click(panel.getByRole("button", { name: /^Maintenance request/ }));
    await expectToast("Error", "Failed to mark notification as read");
  },
};

export const MarkAllRead: Story = {
  parameters: { server: { notifications: makeNotifications(4, 3) } },
  play: async () => {
    const panel = await openPanel(3);
    await userEvent.click(panel.getByRole("button", { name: "Mark all read" }));
    await expectToast("Success", "All notifications marked as read");
    await bell(0);
    await expect(mutations()).toEqual([
      { method: "PATCH", path: "/api/notifications/mark-all-read", csrf: STORY_CSRF_TOKEN },
    ]);
  },
};

/** After an action's toast, Escape closes the panel the user is in (back to the bell); the toast stays. */
export const EscapeAfterActionClosesPanel: Story = {
  parameters: { server: { notifications: makeNotifications(4, 3) } },
  play: async () => {
    const panel = await openPanel(3);
    await userEvent.click(panel.getByRole("button", { name: "Mark all read" }));
    await expectToast("Success", "All notifications marked as read");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog", { name: "Notifications" })).toBeNull());
    await expect(await bell(0)).toHaveFocus();
    await expect(toastRegion().getByRole("listitem")).toHaveTextContent("All notifications marked as read");
  },
};

export const MarkAllReadError: Story = {
  parameters: { server: { notifications: makeNotifications(4, 3), fail: { markAllRead: { status: 500 } } } },
  play: async () => {
    const panel = await openPanel(3);
    await userEvent.click(panel.getByRole("button", { name: "Mark all read" }));
    await expectToast("Error", "Failed to mark all notifications as read");
    await bell(3);
  },
};

export const Delete: Story = {
  parameters: { server: { notifications: makeNotifications(3, 1) } },
  play: async () => {
    const panel = await openPanel(1);
    await userEvent.click(panel.getByRole("button", { name: "Delete notification: Maintenance request" }));
    await expectToast("Success", "Notification deleted");
    await waitFor(() => expect(panel.queryByText("Maintenance request")).toBeNull());
    await expect(mutations()).toEqual([
      { method: "DELETE", path: "/api/notifications/2", csrf: STORY_CSRF_TOKEN },
    ]);
  },
};

export const DeleteError: Story = {
  parameters: { server: { notifications: makeNotifications(3, 1), fail: { remove: { status: 500 } } } },
  play: async () => {
    const panel = await openPanel(1);
    await userEvent.click(panel.getByRole("button", { name: "Delete notification: Lease expiring" }));
    await expectToast("Error", "Failed to delete notification");
    await waitFor(async () => expect(panel.getByText("Lease expiring")).toBeVisible());
  },
};

export const CreateSamples: Story = {
  parameters: { server: { notifications: [] } },
  play: async () => {
    const panel = await openPanel(0);
    await userEvent.click(await panel.findByRole("button", { name: "Create Sample Notifications" }));
    await expectToast("Success", "Sample notifications created");
    await bell(4);
    await expect(mutations()).toEqual([
      { method: "POST", path: "/api/notifications/create-samples", csrf: STORY_CSRF_TOKEN },
    ]);
  },
};

export const CreateSamplesError: Story = {
  parameters: { server: { notifications: [], fail: { createSamples: { status: 500 } } } },
  play: async () => {
    const panel = await openPanel(0);
    await userEvent.click(await panel.findByRole("button", { name: "Create Sample Notifications" }));
    await expectToast("Error", "Failed to create sample notifications");
  },
};

export const PollingAnnouncesNew: Story = {
  parameters: {
    server: {
      notifications: makeNotifications(2, 1),
      pollIntervalMs: 400,
      onList: (count, state) => {
        if (count === 2) {
          state.notifications = [
            { ...makeNotifications(4, 4)[3]!, id: 50, createdAt: FIXED_NOW.toISOString() },
            ...state.notifications,
          ];
        }
      },
    },
  },
  play: async () => {
    await bell(1);
    await bell(2);
    await waitFor(() =>
      expect(page().getByTestId("notification-announcer")).toHaveTextContent(
        "New notification: Bank sync failed",
      ),
    );
    await expect(storyEnv().server.state.listCount).toBeGreaterThanOrEqual(2);
  },
};

export const UnauthorizedRedirectsToLogin: Story = {
  parameters: { server: { fail: { list: { status: 401, message: "Unauthorized" } } } },
  play: async () => {
    await waitFor(() =>
      expect(storyEnv().http.router.history).toContainEqual({ to: "/login", replace: false, full: true }),
    );
  },
};

export const CsrfExpiredReloads: Story = {
  parameters: {
    server: {
      notifications: makeNotifications(2, 2),
      fail: { markAllRead: { status: 403, message: "Invalid CSRF token" } },
    },
  },
  play: async () => {
    const panel = await openPanel(2);
    await userEvent.click(panel.getByRole("button", { name: "Mark all read" }));
    await expectToast("Error", "Failed to mark all notifications as read");
    await expect(storyEnv().http.reloads).toBe(1);
  },
};
