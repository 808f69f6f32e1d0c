// Ticking and unticking cleared transactions (one or many at once). Only transactions on the account
// dated up to the statement and not claimed by another reconciliation can be ticked. The answer is
// the summary with the difference the server computed after the change.
import { sql } from "drizzle-orm";
import type { ClearedBody, ReconciliationSummary } from "../../../shared/reconciliation";
import { journalLines } from "../../accounting/schema";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/sql-helpers";
import { badRequest, conflict } from "../../http/errors";
import { bankClearedLines } from "../schema";
import { reconciliationWithAccount, summaryOf } from "./queries";

export const FINISHED_MESSAGE = "This reconciliation is finished: undo it to change what is cleared";

export async function setCleared(
  db: Db,
  orgId: string,
  id: string,
  body: ClearedBody,
): Promise<ReconciliationSummary> {
  const ids = [...new Set(body.transactionIds)];
  // One array parameter, however many ids (a parameter per id overflows on a long statement).
  const list = sql`${`{${ids.join(",")}}`}::uuid[]`;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const { rec } = await reconciliationWithAccount(tx, orgId, id, true);
    if (rec.status !== "in_progress") throw conflict(FINISHED_MESSAGE);
    if (!body.cleared) {
      await tx.execute(sql`delete from ${bankClearedLines} where organization_id = ${orgId}
        and reconciliation_id = ${id} and not reconciled and transaction_id = any(${list})`);
      return;
    }
    const [found] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(distinct j.transaction_id)::int as n from ${journalLines} j
        where j.organization_id = ${orgId} and j.account_id = ${rec.bankAccountId}
          and j.date <= ${rec.statementDate} and j.transaction_id = any(${list})
          and not exists (select 1 from ${bankClearedLines} c where c.organization_id = ${orgId}
                and c.bank_account_id = ${rec.bankAccountId} and c.transaction_id = j.transaction_id
                and c.reconciliation_id <> ${id})`),
    );
    const n = ids.length - (found?.n ?? 0);
    if (n > 0) {
      throw badRequest(
        `transactionIds: ${n} of these ${n === 1 ? "is" : "are"} not on this account up to the statement date, or already reconciled`,
      );
    }
    await tx.execute(sql`insert into ${bankClearedLines}
        (organization_id, bank_account_id, transaction_id, reconciliation_id, reconciled)
      select ${orgId}, ${rec.bankAccountId}, u.id, ${id}, false from unnest(${list}) as u(id)
      on conflict do nothing`);
  });
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  return summaryOf(db, orgId, rec, account);
}
