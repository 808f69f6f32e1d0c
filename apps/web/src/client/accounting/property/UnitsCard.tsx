import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useQueryClient } from "@tanstack/react-query";
import { DoorOpen, Pencil, Plus, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import type { UnitView } from "../../../shared/accounting";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api } from "../../lib/api";
import { ACCOUNTING, invalidateAccounting } from "../api";
import { formatCents, formatDay } from "../format";
import { MoveInDialog, UnitDialog } from "./UnitDialogs";
import { NewLeaseLink, UnitLeaseLine, usePropertyLeases } from "./UnitLease";

const facts = (unit: UnitView) =>
  [
    unit.beds !== null ? `${unit.beds} bd` : null,
    unit.baths !== null ? `${unit.baths} ba` : null,
    unit.squareFeet !== null ? `${unit.squareFeet.toLocaleString("en-US")} sq ft` : null,
    unit.marketRentCents !== null ? `market ${formatCents(unit.marketRentCents)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

type Pending = { kind: "edit" | "moveIn" | "moveOut" | "remove"; unit: UnitView } | { kind: "add" } | null;

/**
 * The property's units with their leases (tenants, rent, balance owed) or vacancy: add, edit and remove
 * units, start a lease on a vacant one. A unit never let through a lease keeps the hand-entered
 * move in and move out.
 */
export function UnitsCard({ propertyId, units }: { propertyId: string; units: UnitView[] }) {
  const queryClient = useQueryClient();
  const leases = usePropertyLeases(propertyId);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const unit = pending && "unit" in pending ? pending.unit : null;
  const done = (title: string) => () => {
    toast({ title, description: unit?.name });
    void invalidateAccounting(queryClient);
    close();
  };
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Units</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setPending({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add unit
        </Button>
      </CardHeader>
      <CardContent>
        {units.length === 0 ? (
          <p className="text-muted-foreground">This property has no units yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Units">
            {units.map((u) => (
              <UnitRow key={u.id} unit={u} leases={leases} onPick={(kind) => setPending({ kind, unit: u })} />
            ))}
          </ul>
        )}
      </CardContent>
      <UnitDialog
        propertyId={propertyId}
        unit={pending?.kind === "edit" ? pending.unit : null}
        open={pending?.kind === "edit" || pending?.kind === "add"}
        onClose={close}
      />
      <MoveInDialog unit={pending?.kind === "moveIn" ? pending.unit : null} onClose={close} />
      <ConfirmDialog
        open={pending?.kind === "moveOut"}
        onOpenChange={close}
        title={`Move ${unit?.tenant?.name ?? "the tenant"} out?`}
        confirmLabel="Move out"
        pendingLabel="Moving out..."
        action={() => api.patch(`${ACCOUNTING}/units/${unit?.id}`, { tenant: null })}
        onDone={done("Tenant moved out")}
        className="sm:max-w-md"
        description={<>{unit?.name} becomes vacant; the tenant stays on record as a former tenant.</>}
      />
      <ConfirmDialog
        open={pending?.kind === "remove"}
        onOpenChange={close}
        title={`Remove ${unit?.name ?? "this unit"}?`}
        confirmLabel="Remove unit"
        pendingLabel="Removing..."
        action={() => api.delete(`${ACCOUNTING}/units/${unit?.id}`)}
        onDone={done("Unit removed")}
        className="sm:max-w-md"
        description="The unit and its tenants are removed. Transactions that named the unit keep their property and amounts."
      />
    </Card>
  );
}

function UnitRow({
  unit: u,
  leases,
  onPick,
}: {
  unit: UnitView;
  leases: ReturnType<typeof usePropertyLeases>;
  onPick(kind: "edit" | "moveIn" | "moveOut" | "remove"): void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{u.name}</p>
        <p className="text-sm text-muted-foreground">{facts(u) || "No details yet"}</p>
        {leases.active.get(u.id) ? (
          <UnitLeaseLine lease={leases.active.get(u.id)!} />
        ) : u.tenant ? (
          <p className="text-sm">
            {u.tenant.name} · {formatCents(u.tenant.rentCents)}/month
            {u.tenant.leaseStart ? ` · from ${formatDay(u.tenant.leaseStart)}` : ""}
            {u.tenant.leaseEnd ? ` to ${formatDay(u.tenant.leaseEnd)}` : ""}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={u.occupied ? "default" : "outline"}>{u.occupied ? "Occupied" : "Vacant"}</Badge>
        {u.occupied ? null : <NewLeaseLink unit={u} />}
        <UnitButtons unit={u} leased={leases.leased.has(u.id)} onPick={onPick} />
      </div>
    </li>
  );
}

function UnitButtons({
  unit,
  leased,
  onPick,
}: {
  unit: UnitView;
  /** Let through leases: tenants move in and out from the lease. */
  leased: boolean;
  onPick(kind: "edit" | "moveIn" | "moveOut" | "remove"): void;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => onPick("edit")}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit<span className="sr-only"> {unit.name}</span>
      </Button>
      {leased ? null : unit.tenant ? (
        <Button variant="ghost" size="sm" onClick={() => onPick("moveOut")}>
          <DoorOpen aria-hidden="true" className="size-4" />
          Move out
          <span className="sr-only">
            {" "}
            {unit.tenant.name} from {unit.name}
          </span>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => onPick("moveIn")}>
          <UserPlus aria-hidden="true" className="size-4" />
          Move in<span className="sr-only"> to {unit.name}</span>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => onPick("remove")}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove<span className="sr-only"> {unit.name}</span>
      </Button>
    </>
  );
}
