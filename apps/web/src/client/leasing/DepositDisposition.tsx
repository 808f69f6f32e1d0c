// Move-out: the deposit held is split into itemised deductions (income), the part applied to what the
// tenant still owes (unpaid rent and fees, settled like a payment) and the amount returned.
import { Button } from "@propledger/ui";
import { useState } from "react";
import type { LeaseView } from "../../shared/leasing";
import { amountText, formatCents, parseAmountToCents, today } from "../accounting/format";
import { FormField } from "../components/FormField";
import { ActionDialog, useLeaseWrite } from "./LeaseActions";

type Deduction = { description: string; amount: string };

function DeductionRows({
  deductions,
  onChange,
}: {
  deductions: Deduction[];
  onChange(update: (xs: Deduction[]) => Deduction[]): void;
}) {
  const edit = (i: number, patch: Partial<Deduction>) =>
    onChange((xs) => xs.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return deductions.map((d, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended
    <div key={i} className="grid gap-2 sm:grid-cols-[2fr_1fr]">
      <FormField
        id={`deduction-${i}`}
        label={`Deduction ${i + 1}`}
        value={d.description}
        onChange={(e) => edit(i, { description: e.target.value })}
      />
      <FormField
        id={`deduction-${i}-amount`}
        label="Amount"
        inputMode="decimal"
        value={d.amount}
        onChange={(e) => edit(i, { amount: e.target.value })}
      />
    </div>
  ));
}

/** What the form says is wrong, in the order a landlord would fix it; null when it can be sent. */
function problemOf(
  lease: LeaseView,
  items: { description: string; amountCents: number | null }[],
  applied: number | null,
  returned: number,
): string | null {
  if (items.some((d) => !d.description || !d.amountCents))
    return "Each deduction needs a description and an amount.";
  if (applied === null) return "Enter the amount applied to the balance, or 0.";
  if (applied > Math.max(0, lease.balanceCents))
    return `The tenant owes ${formatCents(Math.max(0, lease.balanceCents))}: apply no more than that.`;
  if (returned < 0) return "The deductions and the amount applied are more than the deposit held.";
  return null;
}

export function DispositionDialog({
  lease,
  open,
  onOpenChange,
}: {
  lease: LeaseView;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const owed = Math.max(0, Math.min(lease.balanceCents, lease.depositHeldCents));
  const [deductions, setDeductions] = useState<Deduction[]>([{ description: "", amount: "" }]);
  const [appliedText, setAppliedText] = useState(amountText(owed));
  const [date, setDate] = useState(today());
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeaseWrite(`/leases/${lease.id}/deposit-disposition`, "Deposit disposition recorded", () =>
    onOpenChange(false),
  );
  const items = deductions
    .filter((d) => d.description.trim() || d.amount.trim())
    .map((d) => ({ description: d.description.trim(), amountCents: parseAmountToCents(d.amount) }));
  const withheld = items.reduce((s, d) => s + (d.amountCents ?? 0), 0);
  // Blank or zero applies nothing; parseAmountToCents only reads amounts above zero.
  const applied = Number(appliedText.replace(/[$,\s]/g, "")) === 0 ? 0 : parseAmountToCents(appliedText);
  const returned = lease.depositHeldCents - withheld - (applied ?? 0);
  return (
    <ActionDialog
      title="Deposit disposition"
      description={`Deposit held ${formatCents(lease.depositHeldCents)}. Deductions become income, the part applied pays what the tenant owes (${formatCents(Math.max(0, lease.balanceCents))}), the rest is returned.`}
      label="Record disposition"
      open={open}
      onOpenChange={onOpenChange}
      error={problem ?? write.error}
      pending={write.isPending}
      onSubmit={() => {
        const wrong = problemOf(lease, items, applied, returned);
        setProblem(wrong);
        if (wrong) return;
        write.mutate({ date, deductions: items, appliedCents: applied, returnedCents: returned });
      }}
    >
      <FormField
        id="disposition-date"
        label="Date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <DeductionRows deductions={deductions} onChange={setDeductions} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setDeductions((xs) => [...xs, { description: "", amount: "" }])}
      >
        Add deduction
      </Button>
      <FormField
        id="disposition-applied"
        label="Applied to unpaid rent and charges"
        inputMode="decimal"
        value={appliedText}
        onChange={(e) => setAppliedText(e.target.value)}
      />
      <p className="text-sm">
        Withheld {formatCents(withheld)} · applied {formatCents(applied ?? 0)} · returned to the tenant{" "}
        <strong>{formatCents(Math.max(0, returned))}</strong>
      </p>
    </ActionDialog>
  );
}
