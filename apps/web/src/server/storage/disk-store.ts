// The default FileStore: files under a directory (DATA_DIR/files), one file per key. A write goes to a
// temporary file in the same directory tree, is flushed to disk, then renamed over the final name, so
// a reader never sees half a file and a crash leaves at most a stray temporary file.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type FileStore } from "./file-store";

const TEMP_DIR = ".incoming";

export class DiskFileStore implements FileStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key's pattern already rules out "..", but the path is checked once more. */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, ...key.split("/"));
    if (!file.startsWith(this.root + path.sep)) throw new Error("Storage key leaves the store");
    return file;
  }

  async put(key: string, body: Readable): Promise<void> {
    const file = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await Promise.all([
      mkdir(path.dirname(file), { recursive: true, mode: 0o700 }),
      mkdir(tempDir, { recursive: true, mode: 0o700 }),
    ]);
    const temp = path.join(tempDir, randomUUID());
    try {
      await pipeline(body, createWriteStream(temp, { flags: "wx", mode: 0o600 }));
      const handle = await open(temp, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await open(file, "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Removes temporary files a killed process left behind, those last written before `before`: a
   * younger one may be an upload another instance is still writing. Answers how many went.
   */
  async sweepIncoming(before: Date): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    const names = await readdir(tempDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(tempDir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtime >= before) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
