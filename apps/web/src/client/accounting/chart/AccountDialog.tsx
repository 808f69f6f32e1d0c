import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  ACCOUNT_SUBTYPES,
  ACCOUNT_TYPES,
  type AccountType,
  type AccountView,
  accountCreateBody,
} from "../../../shared/accounting";
import { FormField, FormMessage, SelectField } from "../../components/FormField";
import { api } from "../../lib/api";
import { useForm } from "../../lib/form";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { DialogActions } from "../DialogActions";
import { labelled, serverFieldError } from "../fieldErrors";
import { ACCOUNT_TYPE_LABELS } from "../format";

const LABELS = {
  code: "Code",
  name: "Name",
  type: "Type",
  subtype: "Subtype",
  parentId: "Parent account",
  scheduleELine: "Schedule E line",
  description: "Description (optional)",
};
type ServerError = { field?: string; message: string } | null;

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll("_", " ");
const SCHEDULE_E_LINES = Array.from({ length: 17 }, (_, i) => String(i + 3));

/** Where a refusal without a field path belongs: a duplicate code beside the code. */
function serverError(error: unknown): ServerError {
  const found = serverFieldError(error, (key) => LABELS[key as keyof typeof LABELS]);
  if (found && !found.field && /^Account code /.test(found.message)) return { ...found, field: "code" };
  return found;
}

/** Create an account or edit one: code, name, type, subtype, parent, Schedule E line and description. */
export function AccountDialog({
  open,
  account,
  accounts,
  onClose,
}: {
  open: boolean;
  account: AccountView | null;
  accounts: AccountView[];
  onClose(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{account ? `Edit ${account.code} · ${account.name}` : "New account"}</DialogTitle>
          <DialogDescription>
            The subtype decides where the account counts: money accounts, operating expenses in NOI.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AccountForm key={account?.id ?? "new"} account={account} accounts={accounts} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The account form's state, validation and save; a refusal from the server lands beside its field. */
function useAccountForm(account: AccountView | null, onDone: () => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ServerError>(null);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      account
        ? api.patch<AccountView>(`${ACCOUNTING}/accounts/${account.id}`, body)
        : api.post<AccountView>(`${ACCOUNTING}/accounts`, body),
    onSuccess: (saved) => {
      toast({
        title: account ? "Account saved" : "Account created",
        description: `${saved.code} · ${saved.name}`,
      });
      void invalidateAccounting(queryClient);
      onDone();
    },
    onError: (error) => setRefusal(serverError(error)),
  });
  const form = useForm({
    schema: accountCreateBody,
    initial: {
      code: account?.code ?? "",
      name: account?.name ?? "",
      type: account?.type ?? "expense",
      subtype: account?.subtype ?? "operating",
      parentId: account?.parentId ?? "",
      scheduleELine: account?.scheduleELine ? String(account.scheduleELine) : "",
      description: account?.description ?? "",
    },
    toInput: (v) => ({
      ...v,
      parentId: v.parentId || null,
      scheduleELine: v.scheduleELine ? Number(v.scheduleELine) : null,
      description: v.description || null,
    }),
    onSubmit: (data) => {
      setRefusal(null);
      save.mutate(data);
    },
  });
  const field = labelled(form, LABELS, refusal);
  return { form, field, save, refusal };
}

function AccountForm({
  account,
  accounts,
  onDone,
}: {
  account: AccountView | null;
  accounts: AccountView[];
  onDone(): void;
}) {
  const { form, field, save, refusal } = useAccountForm(account, onDone);
  const type = form.values.type as AccountType;
  // A parent has the same type and is neither this account nor one of its own sub-accounts.
  const parents = accounts.filter(
    (a) => a.type === type && a.id !== account?.id && a.parentId !== account?.id,
  );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-4"
      aria-label={account ? "Edit account" : "New account"}
    >
      {refusal && !refusal.field ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <FormField {...field("code")} required placeholder="5095" className="font-mono" />
        <FormField {...field("name")} required placeholder="Landscaping" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field("type")}
          options={ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] ?? value }))}
          onChange={(event) => {
            const next = event.target.value as AccountType;
            form.setValue("type", next);
            form.setValue("subtype", ACCOUNT_SUBTYPES[next][0]);
            form.setValue("parentId", "");
          }}
        />
        <SelectField
          {...field("subtype")}
          options={ACCOUNT_SUBTYPES[type].map((value) => ({ value, label: words(value) }))}
        />
        <SelectField
          {...field("parentId")}
          options={[
            { value: "", label: "None (top level)" },
            ...parents.map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
          ]}
        />
        <SelectField
          {...field("scheduleELine")}
          options={[
            { value: "", label: "Not on Schedule E" },
            ...SCHEDULE_E_LINES.map((line) => ({ value: line, label: `Line ${line}` })),
          ]}
        />
      </div>
      <FormField {...field("description")} />
      <DialogActions
        onCancel={onDone}
        pending={save.isPending}
        label={account ? "Save account" : "Create account"}
        pendingLabel="Saving..."
      />
    </form>
  );
}
