// /tenants: everyone who signs leases, searchable and filtered by property, status and balance due.
import { Button } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Page } from "../../shared/accounting";
import type { TenantView } from "../../shared/leasing";
import { toQuery } from "../accounting/api";
import { formatCents } from "../accounting/format";
import { SearchFilter } from "../accounting/list/FilterBar";
import { Pager } from "../accounting/list/Pager";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { SelectField } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { PropertyFilter } from "./PropertyFilter";
import { LEASING, TENANT_STATUS_LABELS } from "./shared";
import { TenantFormDialog } from "./TenantForm";

const PAGE_SIZE = 25;

export default function TenantsPage() {
  const info = pageInfo("/tenants");
  const [q, setQ] = useState("");
  const [propertyId, setPropertyId] = useState("");
  const [status, setStatus] = useState("");
  const [balanceDue, setBalanceDue] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const url = `${LEASING}/tenants${toQuery({ q: q.trim(), propertyId, status, balanceDue, page, pageSize: PAGE_SIZE })}`;
  const tenants = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<Page<TenantView>>(url, { signal }),
  });
  const filtered = Boolean(q || propertyId || status || balanceDue);
  const change = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };

  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }]}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add tenant
        </Button>
      }
    >
      <TenantFilters
        q={q}
        propertyId={propertyId}
        status={status}
        balanceDue={balanceDue}
        onQ={change(setQ)}
        onPropertyId={change(setPropertyId)}
        onStatus={change(setStatus)}
        onBalanceDue={change(setBalanceDue)}
      />
      {tenants.isPending ? (
        <Skeleton />
      ) : tenants.isError ? (
        <ErrorState error={tenants.error} onRetry={() => tenants.refetch()} />
      ) : tenants.data.items.length === 0 ? (
        <NoTenants filtered={filtered} onAdd={() => setAdding(true)} />
      ) : (
        <TenantTable tenants={tenants.data.items} />
      )}
      {tenants.data ? (
        <Pager page={page} pageSize={PAGE_SIZE} total={tenants.data.total} onPage={setPage} />
      ) : null}
      {adding ? <TenantFormDialog open={adding} onOpenChange={setAdding} /> : null}
    </PageFrame>
  );
}

type FilterChange = (event: { target: { value: string } }) => void;

function TenantFilters(props: {
  q: string;
  propertyId: string;
  status: string;
  balanceDue: string;
  onQ: FilterChange;
  onPropertyId: FilterChange;
  onStatus: FilterChange;
  onBalanceDue: FilterChange;
}) {
  const { q, propertyId, status, balanceDue, onQ, onPropertyId, onStatus, onBalanceDue } = props;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchFilter
        id="tenant-search"
        label="Search tenants"
        value={q}
        placeholder="Name, email or phone"
        onChange={onQ}
        className="w-full max-w-xs"
      />
      <PropertyFilter id="tenant-property" value={propertyId} onChange={onPropertyId} />
      <SelectField
        id="tenant-status"
        label="Status"
        value={status}
        onChange={onStatus}
        containerClassName="w-40"
        options={[
          { value: "", label: "Any status" },
          ...Object.entries(TENANT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
      <SelectField
        id="tenant-balance"
        label="Balance"
        value={balanceDue}
        onChange={onBalanceDue}
        containerClassName="w-40"
        options={[
          { value: "", label: "Any balance" },
          { value: "true", label: "Balance due" },
          { value: "false", label: "Nothing due" },
        ]}
      />
    </div>
  );
}

function NoTenants({ filtered, onAdd }: { filtered: boolean; onAdd(): void }) {
  return (
    <EmptyState
      icon={<Users aria-hidden="true" />}
      title={filtered ? "No tenants match" : "No tenants yet"}
      action={
        filtered ? undefined : (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add your first tenant
          </Button>
        )
      }
    >
      <p>
        {filtered
          ? "Change the search or the filters."
          : "Add the people or companies who rent your units, then create their leases from a unit."}
      </p>
    </EmptyState>
  );
}

function TenantTable({ tenants }: { tenants: TenantView[] }) {
  return (
    <TableScroll label="Tenants table">
      <table className="w-full text-sm">
        <caption className="sr-only">Tenants</caption>
        <TableHead
          columns={[
            { label: "Name" },
            { label: "Contact" },
            { label: "Units" },
            { label: "Status" },
            { label: "Balance", end: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {tenants.map((t) => (
            <tr key={t.id}>
              <td className="px-3 py-2 font-medium">
                <Link href={`/tenants/${t.id}`} className="text-primary underline-offset-4 hover:underline">
                  {t.name}
                </Link>
              </td>
              <td className="px-3 py-2">{[t.email, t.phone].filter(Boolean).join(" · ") || "—"}</td>
              <td className="px-3 py-2">{t.units.join(", ") || "—"}</td>
              <td className="px-3 py-2">{TENANT_STATUS_LABELS[t.status]}</td>
              <td
                className={`px-3 py-2 text-end tabular-nums ${t.balanceCents > 0 ? "font-semibold text-destructive" : ""}`}
              >
                {formatCents(t.balanceCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
