// The rent roll as CSV, XLSX or PDF through the accounting exporters (one table model, three files).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { rentRollExportQuery } from "../../shared/leasing";
import { RENT_ROLL_STATUS_LABELS } from "../../shared/rent-roll";
import { type ExportTable, render } from "../accounting/exports";
import type { Auth } from "../auth/session";
import { parse } from "../http/errors";
import { apiDoc, EXPORT_TYPES, fileAnswer } from "../http/openapi";
import { type Leasing, today } from "./context";
import { rentRoll } from "./rent-roll";

const doc = apiDoc("Leasing");

const exportQuery = rentRollExportQuery.extend({ format: z.enum(["csv", "xlsx", "pdf"]) });

export function registerRentRollExport(
  app: FastifyInstance,
  ctx: Leasing,
  reader: (r: FastifyRequest) => Promise<Auth>,
): void {
  app.get(
    "/api/leasing/rent-roll/export",
    doc("Download the rent roll", {
      querystring: exportQuery,
      response: { 200: fileAnswer("The rent roll, in the asked format", ...EXPORT_TYPES) },
    }),
    async (request, reply) => {
      const auth = await reader(request);
      const q = parse(exportQuery, request.query);
      const roll = await rentRoll(ctx.db, auth.organizationId, q.asOf ?? today(ctx), {
        propertyId: q.propertyId,
      });
      const table: ExportTable = {
        title: "Rent roll",
        subtitle: `As of ${roll.asOf} · ${roll.totals.occupied} of ${roll.totals.units} units occupied`,
        columns: [
          { header: "Property", kind: "text", width: 18 },
          { header: "Unit", kind: "text", width: 10 },
          { header: "Tenants", kind: "text", width: 20 },
          { header: "Start", kind: "date", width: 10 },
          { header: "End", kind: "date", width: 10 },
          { header: "Rent", kind: "money", width: 10 },
          { header: "Deposit held", kind: "money", width: 11 },
          { header: "Balance due", kind: "money", width: 11 },
          { header: "Status", kind: "text", width: 12 },
        ],
        rows: roll.rows.map((r) => [
          r.propertyName,
          r.unitName,
          r.tenants,
          r.startDate,
          r.endDate ?? (r.leaseId ? "Month-to-month" : null),
          r.rentCents,
          r.depositHeldCents,
          r.balanceCents,
          RENT_ROLL_STATUS_LABELS[r.status],
        ]),
        totals: {
          Rent: roll.totals.rentCents,
          "Deposit held": roll.totals.depositHeldCents,
          "Balance due": roll.totals.balanceCents,
        },
        fileName: `rent-roll-${roll.asOf}`,
      };
      const file = await render(table, q.format);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
