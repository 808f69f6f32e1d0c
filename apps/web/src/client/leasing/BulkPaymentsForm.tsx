// The month's payments recorded in one form: one row per lease with money open this month. The boxes start
// empty so that only money a landlord types (or fills in on purpose) is recorded as received.
import { Button, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { DueItem, RentCollections } from "../../shared/rent-roll";
import { formatCents, formatDay, parseAmountToCents } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { FormMessage } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { invalidateLeasing, LEASING } from "./shared";

const NONE_ERROR_ID = "due-none-error";
/** "1,550.00": the amount as typed into a box (no currency sign, which the box does not need). */
const amountText = (cents: number) => formatCents(cents).replace("$", "");
const rowErrorId = (leaseId: string) => `received-${leaseId}-error`;

export function BulkPaymentsForm({ c }: { c: RentCollections }) {
  const leases = [...new Map(c.dueThisMonth.map((i) => [i.leaseId, i])).values()];
  const openOf = (leaseId: string) =>
    c.dueThisMonth.filter((i) => i.leaseId === leaseId).reduce((s, i) => s + i.openCents, 0);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [date, setDate] = useState(c.asOf);
  const [submitted, setSubmitted] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  // Focus moves after the render that marks the box, so its message is read with it.
  const [focus, setFocus] = useState<{ leaseId: string } | null>(null);
  useEffect(() => {
    if (focus) tableRef.current?.querySelector<HTMLElement>(`[data-lease="${focus.leaseId}"]`)?.focus();
  }, [focus]);
  const record = useRecordPayments(date, () => {
    setAmounts({});
    setSubmitted(false);
  });
  const rows = leases.map((l) => ({ item: l, text: (amounts[l.leaseId] ?? "").trim() }));
  const unreadable = rows.filter((r) => r.text && !parseAmountToCents(r.text));
  const toRecord = rows
    .filter((r) => r.text && parseAmountToCents(r.text))
    .map((r) => ({ leaseId: r.item.leaseId, amountCents: parseAmountToCents(r.text)! }));
  // Shown after a refused submit, and only while still true: each clears as soon as it is fixed.
  const noneError = submitted && toRecord.length === 0 && unreadable.length === 0;
  const rowErrors = new Set(submitted ? unreadable.map((r) => r.item.leaseId) : []);
  const fillAll = () =>
    setAmounts((a) => ({
      ...a,
      ...Object.fromEntries(
        leases.filter((l) => openOf(l.leaseId) > 0).map((l) => [l.leaseId, amountText(openOf(l.leaseId))]),
      ),
    }));
  return (
    <form
      aria-labelledby="due-heading"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (toRecord.length > 0 && unreadable.length === 0) return record.mutate(toRecord);
        setSubmitted(true);
        const first = unreadable[0]?.item ?? leases[0];
        if (first) setFocus({ leaseId: first.leaseId });
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="due-heading" className="text-lg font-semibold">
          Due this month
        </h2>
        <Button variant="outline" size="sm" onClick={fillAll}>
          Fill all amounts due
        </Button>
      </div>
      <FormMessage kind="error">{record.isError ? errorText(record.error) : null}</FormMessage>
      <div ref={tableRef}>
        <DueTable
          leases={leases}
          openOf={openOf}
          amounts={amounts}
          setAmounts={setAmounts}
          rowErrors={rowErrors}
          noneError={noneError}
        />
      </div>
      {noneError ? (
        <p id={NONE_ERROR_ID} className="text-sm text-destructive">
          Nothing to record: enter the amount received for at least one lease, or fill in the amounts due.
        </p>
      ) : null}
      <RecordBar date={date} setDate={setDate} pending={record.isPending} count={toRecord.length} />
    </form>
  );
}

/** Sends the payments (by check, on `date`); `recorded` runs once they are in the books. */
function useRecordPayments(date: string, recorded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payments: { leaseId: string; amountCents: number }[]) =>
      api.post(`${LEASING}/payments/bulk`, {
        payments: payments.map((p) => ({ ...p, date, method: "check" })),
      }),
    onSuccess: async (_data, payments) => {
      recorded();
      await invalidateLeasing(queryClient);
      toast({ title: `${payments.length} ${payments.length === 1 ? "payment" : "payments"} recorded` });
    },
  });
}

function RecordBar({
  date,
  setDate,
  pending,
  count,
}: {
  date: string;
  setDate(date: string): void;
  pending: boolean;
  count: number;
}) {
  return (
    <div className="flex flex-wrap items-end justify-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Date received
        <input
          type="date"
          className="h-9 rounded-md border border-input bg-background px-2"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={pending}>
        {pending
          ? "Recording…"
          : count === 0
            ? "Record payments"
            : `Record ${count} ${count === 1 ? "payment" : "payments"}`}
      </Button>
    </div>
  );
}

function DueTable({
  leases,
  openOf,
  amounts,
  setAmounts,
  rowErrors,
  noneError,
}: {
  leases: DueItem[];
  openOf(leaseId: string): number;
  amounts: Record<string, string>;
  setAmounts: React.Dispatch<React.SetStateAction<Record<string, string>>>;
  rowErrors: ReadonlySet<string>;
  noneError: boolean;
}) {
  return (
    <TableScroll label="Rent due this month">
      <table className="w-full text-sm">
        <caption className="sr-only">Rent due this month</caption>
        <TableHead
          columns={[
            { label: "Unit" },
            { label: "Tenants" },
            { label: "Due" },
            { label: "Open", end: true },
            { label: "Received", end: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {leases.map((item) => (
            <DueRow
              key={item.leaseId}
              item={item}
              open={openOf(item.leaseId)}
              amount={amounts[item.leaseId] ?? ""}
              setAmount={(value) => setAmounts((a) => ({ ...a, [item.leaseId]: value }))}
              invalid={rowErrors.has(item.leaseId)}
              noneError={noneError}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function DueRow({
  item,
  open,
  amount,
  setAmount,
  invalid,
  noneError,
}: {
  item: DueItem;
  open: number;
  amount: string;
  setAmount(value: string): void;
  invalid: boolean;
  noneError: boolean;
}) {
  const describedBy = invalid ? rowErrorId(item.leaseId) : noneError ? NONE_ERROR_ID : undefined;
  return (
    <tr>
      <td className="px-3 py-2 font-medium">
        <Link href={`/leases/${item.leaseId}`} className="text-primary underline-offset-4 hover:underline">
          {item.propertyName} · {item.unitName}
        </Link>
      </td>
      <td className="px-3 py-2">{item.tenants}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDay(item.dueDate)}</td>
      <td className="px-3 py-2 text-end tabular-nums">{formatCents(open)}</td>
      <td className="px-3 py-2 text-end">
        <div className="flex items-center justify-end gap-2">
          {open > 0 ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Fill ${amountText(open)} for ${item.tenants}`}
              onClick={() => setAmount(amountText(open))}
            >
              Fill
            </Button>
          ) : null}
          <input
            aria-label={`Amount received for ${item.propertyName} ${item.unitName}`}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            data-lease={item.leaseId}
            inputMode="decimal"
            placeholder={open > 0 ? amountText(open) : undefined}
            className="h-9 w-28 rounded-md border border-input bg-background px-2 text-end tabular-nums aria-invalid:border-destructive"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        {invalid ? (
          <p id={rowErrorId(item.leaseId)} className="mt-1 text-sm text-destructive">
            Not an amount, e.g. {amountText(open || 145_000)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
