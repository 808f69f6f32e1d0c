// The amount part of a CSV mapping: one signed column, separate money-out / money-in columns, or an
// amount with a type column (DR/CR).
import { useState } from "react";
import type { AmountMapping } from "../../shared/banking";
import { FormField, SelectField } from "../components/FormField";

const LAYOUTS: { kind: AmountMapping["kind"]; label: string }[] = [
  { kind: "signed", label: "One amount column (money out is negative)" },
  { kind: "debitCredit", label: "Separate money-out and money-in columns" },
  { kind: "typed", label: "An amount column and a type column (e.g. DR / CR)" },
];

function switchTo(kind: AmountMapping["kind"], from: AmountMapping): AmountMapping {
  const first =
    from.kind === "signed" ? from.column : from.kind === "debitCredit" ? from.debitColumn : from.amountColumn;
  if (kind === "signed") return { kind, column: first, negate: false };
  if (kind === "debitCredit") return { kind, debitColumn: first, creditColumn: first + 1 };
  return { kind, amountColumn: first, typeColumn: first + 1, outflowValues: ["DR", "Debit"] };
}

export function AmountFields({
  amount,
  columns,
  onChange,
}: {
  amount: AmountMapping;
  columns: { value: string; label: string }[];
  onChange(amount: AmountMapping): void;
}) {
  const [outflow, setOutflow] = useState(
    amount.kind === "typed" ? amount.outflowValues.join(", ") : "DR, Debit",
  );
  const col = (id: string, label: string, value: number, set: (n: number) => void) => (
    <SelectField
      id={id}
      label={label}
      options={columns}
      value={String(value)}
      onChange={(e) => set(Number(e.target.value))}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">Amount</legend>
      <LayoutChoice amount={amount} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-2">
        {amount.kind === "signed" ? (
          <>
            {col("map-amount", "Amount", amount.column, (column) => onChange({ ...amount, column }))}
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={amount.negate}
                onChange={(e) => onChange({ ...amount, negate: e.target.checked })}
              />
              Money out is written as a positive amount (many credit cards)
            </label>
          </>
        ) : amount.kind === "debitCredit" ? (
          <>
            {col("map-debit", "Money out (debit)", amount.debitColumn, (debitColumn) =>
              onChange({ ...amount, debitColumn }),
            )}
            {col("map-credit", "Money in (credit)", amount.creditColumn, (creditColumn) =>
              onChange({ ...amount, creditColumn }),
            )}
          </>
        ) : (
          <>
            {col("map-typed-amount", "Amount", amount.amountColumn, (amountColumn) =>
              onChange({ ...amount, amountColumn }),
            )}
            {col("map-type", "Type", amount.typeColumn, (typeColumn) => onChange({ ...amount, typeColumn }))}
            <FormField
              id="map-outflow"
              label="Type values that mean money out"
              hint="Separated by commas, e.g. DR, Debit, Withdrawal"
              value={outflow}
              onChange={(e) => {
                setOutflow(e.target.value);
                const values = e.target.value
                  .split(",")
                  .map((v) => v.trim())
                  .filter(Boolean);
                if (values.length) onChange({ ...amount, outflowValues: values });
              }}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

function LayoutChoice({
  amount,
  onChange,
}: {
  amount: AmountMapping;
  onChange(amount: AmountMapping): void;
}) {
  return LAYOUTS.map((l) => (
    <label key={l.kind} className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name="amount-layout"
        checked={amount.kind === l.kind}
        onChange={() => onChange(switchTo(l.kind, amount))}
      />
      {l.label}
    </label>
  ));
}
