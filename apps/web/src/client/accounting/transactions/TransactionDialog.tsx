import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import type { Page, PropertyView, TransactionView, UnitView } from "../../../shared/accounting";
import { FormField, FormMessage, SelectField } from "../../components/FormField";
import { api } from "../../lib/api";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { DialogActions } from "../DialogActions";
import { type FieldMessages, fieldId, focusFirst, serverFieldError } from "../fieldErrors";
import { useAccounts } from "../useAccounts";
import { bankOptions } from "./categories";
import { draftFrom, fieldOrder, labelOf, type TransactionDraft, validateDraft } from "./draft";
import { signedAmount } from "./labels";
import { ServerMessage } from "./ServerMessage";
import { SplitRows } from "./SplitRows";

export type TransactionDialogMode = "create" | "edit" | "duplicate";

const TEXT: Record<TransactionDialogMode, { title: string; submit: string; pending: string; done: string }> =
  {
    create: {
      title: "Record transaction",
      submit: "Record transaction",
      pending: "Saving...",
      done: "Transaction recorded",
    },
    edit: {
      title: "Edit transaction",
      submit: "Save changes",
      pending: "Saving...",
      done: "Transaction updated",
    },
    duplicate: {
      title: "Record another like this",
      submit: "Record transaction",
      pending: "Saving...",
      done: "Transaction recorded",
    },
  };

export function usePropertyChoices(enabled: boolean) {
  return useQuery({
    queryKey: [`${ACCOUNTING}/properties?pageSize=200`],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(`${ACCOUNTING}/properties?pageSize=200`, { signal }),
    enabled,
  });
}

function useUnits(propertyId: string) {
  return useQuery({
    queryKey: [`${ACCOUNTING}/properties/${propertyId}/units`],
    queryFn: ({ signal }) =>
      api.get<{ items: UnitView[] }>(`${ACCOUNTING}/properties/${propertyId}/units`, { signal }),
    enabled: Boolean(propertyId),
  });
}

/**
 * Record, edit or duplicate a transaction: header fields, one or more splits with a running balance, and the
 * shared body schema's messages beside each field. A failed submit keeps everything typed; the server's
 * message goes beside the field it names.
 */
