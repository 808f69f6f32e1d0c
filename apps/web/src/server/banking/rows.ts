// Preview edits: exclude or include rows, change a row's category, property, unit or description.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ImportRowPatchBody } from "../../shared/banking";
import { accounts, properties, units } from "../accounting/schema";
import type { Db } from "../db/client";
import { badRequest, notFound } from "../http/errors";
import { requireBatch } from "./imports";
import { bankImportBatches, bankImportRows } from "./schema";

async function assertOwned(db: Db, orgId: string, body: ImportRowPatchBody): Promise<void> {
  const ids = (pick: (r: ImportRowPatchBody["rows"][number]) => string | null | undefined) => [
    ...new Set(body.rows.map(pick).filter((v): v is string => !!v)),
  ];
  const checks = [
    { table: accounts, ids: ids((r) => r.categoryAccountId), what: "Account" },
    { table: properties, ids: ids((r) => r.propertyId), what: "Property" },
    { table: units, ids: ids((r) => r.unitId), what: "Unit" },
  ] as const;
  for (const c of checks) {
    if (!c.ids.length) continue;
    const found = await db
      .select({ id: c.table.id })
      .from(c.table)
      .where(and(eq(c.table.organizationId, orgId), inArray(c.table.id, c.ids)));
    if (found.length !== c.ids.length) throw notFound(`${c.what} not found`);
  }
}

export async function updateRows(
  db: Db,
  orgId: string,
  batchId: string,
  body: ImportRowPatchBody,
): Promise<void> {
  const batch = await requireBatch(db, orgId, batchId);
  if (batch.status !== "preview") throw badRequest("Only an import in preview can be changed");
  await assertOwned(db, orgId, body);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    for (const r of body.rows) {
      const { rowNo, categoryAccountId, ...rest } = r;
      const set = {
        ...rest,
        ...(categoryAccountId !== undefined ? { categoryAccountId, splits: null, ruleId: null } : {}),
      };
      if (Object.keys(set).length === 0) continue;
      const updated = await tx
        .update(bankImportRows)
        .set(set)
        .where(
          and(
            eq(bankImportRows.organizationId, orgId),
            eq(bankImportRows.batchId, batchId),
            eq(bankImportRows.rowNo, rowNo),
          ),
        )
        .returning({ rowNo: bankImportRows.rowNo });
      if (!updated.length) throw badRequest(`rows: the import has no row ${rowNo}`);
    }
    await tx
      .update(bankImportBatches)
      .set({
        excludedCount: sql`(select count(*)::int from ${bankImportRows} where organization_id = ${orgId} and batch_id = ${batchId} and excluded)`,
      })
      .where(and(eq(bankImportBatches.organizationId, orgId), eq(bankImportBatches.id, batchId)));
  });
}
