// Bytes → text. Banks export UTF-8 (with or without BOM), UTF-16 from Excel, and Windows-1252 /
// Latin-1 from older systems; a wrong guess turns "Café" into "CafÃ©", so valid UTF-8 wins and
// chardet only chooses among the single-byte encodings.
import chardet from "chardet";
import iconv from "iconv-lite";
import { StatementError } from "./errors";

export interface DecodedText {
  text: string;
  encoding: string;
}

const SINGLE_BYTE = new Set(["ISO-8859-1", "windows-1252", "ISO-8859-15", "windows-1250", "ISO-8859-2"]);

export function decodeStatement(bytes: Uint8Array): DecodedText {
  if (bytes.length === 0) throw new StatementError("The file is empty.");
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
    return { text: buf.toString("utf8", 3), encoding: "UTF-8" };
  if (buf[0] === 0xff && buf[1] === 0xfe)
    return { text: iconv.decode(buf.subarray(2), "utf-16le"), encoding: "UTF-16LE" };
  if (buf[0] === 0xfe && buf[1] === 0xff)
    return { text: iconv.decode(buf.subarray(2), "utf-16be"), encoding: "UTF-16BE" };
  if (looksBinary(buf)) {
    throw new StatementError(
      "This file is not a bank statement. Upload a CSV, OFX, QFX or QIF file from your bank.",
    );
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(buf), encoding: "UTF-8" };
  } catch {
    const guess = chardet.analyse(buf.subarray(0, 64 * 1024))[0]?.name;
    // Latin-1 decodes as its superset Windows-1252 (€ and curly quotes live in 0x80–0x9F).
    const encoding = guess && SINGLE_BYTE.has(guess) && guess !== "ISO-8859-1" ? guess : "windows-1252";
    return { text: iconv.decode(buf, encoding), encoding };
  }
}

/** NUL bytes or many control characters in the first 4 KiB: an image, a PDF, a spreadsheet. */
function looksBinary(buf: Buffer): boolean {
  const head = buf.subarray(0, 4096);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control > head.length / 20;
}
