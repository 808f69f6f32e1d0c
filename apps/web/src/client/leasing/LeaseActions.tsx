// The lease detail's actions, each a dialog: record a payment (with the allocation it will get),
// renew, end at move-out (the deposit's disposition is in DepositDisposition.tsx).
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { LeaseLedger, LeaseView, PaymentView } from "../../shared/leasing";
import { DialogActions } from "../accounting/DialogActions";
import { amountText, formatCents, parseAmountToCents, today } from "../accounting/format";
import { FormField, FormMessage, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { invalidateLeasing, LEASING, PAYMENT_METHOD_LABELS } from "./shared";

/** Oldest open charges first, as the server allocates: what the landlord sees before recording. */
function previewAllocation(ledger: LeaseLedger, cents: number) {
  const out: { description: string; amountCents: number }[] = [];
  let left = cents;
  for (const e of ledger.entries) {
    if (e.kind !== "charge" || !e.openCents || left <= 0) continue;
    const take = Math.min(left, e.openCents);
    out.push({ description: e.description, amountCents: take });
    left -= take;
  }
  return { applied: out, creditCents: left };
}

export function ActionDialog(props: {
  title: string;
  description: string;
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  error: unknown;
  pending: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <FormMessage kind="error">{props.error ? errorText(props.error) : null}</FormMessage>
          {props.children}
          <DialogActions
            onCancel={() => props.onOpenChange(false)}
            pending={props.pending}
            label={props.label}
            pendingLabel="Saving…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function useLeaseWrite<T>(
  path: string,
  done: string,
  close: () => void,
  method: "POST" | "PATCH" = "POST",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      method === "PATCH" ? api.patch<T>(`${LEASING}${path}`, body) : api.post<T>(`${LEASING}${path}`, body),
    onSuccess: async () => {
      await invalidateLeasing(queryClient);
      toast({ title: done });
      close();
    },
  });
}

/** Where the payment will go: the charges it settles, oldest first, and any credit left over. */
function AllocationPreview({ preview }: { preview: ReturnType<typeof previewAllocation> }) {
  return (
    <section aria-label="Allocation" className="rounded-md border border-border p-3 text-sm">
      <h3 className="mb-2 font-medium">Applied to</h3>
      <ul className="flex flex-col gap-1">
        {preview.applied.map((a) => (
          <li key={a.description} className="flex justify-between">
            <span>{a.description}</span>
            <span className="tabular-nums">{formatCents(a.amountCents)}</span>
          </li>
        ))}
        {preview.creditCents > 0 ? (
          <li className="flex justify-between font-medium">
            <span>Kept as credit</span>
            <span className="tabular-nums">{formatCents(preview.creditCents)}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export function PaymentDialog({
  lease,
  ledger,
  open,
  onOpenChange,
}: {
  lease: LeaseView;
  ledger: LeaseLedger;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const [amount, setAmount] = useState(amountText(ledger.balanceCents));
  const [date, setDate] = useState(today());
  const [method, setMethod] = useState("check");
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeaseWrite<PaymentView>(`/leases/${lease.id}/payments`, "Payment recorded", () =>
    onOpenChange(false),
  );
  const cents = parseAmountToCents(amount);
  const preview = cents ? previewAllocation(ledger, cents) : null;
  return (
    <ActionDialog
      title="Record payment"
      description={`From ${lease.tenants.map((t) => t.name).join(", ")}; applied to the oldest open charges.`}
      label="Record payment"
      open={open}
      onOpenChange={onOpenChange}
      error={problem ?? write.error}
      pending={write.isPending}
      onSubmit={() => {
        if (!cents) return setProblem("Enter the amount received, e.g. 1,450.00.");
        setProblem(null);
        write.mutate({ date, amountCents: cents, method, reference: reference || null });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="payment-amount"
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <FormField
          id="payment-date"
          label="Date received"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <SelectField
          id="payment-method"
          label="Method"
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <FormField
          id="payment-reference"
          label="Reference"
          hint="Check number or transfer id"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      {preview ? <AllocationPreview preview={preview} /> : null}
    </ActionDialog>
  );
}

export function RenewDialog({
  lease,
  open,
  onOpenChange,
}: {
  lease: LeaseView;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [rent, setRent] = useState((lease.rentCents / 100).toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeaseWrite<LeaseView>(`/leases/${lease.id}/renew`, "Lease renewed", () =>
    onOpenChange(false),
  );
  return (
    <ActionDialog
      title="Renew lease"
      description="A new lease for the same unit and tenants; the deposit carries over."
      label="Renew"
      open={open}
      onOpenChange={onOpenChange}
      error={problem ?? write.error}
      pending={write.isPending}
      onSubmit={() => {
        const rentCents = parseAmountToCents(rent);
        if (!start || !rentCents) return setProblem("Enter the new start date and rent.");
        setProblem(null);
        write.mutate({ startDate: start, endDate: end || null, rentCents });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="renew-start"
          label="New start date"
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <FormField
          id="renew-end"
          label="New end date"
          type="date"
          hint="Empty for month-to-month"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <FormField
          id="renew-rent"
          label="New monthly rent"
          inputMode="decimal"
          value={rent}
          onChange={(e) => setRent(e.target.value)}
        />
      </div>
    </ActionDialog>
  );
}

export function EndDialog({
  lease,
  open,
  onOpenChange,
}: {
  lease: LeaseView;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const [date, setDate] = useState(today());
  const write = useLeaseWrite<LeaseView>(`/leases/${lease.id}/end`, "Move-out recorded", () =>
    onOpenChange(false),
  );
  return (
    <ActionDialog
      title="End lease"
      description="Rent is charged through the move-out day; unpaid charges after it are removed."
      label="End lease"
      open={open}
      onOpenChange={onOpenChange}
      error={write.error}
      pending={write.isPending}
      onSubmit={() => write.mutate({ moveOutDate: date })}
    >
      <FormField
        id="end-date"
        label="Move-out date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
    </ActionDialog>
  );
}
