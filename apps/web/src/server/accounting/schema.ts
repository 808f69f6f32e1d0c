// Accounting tables. Every row carries organization_id (even child rows such as units and journal
// lines) so each query is scoped with one indexed predicate and tenancy never depends on a join.
// Money columns are bigint cents (mode "number": exact up to 2^53 cents, ~$90 trillion).
// References between these tables are composite (organization_id, id) foreign keys, kept in
// drizzle/0013_tenant_keys_sql.sql (drizzle cannot say ON DELETE SET NULL of one column of a composite key).
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_SUBTYPES,
  ACCOUNT_TYPES,
  type AccountType,
  ALL_SUBTYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TENANT_STATUSES,
  TRANSACTION_TYPES,
  type TransactionType,
} from "../../shared/accounting";
import { organizations } from "../db/core-schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const cents = (name: string) => bigint(name, { mode: "number" });
const orgId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
/** A full-text document (no drizzle built-in); read and written only by SQL, so its value is text. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const inList = (column: SQL | unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

export {
  ACCOUNT_SUBTYPES,
  ACCOUNT_TYPES,
  type AccountType,
  ALL_SUBTYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TENANT_STATUSES,
  TRANSACTION_TYPES,
  type TransactionType,
};

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: ACCOUNT_TYPES }).notNull(),
    subtype: text("subtype").notNull(),
    parentId: uuid("parent_id"),
    /** IRS Schedule E line (3 rents, 5–19 expenses); null when not reported there. */
    scheduleELine: integer("schedule_e_line"),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    isSystem: boolean("is_system").notNull().default(false),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("accounts_org_code_idx").on(t.organizationId, t.code),
    index("accounts_parent_idx").on(t.parentId),
    check("accounts_type_check", inList(t.type, ACCOUNT_TYPES)),
    check("accounts_subtype_check", inList(t.subtype, ALL_SUBTYPES)),
    check(
      "accounts_schedule_e_check",
      sql`${t.scheduleELine} is null or ${t.scheduleELine} between 3 and 19`,
    ),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text("name").notNull(),
    addressLine1: text("address_line1").notNull().default(""),
    addressLine2: text("address_line2"),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").notNull().default("US"),
    type: text("type", { enum: PROPERTY_TYPES }).notNull(),
    purchaseDate: date("purchase_date", { mode: "string" }),
    purchasePriceCents: cents("purchase_price_cents"),
    status: text("status", { enum: PROPERTY_STATUSES }).notNull().default("active"),
    notes: text("notes"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("properties_org_name_idx").on(t.organizationId, t.name),
    check("properties_type_check", inList(t.type, PROPERTY_TYPES)),
    check("properties_status_check", inList(t.status, PROPERTY_STATUSES)),
    check("properties_price_check", sql`${t.purchasePriceCents} is null or ${t.purchasePriceCents} >= 0`),
  ],
);

export const units = pgTable(
  "units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    propertyId: uuid("property_id").notNull(),
    name: text("name").notNull(),
    beds: integer("beds"),
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }),
    squareFeet: integer("square_feet"),
    marketRentCents: cents("market_rent_cents"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("units_org_property_idx").on(t.organizationId, t.propertyId),
    check("units_beds_check", sql`${t.beds} is null or ${t.beds} >= 0`),
    check("units_baths_check", sql`${t.baths} is null or ${t.baths} >= 0`),
    check("units_rent_check", sql`${t.marketRentCents} is null or ${t.marketRentCents} >= 0`),
  ],
);

