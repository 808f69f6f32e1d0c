import { Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useState } from "react";
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyView,
  propertyUpdateBody,
} from "../../../shared/accounting";
import { FormField, FormMessage, SelectField } from "../../components/FormField";
import { api } from "../../lib/api";
import { useForm } from "../../lib/form";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { DialogActions } from "../DialogActions";
import { serverFieldError, withLabel } from "../fieldErrors";
import { formatCents, formatDay, PROPERTY_TYPE_LABELS, parseAmountToCents } from "../format";

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  inactive: "Inactive (archived)",
  sold: "Sold",
};

const LABELS = {
  name: "Name",
  addressLine1: "Street address",
  addressLine2: "Address line 2",
  city: "City",
  state: "State",
  postalCode: "ZIP code",
  country: "Country",
  type: "Type",
  status: "Status",
  purchaseDate: "Purchase date",
  purchasePriceCents: "Purchase price ($)",
  notes: "Notes",
} as const;
type Key = keyof typeof LABELS;

const valuesOf = (p: PropertyView): Record<Key, string> => ({
  name: p.name,
  addressLine1: p.addressLine1,
  addressLine2: p.addressLine2 ?? "",
  city: p.city,
  state: p.state,
  postalCode: p.postalCode,
  country: p.country,
  type: p.type,
  status: p.status,
  purchaseDate: p.purchaseDate ?? "",
  purchasePriceCents: p.purchasePriceCents === null ? "" : (p.purchasePriceCents / 100).toFixed(2),
  notes: p.notes ?? "",
});

/** The property's fields, edited in place: the card turns into its form and back. */
export function PropertyDetails({ property }: { property: PropertyView }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ["Type", PROPERTY_TYPE_LABELS[property.type] ?? property.type],
    ["Status", STATUS_LABELS[property.status] ?? property.status],
    [
      "Address",
      [
        property.addressLine1,
        property.addressLine2,
        property.city,
        property.state,
        property.postalCode,
        property.country,
      ]
        .filter(Boolean)
        .join(", ") || "—",
    ],
    ["Purchased", property.purchaseDate ? formatDay(property.purchaseDate) : "—"],
    ["Purchase price", property.purchasePriceCents === null ? "—" : formatCents(property.purchasePriceCents)],
    ["Notes", property.notes || "—"],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Details</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit details
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <PropertyForm property={property} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function PropertyForm({ property, onDone }: { property: PropertyView; onDone(): void }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => api.patch<PropertyView>(`${ACCOUNTING}/properties/${property.id}`, body),
    onSuccess: (p) => {
      toast({ title: "Property saved", description: p.name });
      void invalidateAccounting(queryClient);
      onDone();
    },
    onError: (error) => setServerError(serverFieldError(error, (key) => LABELS[key as Key])),
  });
  const form = useForm({
    schema: propertyUpdateBody,
    initial: valuesOf(property),
    toInput: (v) => ({
      ...v,
      addressLine2: v.addressLine2 || null,
      purchaseDate: v.purchaseDate || null,
      purchasePriceCents: v.purchasePriceCents ? (parseAmountToCents(v.purchasePriceCents) ?? 0) : null,
      notes: v.notes || null,
    }),
    validate: (v) =>
      v.purchasePriceCents && parseAmountToCents(v.purchasePriceCents) === null
        ? { purchasePriceCents: "Enter a price such as 350000.00" }
        : {},
    onSubmit: (data) => {
      setServerError(null);
      save.mutate(data);
    },
  });
  const field = (key: Key) => {
    const props = form.field(key);
    const error = serverError?.field === key ? serverError.message : props.error;
    return { ...props, label: LABELS[key], error: error ? withLabel(LABELS[key], error) : undefined };
  };
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-label="Edit property">
      {serverError && !serverError.field ? (
        <FormMessage kind="error">{serverError.message}</FormMessage>
      ) : null}
      <FormField {...field("name")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field("addressLine1")} autoComplete="address-line1" />
        <FormField {...field("addressLine2")} autoComplete="address-line2" />
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField {...field("city")} autoComplete="address-level2" />
        <FormField {...field("state")} autoComplete="address-level1" />
        <FormField {...field("postalCode")} autoComplete="postal-code" />
        <FormField {...field("country")} hint="Two letters, e.g. US" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field("type")}
          options={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] ?? value }))}
        />
        <SelectField
          {...field("status")}
          options={PROPERTY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] ?? value }))}
        />
        <FormField {...field("purchaseDate")} type="date" />
        <FormField {...field("purchasePriceCents")} inputMode="decimal" placeholder="350,000.00" />
      </div>
      <FormField {...field("notes")} />
      <DialogActions
        onCancel={onDone}
        pending={save.isPending}
        label="Save details"
        pendingLabel="Saving..."
      />
    </form>
  );
}
