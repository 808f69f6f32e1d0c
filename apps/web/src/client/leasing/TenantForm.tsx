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
import { useState } from "react";
import type { TenantView } from "../../shared/leasing";
import { DialogActions } from "../accounting/DialogActions";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { invalidateLeasing, LEASING } from "./shared";

const FIELDS = ["name", "email", "phone", "emergencyContactName", "emergencyContactPhone", "notes"] as const;
type Values = Record<(typeof FIELDS)[number] | "kind", string>;

/** Creates or updates the tenant; on success refreshes leasing data and closes the dialog. */
function useTenantSave(
  tenant: TenantView | undefined,
  onOpenChange: (open: boolean) => void,
  onSaved?: (tenant: TenantView) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
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
  });
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
  const save = useTenantSave(tenant, onOpenChange, onSaved);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{tenant ? "Edit tenant" : "Add tenant"}</DialogTitle>
          <DialogDescription>
            A person or a company who signs leases; several can share one lease.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values);
          }}
        >
          <FormMessage kind="error">{save.isError ? errorText(save.error) : null}</FormMessage>
          <TenantFields values={values} set={set} />
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
  set,
}: {
  values: Values;
  set(field: keyof Values): (event: { target: { value: string } }) => void;
}) {
  return (
    <>
      <SelectField
        id="tenant-kind"
        label="Tenant is a"
        value={values.kind}
        onChange={set("kind")}
        options={[
          { value: "person", label: "Person" },
          { value: "company", label: "Company" },
        ]}
      />
      <FormField
        id="tenant-name"
        label="Name"
        required
        value={values.name}
        onChange={set("name")}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="tenant-email"
          label="Email"
          type="email"
          value={values.email}
          onChange={set("email")}
        />
        <FormField id="tenant-phone" label="Phone" type="tel" value={values.phone} onChange={set("phone")} />
        <FormField
          id="tenant-emergency-name"
          label="Emergency contact"
          value={values.emergencyContactName}
          onChange={set("emergencyContactName")}
        />
        <FormField
          id="tenant-emergency-phone"
          label="Emergency phone"
          type="tel"
          value={values.emergencyContactPhone}
          onChange={set("emergencyContactPhone")}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="tenant-notes">Notes</Label>
        <textarea
          id="tenant-notes"
          rows={3}
          value={values.notes}
          onChange={set("notes")}
          className="rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
        />
      </div>
    </>
  );
}
