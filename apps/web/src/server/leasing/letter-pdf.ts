// A one-column letter-size document with pdf-lib: the organization on top, a title, labelled facts,
// tables with right-aligned money and a closing paragraph. Receipts, statements and the deposit letter
// are drawn with it; a long table continues on new pages with its headings repeated.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { pdfSafe } from "../accounting/exports";

const W = 612;
const H = 792;
const M = 56;
const GREY = rgb(0.35, 0.35, 0.35);

interface LetterTable {
  columns: { label: string; end?: boolean; width: number }[];
  rows: string[][];
  /** Drawn in bold under a rule. */
  total?: string[];
}

export class Letter {
  private page!: PDFPage;
  private y = 0;
  private pages: PDFPage[] = [];
  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly header: string,
  ) {
    this.newPage();
  }

  static async create(organizationName: string): Promise<Letter> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new Letter(doc, font, bold, organizationName);
  }

  private newPage() {
    this.page = this.doc.addPage([W, H]);
    this.pages.push(this.page);
    this.y = H - M;
    this.text(this.header, { font: this.bold, size: 12 });
    this.y -= 10;
  }

  private room(height: number) {
    if (this.y - height < M + 20) this.newPage();
  }

  private text(s: string, o: { x?: number; size?: number; font?: PDFFont; color?: typeof GREY } = {}) {
    const size = o.size ?? 10;
    this.page.drawText(pdfSafe(s), {
      x: o.x ?? M,
      y: this.y,
      size,
      font: o.font ?? this.font,
      color: o.color,
    });
    this.y -= size + 5;
  }

  title(s: string, subtitle?: string) {
    this.y -= 8;
    this.text(s, { font: this.bold, size: 16 });
    if (subtitle) this.text(subtitle, { color: GREY });
    this.y -= 8;
  }

  /** Label and value pairs, one a line. */
  facts(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.room(15);
      this.page.drawText(pdfSafe(label), { x: M, y: this.y, size: 10, font: this.font, color: GREY });
      this.page.drawText(pdfSafe(value), { x: M + 150, y: this.y, size: 10, font: this.bold });
      this.y -= 15;
    }
    this.y -= 8;
  }

  /** Words wrapped to the page width. */
  paragraph(s: string) {
    const words = pdfSafe(s).split(" ");
    let line = "";
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (this.font.widthOfTextAtSize(next, 10) > W - 2 * M) {
        this.room(15);
        this.text(line);
        line = w;
      } else line = next;
    }
    if (line) {
      this.room(15);
      this.text(line);
    }
    this.y -= 6;
  }

  table(t: LetterTable) {
    const heading = () => {
      this.row(
        t.columns.map((c) => c.label),
        t,
        this.bold,
      );
      this.page.drawLine({
        start: { x: M, y: this.y + 10 },
        end: { x: W - M, y: this.y + 10 },
        thickness: 0.6,
      });
    };
    this.room(40);
    heading();
    for (const r of t.rows) {
      if (this.y - 15 < M + 20) {
        this.newPage();
        heading();
      }
      this.row(r, t, this.font);
    }
    if (t.total) {
      this.room(30);
      this.page.drawLine({
        start: { x: M, y: this.y + 11 },
        end: { x: W - M, y: this.y + 11 },
        thickness: 0.6,
      });
      this.row(t.total, t, this.bold);
    }
    this.y -= 10;
  }

  private row(cells: string[], t: LetterTable, font: PDFFont) {
    let x = M;
    t.columns.forEach((c, i) => {
      const s = fit(font, pdfSafe(cells[i] ?? ""), c.width - 6);
      const at = c.end ? x + c.width - font.widthOfTextAtSize(s, 9) : x;
      if (s) this.page.drawText(s, { x: at, y: this.y, size: 9, font });
      x += c.width;
    });
    this.y -= 15;
  }

  async save(generatedOn: string): Promise<Buffer> {
    this.pages.forEach((p, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`;
      p.drawText(label, {
        x: W - M - this.font.widthOfTextAtSize(label, 8),
        y: M / 2,
        size: 8,
        font: this.font,
        color: GREY,
      });
      p.drawText(`Generated ${generatedOn} by PropLedger`, {
        x: M,
        y: M / 2,
        size: 8,
        font: this.font,
        color: GREY,
      });
    });
    return Buffer.from(await this.doc.save());
  }
}

function fit(font: PDFFont, s: string, width: number): string {
  if (font.widthOfTextAtSize(s, 9) <= width) return s;
  let out = s;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, 9) > width) out = out.slice(0, -1);
  return `${out}...`;
}
