// The actions of a rule: a category or a split by percentages, a property and unit, a payee and memo.
import { Button } from "@propledger/ui";
import { Plus, Trash2 } from "lucide-react";
import { FormField, SelectField } from "../components/FormField";
import { allCategories, useAccounts, useProperties, useUnits } from "./choices";
import type { RuleDraft } from "./rule-draft";

export function ActionFields({
  draft: d,
  onChange,
}: {
  draft: RuleDraft;
  onChange(patch: Partial<RuleDraft>): void;
}) {
  const accounts = useAccounts();
  const categories = allCategories(accounts.data ?? []);
  const splitting = d.splits.length > 0;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Then set</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={splitting}
          onChange={(e) =>
            onChange({
              splits: e.target.checked
                ? [
                    { accountId: d.categoryAccountId, percent: "50" },
                    { accountId: "", percent: "50" },
                  ]
                : [],
            })
          }
        />
        Split across several categories by percentage
      </label>
      {splitting ? (
        <SplitFields splits={d.splits} categories={categories} onChange={(splits) => onChange({ splits })} />
      ) : (
        <SelectField
          id="rule-category"
          label="Category"
          options={[{ value: "", label: "Leave as it is" }, ...categories]}
          value={d.categoryAccountId}
          onChange={(e) => onChange({ categoryAccountId: e.target.value })}
        />
      )}
      <TargetFields draft={d} onChange={onChange} />
    </fieldset>
  );
}

/** Property and unit, payee and memo. */
function TargetFields({
  draft: d,
  onChange,
}: {
  draft: RuleDraft;
  onChange(patch: Partial<RuleDraft>): void;
}) {
  const properties = useProperties();
  const units = useUnits(d.propertyId);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        id="rule-property"
        label="Property"
        options={[
          { value: "", label: "Leave as it is" },
          ...(properties.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
        value={d.propertyId}
        onChange={(e) => onChange({ propertyId: e.target.value, unitId: "" })}
      />
      <SelectField
        id="rule-unit"
        label="Unit"
        disabled={!d.propertyId}
        options={[
          { value: "", label: d.propertyId ? "Whole property" : "Choose a property first" },
          ...(units.data ?? []).map((u) => ({ value: u.id, label: u.name })),
        ]}
        value={d.unitId}
        onChange={(e) => onChange({ unitId: e.target.value })}
      />
      <FormField
        id="rule-payee"
        label="Payee"
        maxLength={200}
        value={d.payee}
        onChange={(e) => onChange({ payee: e.target.value })}
      />
      <FormField
        id="rule-memo"
        label="Memo"
        maxLength={1000}
        value={d.memo}
        onChange={(e) => onChange({ memo: e.target.value })}
      />
    </div>
  );
}

type Split = RuleDraft["splits"][number];

/** The split lines (category and percentage), with the running total that must reach 100 %. */
function SplitFields({
  splits,
  categories,
  onChange,
}: {
  splits: Split[];
  categories: { value: string; label: string }[];
  onChange(splits: Split[]): void;
}) {
  const total = splits.reduce((s, x) => s + (Number(x.percent) || 0), 0);
  const setSplit = (i: number, patch: Partial<Split>) =>
    onChange(splits.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div className="flex flex-col gap-2">
      {splits.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: split lines are positional
        <div key={i} className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`split-${i}-account`}
            label={`Split ${i + 1} category`}
            containerClassName="min-w-56 flex-1"
            options={[{ value: "", label: "Choose a category" }, ...categories]}
            value={s.accountId}
            onChange={(e) => setSplit(i, { accountId: e.target.value })}
          />
          <FormField
            id={`split-${i}-percent`}
            label="Percent"
            containerClassName="w-24"
            inputMode="decimal"
            value={s.percent}
            onChange={(e) => setSplit(i, { percent: e.target.value })}
          />
          {splits.length > 2 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove split ${i + 1}`}
              onClick={() => onChange(splits.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...splits, { accountId: "", percent: "" }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add split
        </Button>
        <span aria-live="polite" className={total === 100 ? undefined : "text-destructive"}>
          Total {total}%{total === 100 ? "" : " (must be 100%)"}
        </span>
      </div>
    </div>
  );
}
