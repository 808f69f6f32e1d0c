import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import { expectLoadError, pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { mswHandlers } from "../stories/handlers";
import LeaseDetailPage from "./LeaseDetailPage";
import { LEASE, LEASE_FILES, LEDGER, leasing } from "./stories.fixtures";

function LeaseRoute() {
  return <Route path="/leases/:id" component={LeaseDetailPage} />;
}
const path = `/leases/${LEASE.id}`;
const files = leasing.answer(`${path}/documents`, { items: LEASE_FILES });

const meta = {
  title: "Web/Leasing/Lease Detail",
  component: LeaseRoute,
  tags: ["leasing"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "off" },
    accounting: { path },
    ...mswHandlers(files, leasing.answer(`${path}/ledger`, LEDGER), leasing.answer(path, LEASE)),
  },
} satisfies Meta<typeof LeaseRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async () => {
    await pageHeading("Oak Street Duplex · Unit A");
    const rows = within(await screen().findByRole("table", { name: "Ledger" })).getAllByRole("row");
    await expect(rows).toHaveLength(8);
    await expect(rows[7]).toHaveTextContent("Late fee Feb 2026");
    await expect(await within(rows[7]!).findByRole("button", { name: "Waive" })).toBeVisible();
    const upcoming = screen().getByRole("heading", { name: "Charges to come" }).nextElementSibling!;
    await expect(upcoming).toHaveTextContent("Mar 1, 2026 · Rent");

    const receipts = within(screen().getByRole("list", { name: "Rent receipts" })).getAllByRole("link");
    await expect(receipts.map((r) => r.textContent)).toEqual([
      "Receipt for $1,730.00 paid Jan 3, 2026 (PDF)",
      "Receipt for $1,685.00 paid Feb 9, 2026 (PDF)",
    ]);
    await expect(receipts[0]).toHaveAttribute(
      "href",
      `/api/leasing/payments/${LEDGER.entries[2]!.id}/receipt`,
    );
    // The statement runs from the lease's start to the ledger's last entry until other days are picked.
    const statement = screen().getByRole("link", { name: "Tenant statement (PDF)" });
    await expect(statement).toHaveAttribute(
      "href",
      `/api/leasing/leases/${LEASE.id}/statement?from=2026-01-01&to=2026-02-09`,
    );
    await expect(screen().queryByRole("link", { name: /Deposit disposition letter/ })).toBeNull();
  },
};

/** Picking an end before the start hides the statement link and says why. */
export const StatementPeriodInvalid: Story = {
  parameters: { testViewport: { width: 1280, height: 1300 } },
  play: async () => {
    const to = await screen().findByLabelText("Statement to");
    fireEvent.change(to, { target: { value: "2025-12-01" } });
    await expect(await screen().findByText("The end must be on or after the start.")).toBeVisible();
    await expect(screen().queryByRole("link", { name: "Tenant statement (PDF)" })).toBeNull();
    fireEvent.change(to, { target: { value: "2026-01-31" } });
    await expect(await screen().findByRole("link", { name: "Tenant statement (PDF)" })).toHaveAttribute(
      "href",
      `/api/leasing/leases/${LEASE.id}/statement?from=2026-01-01&to=2026-01-31`,
    );
  },
};

export const RecordPayment: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole("button", { name: "Record payment" }));
    const dialog = await screen().findByRole("dialog", { name: "Record payment" });
    // A fixed day instead of today's default, so the picture does not change with the calendar.
    fireEvent.change(within(dialog).getByLabelText("Date received"), { target: { value: "2026-02-20" } });
    const allocation = within(dialog).getByRole("region", { name: "Allocation" });
    await expect(allocation).toHaveTextContent("Rent Feb 2026$45.00");
    await expect(allocation).toHaveTextContent("Late fee Feb 2026$75.00");
    const amount = within(dialog).getByLabelText("Amount");
    await userEvent.clear(amount);
    await userEvent.type(amount, "200");
    await expect(amount).toHaveValue("200");
    await waitFor(() =>
      expect(within(dialog).getByRole("region", { name: "Allocation" })).toHaveTextContent(
        "Kept as credit$80.00",
      ),
    );
  },
};

export const MovedOut: Story = {
  parameters: mswHandlers(
    files,
    leasing.answer(`${path}/ledger`, LEDGER),
    leasing.answer(path, { ...LEASE, status: "ended", moveOutDate: "2026-02-28" }),
  ),
  play: async () => {
    await expect(await screen().findByRole("button", { name: "Deposit disposition" })).toBeVisible();
    await expect(screen().queryByRole("button", { name: "Renew" })).toBeNull();
    await expect(screen().getByText("None: the lease has ended.")).toBeVisible();
  },
};

