// Editing a draft or active lease's terms with the wizard's own fields and checks. Only what changed is
// sent; the server refuses what the books already hold (an active lease's deposit, the start of a lease
// with charges) and says why.
import { useState } from "react";
import type { LeaseView } from "../../shared/leasing";
import { ActionDialog, useLeaseWrite } from "./LeaseActions";
import { FeeStep, TermStep } from "./LeaseWizardSteps";
import {
  leaseChanges,
  termErrors,
  valuesOfLease,
  type WizardErrors,
  type WizardValues,
} from "./lease-wizard";

export function EditLeaseDialog({
  lease,
  open,
  onOpenChange,
}: {
  lease: LeaseView;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const [v, setValues] = useState<WizardValues>(() => valuesOfLease(lease));
  const [errors, setErrors] = useState<WizardErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeaseWrite(`/leases/${lease.id}`, "Lease updated", () => onOpenChange(false), "PATCH");
  const set = (field: keyof WizardValues) => (event: { target: { value: string } }) => {
    const next = { ...v, [field]: event.target.value };
    setValues(next);
    // A shown problem goes away as soon as the field is right.
    if (Object.keys(errors).length) setErrors(termErrors(next));
  };
  return (
    <ActionDialog
      title="Edit lease"
      description="New terms apply to charges not yet made; the ledger keeps what was charged."
      label="Save changes"
      open={open}
      onOpenChange={onOpenChange}
      error={problem ?? write.error}
      pending={write.isPending}
      onSubmit={() => {
        const found = termErrors(v);
        setErrors(found);
        if (Object.keys(found).length) return setProblem("Correct the terms marked below.");
        const changes = leaseChanges(lease, v);
        if (!Object.keys(changes).length) return setProblem("Nothing has changed.");
        setProblem(null);
        write.mutate(changes);
      }}
    >
      <TermStep v={v} set={set} errors={errors} />
      <FeeStep v={v} set={set} errors={errors} />
    </ActionDialog>
  );
}
