// A statement as a file: CSV and XLSX through the accounting exporters (one row per statement
// row, with its code and kind so a preparer's import can pick the account lines), PDF through the
// statement renderer. JSON stays the statement itself.
import type { FastifyReply } from "fastify";
import type { ReportFormat, Statement } from "../../shared/reports";
import { CONTENT_TYPES, type ExportTable, toCsv, toXlsx } from "../accounting/exports";
import { statementPdf } from "./pdf";

function statementTable(st: Statement): ExportTable {
  return {
    title: st.title,
    subtitle: `${st.organizationName} | ${st.periodLabel} | ${st.basis} basis`,
    fileName: st.fileName,
    columns: [
      { header: "Code", kind: "text", width: 8 },
      // The basis in a header too: CSV and XLSX carry no subtitle.
      { header: `${st.title} (${st.basis} basis)`, kind: "text", width: 36 },
      { header: "Row", kind: "text", width: 9 },
      ...st.columns.map((c) => ({
        header: c.label,
        kind: st.valueKind === "count" ? ("int" as const) : ("money" as const),
        width: 14,
      })),
    ],
    rows: st.rows.map((r) => [r.code ?? null, `${"  ".repeat(r.depth)}${r.label}`, r.kind, ...r.values]),
    // Subtotals and totals are rows of their own: a spreadsheet SUM over them would count twice.
    totals: null,
  };
}

export async function sendStatement(
  reply: FastifyReply,
  st: Statement,
  format: ReportFormat,
  today: string,
): Promise<unknown> {
  if (format === "json") return st;
  let body: string | Buffer;
  if (format === "csv") body = toCsv(statementTable(st));
  else if (format === "xlsx") body = await toXlsx(statementTable(st));
  else body = Buffer.from(await statementPdf(st, today));
  return reply
    .header("content-type", CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${st.fileName}.${format}"`)
    .header("cache-control", "no-store")
    .send(body);
}
