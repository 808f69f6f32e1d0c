import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import type { InvitationDto, MemberDto } from "../../shared/api";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { STORY_USER } from "../stories/fixtures";
import { mswHandlers } from "../stories/handlers";
import ProfilePage from "./ProfilePage";
import UsersPermissionsPage from "./UsersPermissionsPage";

/** A user record from before `role` existed: only `primaryRole` says what they may do. */
const { role: _role, ...PRIMARY_ROLE_ONLY } = STORY_USER;

const MEMBERS: MemberDto[] = [
  { ...STORY_USER, joinedAt: "2026-01-04T17:30:00.000Z" },
  {
    id: "00000000-0000-4000-8001-000000000009",
    email: "vic.viewer@leerentals.test",
    firstName: "Vic",
    lastName: "Viewer",
    profileImageUrl: null,
    role: "viewer",
    joinedAt: "2026-02-01T09:00:00.000Z",
  },
];

const handlers = mswHandlers(
  http.get("/api/auth/user", () => HttpResponse.json(PRIMARY_ROLE_ONLY)),
  http.get("/api/users", () => HttpResponse.json(MEMBERS)),
  http.get("/api/invitations", () => HttpResponse.json([] as InvitationDto[])),
  http.get("/api/auth/email-status", () =>
    HttpResponse.json({ email: STORY_USER.email, verified: true, pendingEmail: null }),
  ),
  http.get("/api/auth/memberships/pending", () => HttpResponse.json([])),
  http.get("/api/auth/mfa", () =>
    HttpResponse.json({ enabled: false, recoveryCodesLeft: 0, organizationRequires: false }),
  ),
);

const meta = {
  title: "Web/Pages/Primary role",
  decorators: [withAccountingProviders],
  parameters: { layout: "fullscreen", a11y: { test: "off" }, ...handlers },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator known by `primaryRole` alone may still change a member's role to any role up to theirs. */
export const MembersCardForPrimaryAdmin: Story = {
  parameters: {
    accounting: { path: "/shield/users-permissions" },
    // This story is about which roles are offered. The page is all native selects, whose text draws in Inter
    // or in the fallback font depending on which was ready at first paint, so its image differs between runs.
    screenshotOptOut: "native select text depends on font-load timing; the play test checks the roles",
  },
  render: () => <UsersPermissionsPage />,
  play: async () => {
    await pageHeading("Users & Permissions");
    const members = await screen().findByRole("list", { name: "Members" });
    const vic = within(members).getByRole("combobox", { name: /Vic Viewer/ });
    await waitFor(() =>
      expect([...(vic as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
        "Administrator",
        "Manager",
        "Viewer",
      ]),
    );
    await expect(vic).toBeEnabled();
  },
};

/** The profile names the role from `primaryRole` when `role` is missing. */
export const ProfileForPrimaryAdmin: Story = {
  parameters: { accounting: { path: "/profile" } },
  render: () => <ProfilePage />,
  play: async () => {
    await pageHeading("Profile");
    await waitFor(() => expect(screen().getByText("Administrator at Lee Rentals")).toBeVisible());
    await waitFor(() => expect(screen().getByText("is confirmed.", { exact: false })).toBeVisible());
  },
};
