// CSV (RFC 4180), XLSX (exceljs) and PDF (pdf-lib) renderings of one table model, so the three files
// always carry the same columns, rows and totals. Money stays integer cents until the last step.
import ExcelJS from "exceljs";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { centsToDecimal, centsToSpreadsheetNumber, EXCEL_MONEY_FORMAT, formatMoney } from "./money";

type CellKind = "text" | "money" | "date" | "int";
type Cell = string | number | null;

interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Relative width (PDF column share, XLSX characters). */
  width: number;
}

export interface ExportTable {
  title: string;
  /** Filters, date range, generation time. */
  subtitle: string;
  columns: ExportColumn[];
  /** money cells are integer cents, date cells "YYYY-MM-DD", int cells integers. */
  rows: Cell[][];
  /** The totals row by column header; the first column reads "Total", the others not named are blank. */
  totals: Partial<Record<string, Cell>> | null;
  /** File name without extension. */
  fileName: string;
}

export type ExportFormat = "csv" | "xlsx" | "pdf";

/** The totals row, aligned with the columns. A name that is not a column's header is a mistake. */
function totalsCells(t: ExportTable): Cell[] | null {
  if (!t.totals) return null;
  const totals = t.totals;
  const headers = new Set(t.columns.map((c) => c.header));
  const stray = Object.keys(totals).find((k) => !headers.has(k));
  if (stray) throw new Error(`Export totals name no column: ${stray}`);
  return t.columns.map((c, i) => (i === 0 ? "Total" : (totals[c.header] ?? null)));
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The most rows a PDF export renders (≈ 250 pages); CSV and XLSX have no such limit. */
export const PDF_MAX_ROWS = 10_000;

// ---- CSV ----------------------------------------------------------------------------------------

/** RFC 4180 field: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text that a spreadsheet would run as a formula is prefixed with an apostrophe (CSV injection). */
const neutralize = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

function csvCell(value: Cell, kind: CellKind): string {
  if (value === null || value === "") return "";
  if (kind === "money") return centsToDecimal(Number(value));
  if (kind === "int") return String(value);
  return csvField(neutralize(String(value)));
}

/** CRLF-separated records, header first, totals last; a UTF-8 BOM so Excel reads accents right. */
export function toCsv(t: ExportTable): string {
  const lines = [t.columns.map((c) => csvField(c.header)).join(",")];
  for (const r of t.rows) lines.push(t.columns.map((c, i) => csvCell(r[i] ?? null, c.kind)).join(","));
  const totals = totalsCells(t);
  if (totals) lines.push(t.columns.map((c, i) => csvCell(totals[i] ?? null, c.kind)).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

// ---- XLSX ---------------------------------------------------------------------------------------

const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet1";
const excelDate = (d: string) =>
  new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))));
const colLetter = (i: number): string => {
  let n = i + 1;
  let s = "";
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

function xlsxValue(value: Cell, kind: CellKind): ExcelJS.CellValue {
  if (value === null || value === "") return null;
  if (kind === "money") return centsToSpreadsheetNumber(Number(value));
  if (kind === "int") return Number(value);
  if (kind === "date" && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return excelDate(String(value));
  return String(value);
}

export async function toXlsx(t: ExportTable): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "PropLedger";
  wb.created = new Date(0);
  const ws = wb.addWorksheet(sheetName(t.title), { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = t.columns.map((c) => ({
    header: c.header,
    width: Math.max(8, Math.round(c.width * 1.2)),
    style:
      c.kind === "money"
        ? { numFmt: EXCEL_MONEY_FORMAT }
        : c.kind === "date"
          ? { numFmt: "yyyy-mm-dd" }
          : c.kind === "int"
            ? { numFmt: "0" }
            : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of t.rows) ws.addRow(t.columns.map((c, i) => xlsxValue(r[i] ?? null, c.kind)));
  const lastData = t.rows.length + 1;
  const totals = totalsCells(t);
  if (totals) {
    const row = ws.addRow(
      t.columns.map((c, i) => {
        const v = totals[i] ?? null;
        if (c.kind === "money" && v !== null && t.rows.length > 0) {
          const L = colLetter(i);
          return { formula: `SUM(${L}2:${L}${lastData})`, result: centsToSpreadsheetNumber(Number(v)) };
        }
        return xlsxValue(v, c.kind);
      }),
    );
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.border = { top: { style: "thin" } };
    });
  }
  if (t.rows.length > 0) {
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastData, column: t.columns.length } };
  }
  const buf = await wb.xlsx.writeBuffer();
  return Buffer.from(buf as ArrayBuffer);
}

// ---- PDF ----------------------------------------------------------------------------------------

const WIN_ANSI_EXTRA: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
};

