import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import {
  expectNoPageOverflow,
  pageHeading,
  screen,
  serveFromNowOn,
  withAccountingProviders,
} from "../stories/AccountingStory";
import { ACCOUNTS, PROPERTIES_PAGE } from "../stories/fixtures";
import { answer, mswHandlers } from "../stories/handlers";
import ImportWizardPage from "./ImportWizardPage";
import {
  AMBIGUOUS_UPLOAD,
  BANK_ACCOUNTS,
  banking,
  CHECKING,
  COMMITTED,
  PENDING,
  PREVIEW,
  PREVIEW_BATCH,
  UPLOAD,
  viewerSession,
} from "./stories.fixtures";
import { withSignedInMember } from "./stories.gate";

function WizardRoute() {
  return <Route path="/bank-connections/accounts/:id/import" component={ImportWizardPage} />;
}
const B = `/imports/${PENDING.id}`;
const base = [
  banking.answer("/accounts", BANK_ACCOUNTS),
  answer("/accounts", { items: ACCOUNTS }),
  answer("/properties", PROPERTIES_PAGE),
  banking.answer("/imports", UPLOAD, "post", 201),
  banking.answer(`${B}/mapping`, PREVIEW_BATCH, "post"),
  banking.answer(B, PREVIEW),
  banking.answer(`${B}/rows`, PREVIEW_BATCH, "patch"),
  banking.answer(`${B}/commit`, COMMITTED, "post"),
];

const meta = {
  title: "Web/Banking/Import Wizard",
  component: WizardRoute,
  tags: ["banking"],
  decorators: [withSignedInMember, withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path: `/bank-connections/accounts/${CHECKING.id}/import` },
    ...mswHandlers(...base),
  },
} satisfies Meta<typeof WizardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Import a statement into Operating Bank Account";

async function upload(
  file = new File(["Date,Description,Amount\n"], "checking-march.csv", { type: "text/csv" }),
) {
  await pageHeading(TITLE);
  await userEvent.upload(screen().getByLabelText("Statement file"), file);
  await userEvent.click(screen().getByRole("button", { name: "Upload and read" }));
}
async function toPreview() {
  await upload();
  await userEvent.click(await screen().findByRole("button", { name: "Continue to review" }));
  const table = await screen().findByRole("table", { name: "Statement rows" });
  // Some Chromium versions scroll the clicked button into view and keep the offset: the review
  // starts at the top, whichever version took the picture.
  window.scrollTo(0, 0);
  return table;
}
/** The image is of the state, not of a focus ring the browser may or may not draw on the clicked button. */
const blurClicked = () => (document.activeElement as HTMLElement | null)?.blur();
const step = (name: string) =>
  expect(within(screen().getByRole("list", { name: "Import steps" })).getByText(name)).toHaveAttribute(
    "aria-current",
    "step",
  );

export const Upload: Story = {
  play: async () => {
    await pageHeading(TITLE);
    await step("1. Upload");
    await expect(screen().getByLabelText("Statement file")).toHaveAttribute(
      "accept",
      ".csv,.txt,.ofx,.qfx,.qif",
    );
  },
};

/** A viewer may not import: no upload form, a note saying why and the way back. */
export const Viewer: Story = {
  parameters: mswHandlers(viewerSession, ...base),
  play: async () => {
    await pageHeading(TITLE);
    await screen().findByText(/Importing a statement posts its transactions to the books/);
    await expect(screen().queryByLabelText("Statement file")).toBeNull();
    await expect(screen().queryByRole("list", { name: "Import steps" })).toBeNull();
    await expect(screen().getByRole("link", { name: "Back to Bank Connections" })).toHaveAttribute(
      "href",
      "/bank-connections",
    );
  },
};

export const EmptyFile: Story = {
  play: async () => {
    await upload(new File([], "empty.csv"));
    await expect(await screen().findByRole("alert")).toHaveTextContent("empty.csv is empty.");
    blurClicked();
    await expect(screen().getByLabelText("Statement file")).toHaveAttribute("aria-invalid", "true");
  },
};

