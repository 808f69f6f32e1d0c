// What every leasing use case needs; built once per app (routes.ts) or by a test.
import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { isoDay } from "../db/sql-helpers";
import { HttpError, notFound } from "../http/errors";
import { type LeaseRow, leases } from "./schema";

export interface Leasing {
  db: Db;
  clock: Clock;
}

export const conflict = (message: string) => new HttpError(409, message);

/** Today's calendar day (the clock's UTC date: the server's notion of "today" for due dates). */
export const today = (ctx: Leasing): string => isoDay(ctx.clock.now());

/** The organization's lease, or 404 (another organization's id answers exactly like a missing one). */
export async function findLease(db: Db, orgId: string, id: string): Promise<LeaseRow> {
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.organizationId, orgId), eq(leases.id, id)))
    .limit(1);
  if (!row) throw notFound("Lease not found");
  return row;
}

/** Runs `work` in one database transaction typed as `Db`. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (raw) => work(raw as unknown as Db));
}
