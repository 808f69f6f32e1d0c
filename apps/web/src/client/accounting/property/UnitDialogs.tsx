import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { tenantInput, type UnitView, unitCreateBody } from "../../../shared/accounting";
import { FormField, FormMessage } from "../../components/FormField";
import { api } from "../../lib/api";
import { type FieldErrors, useForm } from "../../lib/form";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { DialogActions } from "../DialogActions";
import { labelled, serverFieldError } from "../fieldErrors";
import { parseAmountToCents, today } from "../format";

type ServerError = { field?: string; message: string } | null;

/** A form field's props with its label, and the server's message when it names this field. */
// Unreadable input becomes null here; `numberChecks` reports it in the form's words (the schema would say NaN).
const optionalNumber = (value: string) => {
  const n = Number(value);
  return value.trim() === "" || Number.isNaN(n) ? null : n;
};
const optionalCents = (value: string) => (value.trim() === "" ? null : parseAmountToCents(value));
/** Numbers and amounts the schema would only call "invalid": said in the form's words. */
function numberChecks<V extends Record<string, string>>(values: V, numbers: string[], amounts: string[]) {
  const errors: Record<string, string> = {};
  for (const key of numbers)
    if (values[key]?.trim() && Number.isNaN(Number(values[key]))) errors[key] = "Enter a number";
  for (const key of amounts)
    if (values[key]?.trim() && parseAmountToCents(values[key]) === null)
      errors[key] = "Enter an amount such as 1450.00";
  return errors as FieldErrors<V>;
}

const UNIT_LABELS = {
  name: "Unit name",
  beds: "Bedrooms",
  baths: "Bathrooms",
  squareFeet: "Square feet",
  marketRentCents: "Market rent ($/month)",
};

