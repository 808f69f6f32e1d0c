// What Schedule E needs that the books do not hold: each property's depreciation entry (line 18) and
// its fair rental and personal use days (line 2), entered here per property and tax year.
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  depreciationBody,
  RECOVERY_CLASSES,
  rentalDaysBody,
  type ScheduleE,
  type ScheduleEProperty,
} from "../../shared/schedule-e";
import { DialogActions } from "../accounting/DialogActions";
import { formatCents, formatDay, parseAmountToCents } from "../accounting/format";
import { FormField, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { useCanWrite } from "../lib/session";
import { REPORTS_API } from "./catalog";

const CLASS_LABELS = { residential: "Residential, 27.5 years", commercial: "Commercial, 39 years" } as const;
const FIELD_LABELS: Record<string, string> = {
  placedInService: "Placed in service",
  basisCents: "Depreciable basis",
  fairRentalDays: "Fair rental days",
  personalUseDays: "Personal use days",
};

/** Each property's depreciation and days, with an edit button for members who may change them. */
export function ScheduleEInputs({ report }: { report: ScheduleE }) {
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<ScheduleEProperty | null>(null);
  return (
    <section aria-labelledby="schedule-e-inputs" className="flex flex-col gap-2">
      <h2 id="schedule-e-inputs" className="font-semibold">
        Depreciation and rental days
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {report.properties.map((p) => (
          <li key={p.propertyId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{p.name}</span>
              <span className="text-muted-foreground">
                {" · "}
                {p.depreciation
                  ? `basis ${formatCents(p.depreciation.basisCents)}, in service ${formatDay(p.depreciation.placedInService)}, ${CLASS_LABELS[p.depreciation.recoveryClass]}`
                  : "no depreciation entered"}
                {" · "}
                {p.fairRentalDays === null
                  ? `no rental days for ${report.year}`
                  : `${p.fairRentalDays} rental and ${p.personalUseDays ?? 0} personal use days`}
              </span>
            </span>
            {canWrite ? (
              <Button variant="outline" size="sm" onClick={() => setEditing(p)}>
                Edit<span className="sr-only"> depreciation and days of {p.name}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{editing?.name}</DialogTitle>
            <DialogDescription>
              Depreciation (line 18) and the days of tax year {report.year} (line 2).
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <InputsForm property={editing} year={report.year} onDone={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

interface Values {
  placed: string;
  basis: string;
  recovery: string;
  rental: string;
  personal: string;
}

/** The PUT bodies the values make (null: that part left empty), or the first field's message. */
function readValues(v: Values, year: number): { error: string } | { depreciation: unknown; days: unknown } {
  const depreciation =
    v.placed || v.basis
      ? depreciationBody.safeParse({
          placedInService: v.placed,
          basisCents: parseAmountToCents(v.basis) ?? -1,
          recoveryClass: v.recovery,
        })
      : null;
  const days = v.rental
    ? rentalDaysBody.safeParse({
        year,
        fairRentalDays: Number(v.rental),
        personalUseDays: Number(v.personal || 0),
      })
    : null;
  for (const result of [depreciation, days]) {
    if (result && !result.success) {
      const issue = result.error.issues[0]!;
      const field = String(issue.path[0] ?? "");
      return { error: `${FIELD_LABELS[field] ?? field}: ${issue.message}` };
    }
  }
  return { depreciation: depreciation?.data ?? null, days: days?.data ?? null };
}

function InputsForm({
  property,
  year,
  onDone,
}: {
  property: ScheduleEProperty;
  year: number;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const d = property.depreciation;
  const [values, setValues] = useState<Values>({
    placed: d?.placedInService ?? "",
    basis: d ? (d.basisCents / 100).toFixed(2) : "",
    recovery: d?.recoveryClass ?? "residential",
    rental: property.fairRentalDays === null ? "" : String(property.fairRentalDays),
    personal: String(property.personalUseDays ?? 0),
  });
  const [error, setError] = useState<string | null>(null);
  const base = `${REPORTS_API}/schedule-e`;
  const save = useMutation({
    mutationFn: async (bodies: { depreciation: unknown; days: unknown }) => {
      if (bodies.depreciation)
        await api.put(`${base}/depreciation/${property.propertyId}`, bodies.depreciation);
      if (bodies.days) await api.put(`${base}/rental-days/${property.propertyId}`, bodies.days);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) });
      toast({ title: "Schedule E details saved", description: property.name });
      onDone();
    },
    onError: (e) => setError(errorText(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readValues(values, year);
    setError("error" in read ? read.error : null);
    if (!("error" in read)) save.mutate(read);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <InputFields values={values} year={year} onChange={(patch) => setValues({ ...values, ...patch })} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogActions onCancel={onDone} pending={save.isPending} label="Save" pendingLabel="Saving…" />
    </form>
  );
}

function InputFields({
  values,
  year,
  onChange,
}: {
  values: Values;
  year: number;
  onChange(patch: Partial<Values>): void;
}) {
  return (
    <>
      <FormField
        id="placed-in-service"
        label="Placed in service"
        type="date"
        value={values.placed}
        onChange={(e) => onChange({ placed: e.target.value })}
      />
      <FormField
        id="depreciable-basis"
        label="Depreciable basis ($, building only)"
        inputMode="decimal"
        value={values.basis}
        onChange={(e) => onChange({ basis: e.target.value })}
      />
      <SelectField
        id="recovery-class"
        label="Recovery period"
        value={values.recovery}
        onChange={(e) => onChange({ recovery: e.target.value })}
        options={RECOVERY_CLASSES.map((c) => ({ value: c, label: CLASS_LABELS[c] }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          id="fair-rental-days"
          label={`Fair rental days, ${year}`}
          inputMode="numeric"
          value={values.rental}
          onChange={(e) => onChange({ rental: e.target.value })}
        />
        <FormField
          id="personal-use-days"
          label="Personal use days"
          inputMode="numeric"
          value={values.personal}
          onChange={(e) => onChange({ personal: e.target.value })}
        />
      </div>
    </>
  );
}
