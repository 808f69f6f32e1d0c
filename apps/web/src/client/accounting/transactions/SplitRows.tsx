import { Button, cn } from "@propledger/ui";
import { Plus, Trash2 } from "lucide-react";
import type { AccountView, TransactionView } from "../../../shared/accounting";
import { FormField, SelectField } from "../../components/FormField";
import { type FieldMessages, fieldId } from "../fieldErrors";
import { formatCents } from "../format";
import { categoryOptions } from "./categories";
import { newSplit, type SplitBalance, type SplitDraft, splitBalance, type TransactionDraft } from "./draft";
import { usePropertyChoices } from "./TransactionDialog";

/**
 * The categories the transaction posts to. One split takes the whole amount and the transaction's property;
 * with several, each has its amount and property, and a running line says how much is left to assign.
 */
export function SplitRows({
  draft,
  shown,
  accounts,
  source,
  update,
}: {
  draft: TransactionDraft;
  shown: FieldMessages;
  accounts: AccountView[];
  source: TransactionView | undefined;
  update(patch: Partial<TransactionDraft>, keys?: string[]): void;
}) {
  const properties = usePropertyChoices(true);
  const several = draft.splits.length > 1;
  const used = source?.splits.map((s) => s.accountId) ?? [];
  const options = [{ value: "", label: "Choose…" }, ...categoryOptions(accounts, draft.type, used)];
  const propertyOptions = [
    { value: "", label: "No property" },
    ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  const setSplit = (index: number, patch: Partial<SplitDraft>) =>
    update(
      { splits: draft.splits.map((s, i) => (i === index ? { ...s, ...patch } : s)) },
      Object.keys(patch).map((key) => `splits.${index}.${key}`),
    );
  const addSplit = () => {
    // The first split keeps the whole amount until the user divides it.
    const first = several
      ? draft.splits
      : draft.splits.map((s) => ({ ...s, amount: s.amount || draft.total }));
    update({ splits: [...first, newSplit(draft.propertyId)] }, ["splits"]);
    queueMicrotask(() =>
      document.getElementById(fieldId(`splits.${draft.splits.length}.accountId`))?.focus(),
    );
  };
  const removeSplit = (index: number) => {
    update({ splits: draft.splits.filter((_, i) => i !== index) }, ["splits"]);
    queueMicrotask(() => document.getElementById(fieldId("splits.0.accountId"))?.focus());
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Categories</legend>
      {draft.splits.map((split, index) => (
        <SplitRow
          key={split.key}
          split={split}
          index={index}
          several={several}
          shown={shown}
          options={options}
          propertyOptions={propertyOptions}
          onChange={(patch) => setSplit(index, patch)}
          onRemove={() => removeSplit(index)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={addSplit}>
          <Plus aria-hidden="true" className="size-4" />
          Add split
        </Button>
        {several ? <BalanceLine balance={splitBalance(draft)} /> : null}
      </div>
      {shown.splits ? (
        <p id={fieldId("splits")} tabIndex={-1} className="text-sm text-destructive">
          {shown.splits}
        </p>
      ) : null}
    </fieldset>
  );
}

type Option = { value: string; label: string };

/** One split: its category and, when there are several, its amount, property and remove button. */
function SplitRow({
  split,
  index,
  several,
  shown,
  options,
  propertyOptions,
  onChange,
  onRemove,
}: {
  split: SplitDraft;
  index: number;
  several: boolean;
  shown: FieldMessages;
  options: Option[];
  propertyOptions: Option[];
  onChange(patch: Partial<SplitDraft>): void;
  onRemove(): void;
}) {
  const key = (field: string) => `splits.${index}.${field}`;
  const which = several ? <span className="sr-only"> of split {index + 1}</span> : null;
  return (
    <div className={cn("grid items-end gap-3", several && "sm:grid-cols-[2fr_1fr_1.5fr_auto]")}>
      <SelectField
        id={fieldId(key("accountId"))}
        label={<>Category{which}</>}
        value={split.accountId}
        error={shown[key("accountId")]}
        options={options}
        onChange={(e) => onChange({ accountId: e.target.value })}
      />
      {several ? (
        <>
          <FormField
            id={fieldId(key("amount"))}
            label={<>Amount ($){which}</>}
            inputMode="decimal"
            value={split.amount}
            error={shown[key("amount")] ?? shown[key("amountCents")]}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
          <SelectField
            id={fieldId(key("propertyId"))}
            label={<>Property{which}</>}
            value={split.propertyId}
            error={shown[key("propertyId")]}
            options={propertyOptions}
            onChange={(e) => onChange({ propertyId: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove split ${index + 1}`}
            onClick={() => onRemove()}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </>
      ) : null}
    </div>
  );
}

function BalanceLine({ balance }: { balance: SplitBalance }) {
  const { totalCents, assignedCents, leftCents } = balance;
  const text =
    totalCents === null
      ? `Assigned ${formatCents(assignedCents)}; enter the amount above`
      : leftCents === 0
        ? `Balanced: ${formatCents(assignedCents)} assigned`
        : (leftCents ?? 0) > 0
          ? `Assigned ${formatCents(assignedCents)} of ${formatCents(totalCents)} · ${formatCents(leftCents ?? 0)} left`
          : `Assigned ${formatCents(assignedCents)} of ${formatCents(totalCents)} · ${formatCents(-(leftCents ?? 0))} too much`;
  return (
    <p
      role="status"
      className={cn("text-sm tabular-nums", leftCents === 0 ? "text-muted-foreground" : "font-medium")}
    >
      {text}
    </p>
  );
}
