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
  Input,
  Label,
  toast,
} from "@propledger/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { z } from "zod";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { useForm } from "../lib/form";
import { pageInfo } from "../pages/pageInfo";
import { formatCents, PROPERTY_TYPE_LABELS } from "./format";
import {
  ACCOUNTING,
  ErrorState,
  ExportLinks,
  Pager,
  Skeleton,
  TableScroll,
  toQuery,
  useView,
  ViewToggle,
} from "./shared";
import { type Page, PROPERTY_TYPES, type PropertyView } from "./types";

const PAGE_SIZE = 25;

export default function PropertiesPage() {
  const info = pageInfo("/properties");
  const [view, setView] = useView("properties");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const filters = { q: q.trim() || undefined, sort: "name" };
  const query = useQuery({
    queryKey: [`${ACCOUNTING}/properties${toQuery({ ...filters, page, pageSize: PAGE_SIZE })}`],
    queryFn: ({ signal }) =>
      api.get<Page<PropertyView>>(
        `${ACCOUNTING}/properties${toQuery({ ...filters, page, pageSize: PAGE_SIZE })}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }]}
      actions={
        <>
          <ViewToggle view={view} onChange={setView} />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add property
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full max-w-sm flex-col gap-2">
          <Label htmlFor="property-search">Search properties</Label>
          <Input
            id="property-search"
            type="search"
            value={q}
            placeholder="Name, address or city"
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <ExportLinks path="/properties/export" query={filters} />
      </div>
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
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
      ) : view === "table" ? (
        <TableScroll label="Properties table">
          <table className="w-full text-sm">
            <caption className="sr-only">Properties</caption>
            <thead className="bg-muted text-start text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Address
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Type
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Units
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Occupied
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Scheduled rent
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {query.data.items.map((p) => (
                <tr key={p.id}>
                  <td className="px-3 py-2 font-medium">
                    <Link
                      href={`/properties/${p.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {[p.addressLine1, p.city, p.state].filter(Boolean).join(", ")}
                  </td>
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
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Properties">
          {query.data.items.map((p) => (
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
      )}
      {query.data ? (
        <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />
      ) : null}
      <AddPropertyDialog open={adding} onOpenChange={setAdding} />
    </PageFrame>
  );
}

const propertyForm = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  addressLine1: z.string().trim().max(200),
  city: z.string().trim().max(100),
  state: z.string().trim().max(50),
  postalCode: z.string().trim().max(20),
  type: z.enum(PROPERTY_TYPES),
  units: z.coerce.number().int("Whole units only").min(0, "Cannot be negative").max(500, "At most 500 units"),
});

function AddPropertyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: unknown) => api.post<PropertyView>(`${ACCOUNTING}/properties`, body),
    onSuccess: (property) => {
      toast({ title: "Property added", description: `${property.name} is in your portfolio.` });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ACCOUNTING) });
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
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Adding..." : "Add property"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
