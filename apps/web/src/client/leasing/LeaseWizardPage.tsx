// /leases/new: a short wizard — the unit and its tenants, the term and rent, late fee and deposit,
// then a review — that creates the lease (active, or a draft to finish later).
import { Button, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { Page, PropertyView, UnitView } from "../../shared/accounting";
import type { LeaseView, TenantView } from "../../shared/leasing";
import { ACCOUNTING } from "../accounting/api";
import { formatCents, parseAmountToCents } from "../accounting/format";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { invalidateLeasing, LEASING, useLeasing } from "./shared";

export interface WizardValues {
  propertyId: string;
  unitId: string;
  tenantIds: string[];
  startDate: string;
  endDate: string;
  rent: string;
  dueDay: string;
  graceDays: string;
  lateFeeKind: "none" | "flat" | "percent";
  lateFee: string;
  deposit: string;
  petRent: string;
}

const STEPS = ["Unit and tenants", "Term and rent", "Late fee and deposit", "Review"] as const;

/** The create body, or the first problem a landlord must fix. */
export function toLeaseBody(
  v: WizardValues,
  status: "active" | "draft",
): { body?: Record<string, unknown>; problem?: string } {
  if (!v.unitId) return { problem: "Choose a unit." };
  if (!v.tenantIds.length) return { problem: "Choose at least one tenant." };
  if (!v.startDate) return { problem: "Enter the start date." };
  if (v.endDate && v.endDate < v.startDate) return { problem: "The end date is before the start date." };
  const rentCents = parseAmountToCents(v.rent);
  if (!rentCents) return { problem: "Enter the monthly rent, e.g. 1,450.00." };
  const fee =
    v.lateFeeKind === "none"
      ? 0
      : v.lateFeeKind === "flat"
        ? parseAmountToCents(v.lateFee)
        : Math.round(Number(v.lateFee) * 100);
  if (v.lateFeeKind !== "none" && !fee) return { problem: "Enter the late fee." };
  const depositCents = v.deposit.trim() ? parseAmountToCents(v.deposit) : 0;
  if (depositCents === null) return { problem: "Enter the deposit as an amount, or leave it empty." };
  const pet = v.petRent.trim() ? parseAmountToCents(v.petRent) : 0;
  if (pet === null) return { problem: "Enter the pet rent as an amount, or leave it empty." };
  return {
    body: {
      unitId: v.unitId,
      tenantIds: v.tenantIds,
      startDate: v.startDate,
      endDate: v.endDate || null,
      rentCents,
      dueDay: Number(v.dueDay),
      graceDays: Number(v.graceDays),
      lateFeeKind: v.lateFeeKind,
      lateFeeAmount: fee ?? 0,
      depositCents,
      recurringCharges: pet ? [{ chargeType: "pet_rent", description: "Pet rent", amountCents: pet }] : [],
      status,
    },
  };
}

/** Prefilled from the link that opened the wizard: a unit's or a tenant's "New lease". */
function initialValues(params: URLSearchParams): WizardValues {
  return {
    propertyId: params.get("propertyId") ?? "",
    unitId: params.get("unitId") ?? "",
    tenantIds: params.get("tenantId") ? [params.get("tenantId")!] : [],
    startDate: "",
    endDate: "",
    rent: "",
    dueDay: "1",
    graceDays: "5",
    lateFeeKind: "none",
    lateFee: "",
    deposit: "",
    petRent: "",
  };
}

function StepList({ step }: { step: number }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
      {STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === step ? "step" : undefined}
          className={i === step ? "font-semibold text-foreground" : "text-muted-foreground"}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

function WizardNav({
  step,
  setStep,
  pending,
  submit,
}: {
  step: number;
  setStep(step: number): void;
  pending: boolean;
  submit(status: "active" | "draft"): void;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <Button variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
        Back
      </Button>
      {step < 3 ? (
        <Button onClick={() => setStep(step + 1)}>Next</Button>
      ) : (
        <span className="flex gap-2">
          <Button variant="outline" disabled={pending} onClick={() => submit("draft")}>
            Save as draft
          </Button>
          <Button disabled={pending} onClick={() => submit("active")}>
            {pending ? "Creating…" : "Create lease"}
          </Button>
        </span>
      )}
    </div>
  );
}

export default function LeaseWizardPage() {
  const info = pageInfo("/leases/new");
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [v, setV] = useState<WizardValues>(() => initialValues(params));
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<LeaseView>(`${LEASING}/leases`, body),
    onSuccess: async (lease) => {
      await invalidateLeasing(queryClient);
      navigate(`/leases/${lease.id}`);
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (status: "active" | "draft") => {
    const { body, problem } = toLeaseBody(v, status);
    setProblem(problem ?? null);
    if (body) create.mutate(body);
  };
  const set = (field: keyof WizardValues) => (event: { target: { value: string } }) =>
    setV((x) => ({ ...x, [field]: event.target.value }));
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Property Management" }, { label: "Tenants", href: "/tenants" }]}
    >
      <StepList step={step} />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {STEPS[step]}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormMessage kind="error">
            {problem ?? (create.isError ? errorText(create.error) : null)}
          </FormMessage>
          {step === 0 ? <UnitStep v={v} setV={setV} /> : null}
          {step === 1 ? <TermStep v={v} set={set} /> : null}
          {step === 2 ? <FeeStep v={v} set={set} /> : null}
          {step === 3 ? <Review v={v} /> : null}
          <WizardNav step={step} setStep={setStep} pending={create.isPending} submit={submit} />
        </CardContent>
      </Card>
    </PageFrame>
  );
}

function UnitStep({
  v,
  setV,
}: {
  v: WizardValues;
  setV: React.Dispatch<React.SetStateAction<WizardValues>>;
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
  const tenants = useLeasing<Page<TenantView>>("/tenants", { pageSize: 200 });
  const toggle = (id: string) =>
    setV((x) => ({
      ...x,
      tenantIds: x.tenantIds.includes(id) ? x.tenantIds.filter((t) => t !== id) : [...x.tenantIds, id],
    }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="lease-property"
          label="Property"
          value={v.propertyId}
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
          onChange={(e) => setV((x) => ({ ...x, unitId: e.target.value }))}
          options={[
            { value: "", label: "Choose a unit" },
            ...unitList.map((u) => ({ value: u.id, label: u.name })),
          ]}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Tenants on the lease</legend>
        {(tenants.data?.items ?? [])
          .filter((t) => !t.archived)
          .map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={v.tenantIds.includes(t.id)}
                onChange={() => toggle(t.id)}
              />
              {t.name}
            </label>
          ))}
        {tenants.data && tenants.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add a tenant on the Tenants page first.</p>
        ) : null}
      </fieldset>
    </>
  );
}

type Setter = (field: keyof WizardValues) => (event: { target: { value: string } }) => void;

function TermStep({ v, set }: { v: WizardValues; set: Setter }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="lease-start"
        label="Start date"
        type="date"
        value={v.startDate}
        onChange={set("startDate")}
      />
      <FormField
        id="lease-end"
        label="End date"
        type="date"
        hint="Leave empty for month-to-month"
        value={v.endDate}
        onChange={set("endDate")}
      />
      <FormField
        id="lease-rent"
        label="Monthly rent"
        inputMode="decimal"
        placeholder="1,450.00"
        value={v.rent}
        onChange={set("rent")}
      />
      <FormField
        id="lease-pet"
        label="Pet rent (monthly, optional)"
        inputMode="decimal"
        value={v.petRent}
        onChange={set("petRent")}
      />
      <FormField
        id="lease-due"
        label="Rent due on day"
        type="number"
        min={1}
        max={28}
        value={v.dueDay}
        onChange={set("dueDay")}
      />
      <FormField
        id="lease-grace"
        label="Grace days"
        type="number"
        min={0}
        max={31}
        value={v.graceDays}
        onChange={set("graceDays")}
      />
    </div>
  );
}

function FeeStep({ v, set }: { v: WizardValues; set: Setter }) {
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
          onChange={set("lateFee")}
        />
      )}
      <FormField
        id="lease-deposit"
        label="Security deposit"
        inputMode="decimal"
        hint="Held in Security Deposits Held, owed back to the tenant"
        value={v.deposit}
        onChange={set("deposit")}
      />
    </div>
  );
}

function Review({ v }: { v: WizardValues }) {
  const rent = parseAmountToCents(v.rent);
  const deposit = parseAmountToCents(v.deposit);
  const rows: [string, string][] = [
    ["Tenants", `${v.tenantIds.length} selected`],
    ["Term", `${v.startDate || "—"} to ${v.endDate || "month-to-month"}`],
    ["Rent", rent ? `${formatCents(rent)} due on day ${v.dueDay}, ${v.graceDays} days of grace` : "—"],
    [
      "Late fee",
      v.lateFeeKind === "none"
        ? "None"
        : v.lateFeeKind === "flat"
          ? `$${v.lateFee}`
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