export function TransactionDialog({
  open,
  onOpenChange,
  mode,
  source,
  defaults,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: TransactionDialogMode;
  source?: TransactionView | undefined;
  /** A new transaction's preset fields (on a property's page, that property). */
  defaults?: { propertyId?: string } | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{TEXT[mode].title}</DialogTitle>
          <DialogDescription>
            Income lands in a bank or cash account; an expense is paid from one. Split it across categories
            and properties when it covers several.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <TransactionForm
            key={`${mode}-${source?.id ?? "new"}`}
            mode={mode}
            source={source}
            defaults={defaults}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The draft being typed, its messages (the schema's after a first submit, the server's beside the field it
 * names) and the save; a failed save keeps the draft.
 */
function useTransactionDraft(
  mode: TransactionDialogMode,
  source: TransactionView | undefined,
  defaults: { propertyId?: string } | undefined,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TransactionDraft>(() => {
    const draft = draftFrom(source, mode === "create" ? "edit" : mode);
    return source || !defaults?.propertyId ? draft : { ...draft, propertyId: defaults.propertyId };
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  const [formError, setFormError] = useState("");
  const save = useMutation({
    mutationFn: (body: unknown) =>
      mode === "edit" && source
        ? api.put<TransactionView>(`${ACCOUNTING}/transactions/${source.id}`, body)
        : api.post<TransactionView>(`${ACCOUNTING}/transactions`, body),
    onSuccess: (t) => {
      toast({ title: TEXT[mode].done, description: `${t.description}: ${signedAmount(t)}` });
      void invalidateAccounting(queryClient);
      onDone();
    },
    onError: (error) => {
      const found = serverFieldError(error, labelOf);
      if (found?.field) {
        const field =
          draft.splits.length === 1 && /^splits\.0\.amount/.test(found.field) ? "total" : found.field;
        setServerMessages({ [field]: found.message });
        queueMicrotask(() => document.getElementById(fieldId(field))?.focus());
      } else
        setFormError(found?.message ?? "The server did not answer. Your entries are kept; please try again.");
    },
  });

  const { messages } = validateDraft(draft);
  const shown: FieldMessages = { ...(submitted ? messages : {}), ...serverMessages };
  const update = (patch: Partial<TransactionDraft>, keys: string[] = Object.keys(patch)) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerMessages((m) =>
      Object.fromEntries(Object.entries(m).filter(([k]) => !keys.some((key) => k.startsWith(key)))),
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError("");
    const result = validateDraft(draft);
    if (result.body) save.mutate(result.body);
    else focusFirst(result.messages, fieldOrder(draft));
  };
  return { draft, shown, update, submit, save, formError };
}

function TransactionForm({
  mode,
  source,
  defaults,
  onDone,
}: {
  mode: TransactionDialogMode;
  source: TransactionView | undefined;
  defaults: { propertyId?: string } | undefined;
  onDone(): void;
}) {
  const accounts = useAccounts();
  const { draft, shown, update, submit, save, formError } = useTransactionDraft(
    mode,
    source,
    defaults,
    onDone,
  );
  const all = accounts.data ?? [];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={TEXT[mode].title}>
      {accounts.isSuccess && all.length === 0 ? (
        <FormMessage kind="error">
          Your chart of accounts is empty.{" "}
          <Link href="/accounts" className="underline">
            Set it up first
          </Link>
          .
        </FormMessage>
      ) : null}
      {formError ? (
        <FormMessage kind="error">
          <ServerMessage message={formError} />
        </FormMessage>
      ) : null}
      <HeaderFields draft={draft} shown={shown} update={update} />
      <SelectField
        id={fieldId("bankAccountId")}
        label={
          draft.type === "income" ? "Deposited to" : draft.type === "expense" ? "Paid from" : "Moved from"
        }
        value={draft.bankAccountId}
        error={shown.bankAccountId}
        onChange={(e) => update({ bankAccountId: e.target.value })}
        options={[{ value: "", label: "Choose…" }, ...bankOptions(all, source?.bankAccount.id ?? "")]}
      />
      <SplitRows draft={draft} shown={shown} accounts={all} source={source} update={update} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId("memo")}
          label="Memo (optional)"
          value={draft.memo}
          error={shown.memo}
          onChange={(e) => update({ memo: e.target.value })}
        />
        <FormField
          id={fieldId("reference")}
          label="Reference (optional)"
          hint="Cheque or invoice number"
          value={draft.reference}
          error={shown.reference}
          onChange={(e) => update({ reference: e.target.value })}
        />
      </div>
      <DialogActions
        onCancel={onDone}
        pending={save.isPending}
        label={TEXT[mode].submit}
        pendingLabel={TEXT[mode].pending}
      />
    </form>
  );
}

/** What each block of the form reads and writes: the draft, its shown messages, a patch. */
interface DraftFields {
  draft: TransactionDraft;
  shown: FieldMessages;
  update(patch: Partial<TransactionDraft>): void;
}

function HeaderFields({ draft, shown, update }: DraftFields) {
  return (
    <>
      <TypeDateAmountFields draft={draft} shown={shown} update={update} />
      <FormField
        id={fieldId("description")}
        label="Description"
        placeholder="March rent, unit 2"
        required
        value={draft.description}
        error={shown.description}
        onChange={(e) => update({ description: e.target.value })}
      />
      <FormField
        id={fieldId("payee")}
        label="Payee or payer (optional)"
        value={draft.payee}
        error={shown.payee}
        onChange={(e) => update({ payee: e.target.value })}
      />
      <PropertyFields draft={draft} shown={shown} update={update} />
    </>
  );
}

/** The type, date and amount, side by side on wide screens. */
function TypeDateAmountFields({ draft, shown, update }: DraftFields) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id={fieldId("type")}
        label="Type"
        value={draft.type}
        error={shown.type}
        options={[
          { value: "income", label: "Income" },
          { value: "expense", label: "Expense" },
          { value: "transfer", label: "Transfer" },
        ]}
        // Categories differ by type: a changed type clears the chosen ones.
        onChange={(e) =>
          update({
            type: e.target.value as TransactionDraft["type"],
            splits: draft.splits.map((s) => ({ ...s, accountId: "" })),
          })
        }
      />
      <FormField
        id={fieldId("date")}
        label="Date"
        type="date"
        required
        value={draft.date}
        error={shown.date}
        onChange={(e) => update({ date: e.target.value })}
      />
      <FormField
        id={fieldId("total")}
        label="Amount ($)"
        inputMode="decimal"
        placeholder="1,250.00"
        required
        value={draft.total}
        error={shown.total}
        onChange={(e) => update({ total: e.target.value })}
      />
    </div>
  );
}

/** The property and, when it has units, the unit the transaction belongs to. */
function PropertyFields({ draft, shown, update }: DraftFields) {
  const properties = usePropertyChoices(true);
  const units = useUnits(draft.propertyId);
  const unitItems = units.data?.items ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={fieldId("propertyId")}
        label="Property (optional)"
        value={draft.propertyId}
        error={shown.propertyId}
        onChange={(e) => update({ propertyId: e.target.value, unitId: "" })}
        options={[
          { value: "", label: "No property" },
          ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      {draft.propertyId && unitItems.length > 0 ? (
        <SelectField
          id={fieldId("unitId")}
          label="Unit (optional)"
          value={draft.unitId}
          error={shown.unitId}
          onChange={(e) => update({ unitId: e.target.value })}
          options={[
            { value: "", label: "Whole property" },
            ...unitItems.map((u) => ({ value: u.id, label: u.name })),
          ]}
        />
      ) : null}
    </div>
  );
}
