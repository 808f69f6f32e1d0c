// The field groups of the report builder's form: layout, period and filters.
import { useQuery } from "@tanstack/react-query";
import type { Dispatch, SetStateAction } from "react";
import type { Page, PropertyView } from "../../../shared/accounting";
import {
  BUILDER_CHARTS,
  BUILDER_COLUMNS,
  BUILDER_LABELS,
  BUILDER_MEASURES,
  BUILDER_ROWS,
  BUILDER_TYPES,
} from "../../../shared/report-builder";
import { COMPARISONS } from "../../../shared/reports";
import { ACCOUNTING } from "../../accounting/api";
import { useAccounts } from "../../accounting/useAccounts";
import { FormField, SelectField } from "../../components/FormField";
import { api } from "../../lib/api";
import type { BuilderDraft } from "./BuilderForm";
import { CheckList } from "./CheckList";

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

/** What every field group needs: the draft, its messages, a change handler and the field's id. */
export interface FieldGroupProps {
  draft: BuilderDraft;
  errors: Record<string, string>;
  set(key: keyof BuilderDraft): (e: { target: { value: string } }) => void;
  field(key: string): string;
}

export function LayoutFields({ draft, errors, set, field }: FieldGroupProps) {
  return (
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
  );
}

export function PeriodFields({ draft, errors, set, field }: FieldGroupProps) {
  return (
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
      <SelectField
        id={field("basis")}
        label="Basis"
        value={draft.basis ?? ""}
        onChange={set("basis")}
        options={[
          { value: "", label: "Books basis (default)" },
          { value: "cash", label: "Cash" },
          { value: "accrual", label: "Accrual" },
        ]}
      />
    </fieldset>
  );
}

export function FilterFields({
  draft,
  errors,
  set,
  field,
  setDraft,
}: FieldGroupProps & { setDraft: Dispatch<SetStateAction<BuilderDraft>> }) {
  const properties = useProperties();
  const accounts = useAccounts();
  const incomeExpense = (accounts.data ?? []).filter((a) => a.type === "income" || a.type === "expense");
  return (
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
  );
}
