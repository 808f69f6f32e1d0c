// Files uploaded to a lease (the signed lease, addenda, inspection photos). The row holds what the list
// shows and the store's opaque key; the bytes live in the FileStore (storage/), never in the database.
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { LEASE_DOCUMENT_TYPES, MAX_LEASE_DOCUMENT_BYTES } from "../../shared/lease-documents";
import { organizations, users } from "../db/core-schema";
import { leases } from "./schema";

export const leaseDocuments = pgTable(
  "lease_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    leaseId: uuid("lease_id").notNull(),
    /** The uploader's name for it, cleaned of path parts and control characters; display only. */
    fileName: text("file_name").notNull(),
    /** Detected from the file's first bytes. */
    contentType: text("content_type", { enum: LEASE_DOCUMENT_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    unique("lease_documents_org_id_key").on(t.organizationId, t.id),
    unique("lease_documents_storage_key").on(t.storageKey),
    index("lease_documents_org_lease_idx").on(t.organizationId, t.leaseId, t.uploadedAt),
    foreignKey({
      columns: [t.organizationId, t.leaseId],
      foreignColumns: [leases.organizationId, leases.id],
      name: "lease_documents_lease_fk",
    }).onDelete("cascade"),
    check(
      "lease_documents_type_check",
      sql`${t.contentType} in (${sql.raw(LEASE_DOCUMENT_TYPES.map((v) => `'${v}'`).join(", "))})`,
    ),
    check(
      "lease_documents_size_check",
      sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${sql.raw(String(MAX_LEASE_DOCUMENT_BYTES))}`,
    ),
    check("lease_documents_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type LeaseDocumentRow = typeof leaseDocuments.$inferSelect;
