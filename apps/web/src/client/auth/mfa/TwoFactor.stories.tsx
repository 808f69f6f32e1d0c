import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import QRCode from "qrcode";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { MfaSetup, MfaStatus } from "../../../shared/mfa";
import { screen, withAccountingProviders } from "../../stories/AccountingStory";
import { STORY_USER } from "../../stories/fixtures";
import { mswHandlers } from "../../stories/handlers";
import LoginPage from "../LoginPage";
import { OrganizationSecurityCard } from "./OrganizationSecurityCard";
import { TwoFactorCard } from "./TwoFactorCard";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DP";
const OTPAUTH = `otpauth://totp/PropLedger:${encodeURIComponent(STORY_USER.email)}?secret=${SECRET}&issuer=PropLedger`;
const RECOVERY = [
  "7KQ2M-XW4PA",
  "H3N8R-TZ6VB",
  "C9D2F-QJ5WK",
  "M4P7S-VX2HN",
  "R8T3Y-BG6QD",
  "W2Z5K-NC8JM",
  "F6H9Q-PT3XR",
  "K5M2V-DW7ZS",
  "T4X8B-HJ2PN",
  "Z7C3N-RQ9FG",
];
const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";

async function setupAnswer(): Promise<MfaSetup> {
  const svg = await QRCode.toString(OTPAUTH, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret: SECRET, otpauthUrl: OTPAUTH, qrCodeDataUrl: `data:image/svg+xml;base64,${btoa(svg)}` };
}

/** A server whose two-factor state follows the story's requests. */
function twoFactorServer(initial: MfaStatus) {
  let status = { ...initial };
  return [
    http.get("/api/auth/mfa", () => HttpResponse.json(status)),
    http.post("/api/auth/mfa/setup", async () => HttpResponse.json(await setupAnswer())),
    http.post("/api/auth/mfa/enable", async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== "123456") return HttpResponse.json({ message: WRONG_CODE }, { status: 400 });
      status = { ...status, enabled: true, recoveryCodesLeft: 10 };
      return HttpResponse.json({ recoveryCodes: RECOVERY });
    }),
    http.post("/api/auth/mfa/disable", async ({ request }) => {
      const body = (await request.json()) as { code?: string; password?: string };
      if (body.password !== "plum-orchard-42")
        return HttpResponse.json({ message: "The password is incorrect" }, { status: 400 });
      status = { ...status, enabled: false, recoveryCodesLeft: 0 };
      return HttpResponse.json({ message: "Two-factor authentication is off" });
    }),
  ];
}

const meta = {
  title: "Web/Auth/Two-factor authentication",
  decorators: [withAccountingProviders],
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const OFF: MfaStatus = { enabled: false, recoveryCodesLeft: 0, organizationRequires: false };
const ON: MfaStatus = { enabled: true, recoveryCodesLeft: 8, organizationRequires: false };

/** Off: set-up shows the QR code and the key, refuses a wrong code, then shows the recovery codes once. */
export const SetUp: Story = {
  parameters: {
    ...mswHandlers(...twoFactorServer(OFF)),
    screenshotOptOut: "the dialog's QR code and codes are checked by the play test; the card is in TurnOff",
  },
  render: () => (
    <div className="max-w-xl">
      <TwoFactorCard />
    </div>
  ),
  play: async () => {
    const start = await screen().findByRole("button", { name: "Set up two-factor authentication" });
    await userEvent.click(start);
    const dialog = await screen().findByRole("dialog", { name: "Set up two-factor authentication" });
    await expect(await within(dialog).findByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(within(dialog).getByText(SECRET)).toBeVisible();
    const code = within(dialog).getByLabelText("Code from the app");
    await userEvent.type(code, "000000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn on" }));
    await expect(await within(dialog).findByText(WRONG_CODE)).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, "123456{Enter}");
    const list = await within(dialog).findByRole("list", { name: "Recovery codes" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
    await expect(await screen().findByText(/10 of 10 recovery codes left/)).toBeVisible();
    await waitFor(() => expect(screen().getByRole("button", { name: "New recovery codes" })).toHaveFocus());
  },
};

/** On: turning it off asks for a code or the password, and says what was wrong. */
export const TurnOff: Story = {
  parameters: mswHandlers(...twoFactorServer(ON)),
  render: () => (
    <div className="max-w-xl">
      <TwoFactorCard />
    </div>
  ),
  play: async () => {
    await expect(await screen().findByText(/8 of 10 recovery codes left/)).toBeVisible();
    await userEvent.click(screen().getByRole("button", { name: "Turn off" }));
    const dialog = await screen().findByRole("dialog", { name: "Turn off two-factor authentication" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await expect(await within(dialog).findByText("Enter a code or your password")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText("Or your password"), "wrong-guess");
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await expect(await within(dialog).findByText("The password is incorrect")).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText("Or your password"));
    await userEvent.type(within(dialog).getByLabelText("Or your password"), "plum-orchard-42{Enter}");
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
    await expect(
      await screen().findByRole("button", { name: "Set up two-factor authentication" }),
    ).toBeVisible();
  },
};

/** The login's second step: after the right password, the code; a wrong one is refused with the reason. */
export const LoginCodeStep: Story = {
  parameters: {
    layout: "fullscreen",
    accounting: { path: "/login" },
    ...mswHandlers(
      http.post("/api/auth/login", () => HttpResponse.json({ mfaRequired: true })),
      http.post("/api/auth/mfa/verify", async () => {
        await delay(50);
        return HttpResponse.json({ message: WRONG_CODE }, { status: 400 });
      }),
    ),
  },
  render: () => <LoginPage />,
  play: async () => {
    await userEvent.type(await screen().findByLabelText("Email"), STORY_USER.email);
    await userEvent.type(screen().getByLabelText("Password"), "plum-orchard-42{Enter}");
    const heading = { level: 1, name: "Two-factor authentication" } as const;
    await expect(await screen().findByRole("heading", heading)).toBeVisible();
    // Starting over keeps the email and asks for the password again.
    await userEvent.click(screen().getByRole("button", { name: /Start over/ }));
    await expect(await screen().findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(screen().getByLabelText("Email")).toHaveValue(STORY_USER.email);
    await userEvent.type(screen().getByLabelText("Password"), "plum-orchard-42{Enter}");
    const code = await screen().findByLabelText("Authentication code");
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, "654321{Enter}");
    await expect(await screen().findByText(WRONG_CODE)).toBeVisible();
    await expect(screen().getByRole("heading", heading)).toBeVisible();
  },
};

/** Settings, for admins: the organization's requirement, switched on. */
export const RequireForOrganization: Story = {
  parameters: mswHandlers(
    http.get("/api/organization/security", () => HttpResponse.json({ requireTwoFactor: false })),
    http.patch("/api/organization/security", async ({ request }) =>
      HttpResponse.json((await request.json()) as Record<string, unknown>),
    ),
  ),
  render: () => (
    <div className="max-w-xl">
      <OrganizationSecurityCard />
    </div>
  ),
  play: async () => {
    const toggle = await screen().findByRole("switch", { name: "Require two-factor authentication" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    // The picture is of the setting, not of a focus ring the browser may or may not draw after a click.
    toggle.blur();
  },
};
