import {
  Badge,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { z } from "zod";
import { type Page, PROPERTY_TYPES, type PropertyView, propertyFields, text } from "../../shared/accounting";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { EmptyState } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { useForm } from "../lib/form";
import { ACCOUNTING, invalidateAccounting } from "./api";
import { DialogActions } from "./DialogActions";
import { formatCents, PROPERTY_TYPE_LABELS } from "./format";
import { SearchFilter } from "./list/FilterBar";
import { ListPage } from "./list/ListPage";
import { TableHead, TableScroll } from "./list/table";

const PAGE_SIZE = 25;

export default function PropertiesPage() {
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const filters = { q: q.trim() || undefined, sort: "name" };

  return (
    <ListPage<Page<PropertyView>>
      route="/properties"
      section="Property Management"
      viewKey="properties"
      path="/properties"
      filters={filters}
      pageSize={PAGE_SIZE}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add property
        </Button>
      }
      filterBar={(change) => (
        <SearchFilter
          id="property-search"
          label="Search properties"
          value={q}
          placeholder="Name, address or city"
          onChange={change(setQ)}
          className="w-full max-w-sm"
        />
      )}
      empty={
        <EmptyState
          icon={<Building2 aria-hidden="true" />}
          title={q ? "No properties match" : "No properties yet"}
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add your first property
            </Button>
          }
        >
          <p>Add each property with its address, type and units to track income and expenses per property.</p>
        </EmptyState>
      }
      table={(data) => <PropertiesTable data={data} />}
      list={(data) => <PropertiesList data={data} />}
    >
      <AddPropertyDialog open={adding} onOpenChange={setAdding} />
    </ListPage>
  );
}

// The shared property fields; the name with its label in the messages, the units as a count.
const { addressLine1, city, state, postalCode, type } = propertyFields;
const propertyForm = z.object({
  name: text(120, "Name"),
  addressLine1,
  city,
  state,
  postalCode,
  type,
  units: z.coerce.number().int("Whole units only").min(0, "Cannot be negative").max(500, "At most 500 units"),
});

function AddPropertyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: unknown) => api.post<PropertyView>(`${ACCOUNTING}/properties`, body),
    onSuccess: (property) => {
      toast({ title: "Property added", description: `${property.name} is in your portfolio.` });
      void invalidateAccounting(queryClient);
      form.reset();
      onOpenChange(false);
    },
  });
  const form = useForm({
    schema: propertyForm,
    initial: {
      name: "",
      addressLine1: "",
      city: "",
      state: "",
      postalCode: "",
      type: "single_family",
      units: "1",
    },
    onSubmit: ({ units, ...data }) =>
      create.mutate({
        ...data,
        units: Array.from({ length: units }, (_, index) => ({
          name: units === 1 ? "Main" : `Unit ${index + 1}`,
        })),
      }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add property</DialogTitle>
          <DialogDescription>Its units can hold tenants and rent; you can edit them later.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
          {create.isError ? <FormMessage kind="error">{errorText(create.error)}</FormMessage> : null}
          <FormField {...form.field("name")} label="Name" placeholder="Oak Street Duplex" required />
          <FormField {...form.field("addressLine1")} label="Street address" autoComplete="address-line1" />
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField {...form.field("city")} label="City" autoComplete="address-level2" />
            <FormField {...form.field("state")} label="State" autoComplete="address-level1" />
            <FormField {...form.field("postalCode")} label="ZIP code" autoComplete="postal-code" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...form.field("type")}
              label="Type"
              options={PROPERTY_TYPES.map((value) => ({
                value,
                label: PROPERTY_TYPE_LABELS[value] ?? value,
              }))}
            />
            <FormField
              {...form.field("units")}
              label="Number of units"
              type="number"
              min={0}
              max={500}
              inputMode="numeric"
            />
          </div>
          <DialogActions
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            label="Add property"
            pendingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The properties as a table with units, occupancy, scheduled rent and status. */
function PropertiesTable({ data }: { data: Page<PropertyView> }) {
  return (
    <TableScroll label="Properties table">
      <table className="w-full text-sm">
        <caption className="sr-only">Properties</caption>
        <TableHead
          columns={[
            { label: "Name" },
            { label: "Address" },
            { label: "Type" },
            { label: "Units", end: true },
            { label: "Occupied", end: true },
            { label: "Scheduled rent", end: true },
            { label: "Status" },
          ]}
        />
        <tbody className="divide-y divide-border">
          {data.items.map((p) => (
            <tr key={p.id}>
              <td className="px-3 py-2 font-medium">
                <Link
                  href={`/properties/${p.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>
              </td>
              <td className="px-3 py-2">{[p.addressLine1, p.city, p.state].filter(Boolean).join(", ")}</td>
              <td className="px-3 py-2">{PROPERTY_TYPE_LABELS[p.type] ?? p.type}</td>
              <td className="px-3 py-2 text-end tabular-nums">{p.unitCount}</td>
              <td className="px-3 py-2 text-end tabular-nums">{p.occupiedUnits}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatCents(p.scheduledRentCents)}</td>
              <td className="px-3 py-2 capitalize">{p.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The properties as cards, for narrow screens. */
function PropertiesList({ data }: { data: Page<PropertyView> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Properties">
      {data.items.map((p) => (
        <li key={p.id}>
          <Card className="h-full gap-3">
            <CardHeader>
              <CardTitle as="h2" className="text-base">
                <Link
                  href={`/properties/${p.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>
              </CardTitle>
              <CardDescription>
                {[p.addressLine1, p.city, p.state].filter(Boolean).join(", ") || "No address"}
              </CardDescription>
            </CardHeader>
            <div className="flex flex-wrap gap-2 px-6 text-sm">
              <Badge variant="secondary">{PROPERTY_TYPE_LABELS[p.type] ?? p.type}</Badge>
              <span>
                {p.occupiedUnits}/{p.unitCount} units occupied
              </span>
              <span className="tabular-nums">{formatCents(p.scheduledRentCents)}/month</span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
