// OFX 1.x (SGML: leaf elements have no closing tag), OFX 2.x (XML) and Quicken's QFX (OFX with an
// INTU.BID). The SGML is normalised to XML (every leaf closed, text escaped), then read by
// fast-xml-parser, so both versions go through one reader.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { StatementLine } from "../../../shared/banking";
import { parseAmount } from "./amounts";
import { yieldToEventLoop } from "./chunks";
import { StatementError } from "./errors";

export interface OfxAccount {
  /** Bank routing id (BANKID); null for credit cards. */
  bankId: string | null;
  accountId: string;
  /** CHECKING, SAVINGS, CREDITLINE…, or CREDITCARD for CCACCTFROM. */
  accountType: string;
  currency: string | null;
  ledgerBalance: { amountCents: number; date: string } | null;
  lines: StatementLine[];
}

type Node = Record<string, unknown>;
/** Aggregates of the statement messages: never empty leaves, even when their closing tag is missing. */
const AGGREGATES = new Set(
  "OFX SIGNONMSGSRSV1 SONRS STATUS FI BANKMSGSRSV1 STMTTRNRS STMTRS BANKACCTFROM BANKACCTTO BANKTRANLIST STMTTRN LEDGERBAL AVAILBAL CREDITCARDMSGSRSV1 CCSTMTTRNRS CCSTMTRS CCACCTFROM CCACCTTO PAYEE".split(
    " ",
  ),
);
const TOKEN = /<(\/?)([A-Za-z0-9._]+)\s*>([^<]*)/g;
const SLICE_TOKENS = 20_000;
const INCOMPLETE =
  "The OFX file is incomplete (it ends before </OFX>). Download the statement from your bank again.";

const escapeText = (s: string) =>
  s.replace(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, "&amp;").replace(/>/g, "&gt;");

/** SGML or XML OFX body → well-formed XML. Works in slices of tokens, yielding between them. */
async function normalise(body: string): Promise<string> {
  const out: string[] = [];
  let pendingLeaf: string | null = null;
  let n = 0;
  // An empty element that is never closed anywhere (SGML `<MEMO>` with no text) is an empty leaf.
  const closed = new Set([...body.matchAll(/<\/([A-Za-z0-9._]+)\s*>/g)].map((m) => m[1]!.toUpperCase()));
  for (const m of body.matchAll(TOKEN)) {
    if (++n % SLICE_TOKENS === 0) await yieldToEventLoop();
    const [, slash, name, rawText] = m as unknown as [string, string, string, string];
    const tag = name.toUpperCase();
    const text = rawText.trim();
    if (slash) {
      // The closing tag of a leaf already closed (XML) is dropped; aggregates close as written.
      if (pendingLeaf !== tag) out.push(`</${tag}>`);
      pendingLeaf = null;
      continue;
    }
    pendingLeaf = null;
    if (text !== "") {
      out.push(`<${tag}>${escapeText(text)}</${tag}>`);
      pendingLeaf = tag;
    } else out.push(closed.has(tag) || AGGREGATES.has(tag) ? `<${tag}>` : `<${tag}></${tag}>`);
  }
  return out.join("");
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const str = (v: unknown): string | null => (v === undefined || v === null || v === "" ? null : String(v));

function ofxDate(raw: unknown, what: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(String(raw ?? ""));
  if (!m) throw new StatementError(`The OFX file has a ${what} that is not a date: "${String(raw ?? "")}".`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function ofxAmount(raw: unknown): number {
  const s = String(raw ?? "");
  const cents = parseAmount(s, s.includes(",") && !s.includes("."));
  if (cents === null) throw new StatementError(`The OFX file has an amount that is not a number: "${s}".`);
  return cents;
}

function statementLine(t: Node): StatementLine {
  const payeeNode = t.PAYEE as Node | undefined;
  const name = str(t.NAME) ?? str(payeeNode?.NAME);
  const memo = str(t.MEMO);
  const reference = str(t.CHECKNUM) ?? str(t.REFNUM);
  return {
    date: ofxDate(t.DTPOSTED, "transaction date"),
    amountCents: ofxAmount(t.TRNAMT),
    description: (name ?? memo ?? str(t.TRNTYPE) ?? "").slice(0, 500),
    payee: name?.slice(0, 200) ?? null,
    memo: name ? (memo?.slice(0, 1000) ?? null) : null,
    reference: reference?.slice(0, 100) ?? null,
    fitId: str(t.FITID)?.slice(0, 255) ?? null,
  };
}

function readStatement(rs: Node, creditCard: boolean): OfxAccount {
  const from = (creditCard ? rs.CCACCTFROM : rs.BANKACCTFROM) as Node | undefined;
  const list = rs.BANKTRANLIST as Node | undefined;
  const bal = rs.LEDGERBAL as Node | undefined;
  return {
    bankId: str(from?.BANKID),
    accountId: str(from?.ACCTID) ?? "",
    accountType: creditCard ? "CREDITCARD" : (str(from?.ACCTTYPE) ?? "CHECKING"),
    currency: str(rs.CURDEF),
    ledgerBalance:
      bal && bal.BALAMT !== undefined
        ? { amountCents: ofxAmount(bal.BALAMT), date: ofxDate(bal.DTASOF, "balance date") }
        : null,
    lines: asArray(list?.STMTTRN as Node | Node[]).map(statementLine),
  };
}

/** The statements (one per account) of an OFX or QFX file. */
export async function parseOfx(text: string): Promise<OfxAccount[]> {
  const start = text.search(/<OFX\s*>/i);
  if (start < 0) throw new StatementError("This file is not an OFX statement: it has no <OFX> element.");
  if (!/<\/OFX\s*>/i.test(text.slice(start))) throw new StatementError(INCOMPLETE);
  const xml = await normalise(text.slice(start));
  if (XMLValidator.validate(xml) !== true) throw new StatementError(INCOMPLETE);
  await yieldToEventLoop();
  const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });
  const ofx = (parser.parse(xml) as Node).OFX as Node | undefined;
  const bank = asArray((ofx?.BANKMSGSRSV1 as Node | undefined)?.STMTTRNRS as Node | Node[]);
  const cards = asArray((ofx?.CREDITCARDMSGSRSV1 as Node | undefined)?.CCSTMTTRNRS as Node | Node[]);
  const statements = [
    ...bank
      .map((r) => r.STMTRS as Node | undefined)
      .filter((s): s is Node => !!s)
      .map((s) => readStatement(s, false)),
    ...cards
      .map((r) => r.CCSTMTRS as Node | undefined)
      .filter((s): s is Node => !!s)
      .map((s) => readStatement(s, true)),
  ];
  if (statements.length === 0) {
    throw new StatementError(
      "The OFX file holds no bank or credit-card statement (investment statements are not supported).",
    );
  }
  return statements;
}
