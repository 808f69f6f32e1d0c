// Categorisation rules: CRUD in the organization's order, a dry run against past transactions before
// saving, and re-running the rules on imported transactions that are still uncategorised.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { RuleBody, RuleTestResult, RuleView, StatementLine } from "../../../shared/banking";
import { accounts, properties, transactions, units } from "../../accounting/schema";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { bankRules } from "../schema";
import { conditionHolds, regexProblem } from "./engine";

function view(r: typeof bankRules.$inferSelect): RuleView {
  return {
    id: r.id,
    name: r.name,
    position: r.position,
    conditions: r.conditions as RuleView["conditions"],
    actions: r.actions as RuleView["actions"],
    stop: r.stop,
    isActive: r.isActive,
  };
}

/** Regexes that could hang the server and ids of another organization are refused before saving. */
async function validate(db: Db, orgId: string, body: RuleBody): Promise<void> {
  for (const [i, c] of body.conditions.entries()) {
    if ("op" in c && c.op === "regex") {
      const problem = regexProblem(c.value);
      if (problem) throw badRequest(`conditions.${i}.value: the regular expression ${problem}`);
    }
    if (c.field === "amount" && c.op === "between" && c.minCents > c.maxCents) {
      throw badRequest(`conditions.${i}: the lowest amount is above the highest`);
    }
  }
  const a = body.actions;
  const accountIds = [
    ...(a.categoryAccountId ? [a.categoryAccountId] : []),
    ...(a.splits ?? []).map((s) => s.accountId),
    ...body.conditions.flatMap((c) => (c.field === "bankAccount" ? [c.accountId] : [])),
  ];
  const found = accountIds.length
    ? await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.organizationId, orgId), inArray(accounts.id, accountIds)))
    : [];
  if (found.length !== new Set(accountIds).size) throw notFound("Account not found");
  if (a.propertyId) {
    const [p] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.organizationId, orgId), eq(properties.id, a.propertyId)));
    if (!p) throw notFound("Property not found");
  }
  if (a.unitId) {
    const [u] = await db
      .select({ propertyId: units.propertyId })
      .from(units)
      .where(and(eq(units.organizationId, orgId), eq(units.id, a.unitId)));
    if (!u) throw notFound("Unit not found");
    if (u.propertyId !== a.propertyId)
      throw badRequest("actions.unitId: the unit belongs to another property");
  }
}

export class RuleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(orgId: string): Promise<RuleView[]> {
    const rows = await this.db
      .select()
      .from(bankRules)
      .where(eq(bankRules.organizationId, orgId))
      .orderBy(asc(bankRules.position), asc(bankRules.createdAt));
    return rows.map(view);
  }

  async create(orgId: string, body: RuleBody): Promise<RuleView> {
    await validate(this.db, orgId, body);
    const now = this.clock.now();
    const [row] = await this.db
      .insert(bankRules)
      .values({
        organizationId: orgId,
        ...body,
        position: sql`(select coalesce(max(position), 0) + 1 from ${bankRules} where organization_id = ${orgId})`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return view(row!);
  }

  async update(orgId: string, id: string, body: RuleBody): Promise<RuleView> {
    await validate(this.db, orgId, body);
    const [row] = await this.db
      .update(bankRules)
      .set({ ...body, updatedAt: this.clock.now() })
      .where(and(eq(bankRules.organizationId, orgId), eq(bankRules.id, id)))
      .returning();
    if (!row) throw notFound("Rule not found");
    return view(row);
  }

  async remove(orgId: string, id: string): Promise<void> {
    const gone = await this.db
      .delete(bankRules)
      .where(and(eq(bankRules.organizationId, orgId), eq(bankRules.id, id)))
      .returning({ id: bankRules.id });
    if (!gone.length) throw notFound("Rule not found");
  }

  /** Puts the rules in the given order (every rule of the organization, once). */
  async reorder(orgId: string, ids: string[]): Promise<RuleView[]> {
    const current = await this.list(orgId);
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      !current.every((r) => ids.includes(r.id))
    ) {
      throw badRequest("ids: list every rule exactly once");
    }
    await this.db.transaction(async (tx) => {
      for (const [i, id] of ids.entries()) {
        await tx
          .update(bankRules)
          .set({ position: i + 1 })
          .where(and(eq(bankRules.organizationId, orgId), eq(bankRules.id, id)));
      }
    });
    return this.list(orgId);
  }

  /** The most recent past transactions the rule's conditions match (a dry run: nothing changes). */
  async test(orgId: string, body: RuleBody): Promise<RuleTestResult> {
    await validate(this.db, orgId, body);
    const recent = await this.db
      .select({
        id: transactions.id,
        date: transactions.date,
        description: transactions.description,
        payee: transactions.payee,
        memo: transactions.memo,
        type: transactions.type,
        amountCents: transactions.amountCents,
        bankAccountId: transactions.bankAccountId,
      })
      .from(transactions)
      .where(eq(transactions.organizationId, orgId))
      .orderBy(desc(transactions.date))
      .limit(5_000);
    const matches = recent.filter((t) => {
      const line: StatementLine = {
        date: t.date,
        amountCents: t.type === "income" ? t.amountCents : -t.amountCents,
        description: t.description,
        payee: t.payee,
        memo: t.memo,
        reference: null,
        fitId: null,
      };
      return body.conditions.every((c) => conditionHolds(c, line, t.bankAccountId));
    });
    return { checked: recent.length, matched: matches.length, examples: matches.slice(0, 20) };
  }
}