export const TooLarge: Story = {
  play: async () => {
    await upload(new File([new Uint8Array(11 * 1024 * 1024)], "ten-years.csv"));
    await expect(await screen().findByRole("alert")).toHaveTextContent(
      "ten-years.csv is 11.0 MB; the limit is 10 MB. Export a shorter period.",
    );
    blurClicked();
  },
};

export const NotAStatement: Story = {
  parameters: mswHandlers(
    banking.fail(
      "/imports",
      "post",
      "This file is not a bank statement. Upload a CSV, OFX, QFX or QIF file from your bank.",
      400,
    ),
    ...base,
  ),
  play: async () => {
    await upload(new File(["%PDF-1.7"], "statement.csv"));
    await expect(await screen().findByRole("alert")).toHaveTextContent("This file is not a bank statement.");
    blurClicked();
  },
};

export const TruncatedOfx: Story = {
  parameters: mswHandlers(
    banking.fail(
      "/imports",
      "post",
      "The OFX file is incomplete (it ends before </OFX>). Download the statement from your bank again.",
      400,
    ),
    ...base,
  ),
  play: async () => {
    await upload(new File(["OFXHEADER:100\n<OFX><BANKMSGSRSV1>"], "checking.ofx"));
    await expect(await screen().findByRole("alert")).toHaveTextContent("The OFX file is incomplete");
    blurClicked();
  },
};

export const Uploading: Story = {
  parameters: mswHandlers(banking.hang("/imports", "post"), ...base),
  play: async () => {
    await upload();
    await expect(await screen().findByRole("status")).toHaveTextContent(/Uploading… \d+%|Reading the rows/);
    await expect(screen().getByRole("button", { name: "Reading…" })).toBeDisabled();
  },
};

export const Mapping: Story = {
  play: async () => {
    await upload();
    await screen().findByRole("heading", { name: "Map the columns of checking-march.csv" });
    await step("2. Map columns");
    const sample = screen().getByRole("table", { name: "First rows of the file" });
    await expect(within(sample).getAllByRole("row")).toHaveLength(6);
    await expect(screen().getByLabelText("Date format")).toHaveValue("MM/DD/YYYY");
    await expect(
      screen().getByText("Detected MM/DD/YYYY. Confirm it matches your bank's dates."),
    ).toBeVisible();
    await expect(screen().getByLabelText("Reference or check number (optional)")).toHaveValue("3");
    await userEvent.click(screen().getByLabelText("Separate money-out and money-in columns"));
    await expect(screen().getByLabelText("Money out (debit)")).toBeVisible();
  },
};

export const MappingAmbiguousDates: Story = {
  parameters: mswHandlers(banking.answer("/imports", AMBIGUOUS_UPLOAD, "post", 201), ...base),
  play: async () => {
    await upload();
    await expect(
      await screen().findByText(/Confirm the format: DD\/MM\/YYYY and MM\/DD\/YYYY both read every date/),
    ).toBeVisible();
  },
};

export const MappingUnreadableRows: Story = {
  parameters: mswHandlers(
    banking.fail(
      `${B}/mapping`,
      "post",
      'Some rows could not be read — row 4: the amount "n/a" is not a number.',
      400,
    ),
    ...base,
  ),
  play: async () => {
    await upload();
    await userEvent.click(await screen().findByRole("button", { name: "Continue to review" }));
    await expect(await screen().findByRole("alert")).toHaveTextContent("row 4: the amount");
    blurClicked();
  },
};

export const Preview: Story = {
  play: async () => {
    const table = await toPreview();
    await step("3. Review");
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent("$1,695.00");
    await expect(rows[2]).toHaveTextContent("Mar 5, 2026");
    await expect(rows[4]).toHaveTextContent("Possible duplicate (same date, amount, description)");
    await expect(within(rows[4]!).getByRole("checkbox")).not.toBeChecked();
    await expect(screen().getByText(/5 rows: 4 to import, 1 excluded, 1 suspected duplicates/)).toBeVisible();
    await waitFor(() =>
      expect(screen().getByLabelText("Category for row 1")).toHaveDisplayValue("4000 · Rental Income"),
    );
  },
};

