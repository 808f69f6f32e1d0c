// Create or edit a tenant (a person or a company): contact, emergency contact and notes.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Label,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type TenantView, tenantBody } from "../../shared/leasing";
import { DialogActions } from "../accounting/DialogActions";
import {
  type FieldMessages,
  fieldId,
  focusFirst,
  serverFieldError,
  zodFieldMessages,
} from "../accounting/fieldErrors";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { invalidateLeasing, LEASING } from "./shared";

const LABELS = {
  kind: "Tenant is a",
  name: "Name",
  email: "Email",
  phone: "Phone",
  emergencyContactName: "Emergency contact",
  emergencyContactPhone: "Emergency phone",
  notes: "Notes",
} as const;
type Values = Record<keyof typeof LABELS, string>;
const ORDER = Object.keys(LABELS);
const labelOf = (key: string): string | undefined => LABELS[key as keyof Values];

/** The schema's messages for what is typed, one per field, labelled ("Email must be an e-mail address"). */
function validate(values: Values): FieldMessages {
  const parsed = tenantBody.safeParse(values);
  return parsed.success ? {} : zodFieldMessages(parsed.error, (key) => labelOf(key) ?? "This field");
}

/**
 * Creates or updates the tenant after the shared schema accepts it. Messages show under their fields
 * (the schema's after a first submit, the server's beside the field it names) and focus moves to the first.
 */
function useTenantSave(
  tenant: TenantView | undefined,
  values: Values,
  onOpenChange: (open: boolean) => void,
  onSaved?: (tenant: TenantView) => void,
) {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  const [formError, setFormError] = useState("");
  const save = useMutation({
    mutationFn: (body: Values) =>
      tenant
        ? api.patch<TenantView>(`${LEASING}/tenants/${tenant.id}`, body)
        : api.post<TenantView>(`${LEASING}/tenants`, body),
    onSuccess: async (saved) => {
      await invalidateLeasing(queryClient);
      toast({ title: tenant ? "Tenant saved" : `${saved.name} added` });
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => {
      const found = serverFieldError(error, labelOf);
      if (found?.field) {
        const field = found.field;
        setServerMessages({ [field]: found.message });
        queueMicrotask(() => document.getElementById(fieldId(field))?.focus());
      } else setFormError(found?.message ?? errorText(error));
    },
  });
  const shown: FieldMessages = { ...(submitted ? validate(values) : {}), ...serverMessages };
  const edited = (field: string) =>
    setServerMessages((m) => Object.fromEntries(Object.entries(m).filter(([key]) => key !== field)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerMessages({});
    setFormError("");
    const messages = validate(values);
    if (Object.keys(messages).length) focusFirst(messages, ORDER);
    else save.mutate(values);
  };
  return { save, shown, formError, edited, submit };
}

export function TenantFormDialog({
  tenant,
  open,
  onOpenChange,
  onSaved,
}: {
  tenant?: TenantView;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(tenant: TenantView): void;
}) {
  const [values, setValues] = useState<Values>(() => ({
    kind: tenant?.kind ?? "person",
    name: tenant?.name ?? "",
    email: tenant?.email ?? "",
    phone: tenant?.phone ?? "",
    emergencyContactName: tenant?.emergencyContactName ?? "",
    emergencyContactPhone: tenant?.emergencyContactPhone ?? "",
    notes: tenant?.notes ?? "",
  }));
  const { save, shown, formError, edited, submit } = useTenantSave(tenant, values, onOpenChange, onSaved);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    edited(field);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{tenant ? "Edit tenant" : "Add tenant"}</DialogTitle>
          <DialogDescription>
            A person or a company who signs leases; several can share one lease.
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          <FormMessage kind="error">{formError || null}</FormMessage>
          <TenantFields values={values} errors={shown} set={set} />
          <DialogActions
            onCancel={() => onOpenChange(false)}
            pending={save.isPending}
            label={tenant ? "Save tenant" : "Add tenant"}
            pendingLabel="Saving…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TenantFields({
  values,
  errors,
  set,
}: {
  values: Values;
  errors: FieldMessages;
  set(field: keyof Values): (event: { target: { value: string } }) => void;
}) {
  /** id, label, value, error and onChange of one field. */
  const bind = (field: keyof Values) => ({
    id: fieldId(field),
    label: LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: set(field),
  });
  return (
    <>
      <SelectField
        {...bind("kind")}
        options={[
          { value: "person", label: "Person" },
          { value: "company", label: "Company" },
        ]}
      />
      <FormField {...bind("name")} required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...bind("email")} type="email" />
        <FormField {...bind("phone")} type="tel" />
        <FormField {...bind("emergencyContactName")} />
        <FormField {...bind("emergencyContactPhone")} type="tel" />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId("notes")}>{LABELS.notes}</Label>
        <textarea
          id={fieldId("notes")}
          rows={3}
          value={values.notes}
          onChange={set("notes")}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${fieldId("notes")}-error` : undefined}
          className="rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
        />
        {errors.notes ? (
          <p id={`${fieldId("notes")}-error`} className="text-sm text-destructive">
            {errors.notes}
          </p>
        ) : null}
      </div>
    </>
  );
}
