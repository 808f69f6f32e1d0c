import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftRight, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { z } from "zod";
import type {
  AccountView,
  Page,
  PropertyView,
  TransactionType,
  TransactionView,
} from "../../shared/accounting";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { useForm } from "../lib/form";
import { pageInfo } from "../pages/pageInfo";
import { formatCents, formatDay, parseAmountToCents, today } from "./format";
import {
  ACCOUNTING,
  DialogActions,
  FilterBar,
  invalidateAccounting,
  PagedList,
  SearchFilter,
  TableHead,
  TableScroll,
  usePagedList,
  useView,
  ViewToggle,
} from "./shared";
import { isMoneyAccount, useAccounts } from "./useAccounts";

const PAGE_SIZE = 50;
const TYPE_LABEL: Record<TransactionType, string> = {
  income: "Income",
  expense: "Expense",
  transfer: "Transfer",
};

const signed = (t: TransactionView) => `${t.type === "expense" ? "−" : ""}${formatCents(t.amountCents)}`;

export default function TransactionsPage() {
  const info = pageInfo("/transactions");
  const [view, setView] = useView("transactions");
  const [q, setQ] = useState("");
  const [type, setType] = useState("");
  const [adding, setAdding] = useState(false);
  const filters = { q: q.trim() || undefined, type: type || undefined, sort: "date", order: "desc" };
  const { query, page, setPage, filterSetter } = usePagedList<Page<TransactionView>>(
    "/transactions",
    filters,
    PAGE_SIZE,
  );

  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Accounting" }]}
      actions={
        <>
          <ViewToggle view={view} onChange={setView} />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Record transaction
          </Button>
        </>
      }
    >
      <FilterBar exportPath="/transactions/export" filters={filters}>
        <div className="flex flex-wrap items-end gap-3">
          <SearchFilter
            id="transaction-search"
            label="Search"
            value={q}
            placeholder="Description, payee or memo"
            onChange={filterSetter(setQ)}
            className="w-64"
          />
          <SelectField
            id="transaction-type"
            label="Type"
            value={type}
            onChange={filterSetter(setType)}
            options={[
              { value: "", label: "All types" },
              ...Object.entries(TYPE_LABEL).map(([value, label]) => ({ value, label })),
            ]}
            containerClassName="w-40"
          />
        </div>
      </FilterBar>
      <PagedList
        query={query}
        view={view}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={
          <EmptyState
            icon={<ArrowLeftRight aria-hidden="true" />}
            title={q || type ? "No transactions match" : "No transactions yet"}
            action={
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Record your first transaction
              </Button>
            }
          >
            <p>
              Record rent received, repairs, utilities and other income and expenses. Each one posts a
              balanced journal entry.
            </p>
          </EmptyState>
        }
        table={(data) => (
          <TableScroll label="Transactions table">
            <table className="w-full text-sm">
              <caption className="sr-only">Transactions</caption>
              <TableHead
                columns={[
                  { label: "Date" },
                  { label: "Description" },
                  { label: "Category" },
                  { label: "Account" },
                  { label: "Property" },
                  { label: "Type" },
                  { label: "Amount", end: true },
                ]}
              />
              <tbody className="divide-y divide-border">
                {data.items.map((t) => (
                  <tr key={t.id}>
                    <td className="whitespace-nowrap px-3 py-2">{formatDay(t.date)}</td>
                    <td className="px-3 py-2">
                      <span className="font-medium">{t.description}</span>
                      {t.payee ? <span className="block text-muted-foreground">{t.payee}</span> : null}
                    </td>
                    <td className="px-3 py-2">{t.splits.map((s) => s.accountName).join(", ")}</td>
                    <td className="px-3 py-2">{t.bankAccount.name}</td>
                    <td className="px-3 py-2">
                      {t.propertyId && t.propertyName ? (
                        <Link
                          href={`/properties/${t.propertyId}`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {t.propertyName}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-3 py-2">{TYPE_LABEL[t.type]}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{signed(t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        list={(data) => (
          <ul className="flex flex-col gap-3" aria-label="Transactions">
            {data.items.map((t) => (
              <li key={t.id}>
                <Card className="flex-row items-start justify-between gap-3 px-4 py-4">
                  <div className="min-w-0">
                    <p className="font-medium">{t.description}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDay(t.date)} · {t.splits.map((s) => s.accountName).join(", ")}
                      {t.propertyName ? ` · ${t.propertyName}` : ""}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="whitespace-nowrap font-semibold tabular-nums">{signed(t)}</span>
                    <Badge variant="outline">{TYPE_LABEL[t.type]}</Badge>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      />
      <RecordTransactionDialog open={adding} onOpenChange={setAdding} />
    </PageFrame>
  );
}

const transactionForm = z.object({
  date: z.iso.date("Enter a date"),
  description: z.string().trim().min(1, "Description is required").max(300),
  payee: z.string().trim().max(200),
  type: z.enum(["income", "expense"]),
  amount: z
    .string()
    .refine((value) => parseAmountToCents(value) !== null, "Enter an amount greater than zero, e.g. 1250.00"),
  categoryId: z.string().min(1, "Choose a category"),
  bankAccountId: z.string().min(1, "Choose the bank or cash account"),
  propertyId: z.string(),
});

function RecordTransactionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const properties = useQuery({
    queryKey: [`${ACCOUNTING}/properties?pageSize=200`],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(`${ACCOUNTING}/properties?pageSize=200`, { signal }),
    enabled: open,
  });
  const create = useMutation({
    mutationFn: (body: unknown) => api.post<TransactionView>(`${ACCOUNTING}/transactions`, body),
    onSuccess: (t) => {
      toast({ title: "Transaction recorded", description: `${t.description}: ${signed(t)}` });
      void invalidateAccounting(queryClient);
      form.reset({ ...form.values, description: "", payee: "", amount: "" });
      onOpenChange(false);
    },
  });
  const form = useForm({
    schema: transactionForm,
    initial: {
      date: today(),
      description: "",
      payee: "",
      type: "income",
      amount: "",
      categoryId: "",
      bankAccountId: "",
      propertyId: "",
    },
    onSubmit: (data) =>
      create.mutate({
        date: data.date,
        description: data.description,
        payee: data.payee || null,
        type: data.type,
        bankAccountId: data.bankAccountId,
        propertyId: data.propertyId || null,
        splits: [
          {
            accountId: data.categoryId,
            amountCents: parseAmountToCents(data.amount),
            propertyId: data.propertyId || null,
          },
        ],
      }),
  });
  const all = accounts.data ?? [];
  const categories = all.filter((a: AccountView) => a.type === form.values.type && a.isActive);
  const banks = all.filter(isMoneyAccount);
  const option = (a: AccountView) => ({ value: a.id, label: `${a.code} · ${a.name}` });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Record transaction</DialogTitle>
          <DialogDescription>
            Income lands in a bank or cash account; an expense is paid from one.
          </DialogDescription>
        </DialogHeader>
        {accounts.isSuccess && all.length === 0 ? (
          <FormMessage kind="error">
            Your chart of accounts is empty.{" "}
            <Link href="/accounts" className="underline">
              Set it up first
            </Link>
            .
          </FormMessage>
        ) : null}
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          {create.isError ? <FormMessage kind="error">{errorText(create.error)}</FormMessage> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              {...form.field("type")}
              label="Type"
              options={[
                { value: "income", label: "Income" },
                { value: "expense", label: "Expense" },
              ]}
              onChange={(event) => {
                form.setValue("type", event.target.value);
                form.setValue("categoryId", "");
              }}
            />
            <FormField {...form.field("date")} label="Date" type="date" required />
            <FormField
              {...form.field("amount")}
              label="Amount ($)"
              inputMode="decimal"
              placeholder="1,250.00"
              required
            />
          </div>
          <FormField
            {...form.field("description")}
            label="Description"
            placeholder="March rent, unit 2"
            required
          />
          <FormField {...form.field("payee")} label="Payee or payer (optional)" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...form.field("categoryId")}
              label="Category"
              options={[{ value: "", label: "Choose…" }, ...categories.map(option)]}
            />
            <SelectField
              {...form.field("bankAccountId")}
              label={form.values.type === "income" ? "Deposited to" : "Paid from"}
              options={[{ value: "", label: "Choose…" }, ...banks.map(option)]}
            />
          </div>
          <SelectField
            {...form.field("propertyId")}
            label="Property (optional)"
            options={[
              { value: "", label: "No property" },
              ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <DialogActions
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            label="Record transaction"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
