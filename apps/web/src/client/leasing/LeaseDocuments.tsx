// The lease's documents as PDF downloads: a receipt per payment, a tenant statement for a chosen
// period, and the deposit disposition letter once the deposit has been disposed of.
import { FileText } from "lucide-react";
import { useState } from "react";
import type { LeaseLedger, LeaseView } from "../../shared/leasing";
import { formatCents, formatDay } from "../accounting/format";
import { FormField } from "../components/FormField";
import { LEASING } from "./shared";

const linkClass =
  "inline-flex min-h-6 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline";

function PdfLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} download className={linkClass}>
      <FileText aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

export function LeaseDocuments({ lease, ledger }: { lease: LeaseView; ledger?: LeaseLedger }) {
  const [from, setFrom] = useState(lease.startDate);
  const [picked, setTo] = useState<string | null>(null);
  // Until a day is picked, the statement runs to the ledger's last entry.
  const to = picked ?? ledger?.entries.at(-1)?.date ?? lease.startDate;
  const payments = ledger?.entries.filter((e) => e.kind === "payment") ?? [];
  const valid = Boolean(from && to && to >= from);
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
      <h2 id="documents-heading" className="text-lg font-semibold">
        Documents
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          id="statement-from"
          label="Statement from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <FormField
          id="statement-to"
          label="Statement to"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={valid ? undefined : "The end must be on or after the start."}
        />
        {valid ? (
          <PdfLink href={`${LEASING}/leases/${lease.id}/statement?from=${from}&to=${to}`}>
            Tenant statement (PDF)
          </PdfLink>
        ) : null}
      </div>
      {lease.depositDisposedOn ? (
        <PdfLink href={`${LEASING}/leases/${lease.id}/deposit-letter`}>
          Deposit disposition letter of {formatDay(lease.depositDisposedOn)} (PDF)
        </PdfLink>
      ) : null}
      {payments.length ? (
        <ul className="flex flex-col gap-1" aria-label="Rent receipts">
          {payments.map((p) => (
            <li key={p.id}>
              <PdfLink href={`${LEASING}/payments/${p.id}/receipt`}>
                Receipt for {formatCents(-p.amountCents)} paid {formatDay(p.date)} (PDF)
              </PdfLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Receipts appear here once a payment is recorded.</p>
      )}
    </section>
  );
}