/** A phone (375 px): the rows scroll inside their region; the page itself does not scroll sideways. */
export const PreviewOnPhone: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async () => {
    await toPreview();
    await expectNoPageOverflow();
    await expect(screen().getByRole("button", { name: "Commit 4 transactions" })).toBeVisible();
    // The image is of the page's top: where the window was scrolled to depends on when focus moved.
    window.scrollTo(0, 0);
  },
};

export const PreviewEdited: Story = {
  play: async () => {
    await toPreview();
    await screen().findAllByRole("option", { name: "5090 · Repairs" });
    await userEvent.selectOptions(screen().getByLabelText("Category for row 2"), "5090 · Repairs");
    await userEvent.click(screen().getByLabelText("Import row 5: MONTHLY SERVICE FEE"));
    await expect(screen().getByText(/5 rows: 3 to import, 2 excluded/)).toBeVisible();
    await expect(screen().getByLabelText("Category for row 2")).toHaveDisplayValue("5090 · Repairs");
    await userEvent.selectOptions(screen().getByLabelText("Show"), "Excluded");
    await expect(
      within(screen().getByRole("table", { name: "Statement rows" })).getAllByRole("row"),
    ).toHaveLength(3);
    // The button stays disabled while the row edits are being saved.
    await waitFor(() =>
      expect(screen().getByRole("button", { name: "Commit 3 transactions" })).toBeEnabled(),
    );
  },
};

export const AlwaysCategorise: Story = {
  play: async () => {
    await toPreview();
    await userEvent.click(screen().getByRole("button", { name: "Always categorise like this (row 2)" }));
    const dialog = await screen().findByRole("dialog", { name: "New rule" });
    await expect(within(dialog).getByLabelText("Name")).toHaveValue("HOME DEPOT #4411");
    await expect(within(dialog).getByLabelText("Text")).toHaveValue("HOME DEPOT #4411");
    await expect(within(dialog).getByLabelText("Direction")).toHaveValue("out");
  },
};

export const Committing: Story = {
  parameters: mswHandlers(banking.hang(`${B}/commit`, "post"), ...base),
  play: async () => {
    await toPreview();
    await userEvent.click(screen().getByRole("button", { name: "Commit 4 transactions" }));
    await expect(await screen().findByText("Posting 4 transactions…")).toBeVisible();
  },
};

export const Committed: Story = {
  play: async () => {
    await toPreview();
    await userEvent.click(screen().getByRole("button", { name: "Commit 4 transactions" }));
    await expect(await screen().findByRole("heading", { name: "4 transactions imported" })).toBeVisible();
    await step("4. Done");
    await expect(screen().getByRole("link", { name: "View transactions" })).toHaveAttribute(
      "href",
      "/transactions",
    );
  },
};

export const CommitRefused: Story = {
  play: async (context) => {
    await toPreview();
    serveFromNowOn(
      context,
      banking.fail(
        `${B}/commit`,
        "post",
        "Row 1: 4000 · Rental Income takes money in, but the row pays out.",
        400,
      ),
    );
    await userEvent.click(screen().getByRole("button", { name: "Commit 4 transactions" }));
    await expect(await screen().findByRole("alert")).toHaveTextContent("takes money in");
    blurClicked();
  },
};

export const OfxWithSeveralAccounts: Story = {
  parameters: mswHandlers(
    banking.answer(
      "/imports",
      {
        batch: { ...PREVIEW_BATCH, fileName: "all-accounts.ofx", format: "ofx" },
        csv: null,
        statementAccounts: ["CHK-1234", "SAV-9876"],
      },
      "post",
      201,
    ),
    ...base,
  ),
  play: async () => {
    await upload(new File(["OFXHEADER:100"], "all-accounts.ofx"));
    await screen().findByRole("table", { name: "Statement rows" });
    await step("3. Review");
    await expect(screen().getByLabelText("Account in the file")).toHaveValue("CHK-1234");
  },
};

export const UnknownAccount: Story = {
  parameters: {
    accounting: { path: "/bank-connections/accounts/00000000-0000-4000-8000-000000000000/import" },
  },
  play: async () => {
    await expect(
      await screen().findByText("This bank account does not exist or was archived."),
    ).toBeVisible();
  },
};
