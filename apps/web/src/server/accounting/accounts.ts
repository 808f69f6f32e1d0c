// The chart of accounts: listing with balances, creating, editing, archiving and deleting accounts.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { AccountCreate, AccountUpdate, AccountView } from "../../shared/accounting";
import { badRequest, conflict, conflictOnUniqueViolation, notFound } from "../http/errors";
import { applyChartTemplate } from "./chart-template";
import { type AccountingContext, accountRow } from "./context";
import { toCents } from "./money";
import { ACCOUNT_SUBTYPES, type AccountRow, type AccountType, accounts, journalLines } from "./schema";

export const BALANCE_SHEET: readonly AccountType[] = ["asset", "liability", "equity"];
/** Debit-normal accounts show debit − credit as their balance; the others credit − debit. */
export const isDebitNormal = (type: AccountType): boolean => type === "asset" || type === "expense";

const LEDGER_LOCK_NOTE = "archive it instead";

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

export async function applyTemplate(ctx: AccountingContext, orgId: string): Promise<{ created: number }> {
  return { created: await applyChartTemplate(ctx.db, orgId, ctx.clock.now()) };
}

export async function listAccounts(
  ctx: AccountingContext,
  orgId: string,
  opts: { includeInactive?: boolean | undefined; type?: AccountType | undefined } = {},
): Promise<AccountView[]> {
  const conds = [eq(accounts.organizationId, orgId)];
  if (opts.includeInactive === false) conds.push(eq(accounts.isActive, true));
  if (opts.type) conds.push(eq(accounts.type, opts.type));
  const [rows, sums] = await Promise.all([
    ctx.db
      .select()
      .from(accounts)
      .where(and(...conds))
      .orderBy(asc(accounts.code)),
    ctx.db
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

export async function getAccount(ctx: AccountingContext, orgId: string, id: string): Promise<AccountView> {
  const row = await accountRow(ctx, orgId, id);
  const { n, debit, credit } = await postingStats(ctx, orgId, id);
  return accountView(row, isDebitNormal(row.type) ? debit - credit : credit - debit, n);
}

async function postingStats(ctx: AccountingContext, orgId: string, accountId: string) {
  const [s] = await ctx.db
    .select({
      n: count(),
      debit: sql<string>`coalesce(sum(${journalLines.debitCents}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.creditCents}), 0)`,
    })
    .from(journalLines)
    .where(and(eq(journalLines.organizationId, orgId), eq(journalLines.accountId, accountId)));
  return { n: s?.n ?? 0, debit: toCents(s?.debit), credit: toCents(s?.credit) };
}

function checkSubtype(type: AccountType, subtype: string): void {
  if (!(ACCOUNT_SUBTYPES[type] as readonly string[]).includes(subtype)) {
    throw badRequest(
      `subtype: "${subtype}" is not valid for a ${type} account (use ${ACCOUNT_SUBTYPES[type].join(", ")})`,
    );
  }
}

async function checkParent(
  ctx: AccountingContext,
  orgId: string,
  selfId: string | null,
  type: AccountType,
  parentId: string,
) {
  const all = await ctx.db
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

async function checkCodeFree(
  ctx: AccountingContext,
  orgId: string,
  code: string,
  exceptId?: string,
): Promise<void> {
  const conds = [eq(accounts.organizationId, orgId), eq(accounts.code, code)];
  if (exceptId) conds.push(ne(accounts.id, exceptId));
  const [hit] = await ctx.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(and(...conds))
    .limit(1);
  if (hit) throw conflict(`Account code ${code} is already used by "${hit.name}"`);
}

export async function createAccount(
  ctx: AccountingContext,
  orgId: string,
  input: AccountCreate,
): Promise<AccountView> {
  const subtype = input.subtype ?? defaultSubtype(input.type);
  checkSubtype(input.type, subtype);
  if (input.parentId) await checkParent(ctx, orgId, null, input.type, input.parentId);
  await checkCodeFree(ctx, orgId, input.code);
  const now = ctx.clock.now();
  const [row] = await conflictOnUniqueViolation(
    ctx.db
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

export async function updateAccount(
  ctx: AccountingContext,
  orgId: string,
  id: string,
  patch: AccountUpdate,
): Promise<AccountView> {
  const row = await accountRow(ctx, orgId, id);
  const type = patch.type ?? row.type;
  if (patch.type && patch.type !== row.type) {
    const { n } = await postingStats(ctx, orgId, id);
    if (n > 0) throw conflict(`Account ${row.code} ${row.name} has postings; its type cannot be changed`);
    const [child] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.organizationId, orgId), eq(accounts.parentId, id)))
      .limit(1);
    if (child) throw badRequest("type: an account with sub-accounts cannot change type");
  }
  const subtype =
    patch.subtype ?? (patch.type && patch.type !== row.type ? defaultSubtype(type) : row.subtype);
  checkSubtype(type, subtype);
  const parentId = patch.parentId === undefined ? row.parentId : patch.parentId;
  if (parentId && (patch.parentId !== undefined || patch.type))
    await checkParent(ctx, orgId, id, type, parentId);
  if (patch.code && patch.code !== row.code) await checkCodeFree(ctx, orgId, patch.code, id);
  const [updated] = await conflictOnUniqueViolation(
    ctx.db
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
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(accounts.organizationId, orgId), eq(accounts.id, id)))
      .returning(),
    `Account code ${patch.code} is already used`,
  );
  return getAccount(ctx, orgId, updated!.id);
}

export function setAccountActive(
  ctx: AccountingContext,
  orgId: string,
  id: string,
  isActive: boolean,
): Promise<AccountView> {
  return updateAccount(ctx, orgId, id, { isActive });
}

/** Only an account nothing refers to can be deleted; otherwise 409 with what to do instead. */
export async function deleteAccount(ctx: AccountingContext, orgId: string, id: string): Promise<void> {
  const row = await accountRow(ctx, orgId, id);
  const { n } = await postingStats(ctx, orgId, id);
  if (n > 0) {
    throw conflict(
      `Account ${row.code} ${row.name} has ${n} posting${n === 1 ? "" : "s"} and cannot be deleted; ${LEDGER_LOCK_NOTE}`,
    );
  }
  const [child] = await ctx.db
    .select({ code: accounts.code })
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), eq(accounts.parentId, id)))
    .limit(1);
  if (child) {
    throw conflict(
      `Account ${row.code} ${row.name} has sub-accounts; move or delete them first, or ${LEDGER_LOCK_NOTE}`,
    );
  }
  await ctx.db.delete(accounts).where(and(eq(accounts.organizationId, orgId), eq(accounts.id, id)));
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
