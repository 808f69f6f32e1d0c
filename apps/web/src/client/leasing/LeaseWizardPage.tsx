// /leases/new: a short wizard — the unit and its tenants, the term and rent, late fee and deposit,
// then a review — that creates the lease (active, or a draft to finish later). Each step's "Next" checks
// that step, so a problem is fixed where it is, not discovered on the review.
import { Button, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { LeaseView } from "../../shared/leasing";
import { FormMessage } from "../components/FormField";
import { PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { FeeStep, fieldElement, Review, TermStep, UnitStep } from "./LeaseWizardSteps";
import {
  firstInvalidStep,
  initialValues,
  STEP_FIELDS,
  STEPS,
  stepErrors,
  toLeaseBody,
  type WizardField,
  type WizardValues,
} from "./lease-wizard";
import { invalidateLeasing, LEASING } from "./shared";

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
  back,
  next,
  pending,
  submit,
}: {
  step: number;
  back(): void;
  next(): void;
  pending: boolean;
  submit(status: "active" | "draft"): void;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <Button variant="outline" disabled={step === 0} onClick={back}>
        Back
      </Button>
      {step < STEPS.length - 1 ? (
        <Button onClick={next}>Next</Button>
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

/**
 * The step on screen and its checking: a step's problems show once its "Next" was refused and stay live
 * from then on, so each clears as soon as its field is corrected.
 */
function useWizardSteps(v: WizardValues) {
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  // Focus moves after the render that marks the field invalid, so its message is read with it.
  const [focus, setFocus] = useState<{ field: WizardField; hasProperty: boolean } | null>(null);
  useEffect(() => {
    if (focus) fieldElement(focus.field, focus.hasProperty)?.focus();
  }, [focus]);
  /** Shows the step's problems and focuses the first; false when there are none. */
  const refuse = (at: number) => {
    const errors = stepErrors(v, at);
    const first = STEP_FIELDS[at]?.find((f) => errors[f]);
    if (!first) return false;
    setChecked((s) => new Set(s).add(at));
    setStep(at);
    setFocus({ field: first, hasProperty: Boolean(v.propertyId) });
    return true;
  };
  return {
    step,
    errors: checked.has(step) ? stepErrors(v, step) : {},
    back: () => setStep((s) => Math.max(0, s - 1)),
    next: () => {
      if (!refuse(step)) setStep(step + 1);
    },
    /** Before creating: the first step that is no longer valid, shown as if its "Next" was refused. */
    refuseInvalid: () => {
      const bad = firstInvalidStep(v);
      return bad !== null && refuse(bad);
    },
  };
}

export default function LeaseWizardPage() {
  const info = pageInfo("/leases/new");
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [v, setV] = useState<WizardValues>(() => initialValues(params));
  const steps = useWizardSteps(v);
  const { step, errors } = steps;
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<LeaseView>(`${LEASING}/leases`, body),
    onSuccess: async (lease) => {
      await invalidateLeasing(queryClient);
      navigate(`/leases/${lease.id}`);
    },
  });
  const submit = (status: "active" | "draft") => {
    if (!steps.refuseInvalid()) create.mutate(toLeaseBody(v, status));
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
          <FormMessage kind="error">{create.isError ? errorText(create.error) : null}</FormMessage>
          {step === 0 ? <UnitStep v={v} setV={setV} errors={errors} /> : null}
          {step === 1 ? <TermStep v={v} set={set} errors={errors} /> : null}
          {step === 2 ? <FeeStep v={v} set={set} errors={errors} /> : null}
          {step === 3 ? <Review v={v} /> : null}
          <WizardNav
            step={step}
            back={steps.back}
            next={steps.next}
            pending={create.isPending}
            submit={submit}
          />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
