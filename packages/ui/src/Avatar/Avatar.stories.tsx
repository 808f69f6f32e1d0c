import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar } from "./Avatar";
import type { ExternalAvatarUrl } from "./avatar-utils";

// Stories run without network: every image is a data: URL.
// No <text>: glyphs would depend on the machine's fonts and break pixel baselines.
const svg = (fill: string, seed: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${fill}"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fff"/><desc>${seed}</desc></svg>`,
  )}`;

const PHOTO = svg("#1d4ed8", "photo");
const localExternal = (localPart: string) => svg("#15803d", localPart);
// An invalid data: URL fails to decode immediately, like a broken link, without touching the network.
const BROKEN = "data:image/png;base64,broken";

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A person's picture, or their initials on a coloured circle when there is no picture or it fails to load. Sizes `sm` to `xl`. Pass `alt` with the person's name when the avatar stands alone; next to the visible name it is decorative.",
      },
    },
  },
  args: {
    firstName: "Jane",
    lastName: "Doe",
    email: "jane.doe@example.com",
    externalAvatarUrl: localExternal as ExternalAvatarUrl | null,
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1. The user's own image wins. */
export const WithImage: Story = {
  args: { profileImageUrl: PHOTO, size: "lg" },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole("img", { name: "Jane Doe" });
    await expect(img).toHaveAttribute("src", PHOTO);
  },
};

/** 2. No image: an external avatar derived from the email's local part. */
export const ExternalAvatar: Story = {
  args: { size: "lg" },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole("img", { name: "Jane Doe" });
    await expect(img).toHaveAttribute("src", localExternal("jane.doe"));
  },
};

/** 3. No image and no external avatar: initials of first and last name. */
export const Initials: Story = {
  args: { size: "lg", externalAvatarUrl: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement);
    await expect(avatar.getByText("JD")).toBeInTheDocument();
    await expect(avatar.queryByRole("img")).toBeNull();
  },
};

/** No name: the email's first letter. */
export const EmailInitial: Story = {
  args: {
    size: "lg",
    firstName: undefined,
    lastName: undefined,
    email: "owner@example.com",
    externalAvatarUrl: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("O")).toBeInTheDocument();
  },
};

/** Nothing known: "U". */
export const Unknown: Story = {
  args: { size: "lg", firstName: undefined, lastName: undefined, email: undefined },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement);
    await expect(avatar.getByText("U")).toBeInTheDocument();
    await expect(avatar.getByText("User")).toBeInTheDocument();
  },
};

/** A broken image falls back to initials. */
export const BrokenImage: Story = {
  args: { size: "lg", profileImageUrl: BROKEN },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement);
    await waitFor(() => expect(avatar.getByText("JD")).toBeInTheDocument());
    await expect(avatar.queryByRole("img")).toBeNull();
  },
};

export const Online: Story = {
  args: { size: "lg", externalAvatarUrl: null, online: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Online")).toHaveClass("sr-only");
  },
};

export const Offline: Story = {
  args: { size: "lg", externalAvatarUrl: null, online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Offline")).toBeInTheDocument();
  },
};

const sizes = ["sm", "md", "lg", "xl"] as const;

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <div className="flex items-end gap-4">
        {sizes.map((size) => (
          <Avatar key={size} {...args} size={size} externalAvatarUrl={null} online />
        ))}
      </div>
      <div className="flex items-end gap-4">
        {sizes.map((size) => (
          <Avatar key={size} {...args} size={size} profileImageUrl={PHOTO} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = sizes.map(
      (size) =>
        canvasElement.querySelector(`[data-slot="avatar"][data-size="${size}"]`)?.getBoundingClientRect()
          .width,
    );
    await expect(widths.slice(0, 4)).toEqual([24, 32, 40, 64]);
  },
};