/** Add a unit to the property, or edit one (name, beds, baths, square feet, market rent). */
export function UnitDialog({
  propertyId,
  unit,
  open,
  onClose,
}: {
  propertyId: string;
  unit: UnitView | null;
  open: boolean;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{unit ? `Edit ${unit.name}` : "Add unit"}</DialogTitle>
          <DialogDescription>Market rent is what the unit would let for today.</DialogDescription>
        </DialogHeader>
        {open ? (
          <UnitForm key={unit?.id ?? "new"} propertyId={propertyId} unit={unit} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UnitForm({
  propertyId,
  unit,
  onDone,
}: {
  propertyId: string;
  unit: UnitView | null;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<ServerError>(null);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      unit
        ? api.patch<UnitView>(`${ACCOUNTING}/units/${unit.id}`, body)
        : api.post<UnitView>(`${ACCOUNTING}/properties/${propertyId}/units`, body),
    onSuccess: (saved) => {
      toast({ title: unit ? "Unit saved" : "Unit added", description: saved.name });
      void invalidateAccounting(queryClient);
      onDone();
    },
    onError: (error) =>
      setServerError(serverFieldError(error, (key) => UNIT_LABELS[key as keyof typeof UNIT_LABELS])),
  });
  const number = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
  const form = useForm({
    schema: unitCreateBody,
    initial: {
      name: unit?.name ?? "",
      beds: number(unit?.beds),
      baths: number(unit?.baths),
      squareFeet: number(unit?.squareFeet),
      marketRentCents: unit?.marketRentCents == null ? "" : (unit.marketRentCents / 100).toFixed(2),
    },
    toInput: (v) => ({
      name: v.name,
      beds: optionalNumber(v.beds),
      baths: optionalNumber(v.baths),
      squareFeet: optionalNumber(v.squareFeet),
      marketRentCents: optionalCents(v.marketRentCents),
    }),
    validate: (v) => numberChecks(v, ["beds", "baths", "squareFeet"], ["marketRentCents"]),
    onSubmit: (data) => {
      setServerError(null);
      save.mutate(data);
    },
  });
  const field = labelled(form, UNIT_LABELS, serverError);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-4"
      aria-label={unit ? "Edit unit" : "Add unit"}
    >
      {serverError && !serverError.field ? (
        <FormMessage kind="error">{serverError.message}</FormMessage>
      ) : null}
      <FormField {...field("name")} required placeholder="Unit A" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField {...field("beds")} inputMode="numeric" />
        <FormField {...field("baths")} inputMode="decimal" hint="Halves allowed" />
        <FormField {...field("squareFeet")} inputMode="numeric" />
      </div>
      <FormField {...field("marketRentCents")} inputMode="decimal" placeholder="1,450.00" />
      <DialogActions
        onCancel={onDone}
        pending={save.isPending}
        label={unit ? "Save unit" : "Add unit"}
        pendingLabel="Saving..."
      />
    </form>
  );
}

const TENANT_LABELS = {
  name: "Tenant name",
  email: "Email (optional)",
  phone: "Phone (optional)",
  leaseStart: "Lease start",
  leaseEnd: "Lease end (optional)",
  rentCents: "Rent ($/month)",
  depositCents: "Deposit ($)",
};

/** Move a tenant into a vacant unit (the unit's current tenant, if any, becomes a former tenant). */
export function MoveInDialog({ unit, onClose }: { unit: UnitView | null; onClose(): void }) {
  return (
    <Dialog open={unit !== null} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{unit ? `Move a tenant into ${unit.name}` : "Move in"}</DialogTitle>
          <DialogDescription>The unit counts as occupied while the lease covers the day.</DialogDescription>
        </DialogHeader>
        {unit ? <MoveInForm key={unit.id} unit={unit} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveInForm({ unit, onDone }: { unit: UnitView; onDone(): void }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<ServerError>(null);
  const save = useMutation({
    mutationFn: (tenant: z.output<typeof tenantInput>) =>
      api.patch<UnitView>(`${ACCOUNTING}/units/${unit.id}`, { tenant }),
    onSuccess: (saved) => {
      toast({ title: "Tenant moved in", description: `${saved.tenant?.name ?? ""} · ${saved.name}` });
      void invalidateAccounting(queryClient);
      onDone();
    },
    onError: (error) =>
      setServerError(
        serverFieldError(
          error,
          (key) => TENANT_LABELS[key.replace(/^tenant\./, "") as keyof typeof TENANT_LABELS],
        ),
      ),
  });
  const form = useForm({
    schema: tenantInput,
    initial: {
      name: "",
      email: "",
      phone: "",
      leaseStart: today(),
      leaseEnd: "",
      rentCents: unit.marketRentCents == null ? "" : (unit.marketRentCents / 100).toFixed(2),
      depositCents: "",
    },
    toInput: (v) => ({
      name: v.name,
      email: v.email || null,
      phone: v.phone || null,
      leaseStart: v.leaseStart || null,
      leaseEnd: v.leaseEnd || null,
      rentCents: optionalCents(v.rentCents) ?? 0,
      depositCents: optionalCents(v.depositCents) ?? 0,
    }),
    validate: (v) => ({
      ...numberChecks(v, [], ["rentCents", "depositCents"]),
      ...(v.leaseStart && v.leaseEnd && v.leaseEnd < v.leaseStart
        ? { leaseEnd: "Must not be before the lease start" }
        : {}),
    }),
    onSubmit: (data) => {
      setServerError(null);
      save.mutate(data);
    },
  });
  const field = labelled(
    form,
    TENANT_LABELS,
    serverError?.field ? { ...serverError, field: serverError.field.replace(/^tenant\./, "") } : serverError,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-label="Move in">
      {serverError && !serverError.field ? (
        <FormMessage kind="error">{serverError.message}</FormMessage>
      ) : null}
      <FormField {...field("name")} required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field("email")} type="email" autoComplete="off" />
        <FormField {...field("phone")} type="tel" autoComplete="off" />
        <FormField {...field("leaseStart")} type="date" />
        <FormField {...field("leaseEnd")} type="date" />
        <FormField {...field("rentCents")} inputMode="decimal" />
        <FormField {...field("depositCents")} inputMode="decimal" />
      </div>
      <DialogActions onCancel={onDone} pending={save.isPending} label="Move in" pendingLabel="Saving..." />
    </form>
  );
}
