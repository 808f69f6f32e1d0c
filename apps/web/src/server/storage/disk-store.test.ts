// The disk FileStore: bytes round-trip by key, a failed write leaves nothing (not even a temporary
// file), a missing key reads as null, and a key that could leave the folder is refused.
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DiskFileStore } from "./disk-store";

const fresh = () => {
  const root = mkdtempSync(path.join(tmpdir(), "disk-store-"));
  return { root, store: new DiskFileStore(root) };
};
const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe("DiskFileStore", () => {
  it("stores, reads back and deletes by key", async () => {
    const { store } = fresh();
    await store.put(
      "lease-documents/org-1/doc-1",
      Readable.from([Buffer.from("signed "), Buffer.from("lease")]),
    );
    expect(await text((await store.get("lease-documents/org-1/doc-1"))!)).toBe("signed lease");
    await store.delete("lease-documents/org-1/doc-1");
    expect(await store.get("lease-documents/org-1/doc-1")).toBeNull();
    await store.delete("lease-documents/org-1/doc-1"); // twice is harmless
  });

  it("leaves nothing behind when the stream fails half-way", async () => {
    const { root, store } = fresh();
    async function* broken() {
      yield Buffer.from("half a file");
      throw new Error("client went away");
    }
    await expect(store.put("a/b", Readable.from(broken()))).rejects.toThrow("client went away");
    expect(await store.get("a/b")).toBeNull();
    expect(files(root)).toEqual([]);
  });

  it("keeps the old bytes until the new ones are complete", async () => {
    const { store } = fresh();
    await store.put("a/b", Readable.from([Buffer.from("old")]));
    async function* broken() {
      yield Buffer.from("new");
      throw new Error("cut");
    }
    await expect(store.put("a/b", Readable.from(broken()))).rejects.toThrow("cut");
    expect(await text((await store.get("a/b"))!)).toBe("old");
  });

  it.each(["../secret", "a/../../b", "/etc/passwd", "a//b", "A/B", "a/b.pdf", "", "a\\b"])(
    "refuses the key %j",
    async (key) => {
      const { store } = fresh();
      await expect(store.put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    },
  );

  it("sweeps temporary files older than the cut-off, and keeps younger ones", async () => {
    const { root, store } = fresh();
    const incoming = path.join(root, ".incoming");
    mkdirSync(incoming);
    writeFileSync(path.join(incoming, "old"), "cut off");
    writeFileSync(path.join(incoming, "young"), "still arriving");
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(incoming, "old"), hourAgo, new Date(hourAgo.getTime() - 1000));
    await store.put("kept/file", Readable.from([Buffer.from("stored")]));

    expect(await store.sweepIncoming(hourAgo)).toBe(1);
    expect(files(root).sort()).toEqual(["file", "young"]);
    expect(await new DiskFileStore(path.join(root, "absent")).sweepIncoming(new Date())).toBe(0);
  });
});
