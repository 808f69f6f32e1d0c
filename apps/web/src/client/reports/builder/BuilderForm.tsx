import { Button } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Play } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Page, PropertyView } from "../../../shared/accounting";
import {
  BUILDER_CHARTS,
  BUILDER_COLUMNS,
  BUILDER_LABELS,
  BUILDER_MEASURES,
  BUILDER_ROWS,
  BUILDER_TYPES,
  type BuilderDefinition,
  builderDefinition,
} from "../../../shared/report-builder";
import { COMPARISONS } from "../../../shared/reports";
import { ACCOUNTING } from "../../accounting/api";
import { useAccounts } from "../../accounting/useAccounts";
import { FormField, SelectField } from "../../components/FormField";
import { api } from "../../lib/api";
import { CheckList } from "./CheckList";

/** The form's values: the definition with the amounts as typed. */
export type BuilderDraft = Omit<BuilderDefinition, "minAmount" | "maxAmount"> & {
  minAmount: string;
  maxAmount: string;
};

const toDraft = (d: BuilderDefinition): BuilderDraft => ({
  ...d,
  minAmount: d.minAmount === null ? "" : String(d.minAmount),
  maxAmount: d.maxAmount === null ? "" : String(d.maxAmount),
});

/** This calendar year, every account, net income by account: a report that always has something. */
export const defaultDefinition = (today: string): BuilderDefinition =>
  builderDefinition.parse({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` });

const amount = (s: string) => (s.trim() === "" ? null : Number(s.replace(/[$,\s]/g, "")));

/** The draft as a definition, or the message of each field that stops it. */
function checkDraft(
  draft: BuilderDraft,
): { ok: true; definition: BuilderDefinition } | { ok: false; errors: Record<string, string> } {
  const parsed = builderDefinition.safeParse({
    ...draft,
    minAmount: amount(draft.minAmount),
    maxAmount: amount(draft.maxAmount),
  });
  if (parsed.success) return { ok: true, definition: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    const message =
      issue.code === "invalid_type" && key.endsWith("Amount") ? "must be a number" : issue.message;
    errors[key] ??= message;
  }
  return { ok: false, errors };
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: labels[k] }));

function useProperties() {
  const path = `${ACCOUNTING}/properties?pageSize=200&sort=name`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(path, { signal }),
    select: (page) => page.items,
  });
}

export interface BuilderFormProps {
  initial: BuilderDefinition;
  /** Called with a valid definition when the user runs the report. */
  onRun(definition: BuilderDefinition): void;
  pending?: boolean;
}

/** Rows, columns, measure, period, comparison, chart and filters of a report; Run checks and runs it. */
export function BuilderForm({ initial, onRun, pending = false }: BuilderFormProps) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const properties = useProperties();
  const accounts = useAccounts();
  const id = useId();
  const set =
    <K extends keyof BuilderDraft>(key: K) =>
    (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: e.target.value }));
  const field = (key: string) => `${id}-${key}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(field(first))?.focus();
      return;
    }
    setErrors({});
    onRun(checked.definition);
  };

  const incomeExpense = (accounts.data ?? []).filter((a) => a.type === "income" || a.type === "expense");
  return (
    <form onSubmit={submit} noValidate aria-label="Report definition" className="flex flex-col gap-4">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Layout</legend>
        <SelectField
          id={field("rows")}
          label="Rows"
          value={draft.rows}
          onChange={set("rows")}
          options={options(BUILDER_ROWS, BUILDER_LABELS.rows)}
        />
        <SelectField
          id={field("columns")}
          label="Columns"
          value={draft.columns}
          onChange={set("columns")}
          error={errors.columns}
          options={options(BUILDER_COLUMNS, BUILDER_LABELS.columns)}
        />
        <SelectField
          id={field("measure")}
          label="Measure"
          value={draft.measure}
          onChange={set("measure")}
          options={options(BUILDER_MEASURES, BUILDER_LABELS.measure)}
        />
        <SelectField
          id={field("chart")}
          label="Chart"
          value={draft.chart}
          onChange={set("chart")}
          options={options(BUILDER_CHARTS, BUILDER_LABELS.chart)}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Period</legend>
        <FormField
          id={field("from")}
          label="From"
          type="date"
          value={draft.from}
          onChange={set("from")}
          error={errors.from}
          required
        />
        <FormField
          id={field("to")}
          label="To"
          type="date"
          value={draft.to}
          onChange={set("to")}
          error={errors.to}
          required
        />
        <SelectField
          id={field("compare")}
          label="Compare with"
          value={draft.compare}
          onChange={set("compare")}
          error={errors.compare}
          options={options(COMPARISONS, BUILDER_LABELS.compare)}
        />
        <SelectField
          id={field("type")}
          label="Include"
          value={draft.type}
          onChange={set("type")}
          options={options(BUILDER_TYPES, BUILDER_LABELS.type)}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Filters</legend>
        <CheckList
          label="Properties"
          empty="All properties"
          items={(properties.data ?? []).map((p) => ({ id: p.id, label: p.name }))}
          selected={draft.propertyIds}
          onChange={(propertyIds) => setDraft((d) => ({ ...d, propertyIds }))}
        />
        <CheckList
          label="Accounts"
          empty="All income and expense accounts"
          items={incomeExpense.map((a) => ({ id: a.id, label: `${a.code} ${a.name}` }))}
          selected={draft.accountIds}
          onChange={(accountIds) => setDraft((d) => ({ ...d, accountIds }))}
        />
        <FormField
          id={field("minAmount")}
          label="Smallest line ($)"
          inputMode="decimal"
          value={draft.minAmount}
          onChange={set("minAmount")}
          error={errors.minAmount}
          placeholder="Any"
        />
        <FormField
          id={field("maxAmount")}
          label="Largest line ($)"
          inputMode="decimal"
          value={draft.maxAmount}
          onChange={set("maxAmount")}
          error={errors.maxAmount}
          placeholder="Any"
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          <Play aria-hidden="true" className="size-4" />
          {pending ? "Running..." : "Run report"}
        </Button>
      </div>
    </form>
  );
}
