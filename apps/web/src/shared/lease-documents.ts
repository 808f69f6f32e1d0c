// Wire shapes of the files uploaded to a lease (the signed lease, its addenda, scans and photos).
// The server decides a file's type from its first bytes, never from the name or the browser's claim.
import { z } from "zod";

export const LEASE_DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type LeaseDocumentType = (typeof LEASE_DOCUMENT_TYPES)[number];

/** 10 MB: a scanned multi-page lease fits; the picker also says so before anything is sent. */
export const MAX_LEASE_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** What the file picker offers (the server checks the bytes again). */
export const LEASE_DOCUMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";

export const leaseDocumentView = z.object({
  id: z.string(),
  leaseId: z.string(),
  fileName: z.string(),
  contentType: z.enum(LEASE_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  /** ISO timestamp. */
  uploadedAt: z.string(),
  /** null once the uploader's account is gone. */
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type LeaseDocumentView = z.infer<typeof leaseDocumentView>;
export const leaseDocumentList = z.object({ items: z.array(leaseDocumentView) });