/** Leases: a unit is occupied when it has an active tenant. Searched by the AI search. */
export const tenants = pgTable(
  "tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    propertyId: uuid("property_id").notNull(),
    unitId: uuid("unit_id"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    leaseStart: date("lease_start", { mode: "string" }),
    leaseEnd: date("lease_end", { mode: "string" }),
    rentCents: cents("rent_cents").notNull().default(0),
    depositCents: cents("deposit_cents").notNull().default(0),
    status: text("status", { enum: TENANT_STATUSES }).notNull().default("active"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("tenants_org_property_idx").on(t.organizationId, t.propertyId),
    index("tenants_unit_idx").on(t.unitId),
    check("tenants_status_check", inList(t.status, TENANT_STATUSES)),
    check("tenants_money_check", sql`${t.rentCents} >= 0 and ${t.depositCents} >= 0`),
    check(
      "tenants_lease_check",
      sql`${t.leaseStart} is null or ${t.leaseEnd} is null or ${t.leaseEnd} >= ${t.leaseStart}`,
    ),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    payee: text("payee"),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    /** Total of the entry (sum of its debits = sum of its credits); kept for amount filters/sorting. */
    amountCents: cents("amount_cents").notNull(),
    /** The bank / cash / credit-card side (income: deposited to; expense: paid from; transfer: from). */
    bankAccountId: uuid("bank_account_id").notNull(),
    propertyId: uuid("property_id"),
    unitId: uuid("unit_id"),
    memo: text("memo"),
    reference: text("reference"),
    /** Distinct accounts and properties of the entry's lines (GIN-indexed) for the list's filters. */
    accountIds: uuid("account_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * Per account of `account_ids`, in that order: the cents of its split lines (line_no > 0; 0 for
     * the bank account). A category's share of the entry without reading its lines: the search
     * sums it over thousands of matches (entryAccounts in posting.ts keeps the two aligned).
     */
    splitCents: bigint("split_cents", { mode: "number" }).array().notNull().default(sql`'{}'::bigint[]`),
    propertyIds: uuid("property_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** Lower-cased description, payee, memo and reference: the text filter (trigram-indexed). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(description, '') || ' ' || coalesce(payee, '') || ' ' || coalesce(memo, '') || ' ' || coalesce(reference, ''))`,
    ),
    /**
     * The AI search's weighted document (search/documents.ts): stored, because ranking the rows a
     * query matches would otherwise re-parse each one's text (most of a worded search's time).
     * Slashes, hyphens and dots are spaces: the parser would keep "washer/dryer" as one file-path word,
     * "E-5521" as a negative number and "B.V." or "Booking.com" as one host name, none of which the
     * words a user types can match.
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '/-.', '   ')), 'A') || setweight(to_tsvector('english'::regconfig, translate(coalesce(payee, ''), '/-.', '   ')), 'B') || setweight(to_tsvector('english'::regconfig, translate(coalesce(memo, '') || ' ' || coalesce(reference, ''), '/-.', '   ')), 'C')`,
    ),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    // The list's default order exactly, nulls first as `order by … desc` has it, or the planner
    // cannot use it for the order (migration 0002): the first page of the unfiltered list or of a
    // date range reads 50 index entries instead of sorting every match.
    index("transactions_org_date_idx").on(
      t.organizationId,
      t.date.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("transactions_org_property_date_idx").on(t.organizationId, t.propertyId, t.date.desc()),
    index("transactions_org_type_date_idx").on(t.organizationId, t.type, t.date),
    index("transactions_org_amount_idx").on(t.organizationId, t.amountCents),
    // The list's count of an amount range with a type, read from the index alone (migration 0002).
    index("transactions_org_type_amount_idx").on(t.organizationId, t.type, t.amountCents),
    index("transactions_bank_account_idx").on(t.bankAccountId),
    index("transactions_account_ids_idx").using("gin", t.accountIds),
    index("transactions_property_ids_idx").using("gin", t.propertyIds),
    // The list's text filter (`search_text like '%…%'`); needs pg_trgm (migration 0002 creates it).
    index("transactions_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("transactions_search_document_idx").using("gin", t.searchDocument),
    check("transactions_type_check", inList(t.type, TRANSACTION_TYPES)),
    check("transactions_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Double entry: per transaction, sum(debit_cents) = sum(credit_cents); each line is one or the other. */
export const journalLines = pgTable(
  "journal_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: orgId(),
    transactionId: uuid("transaction_id").notNull(),
    lineNo: integer("line_no").notNull(),
    accountId: uuid("account_id").notNull(),
    propertyId: uuid("property_id"),
    /** Copy of the transaction's date so ledgers and period totals never join to filter by date. */
    date: date("date", { mode: "string" }).notNull(),
    debitCents: cents("debit_cents").notNull().default(0),
    creditCents: cents("credit_cents").notNull().default(0),
    memo: text("memo"),
  },
  (t) => [
    index("journal_lines_transaction_idx").on(t.transactionId),
    index("journal_lines_account_date_idx").on(t.accountId, t.date, t.transactionId, t.lineNo),
    index("journal_lines_org_date_idx").on(t.organizationId, t.date),
    index("journal_lines_org_property_date_idx").on(t.organizationId, t.propertyId, t.date),
    check(
      "journal_lines_amount_check",
      sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} = 0) <> (${t.creditCents} = 0)`,
    ),
  ],
);

/**
 * Per account and calendar month: the sums of its journal lines. Maintained in the same database
 * transaction as every posting (journal-summaries.ts) so the dashboard reads a few hundred rows instead of
 * scanning the journal; `rebuildJournalSummaries` recomputes it from journal_lines.
 */
export const accountMonthTotals = pgTable(
  "account_month_totals",
  {
    organizationId: orgId(),
    accountId: uuid("account_id").notNull(),
    /** First day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    debitCents: cents("debit_cents").notNull().default(0),
    creditCents: cents("credit_cents").notNull().default(0),
  },
  // No check constraint: un-posting upserts a negative delta, and a CHECK sees the proposed row.
  (t) => [primaryKey({ columns: [t.organizationId, t.accountId, t.month] })],
);

/**
 * Per day, transaction type and split-account signature (the entry's accounts after its bank line,
 * sorted): how many entries, their totals, and per signature account the sum of its lines. Kept in
 * the same database transaction as every posting (journal-summaries.ts, addToJournalSummaries), so "how much rent
 * came in during 2025" sums a few hundred rows instead of thousands of journal lines; an entry is
 * counted once whichever of its accounts a question names, which per-account totals cannot do.
 */
export const transactionDayTotals = pgTable(
  "transaction_day_totals",
  {
    organizationId: orgId(),
    date: date("date", { mode: "string" }).notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    /** The entry's split accounts (journal lines after the bank line), distinct and sorted. */
    accountIds: uuid("account_ids").array().notNull(),
    transactions: integer("transactions").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** Per account of `account_ids`, in that order: the sum of its lines' amounts. */
    accountCents: bigint("account_cents", { mode: "number" }).array().notNull(),
    /**
     * Per account of `account_ids`: how many lines. Equal to `transactions` when every entry has one
     * line in that account, so a category's largest entry is its largest line (search/transactions.ts).
     */
    accountLines: integer("account_lines").array().notNull(),
  },
  // No check constraint: un-posting upserts a negative delta, and a CHECK sees the proposed row.
  (t) => [primaryKey({ columns: [t.organizationId, t.type, t.date, t.accountIds] })],
);

export type AccountRow = typeof accounts.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
