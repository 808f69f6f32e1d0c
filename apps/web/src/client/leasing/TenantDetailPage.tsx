// /tenants/:id: a tenant's contact details, their leases with balances, edit, archive and delete.
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Archive, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { LeaseView, TenantView } from "../../shared/leasing";
import { formatCents, formatDay } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { FormMessage } from "../components/FormField";
import { PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import {
  invalidateLeasing,
  LEASE_STATUS_LABELS,
  LEASING,
  leaseTerm,
  TENANT_STATUS_LABELS,
  useLeasing,
} from "./shared";
import { TenantFormDialog } from "./TenantForm";

export default function TenantDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const tenant = useLeasing<TenantView>(`/tenants/${id}`);
  const leases = useLeasing<{ items: LeaseView[] }>("/leases", { tenantId: id });
  return (
    <PageFrame
      title={tenant.data?.name ?? "Tenant"}
      description={
        tenant.data ? TENANT_STATUS_LABELS[tenant.data.status] : "Contact details, leases and balance"
      }
      breadcrumbs={[{ label: "Property Management" }, { label: "Tenants", href: "/tenants" }]}
    >
      {tenant.isPending ? (
        <Skeleton rows={3} />
      ) : tenant.isError ? (
        <ErrorState error={tenant.error} onRetry={() => tenant.refetch()} />
      ) : (
        <>
          <TenantCard tenant={tenant.data} />
          <LeasesCard tenantId={id} leases={leases.data?.items} error={leases.error} />
        </>
      )}
    </PageFrame>
  );
}

function TenantCard({ tenant }: { tenant: TenantView }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const archive = useMutation({
    mutationFn: () =>
      api.patch<TenantView>(`${LEASING}/tenants/${tenant.id}`, { archived: !tenant.archived }),
    onSuccess: async (t) => {
      await invalidateLeasing(queryClient);
      toast({ title: t.archived ? `${t.name} archived` : `${t.name} restored` });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete<{ message: string }>(`${LEASING}/tenants/${tenant.id}`),
    onSuccess: async () => {
      await invalidateLeasing(queryClient);
      toast({ title: `${tenant.name} deleted` });
      navigate("/tenants");
    },
  });
  const rows: [string, string | null][] = [
    ["Email", tenant.email],
    ["Phone", tenant.phone],
    [
      "Emergency contact",
      [tenant.emergencyContactName, tenant.emergencyContactPhone].filter(Boolean).join(" · ") || null,
    ],
    ["Notes", tenant.notes],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          {tenant.kind === "company" ? "Company" : "Person"}
          <Badge variant={tenant.balanceCents > 0 ? "destructive" : "secondary"}>
            Balance {formatCents(tenant.balanceCents)}
          </Badge>
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="outline" size="sm" disabled={archive.isPending} onClick={() => archive.mutate()}>
            <Archive aria-hidden="true" className="size-4" />
            {tenant.archived ? "Restore" : "Archive"}
          </Button>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormMessage kind="error">
          {remove.isError ? errorText(remove.error) : archive.isError ? errorText(archive.error) : null}
        </FormMessage>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-line">{value || "—"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {editing ? <TenantFormDialog tenant={tenant} open={editing} onOpenChange={setEditing} /> : null}
    </Card>
  );
}

function LeasesCard({ tenantId, leases, error }: { tenantId: string; leases?: LeaseView[]; error: unknown }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="text-base">
          Leases
        </CardTitle>
        <Button asChild size="sm">
          <Link href={`/leases/new?tenantId=${tenantId}`}>
            <Plus aria-hidden="true" className="size-4" />
            New lease
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {error ? (
          <FormMessage kind="error">{errorText(error)}</FormMessage>
        ) : !leases ? (
          <Skeleton rows={2} />
        ) : leases.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No leases yet. Create one on a unit with “New lease”.
          </p>
        ) : (
          <TableScroll label="Leases of this tenant">
            <table className="w-full text-sm">
              <caption className="sr-only">Leases</caption>
              <TableHead
                columns={[
                  { label: "Unit" },
                  { label: "Term" },
                  { label: "Rent", end: true },
                  { label: "Status" },
                  { label: "Balance", end: true },
                ]}
              />
              <tbody className="divide-y divide-border">
                {leases.map((l) => (
                  <tr key={l.id}>
                    <td className="px-3 py-2 font-medium">
                      <Link
                        href={`/leases/${l.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {l.propertyName} · {l.unitName}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{leaseTerm(l, formatDay)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{formatCents(l.rentCents)}</td>
                    <td className="px-3 py-2">{LEASE_STATUS_LABELS[l.status]}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{formatCents(l.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}
