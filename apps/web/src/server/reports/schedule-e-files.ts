// Schedule E as files: a CSV a preparer can import (one record per property, one column per form
// line) and a PDF laid out like Part I of the form, three properties (A, B, C) per page.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { ScheduleE, ScheduleEProperty } from "../../shared/schedule-e";
import { type ExportTable, pdfSafe, toCsv } from "../accounting/exports";
import { accountingMoney } from "./pdf";

const RULES = { rent: "in proportion to rents received", units: "in proportion to units", equal: "equally" };
const allocationSentence = (s: ScheduleE) =>
  `Amounts not assigned to a property are shared ${RULES[s.allocation]}.`;

export function scheduleETable(s: ScheduleE): ExportTable {
  const lineCols = s.lines.map((l) => ({
    header: `Line ${l.line} ${l.label}`,
    kind: "money" as const,
    width: 12,
  }));
  return {
    title: `Schedule E ${s.year}`,
    subtitle: `${s.organizationName} | ${s.basis} basis`,
    fileName: `schedule-e-${s.year}`,
    columns: [
      { header: `Property (${s.basis} basis)`, kind: "text", width: 20 },
      { header: "Line 1a Address", kind: "text", width: 30 },
      { header: "Line 1b Type", kind: "int", width: 6 },
      { header: "Line 2 Fair rental days", kind: "int", width: 8 },
      { header: "Line 2 Personal use days", kind: "int", width: 8 },
      ...lineCols,
      { header: "Line 20 Total expenses", kind: "money", width: 12 },
      { header: "Line 21 Income or (loss)", kind: "money", width: 12 },
      { header: "Allocated income", kind: "money", width: 12 },
      { header: "Allocated expenses", kind: "money", width: 12 },
    ],
    rows: s.properties.map((p) => [
      p.name,
      p.address,
      p.typeCode,
      p.fairRentalDays,
      p.personalUseDays,
      ...s.lines.map((l) => p.lines[String(l.line)] ?? 0),
      p.totalExpensesCents,
      p.netCents,
      p.allocatedIncomeCents,
      p.allocatedExpenseCents,
    ]),
    totals: null,
  };
}

export const scheduleECsv = (s: ScheduleE) => toCsv(scheduleETable(s));

const W = 612;
const H = 792;
const M = 40;
const SIZE = 8;
const ROW = 14;
const LABEL_W = 250;
const COL_W = (W - 2 * M - LABEL_W) / 3;
const GREY = rgb(0.35, 0.35, 0.35);

function text(page: PDFPage, s: string, x: number, y: number, font: PDFFont, size = SIZE) {
  let t = pdfSafe(s);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > W - M - x) t = t.slice(0, -1);
  page.drawText(t, { x, y, size, font });
}
function rightText(page: PDFPage, s: string, col: number, y: number, font: PDFFont) {
  const x = M + LABEL_W + COL_W * (col + 1) - 4 - font.widthOfTextAtSize(s, SIZE);
  page.drawText(s, { x, y, size: SIZE, font });
}

function drawGroup(page: PDFPage, s: ScheduleE, group: ScheduleEProperty[], font: PDFFont, bold: PDFFont) {
  let y = H - M;
  text(page, "Schedule E (Form 1040) Part I - Income or Loss From Rental Real Estate", M, y, bold, 11);
  y -= 15;
  text(
    page,
    `${s.organizationName} - tax year ${s.year} - ${s.basis.toLowerCase()} basis - prepared from the books; not the IRS form`,
    M,
    y,
    font,
    9,
  );
  y -= 22;
  const letters = ["A", "B", "C"];
  text(page, "1a Physical address of each property", M, y, bold);
  y -= ROW;
  group.forEach((p, i) => {
    text(page, `${letters[i]}  ${p.name} - ${p.address}`, M + 10, y, font);
    y -= ROW;
  });
  const grid: [string, (p: ScheduleEProperty) => string, boolean?][] = [
    ["1b Type of property (code)", (p) => String(p.typeCode)],
    ["2  Fair rental days", (p) => (p.fairRentalDays === null ? "" : String(p.fairRentalDays))],
    ["    Personal use days", (p) => (p.personalUseDays === null ? "" : String(p.personalUseDays))],
    ...s.lines.map(
      (l) =>
        [
          `${String(l.line).padStart(2, " ")}  ${l.label}`,
          (p: ScheduleEProperty) => accountingMoney(p.lines[String(l.line)] ?? 0),
        ] as [string, (p: ScheduleEProperty) => string],
    ),
    ["20  Total expenses. Add lines 5 through 19", (p) => accountingMoney(p.totalExpensesCents), true],
    ["21  Income or (loss). Lines 3 and 4 minus line 20", (p) => accountingMoney(p.netCents), true],
  ];
  y -= 6;
  letters.forEach((l, i) => {
    rightText(page, l, i, y, bold);
  });
  y -= 4;
  page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.8 });
  y -= ROW;
  for (const [label, value, strong] of grid) {
    text(page, label, M, y, strong ? bold : font);
    group.forEach((p, i) => {
      rightText(page, value(p), i, y, strong ? bold : font);
    });
    page.drawLine({ start: { x: M, y: y - 4 }, end: { x: W - M, y: y - 4 }, thickness: 0.2, color: GREY });
    y -= ROW;
  }
  y -= 8;
  text(page, allocationSentence(s), M, y, font);
  y -= ROW;
  for (const p of group) {
    const d = p.depreciation;
    const dep = d
      ? `depreciation: ${d.recoveryClass === "residential" ? "27.5" : "39"}-year straight line, mid-month, placed in service ${d.placedInService}, basis ${accountingMoney(d.basisCents)}`
      : "depreciation: as posted in the books";
    text(
      page,
      `${p.name}: allocated income ${accountingMoney(p.allocatedIncomeCents)}, expenses ${accountingMoney(p.allocatedExpenseCents)}; ${dep}`,
      M,
      y,
      font,
      7,
    );
    y -= 11;
  }
}

export async function scheduleEPdf(s: ScheduleE): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Schedule E ${s.year} - ${s.organizationName}`));
  doc.setProducer("PropLedger");
  doc.setCreator("PropLedger");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const groups: ScheduleEProperty[][] = [];
  for (let i = 0; i < s.properties.length; i += 3) groups.push(s.properties.slice(i, i + 3));
  if (groups.length === 0) groups.push([]);
  for (const g of groups) drawGroup(doc.addPage([W, H]), s, g, font, bold);
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, { x: W - M - font.widthOfTextAtSize(label, 8), y: M / 2, size: 8, font, color: GREY });
  });
  return doc.save({ useObjectStreams: false });
}
