// The exported views (transactions, general ledger, properties) as ExportTables: the same filters
// as the on-screen lists, every matching row, and a totals row.
import { badRequest } from "../http/errors";
import { type ExportFormat, type ExportTable, PDF_MAX_ROWS } from "./exports";
import { ledger } from "./ledger-reports";
import { ytdByProperty } from "./profit-and-loss";
import type { AccountingService } from "./service";
import type { LedgerQuery, PropertyListQuery, TransactionFilters } from "./validation";

const EXPORT_MAX_ROWS = 100_000;

function describeFilters(filters: Record<string, unknown>, rows: number, generatedAt: Date): string {
  const parts = Object.entries(filters)
    .filter(
      ([k, v]) => v !== undefined && v !== null && v !== "" && !["format", "page", "pageSize"].includes(k),
    )
    .map(([k, v]) => `${k} ${String(v)}`);
  return `${parts.length ? `Filters: ${parts.join(", ")} | ` : ""}${rows} row${rows === 1 ? "" : "s"} | generated ${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function checkSize(n: number, format: ExportFormat): void {
  if (format === "pdf" && n > PDF_MAX_ROWS) {
    throw badRequest(
      `Too many rows for a PDF (${n}; at most ${PDF_MAX_ROWS}). Narrow the filters or export CSV or XLSX.`,
    );
  }
  if (n > EXPORT_MAX_ROWS)
    throw badRequest(`Too many rows to export (${n}; at most ${EXPORT_MAX_ROWS}). Narrow the filters.`);
}

export async function transactionsTable(
  svc: AccountingService,
  orgId: string,
  f: Omit<TransactionFilters, "page" | "pageSize">,
  format: ExportFormat,
): Promise<ExportTable> {
  const { total } = await svc.listTransactions(orgId, { ...f, page: 1, pageSize: 1 });
  checkSize(total, format);
  const rows = await svc.allTransactions(orgId, f, EXPORT_MAX_ROWS);
  const sums = { income: 0, expense: 0, transfer: 0 };
  for (const r of rows) sums[r.type] += r.amountCents;
  const day = svc.today();
  return {
    title: "Transactions",
    subtitle: describeFilters(f, rows.length, svc.clock.now()),
    fileName: `transactions-${day}`,
    columns: [
      { header: "Date", kind: "date", width: 10 },
      { header: "Type", kind: "text", width: 8 },
      { header: "Description", kind: "text", width: 24 },
      { header: "Payee", kind: "text", width: 15 },
      { header: "Property", kind: "text", width: 16 },
      { header: "Unit", kind: "text", width: 7 },
      { header: "Category", kind: "text", width: 18 },
      { header: "Account", kind: "text", width: 15 },
      { header: "Reference", kind: "text", width: 9 },
      { header: "Income", kind: "money", width: 11 },
      { header: "Expense", kind: "money", width: 11 },
      { header: "Transfer", kind: "money", width: 11 },
    ],
    rows: rows.map((r) => [
      r.date,
      r.type,
      r.description,
      r.payee,
      r.propertyName,
      r.unitName,
      r.splits.map((s) => `${s.accountCode} ${s.accountName}`).join("; "),
      `${r.bankAccount.code} ${r.bankAccount.name}`,
      r.reference,
      r.type === "income" ? r.amountCents : null,
      r.type === "expense" ? r.amountCents : null,
      r.type === "transfer" ? r.amountCents : null,
    ]),
    totals: { Income: sums.income, Expense: sums.expense, Transfer: sums.transfer },
  };
}

export async function ledgerTable(
  svc: AccountingService,
  orgId: string,
  q: Omit<LedgerQuery, "page" | "pageSize">,
  format: ExportFormat,
): Promise<ExportTable> {
  const head = await ledger(svc, orgId, { ...q, page: 1, pageSize: 1 });
  checkSize(head.total, format);
  const all = await ledger(svc, orgId, { ...q, page: 1, pageSize: EXPORT_MAX_ROWS });
  const rows: ExportTable["rows"] = [];
  if (all.account && q.from) {
    rows.push([
      q.from,
      `${all.account.code} ${all.account.name}`,
      "Opening balance",
      null,
      null,
      null,
      null,
      null,
      all.openingBalanceCents,
    ]);
  }
  for (const l of all.items) {
    rows.push([
      l.date,
      `${l.accountCode} ${l.accountName}`,
      l.description,
      l.payee,
      l.propertyName,
      l.reference,
      l.debitCents || null,
      l.creditCents || null,
      l.balanceCents,
    ]);
  }
  const title = all.account ? `General Ledger - ${all.account.code} ${all.account.name}` : "General Ledger";
  return {
    title,
    subtitle: describeFilters(q, all.items.length, svc.clock.now()),
    fileName: `general-ledger-${svc.today()}`,
    columns: [
      { header: "Date", kind: "date", width: 10 },
      { header: "Account", kind: "text", width: 20 },
      { header: "Description", kind: "text", width: 26 },
      { header: "Payee", kind: "text", width: 15 },
      { header: "Property", kind: "text", width: 16 },
      { header: "Reference", kind: "text", width: 9 },
      { header: "Debit", kind: "money", width: 12 },
      { header: "Credit", kind: "money", width: 12 },
      { header: "Balance", kind: "money", width: 12 },
    ],
    rows,
    totals: {
      Debit: all.totals.debitCents,
      Credit: all.totals.creditCents,
      Balance: all.closingBalanceCents,
    },
  };
}

const PROPERTY_TYPE_LABELS: Record<string, string> = {
  single_family: "Single-family",
  multi_family: "Multi-family",
  condo: "Condo",
  commercial: "Commercial",
  short_term_rental: "Short-term rental",
};

export async function propertiesTable(
  svc: AccountingService,
  orgId: string,
  q: Omit<PropertyListQuery, "page" | "pageSize">,
  format: ExportFormat,
): Promise<ExportTable> {
  const list = await svc.allProperties(orgId, q);
  checkSize(list.length, format);
  const pnl = await ytdByProperty(svc, orgId);
  const t = { units: 0, occupied: 0, price: 0, rent: 0, income: 0, expense: 0, noi: 0 };
  const rows = list.map((p) => {
    const y = pnl.get(p.id);
    t.units += p.unitCount;
    t.occupied += p.occupiedUnits;
    t.price += p.purchasePriceCents ?? 0;
    t.rent += p.scheduledRentCents;
    t.income += y?.incomeCents ?? 0;
    t.expense += y?.expenseCents ?? 0;
    t.noi += y?.noiCents ?? 0;
    return [
      p.name,
      PROPERTY_TYPE_LABELS[p.type] ?? p.type,
      [p.addressLine1, p.addressLine2].filter(Boolean).join(", "),
      p.city,
      p.state,
      p.postalCode,
      p.unitCount,
      p.occupiedUnits,
      p.purchaseDate,
      p.purchasePriceCents,
      p.status,
      p.scheduledRentCents,
      y?.incomeCents ?? 0,
      y?.expenseCents ?? 0,
      y?.noiCents ?? 0,
    ];
  });
  return {
    title: "Properties",
    subtitle: describeFilters(q, rows.length, svc.clock.now()),
    fileName: `properties-${svc.today()}`,
    columns: [
      { header: "Name", kind: "text", width: 18 },
      { header: "Type", kind: "text", width: 11 },
      { header: "Address", kind: "text", width: 20 },
      { header: "City", kind: "text", width: 11 },
      { header: "State", kind: "text", width: 5 },
      { header: "Postal code", kind: "text", width: 7 },
      { header: "Units", kind: "int", width: 5 },
      { header: "Occupied", kind: "int", width: 6 },
      { header: "Purchased", kind: "date", width: 9 },
      { header: "Purchase price", kind: "money", width: 12 },
      { header: "Status", kind: "text", width: 7 },
      { header: "Monthly rent", kind: "money", width: 10 },
      { header: "YTD income", kind: "money", width: 11 },
      { header: "YTD expenses", kind: "money", width: 11 },
      { header: "YTD NOI", kind: "money", width: 11 },
    ],
    rows,
    totals: {
      Units: t.units,
      Occupied: t.occupied,
      "Purchase price": t.price,
      "Monthly rent": t.rent,
      "YTD income": t.income,
      "YTD expenses": t.expense,
      "YTD NOI": t.noi,
    },
  };
}
