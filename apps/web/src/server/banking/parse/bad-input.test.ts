import { describe, expect, it } from "vitest";
import { MAX_STATEMENT_BYTES } from "../../../shared/banking";
import { parseStatement } from "./index";
import { parseFixture } from "./test-support";

describe("files that are not statements", () => {
  it("says what is wrong instead of importing anything", async () => {
    await expect(parseFixture("empty.csv")).rejects.toThrow("The file is empty.");
    await expect(parseStatement(Buffer.from(" \r\n\n"), "blank.csv")).rejects.toThrow("The file is empty.");
    await expect(parseFixture("image.csv")).rejects.toThrow(
      "This file is not a bank statement. Upload a CSV, OFX, QFX or QIF file from your bank.",
    );
    await expect(parseFixture("letter.csv")).rejects.toThrow(
      "This file is not a bank statement: no column holds dates and amounts.",
    );
    await expect(parseStatement(Buffer.from("just one line of words"), "note.txt")).rejects.toThrow(
      "This file is not a bank statement: no lines split into columns.",
    );
  });

  it("refuses a CSV whose dates mix formats, naming two rows", async () => {
    await expect(parseFixture("mixed-dates.csv")).rejects.toThrow(
      'The dates use more than one format: "2025-01-05" (row 2) and "01/06/2025" (row 3).',
    );
  });

  it("refuses files named like OFX or QIF that are something else", async () => {
    await expect(parseStatement(Buffer.from("Date,Amount\n2025-01-01,1"), "bank.ofx")).rejects.toThrow(
      "This file is named like an OFX statement but has no OFX content.",
    );
    await expect(parseStatement(Buffer.from("Date,Amount\n2025-01-01,1"), "bank.qif")).rejects.toThrow(
      "This file is named like a QIF file but does not start with !Type.",
    );
  });

  it("refuses a file over the size limit before reading it", async () => {
    const big = Buffer.alloc(MAX_STATEMENT_BYTES + 1, 0x41);
    await expect(parseStatement(big, "big.csv")).rejects.toThrow("The file is larger than 10 MB.");
  });

  it("lets other work run while a large file is parsed", async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `2025-01-${String((i % 28) + 1).padStart(2, "0")},Row ${i},-${i + 1}.00`,
    );
    const file = Buffer.from(`Date,Description,Amount\n${rows.join("\n")}\n`);
    // A timer-like task re-queued on every turn of the event loop: it only runs between slices.
    let turns = 0;
    let parsing = true;
    const turn = () => {
      turns++;
      if (parsing) setImmediate(turn);
    };
    setImmediate(turn);
    await parseStatement(file, "large.csv");
    parsing = false;
    expect(turns).toBeGreaterThan(20);
  });
});
