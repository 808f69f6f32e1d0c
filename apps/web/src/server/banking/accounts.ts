// The organization's bank and credit-card accounts: the accounts statements are imported into.
import { and, eq } from "drizzle-orm";
import { type AccountRow, accounts } from "../accounting/schema";
import type { Db } from "../db/client";
import { badRequest, notFound } from "../http/errors";

/** Asset accounts that hold money and credit-card liabilities. */
export const isBankAccount = (a: Pick<AccountRow, "type" | "subtype">): boolean =>
  (a.type === "asset" && (a.subtype === "bank" || a.subtype === "cash")) ||
  (a.type === "liability" && a.subtype === "credit_card");

export async function requireBankAccount(db: Db, orgId: string, id: string): Promise<AccountRow> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, orgId), eq(accounts.id, id)))
    .limit(1);
  if (!a) throw notFound("Bank account not found");
  if (!isBankAccount(a)) throw badRequest(`${a.code} ${a.name} is not a bank, cash or credit-card account`);
  return a;
}
