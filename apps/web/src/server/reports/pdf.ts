// A statement as an accountant's PDF: organization, title, period and basis centred on top, the
// column headings repeated on every page, indented account lines, a rule above each subtotal, a
// double rule under each total, negatives in parentheses, "Page n of N" at the foot.
import {
  type PDFDocument as Doc,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";
import type { Statement, StatementRow } from "../../shared/reports";
import { fit, pdfSafe } from "../accounting/exports";
import { formatMoney } from "../accounting/money";
import { badRequest } from "../http/errors";

/** More value columns than this do not fit a landscape page legibly; CSV and XLSX have no limit. */
export const PDF_MAX_COLUMNS = 14;

/** "$1,234.56", a negative as "($1,234.56)". */
export const accountingMoney = (cents: number) =>
  cents < 0 ? `(${formatMoney(-cents)})` : formatMoney(cents);

const GREY = rgb(0.35, 0.35, 0.35);

/** Draws one statement page by page; portrait up to three value columns, landscape beyond. */
class Painter {
  readonly W: number;
  readonly H: number;
  readonly M = 48;
  readonly size: number;
  readonly rowH: number;
  readonly labelW: number;
  readonly colW: number;
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: Doc,
    readonly st: Statement,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    const n = st.columns.length;
    const landscape = n > 3;
    this.W = landscape ? 792 : 612;
    this.H = landscape ? 612 : 792;
    this.size = n > 8 ? 7 : 9;
    this.rowH = this.size + 6;
    this.labelW = n > 8 ? 150 : 220;
    this.colW = Math.min(110, (this.W - 2 * this.M - this.labelW) / Math.max(n, 1));
  }

  colRight(i: number) {
    return this.M + this.labelW + this.colW * (i + 1);
  }

  centred(text: string, f: PDFFont, size: number, color = rgb(0, 0, 0)) {
    const s = fit(f, size, pdfSafe(text), this.W - 2 * this.M);
    this.page.drawText(s, {
      x: (this.W - f.widthOfTextAtSize(s, size)) / 2,
      y: this.y,
      size,
      font: f,
      color,
    });
  }

  right(text: string, f: PDFFont, i: number) {
    const s = fit(f, this.size, text, this.colW - 6);
    this.page.drawText(s, {
      x: this.colRight(i) - f.widthOfTextAtSize(s, this.size),
      y: this.y,
      size: this.size,
      font: f,
    });
  }

  rule(i: number, at: number) {
    const x = this.colRight(i);
    this.page.drawLine({ start: { x: x - this.colW + 8, y: at }, end: { x, y: at }, thickness: 0.6 });
  }

  newPage() {
    this.page = this.doc.addPage([this.W, this.H]);
    this.pages.push(this.page);
    this.y = this.H - this.M;
    this.centred(this.st.organizationName, this.bold, 12);
    this.y -= 17;
    this.centred(this.st.title, this.bold, 14);
    this.y -= 15;
    this.centred(this.st.periodLabel, this.font, 10);
    this.y -= 13;
    this.centred(`${this.st.basis} basis`, this.font, 9, GREY);
    this.y -= 24;
    this.st.columns.forEach((c, i) => {
      this.right(pdfSafe(c.label), this.bold, i);
    });
    this.y -= 4;
    const end = this.colRight(this.st.columns.length - 1);
    this.page.drawLine({ start: { x: this.M, y: this.y }, end: { x: end, y: this.y }, thickness: 0.8 });
    this.y -= this.rowH;
  }

  row(r: StatementRow) {
    const extra = r.kind === "heading" ? 4 : r.kind === "total" ? 6 : 0;
    if (this.y - extra < this.M + this.rowH * 2) this.newPage();
    if (r.kind === "heading") this.y -= 4;
    const f = r.kind === "line" ? this.font : this.bold;
    const label = fit(f, this.size, pdfSafe(r.label), this.labelW - 8 - r.depth * 12);
    this.page.drawText(label, { x: this.M + r.depth * 12, y: this.y, size: this.size, font: f });
    r.values.forEach((v, i) => {
      if (v === null) return;
      if (r.kind === "subtotal" || r.kind === "total") this.rule(i, this.y + this.size + 2);
      this.right(this.st.valueKind === "count" ? v.toLocaleString("en-US") : accountingMoney(v), f, i);
      if (r.kind === "total") {
        this.rule(i, this.y - 3);
        this.rule(i, this.y - 5);
      }
    });
    this.y -= this.rowH + extra;
  }

  note(text: string) {
    if (this.y < this.M + this.rowH) this.newPage();
    this.page.drawText(pdfSafe(text), { x: this.M, y: this.y, size: 8, font: this.font, color: GREY });
    this.y -= 11;
  }

  footers(generatedOn: string) {
    this.pages.forEach((p, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`;
      const x = this.W - this.M - this.font.widthOfTextAtSize(label, 8);
      p.drawText(label, { x, y: this.M / 2, size: 8, font: this.font, color: GREY });
      p.drawText(`Generated ${generatedOn} by PropLedger`, {
        x: this.M,
        y: this.M / 2,
        size: 8,
        font: this.font,
        color: GREY,
      });
    });
  }
}

export async function statementPdf(st: Statement, generatedOn: string): Promise<Uint8Array> {
  if (st.columns.length > PDF_MAX_COLUMNS) {
    throw badRequest(
      `Too many columns for a PDF (${st.columns.length}; at most ${PDF_MAX_COLUMNS}). Export CSV or XLSX, or choose fewer columns.`,
    );
  }
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${st.title} - ${st.organizationName}`));
  doc.setProducer("PropLedger");
  doc.setCreator("PropLedger");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const painter = new Painter(
    doc,
    st,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  painter.newPage();
  if (st.rows.every((r) => r.kind === "heading" || r.values.every((v) => !v))) {
    painter.note("No postings in this period.");
  }
  for (const r of st.rows) painter.row(r);
  painter.y -= 6;
  for (const c of st.checks) painter.note(c.label);
  painter.footers(generatedOn);
  // No object streams: every page's content stream is a top-level object, easy to inspect.
  return doc.save({ useObjectStreams: false });
}
