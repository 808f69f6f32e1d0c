// Saved reports: builder definitions kept under a name for the whole organization. A stored
// definition is parsed again on every read, so a definition saved by an older build that no longer
// validates is reported, not run.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type BuilderDefinition, builderDefinition, type SavedReport } from "../../../shared/report-builder";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { users } from "../../db/core-schema";
import { conflictOnUniqueViolation, notFound } from "../../http/errors";
import { savedReports } from "../schema";

const NOT_FOUND = "Saved report not found";
const taken = (name: string) => `A saved report named "${name}" already exists`;

const columns = {
  id: savedReports.id,
  name: savedReports.name,
  definition: savedReports.definition,
  createdAt: savedReports.createdAt,
  updatedAt: savedReports.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Row = {
  id: string;
  name: string;
  definition: unknown;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
};

function toView(r: Row): SavedReport {
  return {
    id: r.id,
    name: r.name,
    // Defaults fill fields added since the report was saved.
    definition: builderDefinition.parse(r.definition),
    createdByName: r.firstName ? `${r.firstName} ${r.lastName ?? ""}`.trim() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export class SavedReports {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private select(where: SQL | undefined) {
    return this.db
      .select(columns)
      .from(savedReports)
      .leftJoin(users, eq(users.id, savedReports.createdBy))
      .where(where);
  }

  async list(orgId: string): Promise<SavedReport[]> {
    const rows = await this.select(eq(savedReports.organizationId, orgId)).orderBy(
      asc(sql`lower(${savedReports.name})`),
    );
    return rows.flatMap((r) => {
      // One unreadable definition must not hide the others.
      try {
        return [toView(r)];
      } catch {
        return [];
      }
    });
  }

  async get(orgId: string, id: string): Promise<SavedReport> {
    const [row] = await this.select(and(eq(savedReports.organizationId, orgId), eq(savedReports.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return toView(row);
  }

  async create(orgId: string, userId: string, name: string, definition: BuilderDefinition) {
    const now = this.clock.now();
    const [row] = await conflictOnUniqueViolation(
      this.db
        .insert(savedReports)
        .values({
          organizationId: orgId,
          name,
          definition,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: savedReports.id }),
      taken(name),
    );
    return this.get(orgId, row!.id);
  }

  async update(orgId: string, id: string, change: { name: string; definition?: BuilderDefinition }) {
    const [row] = await conflictOnUniqueViolation(
      this.db
        .update(savedReports)
        .set({ ...change, updatedAt: this.clock.now() })
        .where(and(eq(savedReports.organizationId, orgId), eq(savedReports.id, id)))
        .returning({ id: savedReports.id }),
      taken(change.name),
    );
    if (!row) throw notFound(NOT_FOUND);
    return this.get(orgId, id);
  }

  /** A copy named "<name> (copy)", "<name> (copy 2)", … whichever is free. */
  async duplicate(orgId: string, userId: string, id: string): Promise<SavedReport> {
    const original = await this.get(orgId, id);
    const names = new Set((await this.list(orgId)).map((r) => r.name.toLowerCase()));
    let n = 1;
    const nameFor = (i: number) => `${original.name} (copy${i > 1 ? ` ${i}` : ""})`;
    while (names.has(nameFor(n).toLowerCase())) n += 1;
    return this.create(orgId, userId, nameFor(n), original.definition);
  }

  async remove(orgId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(savedReports)
      .where(and(eq(savedReports.organizationId, orgId), eq(savedReports.id, id)))
      .returning({ id: savedReports.id });
    if (!deleted.length) throw notFound(NOT_FOUND);
  }
}
