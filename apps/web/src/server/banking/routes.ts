// /api/banking/*: bank accounts, statement imports (upload → mapping → preview → commit → undo).
// Every route needs a session; reads are open to every role, changes need manager or above. Ids are
// looked up inside the caller's organization, so another organization's id answers 404.
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  bankAccountList,
  importBatchList,
  importBatchView,
  importDetail,
  importMappingBody,
  importRowPatchBody,
  importUploadView,
  MAX_STATEMENT_BYTES,
} from "../../shared/banking";
import { roleRank } from "../../shared/roles";
import { type Auth, requireAuth } from "../auth/session";
import { badRequest, forbidden, HttpError, parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { commitBatch } from "./commit";
import { confirmMapping, requireBatch, uploadStatement } from "./imports";
import { reconciliationRoutes } from "./reconciliation/routes";
import { updateRows } from "./rows";
import { ruleRoutes } from "./rules/routes";
import { bankImportBatches } from "./schema";
import { bankAccountSummaries } from "./summary";
import { undoBatch } from "./undo";
import { batchRows, batchView, listBatches } from "./views";

const doc = apiDoc("Banking");

const BANKING_WRITE_FORBIDDEN = "You do not have permission to change banking data";
const TOO_LARGE = `The file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period.`;

const reader = (request: FastifyRequest): Promise<Auth> => requireAuth(request);
export async function writer(request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(request);
  if (roleRank(auth.role) < roleRank("manager")) throw forbidden(BANKING_WRITE_FORBIDDEN);
  return auth;
}

const idParam = z.object({ id: z.uuid("must be a valid id") });
const accountQuery = z.object({ bankAccountId: z.uuid("must be a valid id") });
const historyQuery = z.object({ bankAccountId: z.uuid("must be a valid id").optional() });

/** The uploaded file, streamed and cut off at the size limit (413, nothing stored). */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest("file: upload the statement as multipart/form-data");
  const file = await request.file({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5 } });
  if (!file) throw badRequest("file: choose a statement file");
  try {
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, TOO_LARGE);
    throw err;
  }
}

const P = "/api/banking";

/** The organization's bank accounts with their balances. */
function bankAccountRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  app.get(
    `${P}/accounts`,
    doc("Bank accounts with balances", { response: { 200: bankAccountList } }),
    async (request) => {
      const auth = await reader(request);
      return { items: await bankAccountSummaries(db, auth.organizationId) };
    },
  );
}

/** A statement import before posting: uploaded, its history, mapped and corrected. */
function statementImportRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.post(
    `${P}/imports`,
    doc("Upload a bank statement", { querystring: accountQuery, response: { 201: importUploadView } }),
    async (request, reply) => {
      const auth = await writer(request);
      const { bankAccountId } = parse(accountQuery, request.query);
      const file = await readUpload(request);
      const view = await uploadStatement(db, clock, auth.organizationId, auth.user.id, {
        bankAccountId,
        ...file,
      });
      return reply.code(201).send(view);
    },
  );
  app.get(
    `${P}/imports`,
    doc("Statement import history", { querystring: historyQuery, response: { 200: importBatchList } }),
    async (request) => {
      const auth = await reader(request);
      const { bankAccountId } = parse(historyQuery, request.query);
      return { items: await listBatches(db, auth.organizationId, bankAccountId) };
    },
  );
  app.get(
    `${P}/imports/:id`,
    doc("Get a statement import", { params: idParam, response: { 200: importDetail } }),
    async (request) => {
      const auth = await reader(request);
      const { id } = parse(idParam, request.params);
      return {
        batch: await batchView(db, auth.organizationId, id),
        rows: await batchRows(db, auth.organizationId, id),
      };
    },
  );
  app.post(
    `${P}/imports/:id/mapping`,
    doc("Confirm the column mapping", {
      params: idParam,
      body: importMappingBody,
      response: { 200: importBatchView },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return confirmMapping(db, auth.organizationId, id, parse(importMappingBody, request.body));
    },
  );
  app.patch(
    `${P}/imports/:id/rows`,
    doc("Change imported rows", {
      params: idParam,
      body: importRowPatchBody,
      response: { 200: importBatchView },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await updateRows(db, auth.organizationId, id, parse(importRowPatchBody, request.body));
      return batchView(db, auth.organizationId, id);
    },
  );
}

/** Posting an import to the books, undoing it, or discarding it. */
function importPostingRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.post(
    `${P}/imports/:id/commit`,
    doc("Post the import to the books", { params: idParam, response: { 200: importBatchView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return commitBatch(db, clock, auth.organizationId, id);
    },
  );
  app.post(
    `${P}/imports/:id/undo`,
    doc("Undo a posted import", { params: idParam, response: { 200: importBatchView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return undoBatch(db, clock, auth.organizationId, id);
    },
  );
  app.delete(
    `${P}/imports/:id`,
    doc("Discard an import", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      const batch = await requireBatch(db, auth.organizationId, id);
      if (batch.status === "committed") throw badRequest("A committed import is undone, not discarded");
      await db
        .delete(bankImportBatches)
        .where(and(eq(bankImportBatches.organizationId, auth.organizationId), eq(bankImportBatches.id, id)));
      return { message: "Import discarded" };
    },
  );
}

export async function bankingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 },
  });
  bankAccountRoutes(app);
  statementImportRoutes(app);
  importPostingRoutes(app);
  await app.register(ruleRoutes);
  await app.register(reconciliationRoutes);
}
