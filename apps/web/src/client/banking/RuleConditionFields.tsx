// The conditions of a rule: a field, how it is compared, and the value; every one must hold.
import { Button } from "@propledger/ui";
import { Plus, Trash2 } from "lucide-react";
import { FormField, SelectField } from "../components/FormField";
import { useBankAccounts } from "./api";
import { type ConditionDraft, type ConditionField, emptyCondition, FIELD_LABELS, OPS } from "./rule-draft";

const MAX_CONDITIONS = 10;

export function ConditionFields({
  conditions,
  onChange,
}: {
  conditions: ConditionDraft[];
  onChange(conditions: ConditionDraft[]): void;
}) {
  const update = (i: number, patch: Partial<ConditionDraft>) =>
    onChange(conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">When every condition holds</legend>
      {conditions.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: conditions are positional and have no id
        <div key={i} className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`cond-${i}-field`}
            label={`Condition ${i + 1} field`}
            containerClassName="w-36"
            options={Object.entries(FIELD_LABELS).map(([value, label]) => ({ value, label }))}
            value={c.field}
            onChange={(e) => update(i, emptyCondition(e.target.value as ConditionField))}
          />
          <SelectField
            id={`cond-${i}-op`}
            label="Comparison"
            containerClassName="w-40"
            options={Object.entries(OPS[c.field]).map(([value, label]) => ({ value, label }))}
            value={c.op}
            onChange={(e) => update(i, { op: e.target.value })}
          />
          <ConditionValue id={`cond-${i}`} condition={c} onChange={(patch) => update(i, patch)} />
          {conditions.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove condition ${i + 1}`}
              onClick={() => onChange(conditions.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      {conditions.length < MAX_CONDITIONS ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...conditions, emptyCondition()])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add condition
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function ConditionValue({
  id,
  condition: c,
  onChange,
}: {
  id: string;
  condition: ConditionDraft;
  onChange(patch: Partial<ConditionDraft>): void;
}) {
  const banks = useBankAccounts();
  if (c.field === "bankAccount")
    return (
      <SelectField
        id={`${id}-account`}
        label="Account"
        containerClassName="min-w-48 flex-1"
        options={[
          { value: "", label: "Choose an account" },
          ...(banks.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
        ]}
        value={c.accountId}
        onChange={(e) => onChange({ accountId: e.target.value })}
      />
    );
  if (c.field === "amount" && c.op === "sign")
    return (
      <SelectField
        id={`${id}-sign`}
        label="Direction"
        containerClassName="w-40"
        options={[
          { value: "out", label: "out (paid)" },
          { value: "in", label: "in (received)" },
        ]}
        value={c.sign}
        onChange={(e) => onChange({ sign: e.target.value as "in" | "out" })}
      />
    );
  if (c.field === "amount")
    return (
      <>
        <FormField
          id={`${id}-min`}
          label={c.op === "between" ? "From ($)" : "Amount ($)"}
          containerClassName="w-32"
          inputMode="decimal"
          value={c.min}
          onChange={(e) => onChange({ min: e.target.value })}
        />
        {c.op === "between" ? (
          <FormField
            id={`${id}-max`}
            label="To ($)"
            containerClassName="w-32"
            inputMode="decimal"
            value={c.max}
            onChange={(e) => onChange({ max: e.target.value })}
          />
        ) : null}
      </>
    );
  return (
    <FormField
      id={`${id}-value`}
      label={c.op === "regex" ? "Pattern" : "Text"}
      containerClassName="min-w-48 flex-1"
      maxLength={200}
      value={c.value}
      onChange={(e) => onChange({ value: e.target.value })}
    />
  );
}
