import { describe, expect, it } from "vitest";
import { parseStatement, statementLines } from "./index";
import { brief, fixture, linesOf, parseFixture } from "./test-support";

describe("OFX and QFX statements", () => {
  it("reads OFX 1.x SGML: unclosed leaves, an ampersand, an empty memo, check numbers and the balance", async () => {
    const parsed = await parseFixture("sgml-checking.ofx");
    expect(parsed.format).toBe("ofx");
    if (parsed.format !== "ofx") return;
    expect(parsed.accounts).toHaveLength(1);
    expect(parsed.accounts[0]).toMatchObject({
      bankId: "121000248",
      accountId: "000123456789",
      accountType: "CHECKING",
      currency: "USD",
      ledgerBalance: { amountCents: 868745, date: "2025-01-31" },
    });
    const lines = await linesOf("sgml-checking.ofx");
    expect(brief(lines)).toEqual([
      ["2025-01-03", -121255, "STATE FARM & CO INSURANCE"],
      ["2025-01-10", -95000, "CHECK 1043"],
      ["2025-01-27", 185000, "ZELLE FROM JOHN SMITH"],
    ]);
    expect(lines.map((l) => [l.fitId, l.reference, l.memo])).toEqual([
      ["2025010301", null, null],
      ["2025011001", "1043", "Roof repair deposit"],
      ["2025012701", null, null],
    ]);
  });

  it("reads OFX 2.x XML with a PAYEE aggregate and escaped text", async () => {
    const lines = await linesOf("xml-savings.ofx");
    expect(brief(lines)).toEqual([
      ["2025-02-28", 317, "Interest Earned"],
      ["2025-02-05", -240000, "Transfer to CHK 6789"],
    ]);
    expect(lines[1]).toMatchObject({ fitId: "XF-8812", memo: "Security deposit return & fees" });
    const parsed = await parseFixture("xml-savings.ofx");
    expect(parsed.format === "ofx" && parsed.accounts[0]!.accountType).toBe("SAVINGS");
  });

  it("recognises a QFX credit-card statement written on one line", async () => {
    const parsed = await parseFixture("amex-card.qfx");
    expect(parsed.format).toBe("qfx");
    if (parsed.format !== "qfx") return;
    expect(parsed.accounts[0]).toMatchObject({
      bankId: null,
      accountId: "371234567891004",
      accountType: "CREDITCARD",
      ledgerBalance: { amountCents: -116420, date: "2025-01-31" },
    });
    expect(brief(await linesOf("amex-card.qfx"))).toEqual([
      ["2025-01-08", -6420, "ACE HARDWARE"],
      ["2025-01-20", 30000, "ONLINE PAYMENT - THANK YOU"],
    ]);
  });

  it("refuses a file cut off before </OFX> and one whose elements do not nest", async () => {
    const message =
      "The OFX file is incomplete (it ends before </OFX>). Download the statement from your bank again.";
    await expect(parseFixture("truncated.ofx")).rejects.toThrow(message);
    await expect(parseFixture("broken-xml.ofx")).rejects.toThrow(message);
  });

  it("keeps every account of a file with two statements and reads the chosen one", async () => {
    const sgml = fixture("sgml-checking.ofx").toString("utf8");
    const second = sgml
      .slice(sgml.indexOf("<STMTTRNRS>"), sgml.indexOf("</STMTTRNRS>") + "</STMTTRNRS>".length)
      .replace("000123456789", "555")
      .replace("-1212.55", "-1.00");
    const both = sgml.replace("</BANKMSGSRSV1>", `${second}</BANKMSGSRSV1>`);
    const parsed = await parseStatement(Buffer.from(both), "two.ofx");
    expect(parsed.format === "ofx" && parsed.accounts.map((a) => a.accountId)).toEqual([
      "000123456789",
      "555",
    ]);
    expect((await statementLines(parsed, undefined, "555"))[0]!.amountCents).toBe(-100);
  });

  it("refuses an OFX file that holds no bank or card statement", async () => {
    const investments =
      "OFXHEADER:100\n\n<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1</INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>";
    await expect(parseStatement(Buffer.from(investments), "inv.ofx")).rejects.toThrow(
      "The OFX file holds no bank or credit-card statement (investment statements are not supported).",
    );
  });
});
