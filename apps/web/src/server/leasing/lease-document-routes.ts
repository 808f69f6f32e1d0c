// /api/leasing/leases/:id/documents: files uploaded to a lease (the signed lease, scans, photos).
// Every member lists and downloads; managers and above upload and delete (403). Another organization's
// lease or document answers 404. Uploads are multipart; the CSRF check of every mutation (http/security)
// runs on them in onRequest, before the body is read.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { uuid } from "../../shared/accounting";
import { MAX_LEASE_DOCUMENT_BYTES } from "../../shared/lease-documents";
import type { Auth } from "../auth/session";
import { badRequest, parse } from "../http/errors";
import { attachmentHeader } from "../storage/file-name";
import {
  deleteLeaseDocument,
  type LeaseFiles,
  listLeaseDocuments,
  openLeaseDocument,
  uploadLeaseDocument,
} from "./lease-documents";

type Role = (r: FastifyRequest) => Promise<Auth>;
const leaseParam = z.object({ id: uuid });
const documentParams = z.object({ id: uuid, documentId: uuid });

export async function leaseDocumentRoutes(
  app: FastifyInstance,
  { ctx, reader, writer }: { ctx: LeaseFiles; reader: Role; writer: Role },
): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_LEASE_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const P = "/api/leasing/leases/:id/documents";

  app.get(P, async (r) => ({
    items: await listLeaseDocuments(ctx, (await reader(r)).organizationId, parse(leaseParam, r.params).id),
  }));

  app.post(P, async (r, reply) => {
    const auth = await writer(r);
    const { id } = parse(leaseParam, r.params);
    if (!r.isMultipart()) throw badRequest("file: upload the document as multipart/form-data");
    const file = await r.file();
    if (!file) throw badRequest("file: choose a PDF or image to upload");
    const document = await uploadLeaseDocument(ctx, auth.organizationId, auth.user.id, id, {
      fileName: file.filename,
      stream: file.file,
      truncated: () => file.file.truncated,
    });
    return reply.code(201).send(document);
  });

  app.get(`${P}/:documentId/file`, async (r, reply) => {
    const auth = await reader(r);
    const { id, documentId } = parse(documentParams, r.params);
    const { document, body } = await openLeaseDocument(ctx, auth.organizationId, id, documentId);
    return reply
      .header("content-type", document.contentType)
      .header("content-length", document.sizeBytes)
      .header("content-disposition", attachmentHeader(document.fileName))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store")
      .send(body);
  });

  app.delete(`${P}/:documentId`, async (r) => {
    const auth = await writer(r);
    const { id, documentId } = parse(documentParams, r.params);
    await deleteLeaseDocument(ctx, auth.organizationId, id, documentId);
    return { message: "Document deleted" };
  });
}
