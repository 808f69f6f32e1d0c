// Readers for exported files in tests (imported only by *.test.ts and test support): CSV records and
// the text a pdf-lib PDF shows, so tests compare what a user would open rather than bytes.
import { inflateSync } from "node:zlib";

/** RFC 4180 records of a CSV answer (BOM removed; quoted fields, doubled quotes, CRLF, embedded newlines). */
export function parseCsv(text: string): string[][] {
  const s = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < s.length) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"') {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" && s[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Text shown by a pdf-lib PDF: inflate each stream, collect the hex strings of `Tj` operators. */
export function pdfText(pdf: Buffer): string[] {
  const out: string[] = [];
  const bin = pdf.toString("latin1");
  const re = /stream\r?\n/g;
  for (let m = re.exec(bin); m; m = re.exec(bin)) {
    const start = m.index + m[0].length;
    const end = bin.indexOf("endstream", start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      body = bin.slice(start, end);
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push(Buffer.from(t[1]!, "hex").toString("latin1"));
    re.lastIndex = end + "endstream".length;
  }
  return out;
}
