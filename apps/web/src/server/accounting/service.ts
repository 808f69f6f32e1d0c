// Accounting service: chart of accounts, properties, units, tenants and double-entry transactions.
// Every method takes the caller's organization id and scopes every statement by it; a row of
// another organization is indistinguishable from a missing one (404).
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type {
  AccountCreate,
  AccountUpdate,
  AccountView,
  Page,
  PropertyCreate,
  PropertyUpdate,
  PropertyView,
  TenantView,
  TransactionInput,
  TransactionSplitView,
  TransactionView,
  UnitCreate,
  UnitUpdate,
  UnitView,
} from "../../shared/accounting";
import { type Clock, systemClock } from "../clock";
import type { Db } from "../db/client";
import { badRequest, HttpError, notFound } from "../http/errors";
import { applyChartTemplate } from "./chart-template";
import { toCents } from "./money";
import {
  ACCOUNT_SUBTYPES,
  type AccountRow,
  type AccountType,
  accountMonthTotals,
  accounts,
  journalLines,
  type PropertyRow,
  properties,
  type TenantRow,
  tenants,
  transactionDayTotals,
  transactions,
  type UnitRow,
  units,
} from "./schema";
import type { PropertyListQuery, TenantListQuery, TransactionFilters } from "./validation";

export const conflict = (message: string) => new HttpError(409, message);

/** Rows of a raw `db.execute` on either driver (both answer `{ rows }`). */
/**
 * The distinct accounts of an entry's lines (line 0, the bank line, first) and, aligned with them,
 * the cents of each one's split lines (transactions.account_ids and split_cents).
 */