/** The standard Helvetica font only encodes WinAnsi; anything else becomes a close ASCII or "?". */
export function pdfSafe(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) out += ch;
    else if (WIN_ANSI_EXTRA[ch] !== undefined) out += WIN_ANSI_EXTRA[ch];
    else if (code === 0x09 || code === 0x0a || code === 0x0d) out += " ";
    else out += "?";
  }
  return out;
}

function pdfCell(value: Cell, kind: CellKind): string {
  if (value === null || value === "") return "";
  if (kind === "money") return formatMoney(Number(value));
  return pdfSafe(String(value));
}

/** `text`, cut to the longest prefix that fits `width` with "..." (a binary search: a few measurements). */
export function fit(font: PDFFont, size: number, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${text.slice(0, mid)}...`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}...`;
}

/** Landscape Letter pages: title, column headers on every page, zebra rows, totals, page numbers. */
async function toPdf(t: ExportTable): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(t.title));
  doc.setProducer("PropLedger");
  doc.setCreator("PropLedger");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const W = 792;
  const H = 612;
  const M = 36;
  const size = 8;
  const rowH = 13;
  const pad = 3;
  const totalWidth = t.columns.reduce((s, c) => s + c.width, 0);
  const widths = t.columns.map((c) => ((W - 2 * M) * c.width) / totalWidth);
  const xs = widths.map((_, i) => M + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const grey = rgb(0.45, 0.45, 0.45);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const drawRow = (cells: string[], f: PDFFont, shade: boolean) => {
    if (shade)
      page.drawRectangle({ x: M, y: y - 3, width: W - 2 * M, height: rowH, color: rgb(0.95, 0.96, 0.98) });
    cells.forEach((text, i) => {
      const w = widths[i]! - 2 * pad;
      const s = fit(f, size, text, w);
      const right = t.columns[i]!.kind === "money" || t.columns[i]!.kind === "int";
      const x = right ? xs[i]! + widths[i]! - pad - f.widthOfTextAtSize(s, size) : xs[i]! + pad;
      page.drawText(s, { x, y, size, font: f });
    });
    y -= rowH;
  };
  const newPage = () => {
    page = doc.addPage([W, H]);
    pages.push(page);
    y = H - M;
    page.drawText(pdfSafe(t.title), { x: M, y: y - 6, size: 14, font: bold });
    y -= 22;
    page.drawText(fit(font, 8, pdfSafe(t.subtitle), W - 2 * M), { x: M, y, size: 8, font, color: grey });
    y -= 18;
    drawRow(
      t.columns.map((c) => pdfSafe(c.header)),
      bold,
      false,
    );
    page.drawLine({ start: { x: M, y: y + rowH - 4 }, end: { x: W - M, y: y + rowH - 4 }, thickness: 0.75 });
  };
  newPage();
  if (t.rows.length === 0) {
    page.drawText("No rows match these filters.", { x: M + pad, y, size, font, color: grey });
    y -= rowH;
  }
  t.rows.forEach((r, n) => {
    if (y < M + rowH * 2) newPage();
    drawRow(
      t.columns.map((c, i) => pdfCell(r[i] ?? null, c.kind)),
      font,
      n % 2 === 1,
    );
  });
  const totals = totalsCells(t);
  if (totals) {
    if (y < M + rowH * 2) newPage();
    page.drawLine({ start: { x: M, y: y + rowH - 3 }, end: { x: W - M, y: y + rowH - 3 }, thickness: 0.75 });
    drawRow(
      t.columns.map((c, i) => pdfCell(totals[i] ?? null, c.kind)),
      bold,
      false,
    );
  }
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, { x: W - M - font.widthOfTextAtSize(label, 8), y: M / 2, size: 8, font, color: grey });
  });
  // No object streams: every page's (Flate) content stream is a top-level object, easy to inspect.
  return doc.save({ useObjectStreams: false });
}

export async function render(
  t: ExportTable,
  format: ExportFormat,
): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
  const fileName = `${t.fileName}.${format}`;
  if (format === "csv") return { body: toCsv(t), contentType: CONTENT_TYPES.csv, fileName };
  if (format === "xlsx") return { body: await toXlsx(t), contentType: CONTENT_TYPES.xlsx, fileName };
  return { body: Buffer.from(await toPdf(t)), contentType: CONTENT_TYPES.pdf, fileName };
}
