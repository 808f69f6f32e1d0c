// Where uploaded files live. The bytes stay out of the database (backups and queries stay small) and
// behind this port, so the default disk store can be swapped for an object store (S3, GCS, Azure Blob)
// whose put/get/delete by key map one to one onto these methods. Rows in the database hold the key;
// nothing else about a file's location leaks out of the store.
import type { Readable } from "node:stream";

export interface FileStore {
  /**
   * Stores the stream under `key`, all or nothing: the key shows the new bytes only once they are
   * complete, and a stream that fails (too large, client gone) leaves nothing behind and rejects.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; a missing one is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the server from ids ("lease-documents/<organization>/<document>"), never from a
 * user's file name: lower-case letters, digits and hyphens, in segments separated by "/".
 */
const KEY = /^[a-z0-9][a-z0-9-]{0,79}(?:\/[a-z0-9][a-z0-9-]{0,79}){0,4}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
