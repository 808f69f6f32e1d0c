// The lease wizard's steps: the fields of each, with the step's inline problems, and the review.
import { useQuery } from "@tanstack/react-query";
import type { Page, PropertyView, UnitView } from "../../shared/accounting";
import type { TenantView } from "../../shared/leasing";
import { ACCOUNTING } from "../accounting/api";
import { formatCents, formatDay, parseAmountToCents } from "../accounting/format";
import { FormField, SelectField } from "../components/FormField";
import { api } from "../lib/api";
import type { WizardErrors, WizardField, WizardValues } from "./lease-wizard";
import { useLeasing } from "./shared";

const TENANTS_ID = "lease-tenants";

/** The element that takes focus for a field's problem: the unit waits on its property being chosen. */
export function fieldElement(field: WizardField, hasProperty: boolean): HTMLElement | null {
  if (field === "tenantIds") return document.querySelector<HTMLElement>(`#${TENANTS_ID} input`);
  if (field === "unitId") return document.getElementById(hasProperty ? "lease-unit" : "lease-property");
  const ids: Record<Exclude<WizardField, "unitId" | "tenantIds">, string> = {
    startDate: "lease-start",
    endDate: "lease-end",
    rent: "lease-rent",
    petRent: "lease-pet",
    dueDay: "lease-due",
    graceDays: "lease-grace",
    lateFee: "lease-fee",
    deposit: "lease-deposit",
  };
  return document.getElementById(ids[field]);
}

export function UnitStep({
  v,
  setV,
  errors,
}: {
  v: WizardValues;
  setV: React.Dispatch<React.SetStateAction<WizardValues>>;
  errors: WizardErrors;
}) {
  const propertiesUrl = `${ACCOUNTING}/properties?pageSize=200&sort=name`;
  const properties = useQuery({
    queryKey: [propertiesUrl],
    queryFn: ({ signal }) => api.get<Page<PropertyView>>(propertiesUrl, { signal }),
  });
  const unitsUrl = `${ACCOUNTING}/properties/${v.propertyId}/units`;
  const units = useQuery({
    queryKey: [unitsUrl],
    enabled: Boolean(v.propertyId),
    queryFn: ({ signal }) => api.get<{ items: UnitView[] }>(unitsUrl, { signal }),
  });
  const unitList = units.data?.items ?? [];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="lease-property"
          label="Property"
          value={v.propertyId}
          error={errors.unitId && !v.propertyId ? "Choose a property, then its unit." : undefined}
          onChange={(e) => setV((x) => ({ ...x, propertyId: e.target.value, unitId: "" }))}
          options={[
            { value: "", label: "Choose a property" },
            ...(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <SelectField
          id="lease-unit"
          label="Unit"
          value={v.unitId}
          disabled={!v.propertyId}
          error={v.propertyId ? errors.unitId : undefined}
          onChange={(e) => setV((x) => ({ ...x, unitId: e.target.value }))}
          options={[
            { value: "", label: "Choose a unit" },
            ...unitList.map((u) => ({ value: u.id, label: u.name })),
          ]}
        />
      </div>
      <TenantChoice v={v} setV={setV} error={errors.tenantIds} />
    </>
  );
}

function TenantChoice({
  v,
  setV,
  error,
}: {
  v: WizardValues;
  setV: React.Dispatch<React.SetStateAction<WizardValues>>;
  error: string | undefined;
}) {
  const tenants = useLeasing<Page<TenantView>>("/tenants", { pageSize: 200 });
  const errorId = error ? `${TENANTS_ID}-error` : undefined;
  const toggle = (id: string) =>
    setV((x) => ({
      ...x,
      tenantIds: x.tenantIds.includes(id) ? x.tenantIds.filter((t) => t !== id) : [...x.tenantIds, id],
    }));
  return (
    <fieldset id={TENANTS_ID} className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">Tenants on the lease</legend>
      {(tenants.data?.items ?? [])
        .filter((t) => !t.archived)
        .map((t) => (
          <label key={t.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={v.tenantIds.includes(t.id)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              onChange={() => toggle(t.id)}
            />
            {t.name}
          </label>
        ))}
      {tenants.data && tenants.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add a tenant on the Tenants page first.</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Setter = (field: keyof WizardValues) => (event: { target: { value: string } }) => void;

export function TermStep({ v, set, errors }: { v: WizardValues; set: Setter; errors: WizardErrors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="lease-start"
        label="Start date"
        type="date"
        value={v.startDate}
        error={errors.startDate}
        onChange={set("startDate")}
      />
      <FormField
        id="lease-end"
        label="End date"
        type="date"
        hint="Leave empty for month-to-month"
        value={v.endDate}
        error={errors.endDate}
        onChange={set("endDate")}
      />
      <FormField
        id="lease-rent"
        label="Monthly rent"
        inputMode="decimal"
        placeholder="1,450.00"
        value={v.rent}
        error={errors.rent}
        onChange={set("rent")}
      />
      <FormField
        id="lease-pet"
        label="Pet rent (monthly, optional)"
        inputMode="decimal"
        value={v.petRent}
        error={errors.petRent}
        onChange={set("petRent")}
      />
      <FormField
        id="lease-due"
        label="Rent due on day"
        type="number"
        min={1}
        max={28}
        value={v.dueDay}
        error={errors.dueDay}
        onChange={set("dueDay")}
      />
      <FormField
        id="lease-grace"
        label="Grace days"
        type="number"
        min={0}
        max={31}
        value={v.graceDays}
        error={errors.graceDays}
        onChange={set("graceDays")}
      />
    </div>
  );
}

export function FeeStep({ v, set, errors }: { v: WizardValues; set: Setter; errors: WizardErrors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="lease-fee-kind"
        label="Late fee"
        value={v.lateFeeKind}
        onChange={set("lateFeeKind")}
        options={[
          { value: "none", label: "No late fee" },
          { value: "flat", label: "Flat amount, once" },
          { value: "percent", label: "Percent of rent, once" },
        ]}
      />
      {v.lateFeeKind === "none" ? null : (
        <FormField
          id="lease-fee"
          label={v.lateFeeKind === "flat" ? "Late fee amount" : "Late fee percent"}
          inputMode="decimal"
          value={v.lateFee}
          error={errors.lateFee}
          onChange={set("lateFee")}
        />
      )}
      <FormField
        id="lease-deposit"
        label="Security deposit"
        inputMode="decimal"
        hint="Held in Security Deposits Held, owed back to the tenant"
        value={v.deposit}
        error={errors.deposit}
        onChange={set("deposit")}
      />
    </div>
  );
}

export function Review({ v }: { v: WizardValues }) {
  const rent = parseAmountToCents(v.rent);
  const deposit = parseAmountToCents(v.deposit);
  const fee = parseAmountToCents(v.lateFee);
  const rows: [string, string][] = [
    ["Tenants", `${v.tenantIds.length} selected`],
    [
      "Term",
      `${v.startDate ? formatDay(v.startDate) : "—"} to ${v.endDate ? formatDay(v.endDate) : "month-to-month"}`,
    ],
    ["Rent", rent ? `${formatCents(rent)} due on day ${v.dueDay}, ${v.graceDays} days of grace` : "—"],
    [
      "Late fee",
      v.lateFeeKind === "none"
        ? "None"
        : v.lateFeeKind === "flat"
          ? fee
            ? formatCents(fee)
            : "—"
          : `${v.lateFee} % of rent`,
    ],
    ["Deposit", deposit ? formatCents(deposit) : "None"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
