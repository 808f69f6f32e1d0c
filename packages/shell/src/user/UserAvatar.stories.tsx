import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { UserAvatar } from "./UserAvatar";
import { displayName } from "./user";

const PIXEL =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64' fill='%231d4ed8'/></svg>";

function Avatars() {
  const users = [
    { label: "Profile image", user: { firstName: "Ada", lastName: "Lovelace", profileImageUrl: PIXEL } },
    { label: "External avatar from email", user: { email: "grace.hopper@navy.test" }, external: true },
    { label: "Initials from name", user: { firstName: "Ada", lastName: "Lovelace", email: "ada@x.test" } },
    { label: "Initial from email", user: { email: "zed@x.test" } },
    { label: "First name only", user: { firstName: "Ada", email: "quinn@x.test" } },
    { label: "No data", user: {} },
  ];
  return (
    <ul className="flex flex-col gap-3">
      {users.map(({ label, user, external }) => (
        <li key={label} className="flex items-center gap-3">
          {(["sm", "md", "lg", "xl"] as const).map((size) => (
            <UserAvatar
              key={size}
              user={user}
              size={size}
              online={size === "xl" ? true : undefined}
              externalAvatarUrl={
                external ? (local) => `${PIXEL.replace("%231d4ed8", "%2315803d")}#${local}` : null
              }
            />
          ))}
          <span className="text-sm">
            {label}: <strong>{displayName(user)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Shell/UserAvatar",
  component: Avatars,
  tags: ["autodocs"],
  subcomponents: { UserAvatar },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in user's avatar as the shell shows it: their profile picture when it is a safe http(s) URL, otherwise their initials, with their display name as the accessible name.",
      },
    },
    a11y: { test: "off" },
  },
} satisfies Meta<typeof Avatars>;
export default meta;

export const DisplayRules: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Ada Lovelace", { selector: "strong" })).toHaveLength(2);
    await waitFor(async () => expect(canvas.getByText("grace.hopper")).toBeVisible());
    await expect(canvas.getAllByText("AL").length).toBeGreaterThan(0);
    await expect(canvas.getAllByText("Z").length).toBeGreaterThan(0);
    // A first name alone is not a pair of initials: the email's letter is shown, not "A".
    await expect(canvas.getAllByText("Q")).toHaveLength(4);
    await expect(canvas.queryByText("A")).toBeNull();
    await expect(canvas.getAllByText("U").length).toBeGreaterThan(0);
    await waitFor(async () => expect(canvas.getByText("User", { selector: "strong" })).toBeVisible());
  },
};
