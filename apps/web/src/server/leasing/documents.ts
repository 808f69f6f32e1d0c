// The lease's documents as PDF: a rent receipt per payment, a tenant statement for a period, and the
// deposit disposition letter after move-out (itemised deductions and the amount returned). Dates print
// as the UI shows them ("Sep 1, 2026"); only the file names keep YYYY-MM-DD.
import { and, eq } from "drizzle-orm";
import { LEDGER_PAYMENT_METHOD_LABELS, type LeaseView } from "../../shared/leasing";
import { formatDay } from "../../shared/reports";
import { formatMoney } from "../accounting/money";
import { properties } from "../accounting/schema";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { notFound } from "../http/errors";
import { conflict, type Leasing, today } from "./context";
import { depositDispositions } from "./deposits";
import { getLease } from "./lease-read";
import { leaseLedger } from "./ledger";
import { Letter } from "./letter-pdf";
import { getPayment } from "./payment-record";

export interface PdfFile {
  fileName: string;
  body: Buffer;
}

async function heading(db: Db, orgId: string, lease: LeaseView) {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const [p] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.organizationId, orgId), eq(properties.id, lease.propertyId)));
  const address = p ? [p.addressLine1, p.city, p.state, p.postalCode].filter(Boolean).join(", ") : "";
  return {
    letter: await Letter.create(org?.name ?? "PropLedger"),
    premises: `${lease.propertyName} · ${lease.unitName}${address ? `, ${address}` : ""}`,
    tenants: lease.tenants.map((t) => t.name).join(", "),
  };
}

export async function paymentReceipt(ctx: Leasing, orgId: string, paymentId: string): Promise<PdfFile> {
  const payment = await getPayment(ctx.db, orgId, paymentId);
  const lease = await getLease(ctx.db, orgId, payment.leaseId);
  const { letter, premises, tenants } = await heading(ctx.db, orgId, lease);
  const number = payment.id.slice(0, 8).toUpperCase();
  letter.title("Rent receipt", `Receipt ${number}`);
  letter.facts([
    ["Received from", tenants],
    ["Premises", premises],
    ["Date received", formatDay(payment.date)],
    ["Amount", formatMoney(payment.amountCents)],
    ["Method", LEDGER_PAYMENT_METHOD_LABELS[payment.method]],
    ["Reference", payment.reference ?? "—"],
  ]);
  letter.table({
    columns: [
      { label: "Applied to", width: 380 },
      { label: "Amount", end: true, width: 120 },
    ],
    rows: [
      ...payment.allocations.map((a) => [a.description, formatMoney(a.amountCents)]),
      ...(payment.unappliedCents > 0 ? [["Kept as credit", formatMoney(payment.unappliedCents)]] : []),
    ],
    total: ["Total received", formatMoney(payment.amountCents)],
  });
  letter.paragraph(
    `Balance owed on the lease as of ${formatDay(today(ctx))}: ${formatMoney(lease.balanceCents)}.`,
  );
  return {
    fileName: `receipt-${payment.date}-${number}.pdf`,
    body: await letter.save(formatDay(today(ctx))),
  };
}

export async function tenantStatement(
  ctx: Leasing,
  orgId: string,
  leaseId: string,
  period: { from?: string; to?: string },
): Promise<PdfFile> {
  const lease = await getLease(ctx.db, orgId, leaseId);
  const from = period.from ?? lease.startDate;
  const to = period.to ?? today(ctx);
  if (to < from) throw conflict("to: must be on or after from");
  const ledger = await leaseLedger(ctx.db, orgId, leaseId);
  const before = ledger.entries.filter((e) => e.date < from);
  const inPeriod = ledger.entries.filter((e) => e.date >= from && e.date <= to);
  const opening = before.at(-1)?.balanceCents ?? 0;
  const closing = inPeriod.at(-1)?.balanceCents ?? opening;
  const { letter, premises, tenants } = await heading(ctx.db, orgId, lease);
  letter.title("Tenant statement", `${formatDay(from)} to ${formatDay(to)}`);
  letter.facts([
    ["Tenants", tenants],
    ["Premises", premises],
    ["Rent", `${formatMoney(lease.rentCents)} due on day ${lease.dueDay}`],
    ["Opening balance", formatMoney(opening)],
    ["Closing balance", formatMoney(closing)],
  ]);
  letter.table({
    columns: [
      { label: "Date", width: 75 },
      { label: "Description", width: 215 },
      { label: "Charges", end: true, width: 70 },
      { label: "Payments", end: true, width: 70 },
      { label: "Balance", end: true, width: 70 },
    ],
    rows: [
      [formatDay(from), "Opening balance", "", "", formatMoney(opening)],
      ...inPeriod.map((e) => [
        formatDay(e.date),
        `${e.description}${e.waived ? " (waived)" : ""}`,
        e.amountCents > 0 ? formatMoney(e.amountCents) : "",
        e.amountCents < 0 ? formatMoney(-e.amountCents) : "",
        formatMoney(e.balanceCents),
      ]),
    ],
    total: ["", "Closing balance", "", "", formatMoney(closing)],
  });
  return { fileName: `statement-${from}-to-${to}.pdf`, body: await letter.save(formatDay(today(ctx))) };
}

export async function depositLetter(ctx: Leasing, orgId: string, leaseId: string): Promise<PdfFile> {
  const lease = await getLease(ctx.db, orgId, leaseId);
  const [disposition] = await depositDispositions(ctx.db, orgId, leaseId);
  if (!disposition) throw notFound("This lease has no deposit disposition yet");
  const withheld = disposition.deductions.reduce((s, d) => s + d.amountCents, 0);
  const { letter, premises, tenants } = await heading(ctx.db, orgId, lease);
  letter.title("Security deposit disposition", formatDay(disposition.date));
  letter.paragraph(`To ${tenants},`);
  letter.paragraph(
    `This letter accounts for the security deposit held for ${premises}, which you moved out of on ${lease.moveOutDate ? formatDay(lease.moveOutDate) : "—"}.`,
  );
  letter.facts([
    ["Deposit held", formatMoney(disposition.amountCents)],
    ["Deductions", formatMoney(withheld)],
    ...(disposition.appliedCents > 0
      ? [["Applied to unpaid rent and charges", formatMoney(disposition.appliedCents)] as [string, string]]
      : []),
    ["Amount returned", formatMoney(disposition.returnedCents)],
  ]);
  letter.table({
    columns: [
      { label: "Itemised deductions", width: 380 },
      { label: "Amount", end: true, width: 120 },
    ],
    rows: disposition.deductions.length
      ? disposition.deductions.map((d) => [d.description, formatMoney(d.amountCents)])
      : [["No deductions", formatMoney(0)]],
    total: ["Total withheld", formatMoney(withheld)],
  });
  letter.paragraph(
    disposition.returnedCents > 0
      ? `${formatMoney(disposition.returnedCents)} is returned to you. Please contact us with any question about these deductions.`
      : "No amount is returned: the whole deposit went to the deductions and what you owed. Please contact us with any question about them.",
  );
  return {
    fileName: `deposit-disposition-${disposition.date}.pdf`,
    body: await letter.save(formatDay(today(ctx))),
  };
}
