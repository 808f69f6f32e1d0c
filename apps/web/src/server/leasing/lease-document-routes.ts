// /api/leasing/leases/:id/documents: files uploaded to a lease (the signed lease, scans, photos).
// Every member lists and downloads; managers and above upload and delete (403). Another organization's
// lease or document answers 404. Uploads are multipart; the CSRF check of every mutation (http/security)
// runs on them in onRequest, before the body is read.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { uuid } from "../../shared/accounting";
import {
  LEASE_DOCUMENT_TYPES,
  leaseDocumentList,
  leaseDocumentView,
  MAX_LEASE_DOCUMENT_BYTES,
} from "../../shared/lease-documents";
import type { Auth } from "../auth/session";
import { badRequest, parse } from "../http/errors";
import { apiDoc, fileAnswer, messageAnswer } from "../http/openapi";
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
const doc = apiDoc("Leasing");

export async function leaseDocumentRoutes(
  app: FastifyInstance,
  { ctx, reader, writer }: { ctx: LeaseFiles; reader: Role; writer: Role },
): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_LEASE_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const P = "/api/leasing/leases/:id/documents";

  app.get(
    P,
    doc("Lease documents", { params: leaseParam, response: { 200: leaseDocumentList } }),
    async (r) => ({
      items: await listLeaseDocuments(ctx, (await reader(r)).organizationId, parse(leaseParam, r.params).id),
    }),
  );

  app.post(
    P,
    doc("Upload a lease document", {
      params: leaseParam,
      description: "multipart/form-data with one `file` part: PDF, PNG, JPEG or WebP, at most 10 MB.",
      response: { 201: leaseDocumentView },
    }),
    async (r, reply) => {
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
    },
  );

  app.get(
    `${P}/:documentId/file`,
    doc("Download a lease document", {
      params: documentParams,
      response: { 200: fileAnswer("The file as uploaded", ...LEASE_DOCUMENT_TYPES) },
    }),
    async (r, reply) => {
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
    },
  );

  app.delete(
    `${P}/:documentId`,
    doc("Delete a lease document", { params: documentParams, response: { 200: messageAnswer } }),
    async (r) => {
      const auth = await writer(r);
      const { id, documentId } = parse(documentParams, r.params);
      await deleteLeaseDocument(ctx, auth.organizationId, id, documentId);
      return { message: "Document deleted" };
    },
  );
}