export function entryAccounts(lines: readonly { accountId: string; debit: number; credit: number }[]): {
  accountIds: string[];
  splitCents: number[];
} {
  const cents = new Map<string, number>();
  lines.forEach((l, lineNo) => {
    cents.set(l.accountId, (cents.get(l.accountId) ?? 0) + (lineNo > 0 ? l.debit + l.credit : 0));
  });
  return { accountIds: [...cents.keys()], splitCents: [...cents.values()] };
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const BALANCE_SHEET: readonly AccountType[] = ["asset", "liability", "equity"];
/** Debit-normal accounts show debit − credit as their balance; the others credit − debit. */
export const isDebitNormal = (type: AccountType): boolean => type === "asset" || type === "expense";

const accountView = (a: AccountRow, balanceCents = 0, postingCount = 0): AccountView => ({
  id: a.id,
  code: a.code,
  name: a.name,
  type: a.type,
  subtype: a.subtype,
  parentId: a.parentId,
  scheduleELine: a.scheduleELine,
  description: a.description,
  isActive: a.isActive,
  isSystem: a.isSystem,
  balanceCents,
  postingCount,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

const tenantView = (t: TenantRow): TenantView => ({
  id: t.id,
  propertyId: t.propertyId,
  unitId: t.unitId,
  name: t.name,
  email: t.email,
  phone: t.phone,
  leaseStart: t.leaseStart,
  leaseEnd: t.leaseEnd,
  rentCents: t.rentCents,
  depositCents: t.depositCents,
  status: t.status,
});

/** A tenant is current (the unit occupied) when active and the lease has not ended by `day`. */
export const currentTenantSql = (day: string): SQL =>
  sql`${tenants.status} = 'active' and (${tenants.leaseEnd} is null or ${tenants.leaseEnd} >= ${day}) and (${tenants.leaseStart} is null or ${tenants.leaseStart} <= ${day})`;

const LEDGER_LOCK_NOTE = "archive it instead";

export class AccountingService {
  constructor(
    readonly db: Db,
    readonly clock: Clock = systemClock,
  ) {}

  today(): string {
    return isoDay(this.clock.now());
  }

  // ---- chart of accounts ----------------------------------------------------------------------

  async applyTemplate(orgId: string): Promise<{ created: number }> {
    return { created: await applyChartTemplate(this.db, orgId, this.clock.now()) };
  }

  async listAccounts(
    orgId: string,
    opts: { includeInactive?: boolean | undefined; type?: AccountType | undefined } = {},
  ): Promise<AccountView[]> {
    const conds = [eq(accounts.organizationId, orgId)];
    if (opts.includeInactive === false) conds.push(eq(accounts.isActive, true));
    if (opts.type) conds.push(eq(accounts.type, opts.type));
    const [rows, sums] = await Promise.all([
      this.db
        .select()
        .from(accounts)
        .where(and(...conds))
        .orderBy(asc(accounts.code)),
      this.db
        .select({
          accountId: journalLines.accountId,
          debit: sql<string>`sum(${journalLines.debitCents})`,
          credit: sql<string>`sum(${journalLines.creditCents})`,
          n: count(),
        })
        .from(journalLines)
        .where(eq(journalLines.organizationId, orgId))
        .groupBy(journalLines.accountId),
    ]);
    const byId = new Map(sums.map((s) => [s.accountId, s]));
    return rows.map((a) => {
      const s = byId.get(a.id);
      const debit = toCents(s?.debit);
      const credit = toCents(s?.credit);
      return accountView(a, isDebitNormal(a.type) ? debit - credit : credit - debit, s?.n ?? 0);
    });
  }

  /** The tenancy rule in one place: another organization's record is "not found" (404), never shown. */
  private async scopedRow<T extends typeof accounts | typeof properties | typeof units>(
    table: T,
    orgId: string,
    id: string,
    what: string,
  ): Promise<T["$inferSelect"]> {
    const scoped = table as typeof accounts; // the three tables share the id and organization_id columns
    const [row] = await this.db
      .select()
      .from(scoped)
      .where(and(eq(scoped.organizationId, orgId), eq(scoped.id, id)))
      .limit(1);
    if (!row) throw notFound(`${what} not found`);
    return row as T["$inferSelect"];
  }

  private accountRow(orgId: string, id: string): Promise<AccountRow> {
    return this.scopedRow(accounts, orgId, id, "Account");
  }

  async getAccount(orgId: string, id: string): Promise<AccountView> {
    const row = await this.accountRow(orgId, id);
    const { n, debit, credit } = await this.postingStats(orgId, id);
    return accountView(row, isDebitNormal(row.type) ? debit - credit : credit - debit, n);
  }

  private async postingStats(orgId: string, accountId: string) {
    const [s] = await this.db
      .select({
        n: count(),
        debit: sql<string>`coalesce(sum(${journalLines.debitCents}), 0)`,
        credit: sql<string>`coalesce(sum(${journalLines.creditCents}), 0)`,
      })
      .from(journalLines)
      .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.accountId, accountId)));
    return { n: s?.n ?? 0, debit: toCents(s?.debit), credit: toCents(s?.credit) };
  }

  private checkSubtype(type: AccountType, subtype: string): void {
    if (!(ACCOUNT_SUBTYPES[type] as readonly string[]).includes(subtype)) {
      throw badRequest(
        `subtype: "${subtype}" is not valid for a ${type} account (use ${ACCOUNT_SUBTYPES[type].join(", ")})`,
      );
    }
  }

  private async checkParent(orgId: string, selfId: string | null, type: AccountType, parentId: string) {
    const all = await this.db
      .select({ id: accounts.id, parentId: accounts.parentId, type: accounts.type })
      .from(accounts)
      .where(eq(accounts.organizationId, orgId));
    const map = new Map(all.map((a) => [a.id, a]));
    const parent = map.get(parentId);
    if (!parent) throw notFound("Parent account not found");
    if (parent.type !== type) throw badRequest("parentId: the parent account must have the same type");
    // Re-parenting under one's own descendant would make a cycle.
    for (let cur: string | null = parentId, guard = 0; cur && guard < 10_000; guard++) {
      if (cur === selfId)
        throw badRequest("parentId: an account cannot be placed under itself or its sub-account");
      cur = map.get(cur)?.parentId ?? null;
    }
  }

  private async checkCodeFree(orgId: string, code: string, exceptId?: string): Promise<void> {
    const conds = [eq(accounts.organizationId, orgId), eq(accounts.code, code)];
    if (exceptId) conds.push(ne(accounts.id, exceptId));
    const [hit] = await this.db
      .select({ name: accounts.name })
      .from(accounts)
      .where(and(...conds))
      .limit(1);
    if (hit) throw conflict(`Account code ${code} is already used by "${hit.name}"`);
  }

  async createAccount(orgId: string, input: AccountCreate): Promise<AccountView> {
    const subtype = input.subtype ?? defaultSubtype(input.type);
    this.checkSubtype(input.type, subtype);
    if (input.parentId) await this.checkParent(orgId, null, input.type, input.parentId);
    await this.checkCodeFree(orgId, input.code);
    const now = this.clock.now();
    const [row] = await uniqueGuard(
      this.db
        .insert(accounts)
        .values({
          organizationId: orgId,
          code: input.code,
          name: input.name,
          type: input.type,
          subtype,
          parentId: input.parentId ?? null,
          scheduleELine: input.scheduleELine ?? null,
          description: input.description ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      `Account code ${input.code} is already used`,
    );
    return accountView(row!);
  }

  async updateAccount(orgId: string, id: string, patch: AccountUpdate): Promise<AccountView> {
    const row = await this.accountRow(orgId, id);
    const type = patch.type ?? row.type;
    if (patch.type && patch.type !== row.type) {
      const { n } = await this.postingStats(orgId, id);
      if (n > 0) throw conflict(`Account ${row.code} ${row.name} has postings; its type cannot be changed`);
      const [child] = await this.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.organizationId, orgId), eq(accounts.parentId, id)))
        .limit(1);
      if (child) throw badRequest("type: an account with sub-accounts cannot change type");
    }
    const subtype =
      patch.subtype ?? (patch.type && patch.type !== row.type ? defaultSubtype(type) : row.subtype);
    this.checkSubtype(type, subtype);
    const parentId = patch.parentId === undefined ? row.parentId : patch.parentId;
    if (parentId && (patch.parentId !== undefined || patch.type))
      await this.checkParent(orgId, id, type, parentId);
    if (patch.code && patch.code !== row.code) await this.checkCodeFree(orgId, patch.code, id);
    const [updated] = await uniqueGuard(
      this.db
        .update(accounts)
        .set({
          code: patch.code ?? row.code,
          name: patch.name ?? row.name,
          type,
          subtype,
          parentId,
          scheduleELine: patch.scheduleELine === undefined ? row.scheduleELine : patch.scheduleELine,
          description: patch.description === undefined ? row.description : patch.description,
          isActive: patch.isActive ?? row.isActive,
          updatedAt: this.clock.now(),
        })
        .where(and(eq(accounts.organizationId, orgId), eq(accounts.id, id)))
        .returning(),
      `Account code ${patch.code} is already used`,
    );
    return this.getAccount(orgId, updated!.id);
  }

  setAccountActive(orgId: string, id: string, isActive: boolean): Promise<AccountView> {
    return this.updateAccount(orgId, id, { isActive });
  }

  /** Only an account nothing refers to can be deleted; otherwise 409 with what to do instead. */
  async deleteAccount(orgId: string, id: string): Promise<void> {
    const row = await this.accountRow(orgId, id);
    const { n } = await this.postingStats(orgId, id);
    if (n > 0) {
      throw conflict(
        `Account ${row.code} ${row.name} has ${n} posting${n === 1 ? "" : "s"} and cannot be deleted; ${LEDGER_LOCK_NOTE}`,
      );
    }
    const [child] = await this.db
      .select({ code: accounts.code })
      .from(accounts)
      .where(and(eq(accounts.organizationId, orgId), eq(accounts.parentId, id)))
      .limit(1);
    if (child) {
      throw conflict(
        `Account ${row.code} ${row.name} has sub-accounts; move or delete them first, or ${LEDGER_LOCK_NOTE}`,
      );
    }
    await this.db.delete(accounts).where(and(eq(accounts.organizationId, orgId), eq(accounts.id, id)));
  }

  // ---- properties, units, tenants -------------------------------------------------------------

  private propertyRow(orgId: string, id: string): Promise<PropertyRow> {
    return this.scopedRow(properties, orgId, id, "Property");
  }

  private async propertyStats(orgId: string, ids: string[]) {
    const stats = new Map<string, { unitCount: number; occupiedUnits: number; scheduledRentCents: number }>();
    if (ids.length === 0) return stats;
    const day = this.today();
    const [unitCounts, occ] = await Promise.all([
      this.db
        .select({ propertyId: units.propertyId, n: count() })
        .from(units)
        .where(and(eq(units.organizationId, orgId), inArray(units.propertyId, ids)))
        .groupBy(units.propertyId),
      this.db
        .select({
          propertyId: tenants.propertyId,
          occupied: sql<number>`count(distinct ${tenants.unitId})`.mapWith(Number),
          rent: sql<string>`sum(${tenants.rentCents})`,
        })
        .from(tenants)
        .where(
          and(eq(tenants.organizationId, orgId), inArray(tenants.propertyId, ids), currentTenantSql(day)),
        )
        .groupBy(tenants.propertyId),
    ]);
    for (const id of ids) stats.set(id, { unitCount: 0, occupiedUnits: 0, scheduledRentCents: 0 });
    for (const u of unitCounts) stats.get(u.propertyId)!.unitCount = u.n;
    for (const o of occ) {
      const s = stats.get(o.propertyId)!;
      s.occupiedUnits = o.occupied;
      s.scheduledRentCents = toCents(o.rent);
    }
    return stats;
  }

  private propertyView(
    p: PropertyRow,
    s?: { unitCount: number; occupiedUnits: number; scheduledRentCents: number },
  ) {
    const view: PropertyView = {
      id: p.id,
      name: p.name,
      addressLine1: p.addressLine1,
      addressLine2: p.addressLine2,
      city: p.city,
      state: p.state,
      postalCode: p.postalCode,
      country: p.country,
      type: p.type,
      purchaseDate: p.purchaseDate,
      purchasePriceCents: p.purchasePriceCents,
      status: p.status,
      notes: p.notes,
      unitCount: s?.unitCount ?? 0,
      occupiedUnits: s?.occupiedUnits ?? 0,
      scheduledRentCents: s?.scheduledRentCents ?? 0,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
    return view;
  }

  propertyWhere(
    orgId: string,
    q: { q?: string | undefined; type?: string | undefined; status?: string | undefined },
  ) {
    const conds: SQL[] = [eq(properties.organizationId, orgId)];
    if (q.type) conds.push(eq(properties.type, q.type as PropertyRow["type"]));
    if (q.status) conds.push(eq(properties.status, q.status as PropertyRow["status"]));
    if (q.q) {
      const p = likePattern(q.q);
      conds.push(
        or(
          ilike(properties.name, p),
          ilike(properties.addressLine1, p),
          ilike(properties.city, p),
          ilike(properties.state, p),
          ilike(properties.postalCode, p),
        )!,
      );
    }
    return and(...conds)!;
  }

  propertyOrder(q: Pick<PropertyListQuery, "sort" | "order">) {
    const col: Record<PropertyListQuery["sort"], PgColumn> = {
      name: properties.name,
      type: properties.type,
      status: properties.status,
      city: properties.city,
      createdAt: properties.createdAt,
      purchaseDate: properties.purchaseDate,
    };
    const dir = (q.order ?? "asc") === "asc" ? asc : desc;
    return [dir(col[q.sort]), asc(properties.id)];
  }

  async listProperties(orgId: string, q: PropertyListQuery): Promise<Page<PropertyView>> {
    const where = this.propertyWhere(orgId, q);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(properties)
        .where(where)
        .orderBy(...this.propertyOrder(q))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(properties).where(where),
    ]);
    const stats = await this.propertyStats(
      orgId,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => this.propertyView(r, stats.get(r.id))),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** Every property matching the filters (exports), with unit stats. */
  async allProperties(
    orgId: string,
    q: Omit<PropertyListQuery, "page" | "pageSize">,
  ): Promise<PropertyView[]> {
    const rows = await this.db
      .select()
      .from(properties)
      .where(this.propertyWhere(orgId, q))
      .orderBy(...this.propertyOrder(q))
      .limit(100_000);
    const stats = new Map<string, { unitCount: number; occupiedUnits: number; scheduledRentCents: number }>();
    for (let i = 0; i < rows.length; i += 5000) {
      const part = await this.propertyStats(
        orgId,
        rows.slice(i, i + 5000).map((r) => r.id),
      );
      for (const [k, v] of part) stats.set(k, v);
    }
    return rows.map((r) => this.propertyView(r, stats.get(r.id)));
  }

  async getProperty(orgId: string, id: string): Promise<PropertyView> {
    const row = await this.propertyRow(orgId, id);
    const stats = await this.propertyStats(orgId, [id]);
    return this.propertyView(row, stats.get(id));
  }

  async createProperty(orgId: string, input: PropertyCreate): Promise<PropertyView & { units: UnitView[] }> {
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({
          organizationId: orgId,
          name: input.name,
          addressLine1: input.addressLine1,
          addressLine2: input.addressLine2,
          city: input.city,
          state: input.state,
          postalCode: input.postalCode,
          country: input.country,
          type: input.type,
          purchaseDate: input.purchaseDate ?? null,
          purchasePriceCents: input.purchasePriceCents ?? null,
          status: input.status,
          notes: input.notes,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: properties.id });
      for (const u of input.units) await insertUnit(tx as unknown as Db, orgId, row!.id, u, now);
      return row!.id;
    });
    return { ...(await this.getProperty(orgId, id)), units: await this.listUnits(orgId, id) };
  }

  async updateProperty(orgId: string, id: string, patch: PropertyUpdate): Promise<PropertyView> {
    await this.propertyRow(orgId, id);
    const set: Partial<typeof properties.$inferInsert> = { updatedAt: this.clock.now() };
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
    await this.db
      .update(properties)
      .set(set)
      .where(and(eq(properties.organizationId, orgId), eq(properties.id, id)));
    return this.getProperty(orgId, id);
  }

  /** A property with transactions keeps its history: 409, mark it inactive or sold instead. */
  async deleteProperty(orgId: string, id: string): Promise<void> {
    const p = await this.propertyRow(orgId, id);
    const [[tx], [jl]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.propertyId, id))),
      this.db
        .select({ n: count() })
        .from(journalLines)
        .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.propertyId, id))),
    ]);
    const n = Math.max(tx?.n ?? 0, jl?.n ?? 0);
    if (n > 0) {
      throw conflict(
        `Property "${p.name}" has ${n} transaction${n === 1 ? "" : "s"} and cannot be deleted; set its status to inactive or sold instead`,
      );
    }
    await this.db.delete(properties).where(and(eq(properties.organizationId, orgId), eq(properties.id, id)));
  }

  async listUnits(orgId: string, propertyId: string): Promise<UnitView[]> {
    const day = this.today();
    const [rows, current] = await Promise.all([
      this.db
        .select()
        .from(units)
        .where(and(eq(units.organizationId, orgId), eq(units.propertyId, propertyId)))
        .orderBy(asc(units.name), asc(units.id)),
      this.db
        .select()
        .from(tenants)
        .where(
          and(eq(tenants.organizationId, orgId), eq(tenants.propertyId, propertyId), currentTenantSql(day)),
        )
        .orderBy(desc(tenants.leaseStart)),
    ]);
    const byUnit = new Map<string, TenantRow>();
    for (const t of current) if (t.unitId && !byUnit.has(t.unitId)) byUnit.set(t.unitId, t);
    return rows.map((u) => unitView(u, byUnit.get(u.id)));
  }

  private unitRow(orgId: string, id: string): Promise<UnitRow> {
    return this.scopedRow(units, orgId, id, "Unit");
  }

  async createUnit(orgId: string, propertyId: string, input: UnitCreate): Promise<UnitView> {
    await this.propertyRow(orgId, propertyId);
    const id = await this.db.transaction((tx) =>
      insertUnit(tx as unknown as Db, orgId, propertyId, input, this.clock.now()),
    );
    return this.getUnit(orgId, id);
  }

  async getUnit(orgId: string, id: string): Promise<UnitView> {
    const row = await this.unitRow(orgId, id);
    const all = await this.listUnits(orgId, row.propertyId);
    return all.find((u) => u.id === id)!;
  }

  async updateUnit(orgId: string, id: string, patch: UnitUpdate): Promise<UnitView> {
    const row = await this.unitRow(orgId, id);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const set: Partial<typeof units.$inferInsert> = { updatedAt: now };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.beds !== undefined) set.beds = patch.beds;
      if (patch.baths !== undefined) set.baths = patch.baths;
      if (patch.squareFeet !== undefined) set.squareFeet = patch.squareFeet;
      if (patch.marketRentCents !== undefined) set.marketRentCents = patch.marketRentCents;
      await tx
        .update(units)
        .set(set)
        .where(and(eq(units.organizationId, orgId), eq(units.id, id)));
      if (patch.tenant !== undefined) {
        await setUnitTenant(tx as unknown as Db, orgId, row.propertyId, id, patch.tenant ?? null, now);
      }
    });
    return this.getUnit(orgId, id);
  }

  async deleteUnit(orgId: string, id: string): Promise<void> {
    await this.unitRow(orgId, id);
    await this.db.delete(units).where(and(eq(units.organizationId, orgId), eq(units.id, id)));
  }

  async listTenants(
    orgId: string,
    q: TenantListQuery,
  ): Promise<Page<TenantView & { propertyName: string; unitName: string | null }>> {
    await this.checkFilterRefs(orgId, q);
    const conds: SQL[] = [eq(tenants.organizationId, orgId)];
    if (q.propertyId) conds.push(eq(tenants.propertyId, q.propertyId));
    if (q.status) conds.push(eq(tenants.status, q.status));
    if (q.q) {
      const p = likePattern(q.q);
      conds.push(or(ilike(tenants.name, p), ilike(tenants.email, p), ilike(tenants.phone, p))!);
    }
    const where = and(...conds);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ t: tenants, propertyName: properties.name, unitName: units.name })
        .from(tenants)
        .innerJoin(properties, eq(properties.id, tenants.propertyId))
        .leftJoin(units, eq(units.id, tenants.unitId))
        .where(where)
        .orderBy(asc(tenants.name), asc(tenants.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(tenants).where(where),
    ]);
    return {
      items: rows.map((r) => ({ ...tenantView(r.t), propertyName: r.propertyName, unitName: r.unitName })),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  // ---- transactions ---------------------------------------------------------------------------

  /**
   * Posts `input` as one balanced journal entry inside one database transaction: the transaction row,
   * its journal lines, and a re-check that debits equal credits before commit. With `replaceId`
   * the existing entry is replaced (edit re-posts) in the same database transaction.
   */
  private async post(orgId: string, input: TransactionInput, replaceId?: string): Promise<string> {
    return this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      let previousAccounts = new Set<string>();
      if (replaceId) {
        const [existing] = await tx
          .select({ id: transactions.id, bankAccountId: transactions.bankAccountId })
          .from(transactions)
          .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, replaceId)))
          .for("update")
          .limit(1);
        if (!existing) throw notFound("Transaction not found");
        const prevLines = await tx
          .select({ accountId: journalLines.accountId })
          .from(journalLines)
          .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, replaceId)));
        previousAccounts = new Set([existing.bankAccountId, ...prevLines.map((l) => l.accountId)]);
      }
      const plan = await this.planEntry(tx, orgId, input, previousAccounts);
      const now = this.clock.now();
      let id: string;
      const values = {
        date: input.date,
        description: input.description,
        payee: input.payee,
        type: input.type,
        amountCents: plan.total,
        ...entryAccounts(plan.lines),
        propertyIds: [...new Set(plan.lines.map((l) => l.propertyId).filter((p): p is string => !!p))],
        bankAccountId: input.bankAccountId,
        propertyId: input.propertyId ?? null,
        unitId: input.unitId ?? null,
        memo: input.memo,
        reference: input.reference,
        updatedAt: now,
      };
      if (replaceId) {
        id = replaceId;
        // Before the row changes: the removal reads the date and type the old lines were posted with.
        await applyMonthTotals(tx, orgId, id, -1);
        await tx
          .update(transactions)
          .set(values)
          .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)));
        await tx
          .delete(journalLines)
          .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, id)));
      } else {
        const [row] = await tx
          .insert(transactions)
          .values({ ...values, organizationId: orgId, createdAt: now })
          .returning({ id: transactions.id });
        id = row!.id;
      }
      await tx.insert(journalLines).values(
        plan.lines.map((l, i) => ({
          organizationId: orgId,
          transactionId: id,
          lineNo: i,
          accountId: l.accountId,
          propertyId: l.propertyId,
          date: input.date,
          debitCents: l.debit,
          creditCents: l.credit,
          memo: l.memo,
        })),
      );
      await assertBalanced(tx, orgId, id);
      await applyMonthTotals(tx, orgId, id, 1);
      return id;
    });
  }

  /** Validates the references and turns the input into debit/credit lines (bank line first). */
  private async planEntry(tx: Db, orgId: string, input: TransactionInput, allowInactive: Set<string>) {
    const accountIds = [...new Set([input.bankAccountId, ...input.splits.map((s) => s.accountId)])];
    const found = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.organizationId, orgId), inArray(accounts.id, accountIds)));
    const byId = new Map(found.map((a) => [a.id, a]));
    const label = (a: AccountRow) => `${a.code} ${a.name}`;
    for (const id of accountIds) {
      const a = byId.get(id);
      if (!a) throw notFound("Account not found");
      if (!a.isActive && !allowInactive.has(id)) throw badRequest(`Account ${label(a)} is archived`);
    }
    const bank = byId.get(input.bankAccountId)!;
    if (!BALANCE_SHEET.includes(bank.type)) {
      throw badRequest(
        `bankAccountId: ${label(bank)} must be a bank, cash, card or other balance-sheet account`,
      );
    }
    const pnl = input.type === "transfer" ? null : input.type;
    let hasPnl = false;
    for (const [i, s] of input.splits.entries()) {
      const a = byId.get(s.accountId)!;
      if (s.accountId === input.bankAccountId) {
        throw badRequest(`splits.${i}.accountId: cannot be the same account as bankAccountId`);
      }
      if (a.type === pnl) hasPnl = true;
      else if (!BALANCE_SHEET.includes(a.type)) {
        const want = pnl ? `an ${pnl} or balance-sheet account` : "a balance-sheet account";
        throw badRequest(
          `splits.${i}.accountId: ${label(a)} is ${article(a.type)} account; a ${input.type} needs ${want}`,
        );
      }
    }
    if (pnl && !hasPnl)
      throw badRequest(`splits: ${article(pnl)} transaction needs at least one ${pnl} account`);

    const propertyIds = [
      ...new Set(
        [input.propertyId, ...input.splits.map((s) => s.propertyId)].filter((p): p is string => !!p),
      ),
    ];
    if (propertyIds.length) {
      const props = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.organizationId, orgId), inArray(properties.id, propertyIds)));
      if (props.length !== propertyIds.length) throw notFound("Property not found");
    }
    if (input.unitId) {
      const [u] = await tx
        .select({ propertyId: units.propertyId })
        .from(units)
        .where(and(eq(units.organizationId, orgId), eq(units.id, input.unitId)))
        .limit(1);
      if (!u) throw notFound("Unit not found");
      if (u.propertyId !== input.propertyId) throw badRequest("unitId: the unit belongs to another property");
    }

    const total = input.splits.reduce((s, x) => s + x.amountCents, 0);
    const txProperty = input.propertyId ?? null;
    // Income credits its categories and debits the bank; expenses and transfers debit the
    // categories (or destination) and credit the bank / card / source account.
    const splitsDebit = input.type !== "income";
    const lines = [
      {
        accountId: input.bankAccountId,
        propertyId: txProperty,
        debit: splitsDebit ? 0 : total,
        credit: splitsDebit ? total : 0,
        memo: null as string | null,
      },
      ...input.splits.map((s) => ({
        accountId: s.accountId,
        propertyId: s.propertyId ?? txProperty,
        debit: splitsDebit ? s.amountCents : 0,
        credit: splitsDebit ? 0 : s.amountCents,
        memo: s.memo,
      })),
    ];
    return { total, lines };
  }

  async createTransaction(orgId: string, input: TransactionInput): Promise<TransactionView> {
    const id = await this.post(orgId, input);
    return this.getTransaction(orgId, id);
  }

  async updateTransaction(orgId: string, id: string, input: TransactionInput): Promise<TransactionView> {
    await this.post(orgId, input, id);
    return this.getTransaction(orgId, id);
  }

  /** Removes the entry atomically: month totals, then the transaction (its lines cascade). */
  async deleteTransaction(orgId: string, id: string): Promise<void> {
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [row] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)))
        .for("update")
        .limit(1);
      if (!row) throw notFound("Transaction not found");
      await applyMonthTotals(tx, orgId, id, -1);
      await tx
        .delete(transactions)
        .where(and(eq(transactions.organizationId, orgId), eq(transactions.id, id)));
    });
  }

  async getTransaction(orgId: string, id: string): Promise<TransactionView> {
    const where = and(eq(transactions.organizationId, orgId), eq(transactions.id, id))!;
    const [row] = (await this.pageRows(orgId, where, [], 1, 0)).items;
    if (!row) throw notFound("Transaction not found");
    return row;
  }

  transactionWhere(orgId: string, f: Partial<TransactionFilters>): SQL {
    if (f.from && f.to && f.from > f.to) throw badRequest("from: must not be after to");
    if (f.minAmount !== undefined && f.maxAmount !== undefined && f.minAmount > f.maxAmount) {
      throw badRequest("minAmount: must not be greater than maxAmount");
    }
    const conds: SQL[] = [eq(transactions.organizationId, orgId)];
    if (f.from) conds.push(gte(transactions.date, f.from));
    if (f.to) conds.push(lte(transactions.date, f.to));
    if (f.type) conds.push(eq(transactions.type, f.type));
    if (f.minAmount !== undefined) conds.push(gte(transactions.amountCents, Math.abs(f.minAmount)));
    if (f.maxAmount !== undefined) conds.push(lte(transactions.amountCents, Math.abs(f.maxAmount)));
    // transactions.account_ids / property_ids hold the entry's lines' accounts and properties (GIN
    // indexes). A transaction belongs to a property through its header (the bank line carries it)
    // or any split line.
    if (f.propertyId) conds.push(sql`${transactions.propertyIds} @> array[${f.propertyId}]::uuid[]`);
    if (f.accountId) conds.push(sql`${transactions.accountIds} @> array[${f.accountId}]::uuid[]`);
    if (f.q) {
      // One lower-cased generated column (description, payee, memo, reference) instead of four ILIKEs.
      conds.push(sql`${transactions.searchText} like ${likePattern(f.q.toLowerCase())}`);
    }
    return and(...conds)!;
  }

  transactionOrder(
    f: Pick<TransactionFilters, "sort" | "order" | "accountId" | "propertyId"> & { q?: string | undefined },
  ): SQL[] {
    const order =
      f.order ?? (f.sort === "date" || f.sort === "amount" || f.sort === "createdAt" ? "desc" : "asc");
    const dir = order === "asc" ? asc : desc;
    const col = {
      date: transactions.date,
      amount: transactions.amountCents,
      description: transactions.description,
      payee: transactions.payee,
      type: transactions.type,
      createdAt: transactions.createdAt,
    }[f.sort];
    // With a selective account/property/text filter, walking the sort column's index and probing
    // each row against the filter is the planner's trap (seconds for a rare account; every row for
    // the window count, which the planner costs as if the limit stopped it early); sorting an
    // expression makes it filter first (GIN index) and top-N sort the few matches.
    const selective = readsAllMatches(f);
    const key = !selective
      ? col
      : f.sort === "amount"
        ? sql`(${col} + 0)`
        : f.sort === "date"
          ? sql`(${col} + 0)`
          : f.sort === "createdAt"
            ? sql`(${col} + interval '0 seconds')`
            : sql`(${col} || '')`;
    const out = [dir(key)];
    if (f.sort !== "date") out.push(desc(transactions.date));
    out.push(dir(transactions.createdAt), dir(transactions.id));
    return out;
  }

  /**
   * One page of the list (or one entry) in one statement: a subquery picks the page's ids (and,
   * with `withTotal`, the window count of all matches), then only those rows get their bank
   * account, property and unit names (primary-key lookups) and their splits (json_agg over the
   * entry's lines). Joins would hash the organization's whole properties and units tables for 50
   * rows, lookups in the ordered scan itself would also run for the skipped (offset) rows, and
   * separate queries for the splits would cost round trips. `where` carries the organization.
   */
  private async pageRows(
    orgId: string,
    where: SQL,
    orderBy: SQL[],
    limit: number,
    offset: number,
    withTotal = false,
  ): Promise<{ items: TransactionView[]; total: number | null }> {
    const line = journalLines;
    const splitAccount = alias(accounts, "split_account");
    const splitAccountField = (column: PgColumn) =>
      sql`(select ${column} from ${accounts} ${splitAccount} where ${splitAccount.id} = ${line.accountId})`;
    const page = this.db.$with("page").as(
      this.db
        .select({
          pageId: sql<string>`${transactions.id}`.as("page_id"),
          total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as("total"),
        })
        .from(transactions)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    const rows = await this.db
      .with(page)
      .select({
        id: transactions.id,
        date: transactions.date,
        description: transactions.description,
        payee: transactions.payee,
        type: transactions.type,
        amountCents: transactions.amountCents,
        bankAccountId: transactions.bankAccountId,
        bankCode: accounts.code,
        bankName: accounts.name,
        propertyId: transactions.propertyId,
        propertyName: sql<
          string | null
        >`(select ${properties.name} from ${properties} where ${properties.id} = ${transactions.propertyId})`,
        unitId: transactions.unitId,
        unitName: sql<
          string | null
        >`(select ${units.name} from ${units} where ${units.id} = ${transactions.unitId})`,
        memo: transactions.memo,
        reference: transactions.reference,
        splits: sql<TransactionSplitView[] | null>`(
          select json_agg(json_build_object('lineId', ${line.id}, 'accountId', ${line.accountId},
            'accountCode', ${splitAccountField(splitAccount.code)},
            'accountName', ${splitAccountField(splitAccount.name)},
            'amountCents', ${line.debitCents} + ${line.creditCents}, 'propertyId', ${line.propertyId},
            'memo', ${line.memo}) order by ${line.lineNo})
          from ${line}
          where ${line.organizationId} = ${orgId} and ${line.transactionId} = ${transactions.id} and ${line.lineNo} > 0)`,
        createdAt: transactions.createdAt,
        updatedAt: transactions.updatedAt,
        total: sql<number>`${page.total}`.mapWith(Number),
      })
      .from(page)
      .innerJoin(transactions, eq(transactions.id, page.pageId))
      .innerJoin(accounts, eq(accounts.id, transactions.bankAccountId))
      .where(eq(transactions.organizationId, orgId))
      .orderBy(...orderBy);
    const items = rows.map((t) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      payee: t.payee,
      type: t.type,
      amountCents: t.amountCents,
      bankAccount: { id: t.bankAccountId, code: t.bankCode, name: t.bankName },
      propertyId: t.propertyId,
      propertyName: t.propertyName,
      unitId: t.unitId,
      unitName: t.unitName,
      memo: t.memo,
      reference: t.reference,
      splits: t.splits ?? [],
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    }));
    return { items, total: withTotal ? (rows[0]?.total ?? null) : null };
  }

  private async transactionRows(
    orgId: string,
    where: SQL,
    orderBy: SQL[],
    limit: number,
    offset: number,
  ): Promise<TransactionView[]> {
    const rows = await this.db
      .select({
        t: transactions,
        propertyName: properties.name,
        unitName: units.name,
        bankCode: accounts.code,
        bankName: accounts.name,
      })
      .from(transactions)
      .innerJoin(accounts, eq(accounts.id, transactions.bankAccountId))
      .leftJoin(properties, eq(properties.id, transactions.propertyId))
      .leftJoin(units, eq(units.id, transactions.unitId))
      .where(and(eq(transactions.organizationId, orgId), where))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const splits = new Map<string, TransactionSplitView[]>();
    const ids = rows.map((r) => r.t.id);
    for (let i = 0; i < ids.length; i += 5000) {
      const lines = await this.db
        .select({
          lineId: journalLines.id,
          transactionId: journalLines.transactionId,
          accountId: journalLines.accountId,
          accountCode: accounts.code,
          accountName: accounts.name,
          debit: journalLines.debitCents,
          credit: journalLines.creditCents,
          propertyId: journalLines.propertyId,
          memo: journalLines.memo,
        })
        .from(journalLines)
        .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
        .where(
          and(
            eq(journalLines.organizationId, orgId),
            inArray(journalLines.transactionId, ids.slice(i, i + 5000)),
            sql`${journalLines.lineNo} > 0`,
          ),
        )
        .orderBy(asc(journalLines.transactionId), asc(journalLines.lineNo));
      for (const l of lines) {
        const list = splits.get(l.transactionId) ?? [];
        list.push({
          lineId: l.lineId,
          accountId: l.accountId,
          accountCode: l.accountCode,
          accountName: l.accountName,
          amountCents: l.debit + l.credit,
          propertyId: l.propertyId,
          memo: l.memo,
        });
        splits.set(l.transactionId, list);
      }
    }
    return rows.map(({ t, propertyName, unitName, bankCode, bankName }) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      payee: t.payee,
      type: t.type,
      amountCents: t.amountCents,
      bankAccount: { id: t.bankAccountId, code: bankCode, name: bankName },
      propertyId: t.propertyId,
      propertyName,
      unitId: t.unitId,
      unitName,
      memo: t.memo,
      reference: t.reference,
      splits: splits.get(t.id) ?? [],
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    }));
  }

  /** A filter naming another organization's property or account is a 404, like any other use. */
  private async checkFilterRefs(
    orgId: string,
    f: { propertyId?: string | undefined; accountId?: string | undefined },
  ) {
    await Promise.all([
      f.propertyId ? this.propertyRow(orgId, f.propertyId) : null,
      f.accountId ? this.accountRow(orgId, f.accountId) : null,
    ]);
  }

  async listTransactions(orgId: string, f: TransactionFilters): Promise<Page<TransactionView>> {
    // The filter ids' 404 check runs alongside the list (it still wins over a 400 of the filters).
    const refs = this.checkFilterRefs(orgId, f);
    let where: SQL;
    let order: SQL[];
    try {
      where = this.transactionWhere(orgId, f);
      order = this.transactionOrder(f);
    } catch (e) {
      await refs;
      throw e;
    }
    const offset = (f.page - 1) * f.pageSize;
    const countAll = async () => {
      const [n] = await this.db.select({ n: count() }).from(transactions).where(where);
      return n?.n ?? 0;
    };
    if (readsAllMatches(f)) {
      // The matches come from a GIN index (account, property, text) and are all read and sorted
      // anyway: one pass gives the page and the total (window count).
      const [, page] = await Promise.all([
        refs,
        this.pageRows(orgId, where, order, f.pageSize, offset, true),
      ]);
      const total = page.total ?? (f.page > 1 ? await countAll() : 0);
      return { items: page.items, total, page: f.page, pageSize: f.pageSize };
    }
    // A b-tree (date, type + date) delivers the order: the page stops after offset + pageSize
    // index entries, and the count reads an index alone (index-only scan) instead of every match's
    // row. Both at once (two pool connections on PostgreSQL).
    const [, page, total] = await Promise.all([
      refs,
      this.pageRows(orgId, where, order, f.pageSize, offset),
      countAll(),
    ]);
    return { items: page.items, total, page: f.page, pageSize: f.pageSize };
  }

  /** Every transaction matching the filters, for exports (bounded). */
  async allTransactions(orgId: string, f: Omit<TransactionFilters, "page" | "pageSize">, limit = 100_000) {
    await this.checkFilterRefs(orgId, f);
    return this.transactionRows(orgId, this.transactionWhere(orgId, f), this.transactionOrder(f), limit, 0);
  }
}

