import { Button } from "@propledger/ui";
import { Play } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type BuilderDefinition, builderDefinition } from "../../../shared/report-builder";
import { FilterFields, LayoutFields, PeriodFields } from "./BuilderFields";

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
    // The select's "" is the books basis, which the definition says by leaving basis out.
    basis: draft.basis || undefined,
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
  const id = useId();
  const set = (key: keyof BuilderDraft) => (e: { target: { value: string } }) =>
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

  const fields = { draft, errors, set, field };
  return (
    <form onSubmit={submit} noValidate aria-label="Report definition" className="flex flex-col gap-4">
      <LayoutFields {...fields} />
      <PeriodFields {...fields} />
      <FilterFields {...fields} setDraft={setDraft} />
      <div>
        <Button type="submit" disabled={pending}>
          <Play aria-hidden="true" className="size-4" />
          {pending ? "Running..." : "Run report"}
        </Button>
      </div>
    </form>
  );
}