/** Voiding asks first, says what happens to the charges, and sends DELETE for that payment. */
const voided: string[] = [];
export const VoidPayment: Story = {
  parameters: mswHandlers(
    files,
    leasing.answer(`${path}/ledger`, LEDGER),
    leasing.answer(path, LEASE),
    http.delete("/api/leasing/payments/:id", ({ params }) => {
      voided.push(String(params.id));
      return HttpResponse.json(LEDGER);
    }),
  ),
  play: async () => {
    voided.length = 0;
    await userEvent.click(
      await screen().findByRole("button", { name: "Void payment of $1,730.00 on Jan 3, 2026" }),
    );
    const dialog = await screen().findByRole("dialog", { name: "Void this payment?" });
    await expect(dialog).toHaveTextContent("the charges it paid are owed again");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void payment" }));
    await waitFor(() => expect(voided).toEqual([LEDGER.entries[2]!.id]));
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};

const edits: unknown[] = [];
/** Editing sends only what changed, after the wizard's own checks. */
export const EditTerms: Story = {
  parameters: mswHandlers(
    files,
    leasing.answer(`${path}/ledger`, LEDGER),
    leasing.answer(path, LEASE),
    http.patch(`/api/leasing${path}`, async ({ request }) => {
      edits.push(await request.json());
      return HttpResponse.json({ ...LEASE, rentCents: 172_500 });
    }),
  ),
  play: async () => {
    edits.length = 0;
    await userEvent.click(await screen().findByRole("button", { name: "Edit" }));
    const dialog = await screen().findByRole("dialog", { name: "Edit lease" });
    const rent = within(dialog).getByLabelText("Monthly rent");
    await expect(rent).toHaveValue("1695.00");
    await expect(within(dialog).getByLabelText("Late fee amount")).toHaveValue("75.00");
    await userEvent.clear(rent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await expect(await within(dialog).findByText("Enter the monthly rent, e.g. 1,450.00.")).toBeVisible();
    await expect(rent).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(rent, "1,725");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(edits).toEqual([{ rentCents: 172_500 }]));
  },
};

/** A tenant who moved out owing rent: the deposit pays it first, the rest is returned. */
export const DispositionWithBalanceOwed: Story = {
  parameters: mswHandlers(
    files,
    leasing.answer(`${path}/ledger`, LEDGER),
    leasing.answer(path, { ...LEASE, status: "ended", moveOutDate: "2026-02-28", balanceCents: 12_000 }),
  ),
  play: async () => {
    await userEvent.click(await screen().findByRole("button", { name: "Deposit disposition" }));
    const dialog = await screen().findByRole("dialog", { name: "Deposit disposition" });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2026-03-05" } });
    await expect(within(dialog).getByLabelText("Applied to unpaid rent and charges")).toHaveValue("120.00");
    await userEvent.type(within(dialog).getByLabelText("Deduction 1"), "Carpet cleaning");
    await userEvent.type(within(dialog).getByLabelText("Amount"), "200");
    await expect(dialog).toHaveTextContent(
      "Withheld $200.00 · applied $120.00 · returned to the tenant $1,375.00",
    );
    const applied = within(dialog).getByLabelText("Applied to unpaid rent and charges");
    await userEvent.clear(applied);
    await userEvent.type(applied, "500");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record disposition" }));
    await expect(
      await within(dialog).findByText("The tenant owes $120.00: apply no more than that."),
    ).toBeVisible();
  },
};

/** After the disposition: the letter is among the lease's documents. */
export const DepositDisposed: Story = {
  parameters: {
    testViewport: { width: 1280, height: 1300 },
    ...mswHandlers(
      files,
      leasing.answer(`${path}/ledger`, LEDGER),
      leasing.answer(path, {
        ...LEASE,
        status: "ended",
        moveOutDate: "2026-02-28",
        depositHeldCents: 0,
        depositDisposedOn: "2026-03-05",
      }),
    ),
  },
  play: async () => {
    const letter = await screen().findByRole("link", {
      name: "Deposit disposition letter of Mar 5, 2026 (PDF)",
    });
    await expect(letter).toHaveAttribute("href", `/api/leasing/leases/${LEASE.id}/deposit-letter`);
    await expect(screen().queryByRole("button", { name: "Deposit disposition" })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: mswHandlers(leasing.fail(`${path}/ledger`), leasing.fail(path)),
  play: async () => {
    await expectLoadError();
  },
};