// ---- helpers ------------------------------------------------------------------------------------

/**
 * Whether the list's plan reads every match before the page (GIN-indexed account/property/text
 * filters, sorted as a top-N): then the window count is free. Otherwise a b-tree gives the order.
 */
function readsAllMatches(f: Pick<TransactionFilters, "accountId" | "propertyId" | "q">): boolean {
  return Boolean(f.accountId || f.propertyId || f.q);
}

function defaultSubtype(type: AccountType): string {
  return {
    asset: "other_asset",
    liability: "other_liability",
    equity: "other_equity",
    income: "other_income",
    expense: "operating",
  }[type];
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Turns a unique violation raced past the pre-check into the same 409. */
async function uniqueGuard<T>(query: Promise<T>, message: string): Promise<T> {
  try {
    return await query;
  } catch (e) {
    const code =
      (e as { code?: string; cause?: { code?: string } }).code ??
      (e as { cause?: { code?: string } }).cause?.code;
    if (code === "23505") throw conflict(message);
    throw e;
  }
}

/** The database-side check of the double-entry invariant, run inside the posting transaction. */
export async function assertBalanced(tx: Db, orgId: string, transactionId: string): Promise<void> {
  const [s] = await tx
    .select({
      n: count(),
      debit: sql<string>`coalesce(sum(${journalLines.debitCents}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.creditCents}), 0)`,
    })
    .from(journalLines)
    .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.transactionId, transactionId)));
  if (!s || s.n < 2 || toCents(s.debit) !== toCents(s.credit) || toCents(s.debit) <= 0) {
    throw new Error(`Unbalanced journal entry for transaction ${transactionId}`);
  }
}

