import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { screen, withAccountingProviders } from "../stories/AccountingStory";
import { STORY_USER } from "../stories/fixtures";
import { mswHandlers } from "../stories/handlers";
import { LeaseUploads } from "./LeaseUploads";
import { LEASING } from "./shared";
import { LEASE, LEASE_FILES, leasing } from "./stories.fixtures";

const url = `${LEASING}/leases/${LEASE.id}/documents`;
const list = (items = LEASE_FILES) => leasing.answer(`/leases/${LEASE.id}/documents`, { items });

function Frame() {
  return (
    <div className="max-w-4xl p-6">
      <LeaseUploads leaseId={LEASE.id} />
    </div>
  );
}

const meta = {
  title: "Web/Leasing/Lease Files",
  component: Frame,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: { layout: "fullscreen", a11y: { test: "off" }, ...mswHandlers(list()) },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a file as the hidden file input would hand it over. */
async function choose(name: string, type: string, bytes = 2048) {
  await screen().findByRole("button", { name: "Upload file" });
  const file = new File([new Uint8Array(bytes)], name, { type });
  fireEvent.change(screen().getByLabelText("Lease file"), { target: { files: [file] } });
}

export const Empty: Story = {
  parameters: mswHandlers(list([])),
  play: async () => {
    await expect(
      await screen().findByText("No files yet. Upload the signed lease to keep it with the ledger."),
    ).toBeVisible();
    await expect(screen().getByRole("button", { name: "Upload file" })).toBeEnabled();
  },
};

export const WithFiles: Story = {
  play: async () => {
    const table = await screen().findByRole("table", { name: "Files uploaded to the lease" });
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("Oak Street Unit A - signed lease.pdf1.8 MBDec 20, 2025Ann Lee");
    await expect(rows[2]).toHaveTextContent("move-in-kitchen.jpg402 KBJan 2, 2026Former member");
    await expect(within(table).getByRole("link", { name: "Download move-in-kitchen.jpg" })).toHaveAttribute(
      "href",
      `${url}/${LEASE_FILES[1]!.id}/file`,
    );
    await expect(
      await within(table).findByRole("button", { name: "Delete move-in-kitchen.jpg" }),
    ).toBeVisible();
  },
};

/** The file is on its way: the button waits and the progress is announced. */
export const Uploading: Story = {
  parameters: {
    ...mswHandlers(
      list(),
      http.post(url, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    ),
  },
  play: async () => {
    await choose("addendum.pdf", "application/pdf");
    await expect(await screen().findByRole("button", { name: "Uploading…" })).toBeDisabled();
    await expect(screen().getByRole("status")).toBeVisible();
  },
};

/** The server's reason is shown where the upload was started. */
export const RefusedType: Story = {
  parameters: {
    ...mswHandlers(
      list(),
      http.post(url, () =>
        HttpResponse.json(
          { message: "Only PDF, PNG, JPEG and WebP files can be uploaded: this file is none of them." },
          { status: 400 },
        ),
      ),
    ),
  },
  play: async () => {
    await choose("lease.pdf", "application/pdf");
    await expect(await screen().findByRole("alert")).toHaveTextContent(
      "Only PDF, PNG, JPEG and WebP files can be uploaded: this file is none of them.",
    );
    await expect(screen().getByRole("button", { name: "Upload file" })).toBeEnabled();
  },
};

/** Too big is said before anything is sent. */
export const TooLarge: Story = {
  play: async () => {
    await choose("scan.pdf", "application/pdf", 10 * 1024 * 1024 + 1);
    await expect(await screen().findByRole("alert")).toHaveTextContent(
      "scan.pdf is 10.0 MB; the limit is 10 MB. Scan it at a lower resolution or split it.",
    );
  },
};

export const DeleteConfirm: Story = {
  play: async () => {
    await userEvent.click(
      await screen().findByRole("button", { name: "Delete Oak Street Unit A - signed lease.pdf" }),
    );
    const dialog = await screen().findByRole("dialog", { name: "Delete this file?" });
    await expect(dialog).toHaveTextContent("Oak Street Unit A - signed lease.pdf is removed from the lease");
    await expect(within(dialog).getByRole("button", { name: "Delete file" })).toBeVisible();
  },
};

/** A viewer downloads but neither uploads nor deletes. */
let viewerServed = false;
export const Viewer: Story = {
  parameters: {
    ...mswHandlers(
      list(),
      http.get("/api/auth/user", () => {
        viewerServed = true;
        return HttpResponse.json({ ...STORY_USER, role: "viewer", primaryRole: "viewer" });
      }),
    ),
  },
  play: async () => {
    const table = await screen().findByRole("table", { name: "Files uploaded to the lease" });
    await expect(within(table).getAllByRole("link", { name: /^Download / })).toHaveLength(2);
    // Nothing to change is offered once the role has arrived (before it, nothing is offered either).
    await waitFor(() => expect(viewerServed).toBe(true));
    await delay(100);
    await expect(screen().queryByRole("button", { name: /^Delete / })).toBeNull();
    await expect(screen().queryByRole("button", { name: "Upload file" })).toBeNull();
  },
};
