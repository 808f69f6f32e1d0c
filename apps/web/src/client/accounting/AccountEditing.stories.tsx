import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { TrialBalance } from "../../shared/accounting";
import { pageHeading, screen, withAccountingProviders } from "../stories/AccountingStory";
import { ACCOUNTS } from "../stories/fixtures";
import { answer, endpoint, mswHandlers } from "../stories/handlers";
import AccountsPage from "./AccountsPage";

const sent: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const body = request.method === "DELETE" || request.method === "GET" ? null : await request.json();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return (body ?? {}) as Record<string, unknown>;
};
const REPAIRS = ACCOUNTS.find((a) => a.code === "5090")!;
const ARCHIVED = { ...ACCOUNTS.find((a) => a.code === "5130")!, isActive: false };

/** The trial balance of the story ledger: each account's closing balance on its normal side. */
const TRIAL_BALANCE: TrialBalance = (() => {
  const rows = ACCOUNTS.filter((a) => a.postingCount > 0).map((a) => {
    const debitNormal = a.type === "asset" || a.type === "expense";
    return {
      accountId: a.id,
      code: a.code,
      name: a.name,
      type: a.type,
      debitCents: debitNormal ? a.balanceCents : 0,
      creditCents: debitNormal ? 0 : a.balanceCents,
    };
  });
  const sum = (key: "debitCents" | "creditCents") => rows.reduce((s, r) => s + r[key], 0);
  const totals = { debitCents: sum("debitCents"), creditCents: sum("creditCents") };
  return {
    from: null,
    to: null,
    propertyId: null,
    rows,
    totals,
    balanced: totals.debitCents === totals.creditCents,
  };
})();

const meta = {
  title: "Web/Accounting/Account Editing",
  component: AccountsPage,
  tags: ["accounting"],
  decorators: [withAccountingProviders],
  parameters: {
    layout: "fullscreen",
    accounting: { path: "/accounts" },
    testViewport: { width: 1280, height: 1000 },
    ...mswHandlers(
      http.get(endpoint("/accounts"), ({ request }) =>
        HttpResponse.json({
          items: new URL(request.url).searchParams.get("includeInactive")
            ? [...ACCOUNTS, ARCHIVED]
            : ACCOUNTS,
        }),
      ),
      answer("/trial-balance", TRIAL_BALANCE),
      http.post(endpoint("/accounts"), async ({ request }) => {
        const body = await record(request);
        return body.code === "5090"
          ? HttpResponse.json({ message: 'Account code 5090 is already used by "Repairs"' }, { status: 409 })
          : HttpResponse.json({ ...REPAIRS, ...body, id: crypto.randomUUID() }, { status: 201 });
      }),
      http.patch(endpoint("/accounts/:id"), async ({ request }) =>
        HttpResponse.json({ ...REPAIRS, ...(await record(request)) }),
      ),
      http.delete(endpoint("/accounts/:id"), async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { message: "Account 5090 Repairs has 1 posting and cannot be deleted; archive it instead" },
          { status: 409 },
        );
      }),
    ),
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: a duplicate code is refused beside the code, nothing typed is lost; then it is created. */
export const CreateAccount: Story = {
  play: async () => {
    await pageHeading("Chart of Accounts");
    await userEvent.click(screen().getByRole("button", { name: "New account" }));
    const form = await screen().findByRole("form", { name: "New account" });
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    await expect(within(form).getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    await expect(sent).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText("Code"), "5090");
    await userEvent.type(within(form).getByLabelText("Name"), "Landscaping");
    await userEvent.selectOptions(within(form).getByLabelText("Schedule E line"), "7");
    await userEvent.type(within(form).getByLabelText("Description (optional)"), "Lawn and garden care");
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(within(form).getByLabelText("Code")).toHaveAccessibleDescription(
        'Account code 5090 is already used by "Repairs"',
      ),
    );
    await expect(within(form).getByLabelText("Name")).toHaveValue("Landscaping");

    await userEvent.clear(within(form).getByLabelText("Code"));
    await userEvent.type(within(form).getByLabelText("Code"), "5095");
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]!.body).toEqual({
      code: "5095",
      name: "Landscaping",
      type: "expense",
      subtype: "operating",
      parentId: null,
      scheduleELine: 7,
      description: "Lawn and garden care",
    });
  },
};

/** Editing an account: every field is there with its value; the PATCH carries the change. */
export const EditAccount: Story = {
  play: async () => {
    await pageHeading("Chart of Accounts");
    await userEvent.click(await screen().findByRole("button", { name: "Edit Repairs" }));
    const form = await screen().findByRole("form", { name: "Edit account" });
    await expect(within(form).getByLabelText("Code")).toHaveValue("5090");
    await expect(within(form).getByLabelText("Schedule E line")).toHaveValue("14");
    await userEvent.clear(within(form).getByLabelText("Name"));
    await userEvent.type(within(form).getByLabelText("Name"), "Repairs and maintenance");
    await userEvent.click(within(form).getByRole("button", { name: "Save account" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      method: "PATCH",
      path: endpoint(`/accounts/${REPAIRS.id}`),
      body: { code: "5090", name: "Repairs and maintenance", scheduleELine: 14 },
    });
  },
};

/** An account with postings cannot be deleted: the server's explanation shows in the dialog. */
export const DeleteRefused: Story = {
  play: async () => {
    await pageHeading("Chart of Accounts");
    await userEvent.click(await screen().findByRole("button", { name: "Delete Repairs" }));
    const dialog = await screen().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await expect(
      await within(dialog).findByText(/has 1 posting and cannot be deleted; archive it instead/),
    ).toBeVisible();
  },
};

/** Archived accounts appear on request, marked, with Restore. */
export const ShowArchived: Story = {
  play: async () => {
    await pageHeading("Chart of Accounts");
    await screen().findByRole("list", { name: "Expenses" });
    await expect(screen().queryByText("Archived")).toBeNull();
    await userEvent.click(screen().getByRole("switch", { name: "Show archived accounts" }));
    await expect(await screen().findByRole("button", { name: `Restore ${ARCHIVED.name}` })).toBeEnabled();
    await expect(screen().getByText("Archived")).toBeVisible();
  },
};

/** The trial balance is a view of this page: every posted account, totals equal. */
export const TrialBalanceView: Story = {
  play: async () => {
    await pageHeading("Chart of Accounts");
    await userEvent.click(await screen().findByRole("tab", { name: "Trial balance" }));
    const table = await screen().findByRole("table", { name: "Trial balance" });
    await expect(within(table).getAllByRole("row")).toHaveLength(TRIAL_BALANCE.rows.length + 2);
    await expect(screen().getByText("Debits equal credits")).toBeVisible();
    const totals = within(table).getAllByRole("row").at(-1)!;
    await expect(totals).toHaveTextContent(/Totals\$[\d,.]+\$[\d,.]+/);
  },
};