/**
 * Adds (sign 1) or removes (sign −1) a transaction to/from the journal's summaries:
 * account_month_totals (its lines) and transaction_day_totals (the entry). Removal must run while the
 * transaction row still has the date and type its lines were posted with.
 */
export async function applyMonthTotals(
  tx: Db,
  orgId: string,
  transactionId: string,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    insert into ${accountMonthTotals} as m (organization_id, account_id, month, debit_cents, credit_cents)
    select organization_id, account_id, date_trunc('month', date)::date, ${sign} * sum(debit_cents), ${sign} * sum(credit_cents)
    from ${journalLines}
    where organization_id = ${orgId} and transaction_id = ${transactionId}
    group by organization_id, account_id, date_trunc('month', date)
    on conflict (organization_id, account_id, month) do update
      set debit_cents = m.debit_cents + excluded.debit_cents, credit_cents = m.credit_cents + excluded.credit_cents`);
  await tx.execute(sql`
    insert into ${transactionDayTotals} as d
      (organization_id, date, type, account_ids, transactions, amount_cents, account_cents, account_lines)
    select t.organization_id, t.date, t.type, e.account_ids, ${sign}, ${sign} * t.amount_cents, e.account_cents,
           e.account_lines
      from ${transactions} t
      cross join lateral (
        select array_agg(p.account_id order by p.account_id) as account_ids,
               array_agg(${sign} * p.cents order by p.account_id) as account_cents,
               array_agg(${sign} * p.lines order by p.account_id) as account_lines
          from (select account_id, sum(debit_cents + credit_cents)::bigint as cents, count(*)::int as lines
                  from ${journalLines}
                 where organization_id = ${orgId} and transaction_id = t.id and line_no > 0
                 group by account_id) p
      ) e
     where t.organization_id = ${orgId} and t.id = ${transactionId}
    on conflict (organization_id, type, date, account_ids) do update
      set transactions = d.transactions + excluded.transactions,
          amount_cents = d.amount_cents + excluded.amount_cents,
          account_cents = array(select u.x + u.y
                                  from unnest(d.account_cents, excluded.account_cents) with ordinality as u(x, y, i)
                                 order by u.i),
          account_lines = array(select u.x + u.y
                                  from unnest(d.account_lines, excluded.account_lines) with ordinality as u(x, y, i)
                                 order by u.i)`);
  if (sign < 0) {
    // A day and signature with no entries left must not count as "first" or "last" of a period.
    await tx.execute(sql`
      delete from ${transactionDayTotals} d using ${transactions} t
       where t.organization_id = ${orgId} and t.id = ${transactionId}
         and d.organization_id = t.organization_id and d.type = t.type and d.date = t.date and d.transactions = 0`);
  }
}

/**
 * transaction_day_totals computed from the journal (rebuilds, and the tests that check the running
 * totals against it). Migration 0003 backfills with the same query.
 */
export function dayTotalsFromJournal(orgId: string): SQL {
  return sql`
    with per_account as (
      select transaction_id, account_id, sum(debit_cents + credit_cents)::bigint as cents, count(*)::int as lines
        from ${journalLines}
       where organization_id = ${orgId} and line_no > 0 group by transaction_id, account_id
    ), entry as (
      select t.organization_id, t.date, t.type, t.id, t.amount_cents,
             array_agg(p.account_id order by p.account_id) as account_ids
        from ${transactions} t join per_account p on p.transaction_id = t.id
       where t.organization_id = ${orgId}
       group by t.id
    ), counts as (
      select organization_id, date, type, account_ids, count(*)::int as transactions, sum(amount_cents)::bigint as amount_cents
        from entry group by 1, 2, 3, 4
    ), sums as (
      select e.organization_id, e.date, e.type, e.account_ids, p.account_id, sum(p.cents)::bigint as cents,
             sum(p.lines)::int as lines
        from entry e join per_account p on p.transaction_id = e.id group by 1, 2, 3, 4, 5
    )
    select c.organization_id, c.date, c.type, c.account_ids, c.transactions, c.amount_cents,
           s.account_cents, s.account_lines
      from counts c
      join (select organization_id, date, type, account_ids, array_agg(cents order by account_id) as account_cents,
                   array_agg(lines order by account_id) as account_lines
              from sums group by 1, 2, 3, 4) s
        using (organization_id, date, type, account_ids)`;
}

/** Recomputes an organization's journal summaries from its journal (bulk loads, repairs). */
export async function rebuildMonthTotals(tx: Db, orgId: string): Promise<void> {
  await tx.delete(accountMonthTotals).where(eq(accountMonthTotals.organizationId, orgId));
  await tx.execute(sql`
    insert into ${accountMonthTotals} (organization_id, account_id, month, debit_cents, credit_cents)
    select organization_id, account_id, date_trunc('month', date)::date, sum(debit_cents), sum(credit_cents)
    from ${journalLines} where organization_id = ${orgId}
    group by organization_id, account_id, date_trunc('month', date)`);
  await tx.delete(transactionDayTotals).where(eq(transactionDayTotals.organizationId, orgId));
  await tx.execute(sql`
    insert into ${transactionDayTotals}
      (organization_id, date, type, account_ids, transactions, amount_cents, account_cents, account_lines)
    ${dayTotalsFromJournal(orgId)}`);
}

function unitView(u: UnitRow, tenant?: TenantRow): UnitView {
  return {
    id: u.id,
    propertyId: u.propertyId,
    name: u.name,
    beds: u.beds,
    baths: u.baths === null ? null : Number(u.baths),
    squareFeet: u.squareFeet,
    marketRentCents: u.marketRentCents,
    occupied: !!tenant,
    tenant: tenant ? tenantView(tenant) : null,
  };
}

async function insertUnit(
  db: Db,
  orgId: string,
  propertyId: string,
  u: UnitCreate,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(units)
    .values({
      organizationId: orgId,
      propertyId,
      name: u.name,
      beds: u.beds ?? null,
      baths: u.baths ?? null,
      squareFeet: u.squareFeet ?? null,
      marketRentCents: u.marketRentCents ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: units.id });
  if (u.tenant) await setUnitTenant(db, orgId, propertyId, row!.id, u.tenant, now);
  return row!.id;
}

/** Sets the unit's current tenant: the previous active tenant (if any) becomes former. */
async function setUnitTenant(
  db: Db,
  orgId: string,
  propertyId: string,
  unitId: string,
  t: NonNullable<UnitCreate["tenant"]> | null,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.organizationId, orgId), eq(tenants.unitId, unitId), eq(tenants.status, "active")))
    .limit(1);
  if (t && current && current.name === t.name) {
    await db
      .update(tenants)
      .set({
        email: t.email ?? null,
        phone: t.phone ?? null,
        leaseStart: t.leaseStart ?? null,
        leaseEnd: t.leaseEnd ?? null,
        rentCents: t.rentCents,
        depositCents: t.depositCents,
        updatedAt: now,
      })
      .where(eq(tenants.id, current.id));
    return;
  }
  await db
    .update(tenants)
    .set({ status: "former", updatedAt: now })
    .where(and(eq(tenants.organizationId, orgId), eq(tenants.unitId, unitId), eq(tenants.status, "active")));
  if (t) {
    await db.insert(tenants).values({
      organizationId: orgId,
      propertyId,
      unitId,
      name: t.name,
      email: t.email ?? null,
      phone: t.phone ?? null,
      leaseStart: t.leaseStart ?? null,
      leaseEnd: t.leaseEnd ?? null,
      rentCents: t.rentCents,
      depositCents: t.depositCents,
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
  }
}
