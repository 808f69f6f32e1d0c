// Files uploaded to a lease: stored through the FileStore port under a key made from ids, described by
// a lease_documents row. Upload writes the file first and the row second, delete removes the row first
// and the file second: a listed document always has its bytes, and a failure in between leaves at most
// an unlisted file, never a row pointing at nothing.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import { type LeaseDocumentView, MAX_LEASE_DOCUMENT_BYTES } from "../../shared/lease-documents";
import { users } from "../db/core-schema";
import { badRequest, HttpError, notFound } from "../http/errors";
import { safeFileName } from "../storage/file-name";
import type { FileStore } from "../storage/file-store";
import { UploadInspector } from "../storage/inspect";
import { findLease, type Leasing } from "./context";
import { type LeaseDocumentRow, leaseDocuments } from "./document-schema";

export interface LeaseFiles extends Leasing {
  files: FileStore;
}

export const TOO_LARGE = `The file is larger than ${MAX_LEASE_DOCUMENT_BYTES / 1024 / 1024} MB. Scan it at a lower resolution or split it.`;
export const EMPTY_FILE = "The file is empty. Choose the scanned or exported document again.";
export const WRONG_TYPE = "Only PDF, PNG, JPEG and WebP files can be uploaded: this file is none of them.";

const storageKey = (orgId: string, id: string) => `lease-documents/${orgId}/${id}`;

const columns = {
  doc: leaseDocuments,
  firstName: users.firstName,
  lastName: users.lastName,
};

function view(row: { doc: LeaseDocumentRow; firstName: string | null; lastName: string | null }) {
  const { doc } = row;
  const out: LeaseDocumentView = {
    id: doc.id,
    leaseId: doc.leaseId,
    fileName: doc.fileName,
    contentType: doc.contentType,
    sizeBytes: doc.sizeBytes,
    sha256: doc.sha256,
    uploadedAt: doc.uploadedAt.toISOString(),
    uploadedBy:
      doc.uploadedBy && row.firstName !== null
        ? { id: doc.uploadedBy, name: `${row.firstName} ${row.lastName ?? ""}`.trim() }
        : null,
  };
  return out;
}

/** Every query below also filters on the organization. */
function selectDocuments(ctx: Leasing) {
  return ctx.db
    .select(columns)
    .from(leaseDocuments)
    .leftJoin(users, eq(users.id, leaseDocuments.uploadedBy))
    .$dynamic();
}

/** The lease's uploaded files, oldest first (404 for a lease of another organization). */
export async function listLeaseDocuments(ctx: Leasing, orgId: string, leaseId: string) {
  await findLease(ctx.db, orgId, leaseId);
  const rows = await selectDocuments(ctx)
    .where(and(eq(leaseDocuments.organizationId, orgId), eq(leaseDocuments.leaseId, leaseId)))
    .orderBy(asc(leaseDocuments.uploadedAt), asc(leaseDocuments.id));
  return rows.map(view);
}

async function findDocument(ctx: Leasing, orgId: string, leaseId: string, id: string) {
  const [row] = await selectDocuments(ctx).where(
    and(
      eq(leaseDocuments.organizationId, orgId),
      eq(leaseDocuments.leaseId, leaseId),
      eq(leaseDocuments.id, id),
    ),
  );
  if (!row) throw notFound("Document not found");
  return row;
}

interface IncomingFile {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut off at the size limit (the parser stops passing bytes on). */
  truncated(): boolean;
}

/** Streams the file to the store, then keeps it only if it is a non-empty PDF or image. */
export async function uploadLeaseDocument(
  ctx: LeaseFiles,
  orgId: string,
  userId: string,
  leaseId: string,
  file: IncomingFile,
): Promise<LeaseDocumentView> {
  await findLease(ctx.db, orgId, leaseId);
  const id = randomUUID();
  const key = storageKey(orgId, id);
  const inspector = new UploadInspector();
  // pipeline hands a source error (client gone, malformed body) on to the inspector, failing the put.
  await ctx.files.put(
    key,
    pipeline(file.stream, inspector, () => {}),
  );
  const type = inspector.type;
  const problem = file.truncated()
    ? new HttpError(413, TOO_LARGE)
    : inspector.size === 0
      ? badRequest(EMPTY_FILE)
      : type
        ? null
        : badRequest(WRONG_TYPE);
  if (problem || !type) {
    await ctx.files.delete(key);
    throw problem;
  }
  try {
    await ctx.db.insert(leaseDocuments).values({
      id,
      organizationId: orgId,
      leaseId,
      fileName: safeFileName(file.fileName, type),
      contentType: type,
      sizeBytes: inspector.size,
      sha256: inspector.sha256,
      storageKey: key,
      uploadedBy: userId,
      uploadedAt: ctx.clock.now(),
    });
  } catch (error) {
    await ctx.files.delete(key);
    throw error;
  }
  return view(await findDocument(ctx, orgId, leaseId, id));
}

/** The row and a stream of its bytes (404 when either is missing). */
export async function openLeaseDocument(ctx: LeaseFiles, orgId: string, leaseId: string, id: string) {
  const row = await findDocument(ctx, orgId, leaseId, id);
  const body = await ctx.files.get(row.doc.storageKey);
  if (!body) throw notFound("The document's file is missing");
  return { document: view(row), body };
}

export async function deleteLeaseDocument(ctx: LeaseFiles, orgId: string, leaseId: string, id: string) {
  const [row] = await ctx.db
    .delete(leaseDocuments)
    .where(
      and(
        eq(leaseDocuments.organizationId, orgId),
        eq(leaseDocuments.leaseId, leaseId),
        eq(leaseDocuments.id, id),
      ),
    )
    .returning({ storageKey: leaseDocuments.storageKey });
  if (!row) throw notFound("Document not found");
  await ctx.files.delete(row.storageKey);
}
