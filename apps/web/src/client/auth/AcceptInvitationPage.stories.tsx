import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http, type RequestHandler } from "msw";
import { expect, userEvent } from "storybook/test";
import { Route } from "wouter";
import type { InvitationPreviewDto } from "../../shared/api";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { STORY_USER } from "../stories/fixtures";
import { mswHandlers } from "../stories/handlers";
import AcceptInvitationPage from "./AcceptInvitationPage";

const TOKEN = "story-invitation-token-0123456789abcdefghijk";
const PREVIEW: InvitationPreviewDto = {
  email: "sam.ortiz@leerentals.test",
  role: "manager",
  organizationName: "Lee Rentals",
  invitedBy: { firstName: "Ann", lastName: "Lee", email: STORY_USER.email },
  expiresAt: "2026-01-11T17:30:00.000Z",
  forSignedInUser: false,
};
const WEAK =
  "Password is too easy to guess. This is similar to a commonly used password. Try a longer phrase of several unrelated words.";

const preview = (answer: () => Response | Promise<Response>): RequestHandler =>
  http.get("/api/invitations/:token", answer);
const accept = (status: number, message: string): RequestHandler =>
  http.post("/api/invitations/:token/accept", () => HttpResponse.json({ message }, { status }));

function InvitationRoute() {
  return <Route path="/accept-invitation/:token" component={AcceptInvitationPage} />;
}

const meta = {
  title: "Web/Auth/Accept Invitation",
  component: InvitationRoute,
  tags: ["auth"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: `/accept-invitation/${TOKEN}` },
    ...mswHandlers(preview(() => HttpResponse.json(PREVIEW))),
  },
} satisfies Meta<typeof InvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: names and a password create the account for the invited address. */
export const NewAccount: Story = {
  play: async () => {
    await pageHeading("Join Lee Rentals");
    await expect(screen().getByLabelText("Email")).toHaveValue(PREVIEW.email);
    // Masked, and left to password managers (autocomplete says which password it is).
    await expect(screen().getByLabelText(/Choose a password/)).toHaveAttribute("type", "password");
    await expect(screen().getByLabelText(/Choose a password/)).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expect(screen().getByRole("button", { name: "Create account and join" })).toBeEnabled();
  },
};

/** Signed in as the invited account: one click, no password. */
export const SignedInAsInvitee: Story = {
  parameters: mswHandlers(preview(() => HttpResponse.json({ ...PREVIEW, forSignedInUser: true }))),
  play: async () => {
    await pageHeading("Join Lee Rentals");
    await expect(screen().queryByLabelText(/Choose a password/)).toBeNull();
    await expect(screen().getByRole("button", { name: "Join Lee Rentals" })).toBeEnabled();
  },
};

/** The server's strength check refuses the password: the reason shows beside the field. */
export const WeakPassword: Story = {
  parameters: mswHandlers(
    preview(() => HttpResponse.json(PREVIEW)),
    accept(400, WEAK),
  ),
  play: async () => {
    await pageHeading("Join Lee Rentals");
    await userEvent.type(screen().getByLabelText("First name"), "Sam");
    await userEvent.type(screen().getByLabelText("Last name"), "Ortiz");
    await userEvent.type(screen().getByLabelText(/Choose a password/), "password2024");
    await userEvent.click(screen().getByRole("button", { name: "Create account and join" }));
    await expect(await screen().findByText(WEAK)).toBeVisible();
    const field = screen().getByLabelText(/Choose a password/);
    await expect(field).toHaveAccessibleDescription(expect.stringContaining("too easy to guess"));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(screen().queryByRole("alert", { name: /too easy/ })).toBeNull();
  },
};

/** An account whose address is not confirmed yet cannot join: the server says what to do. */
export const UnconfirmedAccount: Story = {
  parameters: mswHandlers(
    preview(() => HttpResponse.json({ ...PREVIEW, forSignedInUser: true })),
    accept(
      409,
      "Confirm your email address before joining another organization: open the link we sent you, or send a new one from your profile, then open this invitation again.",
    ),
  ),
  play: async () => {
    const join = await screen().findByRole("button", { name: "Join Lee Rentals" });
    await userEvent.click(join);
    await expect(await screen().findByRole("alert")).toHaveTextContent(/Confirm your email address/);
    // The picture is of the refusal, not of a focus ring the browser may or may not draw after a click.
    join.blur();
  },
};

/** Used, revoked, expired or made up: the page says so and offers a way on. */
export const InvalidLink: Story = {
  parameters: mswHandlers(
    preview(() =>
      HttpResponse.json({ message: "This invitation is invalid or has expired" }, { status: 404 }),
    ),
  ),
  play: async () => {
    await pageHeading("This invitation cannot be used");
    await expect(screen().getByText("This invitation is invalid or has expired")).toBeVisible();
    await expect(screen().getByRole("link", { name: "log in" })).toHaveAttribute("href", "/login");
  },
};

/** While the invitation loads. */
export const Loading: Story = {
  parameters: mswHandlers(
    preview(async () => {
      await delay("infinite");
      return HttpResponse.json(PREVIEW);
    }),
  ),
  play: async () => {
    await expect(await screen().findByText("Loading the invitation...")).toBeVisible();
  },
};
