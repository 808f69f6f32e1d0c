// What an upload really is, learned while it streams to the store: its size, its SHA-256, and its type
// from the first bytes (magic numbers). A browser's claimed type or a file's extension proves nothing:
// an executable or HTML page renamed "lease.pdf" must not be stored and served back as a PDF.
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { LeaseDocumentType } from "../../shared/lease-documents";

const HEAD_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the first bytes announce, among those a lease document may be; null for anything else. */
function detectType(head: Buffer): LeaseDocumentType | null {
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/**
 * A pass-through that counts, hashes and keeps the first bytes. Once the head shows a type that is not
 * allowed, the rest is read but not passed on, so a refused upload costs no disk beyond its head.
 */
export class UploadInspector extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private readonly hash = createHash("sha256");
  private refused = false;

  get type(): LeaseDocumentType | null {
    return detectType(this.head);
  }
  get sha256(): string {
    return this.hash.copy().digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES && !this.type) this.refused = true;
    }
    done(null, this.refused ? undefined : chunk);
  }
}
