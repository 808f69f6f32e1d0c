// GET /api/leasing/payments/:id/receipt, /leases/:id/statement?from&to and /leases/:id/deposit-letter:
// the lease's PDFs, for every member of the organization (another organization's id answers 404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { uuid } from "../../shared/accounting";
import { statementQuery } from "../../shared/leasing";
import type { Auth } from "../auth/session";
import { parse } from "../http/errors";
import { apiDoc, fileAnswer } from "../http/openapi";
import type { Leasing } from "./context";
import { depositLetter, type PdfFile, paymentReceipt, tenantStatement } from "./documents";

const doc = apiDoc("Leasing");

const idParam = z.object({ id: uuid });
const pdf = { 200: fileAnswer("The PDF", "application/pdf") };

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);

export function registerLeaseDocuments(
  app: FastifyInstance,
  ctx: Leasing,
  reader: (r: FastifyRequest) => Promise<Auth>,
): void {
  const P = "/api/leasing";
  const id = (request: FastifyRequest) => parse(idParam, request.params).id;
  app.get(
    `${P}/payments/:id/receipt`,
    doc("Download a payment receipt (PDF)", { params: idParam, response: pdf }),
    async (r, reply) => sendPdf(reply, await paymentReceipt(ctx, (await reader(r)).organizationId, id(r))),
  );
  app.get(
    `${P}/leases/:id/statement`,
    doc("Download a tenant statement (PDF)", { querystring: statementQuery, params: idParam, response: pdf }),
    async (r, reply) => {
      const auth = await reader(r);
      const q = parse(statementQuery, r.query);
      return sendPdf(reply, await tenantStatement(ctx, auth.organizationId, id(r), q));
    },
  );
  app.get(
    `${P}/leases/:id/deposit-letter`,
    doc("Download the deposit letter (PDF)", { params: idParam, response: pdf }),
    async (r, reply) => sendPdf(reply, await depositLetter(ctx, (await reader(r)).organizationId, id(r))),
  );
}
