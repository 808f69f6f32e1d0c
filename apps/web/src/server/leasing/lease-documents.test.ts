// Files uploaded to a lease through the API: upload → list → download the same bytes → delete; the type
// is read from the bytes (a renamed file is refused), the size limit, an empty file, roles (viewer 403
// on writes), tenancy (404), CSRF on multipart, and a hostile file name that reaches no path.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaseDocumentView } from "../../shared/lease-documents";
import { FakeClock } from "../clock";
import { DiskFileStore } from "../storage/disk-store";
import { Browser, closeTestDatabase, createTestApp } from "../test/helpers";
import { EMPTY_FILE, TOO_LARGE, WRONG_TYPE } from "./lease-documents";

const L = "/api/leasing";
const root = mkdtempSync(path.join(tmpdir(), "lease-docs-"));
let app: FastifyInstance;
let owner: Browser;
let other: Browser;
let viewer: Browser;
let leaseId: string;
let otherLeaseId: string;
let viewerLeaseId: string;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([60, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(48),
]);

/** Every file the store holds (temporary ones included). */
function storedFiles(dir = root): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = "----lease-docs-boundary-7d1f6f0e";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? "" : `; filename="${p.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(head, "utf8"), p.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart upload as the browser would (cookies, CSRF token unless `csrf` is false). */
async function upload(
  b: Browser,
  lease: string,
  file: { filename?: string; type?: string; data: Buffer } | null,
  csrf = true,
) {
  const { payload, contentType } = multipart(
    file ? [{ name: "file", ...file }] : [{ name: "note", data: Buffer.from("x") }],
  );
  const headers: Record<string, string> = {
    "content-type": contentType,
    cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
  if (csrf) headers["x-csrf-token"] = await b.csrfToken();
  return app.inject({ method: "POST", url: `${L}/leases/${lease}/documents`, headers, payload });
}

const list = async (b: Browser, lease: string) =>
  (await b.get(`${L}/leases/${lease}/documents`)).json<{ items: LeaseDocumentView[] }>().items;

async function leaseOf(b: Browser): Promise<string> {
  await b.post("/api/accounting/accounts/apply-template");
  const property = await b.post("/api/accounting/properties", {
    name: "Birch Row",
    type: "multi_family",
    units: [{ name: "2B" }],
  });
  const unitId = property.json<{ units: { id: string }[] }>().units[0]!.id;
  const t = (await b.post(`${L}/tenants`, { name: "Rosa Diaz" })).json<{ id: string }>().id;
  const lease = await b.post(`${L}/leases`, {
    unitId,
    tenantIds: [t],
    startDate: "2026-02-01",
    rentCents: 100_000,
  });
  expect(lease.statusCode).toBe(201);
  return lease.json<{ id: string }>().id;
}

beforeAll(async () => {
  ({ app } = await createTestApp({
    clock: new FakeClock(Date.UTC(2026, 3, 20, 12)),
    files: new DiskFileStore(root),
  }));
  [owner, other, viewer] = [new Browser(app), new Browser(app), new Browser(app)];
  await owner.signup({ firstName: "Olga", lastName: "Owner" });
  await other.signup();
  const v = await viewer.signup();
  leaseId = await leaseOf(owner);
  otherLeaseId = await leaseOf(other);
  // The viewer's organization has a lease with a document, uploaded before the role was lowered.
  viewerLeaseId = await leaseOf(viewer);
  expect((await upload(viewer, viewerLeaseId, { filename: "lease.pdf", data: PDF })).statusCode).toBe(201);
  await app.ctx.db.execute(sql`update memberships set role = 'viewer' where user_id = ${v.id}`);
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

describe("lease documents", () => {
  it("uploads, lists, downloads the same bytes, and deletes", async () => {
    const res = await upload(owner, leaseId, {
      filename: "Signed lease.pdf",
      type: "application/pdf",
      data: PDF,
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json<LeaseDocumentView>();
    expect(doc).toMatchObject({
      leaseId,
      fileName: "Signed lease.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      uploadedAt: "2026-04-20T12:00:00.000Z",
      uploadedBy: { name: "Olga Owner" },
    });
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await list(owner, leaseId)).map((d) => d.id)).toEqual([doc.id]);

    const file = await owner.get(`${L}/leases/${leaseId}/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Signed lease.pdf"; filename*=UTF-8''Signed%20lease.pdf`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("no-store");

    const gone = await owner.delete(`${L}/leases/${leaseId}/documents/${doc.id}`);
    expect(gone.statusCode).toBe(200);
    expect(await list(owner, leaseId)).toEqual([]);
    expect((await owner.get(`${L}/leases/${leaseId}/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect(storedFiles().some((f) => f.endsWith(doc.id))).toBe(false);
  });

  it("types an upload by its bytes: images are kept, whatever the browser claims", async () => {
    const cases = [
      { filename: "move-in.png", data: PNG, want: "image/png", name: "move-in.png" },
      { filename: "meter.JPG", data: JPEG, want: "image/jpeg", name: "meter.JPG" },
      { filename: "hall.webp", data: WEBP, want: "image/webp", name: "hall.webp" },
      // A PNG named and announced as a PDF is a PNG, and downloads under a name that says so.
      { filename: "scan.pdf", data: PNG, want: "image/png", name: "scan.pdf.png" },
    ];
    for (const c of cases) {
      const res = await upload(owner, leaseId, {
        filename: c.filename,
        type: "application/pdf",
        data: c.data,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<LeaseDocumentView>()).toMatchObject({ contentType: c.want, fileName: c.name });
      const file = await owner.get(
        `${L}/leases/${leaseId}/documents/${res.json<LeaseDocumentView>().id}/file`,
      );
      expect(file.headers["content-type"]).toBe(c.want);
      expect(file.rawPayload.equals(c.data)).toBe(true);
    }
  });

  it("refuses a renamed file, an empty one and one over 10 MB, storing nothing", async () => {
    const before = (await list(owner, leaseId)).length;
    const filesBefore = storedFiles().length;
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const renamed = await upload(owner, leaseId, {
      filename: "lease.pdf",
      type: "application/pdf",
      data: html,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: WRONG_TYPE });
    const exe = await upload(owner, leaseId, {
      filename: "lease.pdf",
      data: Buffer.from("MZ\x90\x00binary"),
    });
    expect(exe.json()).toEqual({ message: WRONG_TYPE });

    const empty = await upload(owner, leaseId, { filename: "blank.pdf", data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: EMPTY_FILE });

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(owner, leaseId, { filename: "huge.pdf", data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: TOO_LARGE });

    const none = await upload(owner, leaseId, null);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/^file: /);
    const json = await owner.post(`${L}/leases/${leaseId}/documents`, { file: "x" });
    expect(json.statusCode).toBe(400);

    expect(await list(owner, leaseId)).toHaveLength(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it("keeps a hostile file name away from the disk and out of the header", async () => {
    const res = await upload(owner, leaseId, { filename: "../../..\\etc\\pass<wd>\u0007.pdf", data: PDF });
    expect(res.statusCode).toBe(201);
    const doc = res.json<LeaseDocumentView>();
    expect(doc.fileName).toBe("pass_wd__.pdf");
    // The bytes are under the store's key for the document, not anywhere the name points.
    const stored = storedFiles().filter((f) => f.endsWith(doc.id));
    expect(stored).toHaveLength(1);
    expect(path.relative(root, stored[0]!).split(path.sep)[0]).toBe("lease-documents");
    const file = await owner.get(`${L}/leases/${leaseId}/documents/${doc.id}/file`);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="pass_wd__.pdf"; filename*=UTF-8''pass_wd__.pdf`,
    );
    const accented = await upload(owner, leaseId, { filename: "Bail signé.pdf", data: PDF });
    const header = (
      await owner.get(`${L}/leases/${leaseId}/documents/${accented.json<LeaseDocumentView>().id}/file`)
    ).headers["content-disposition"];
    expect(header).toBe(`attachment; filename="Bail sign_.pdf"; filename*=UTF-8''Bail%20sign%C3%A9.pdf`);
  });

  it("lets a viewer list and download but not upload or delete", async () => {
    const [doc] = await list(viewer, viewerLeaseId);
    expect(doc?.fileName).toBe("lease.pdf");
    const file = await viewer.get(`${L}/leases/${viewerLeaseId}/documents/${doc!.id}/file`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await upload(viewer, viewerLeaseId, { filename: "x.pdf", data: PDF })).statusCode).toBe(403);
    expect((await viewer.delete(`${L}/leases/${viewerLeaseId}/documents/${doc!.id}`)).statusCode).toBe(403);
    expect(await list(viewer, viewerLeaseId)).toHaveLength(1);
  });

  it("answers 404 for another organization's lease or document, and changes nothing", async () => {
    const mine = (
      await upload(owner, leaseId, { filename: "mine.pdf", data: PDF })
    ).json<LeaseDocumentView>();
    const docs = `${L}/leases/${leaseId}/documents`;
    expect((await other.get(docs)).statusCode).toBe(404);
    expect((await other.get(`${docs}/${mine.id}/file`)).statusCode).toBe(404);
    expect((await other.delete(`${docs}/${mine.id}`)).statusCode).toBe(404);
    expect((await upload(other, leaseId, { filename: "x.pdf", data: PDF })).statusCode).toBe(404);
    // Their own lease with my document's id: still nothing.
    expect((await other.get(`${L}/leases/${otherLeaseId}/documents/${mine.id}/file`)).statusCode).toBe(404);
    expect((await list(owner, leaseId)).map((d) => d.id)).toContain(mine.id);
  });

  it("needs a session, and the CSRF token on the multipart upload", async () => {
    expect((await new Browser(app).get(`${L}/leases/${leaseId}/documents`)).statusCode).toBe(401);
    const before = (await list(owner, leaseId)).length;
    const res = await upload(owner, leaseId, { filename: "x.pdf", data: PDF }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Invalid CSRF token" });
    expect(await list(owner, leaseId)).toHaveLength(before);
  });

  it("over a real connection, a too-large upload and a viewer's upload get their answers", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const send = async (b: Browser, lease: string, bytes: Buffer) => {
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "application/pdf" }), "big.pdf");
      const res = await fetch(`${address}${L}/leases/${lease}/documents`, {
        method: "POST",
        body: form,
        headers: {
          "x-csrf-token": await b.csrfToken(),
          cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    expect(await send(owner, leaseId, big)).toEqual({ status: 413, body: { message: TOO_LARGE } });
    expect((await send(viewer, viewerLeaseId, big)).status).toBe(403);
  });
});
