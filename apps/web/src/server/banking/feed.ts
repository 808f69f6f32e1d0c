// Where statement lines come from. A live feed (SimpleFIN, Plaid) lists the accounts it can read and
// hands over transactions after a cursor; an uploaded file is the first provider: its accounts are the
// statements in the file and its cursor the number of lines already handed over.
import type { CsvMapping, StatementLine } from "../../shared/banking";
import { type ParsedStatement, StatementError, statementLines } from "./parse";

export interface BankFeedAccount {
  id: string;
  name: string;
}

export interface BankFeedPage {
  lines: StatementLine[];
  /** Pass back to read on from here; null when there is nothing more. */
  cursor: string | null;
}

export interface BankFeedProvider {
  accounts(): Promise<BankFeedAccount[]>;
  transactionsSince(accountId: string, cursor: string | null): Promise<BankFeedPage>;
}

const PAGE = 5_000;

export class FileFeedProvider implements BankFeedProvider {
  private readonly read = new Map<string, Promise<StatementLine[]>>();

  constructor(
    private readonly parsed: ParsedStatement,
    private readonly mapping?: CsvMapping,
  ) {}

  async accounts(): Promise<BankFeedAccount[]> {
    if (this.parsed.format === "ofx" || this.parsed.format === "qfx") {
      return this.parsed.accounts.map((a) => ({
        id: a.accountId,
        name: `${a.accountType} ${a.accountId.slice(-4)}`,
      }));
    }
    return [{ id: "file", name: "Statement file" }];
  }

  async transactionsSince(accountId: string, cursor: string | null): Promise<BankFeedPage> {
    const ids = (await this.accounts()).map((a) => a.id);
    if (!ids.includes(accountId)) throw new StatementError("The file has no statement for that account.");
    const ofxAccount = accountId === "file" ? undefined : accountId;
    if (!this.read.has(accountId))
      this.read.set(accountId, statementLines(this.parsed, this.mapping, ofxAccount));
    const all = await this.read.get(accountId)!;
    const from = cursor ? Number(cursor) : 0;
    const lines = all.slice(from, from + PAGE);
    const next = from + lines.length;
    return { lines, cursor: next < all.length ? String(next) : null };
  }
}

/** Every line a provider has for `accountId` after `cursor`. */
export async function readAll(provider: BankFeedProvider, accountId: string, cursor: string | null = null) {
  const lines: StatementLine[] = [];
  let at = cursor;
  do {
    const page = await provider.transactionsSince(accountId, at);
    lines.push(...page.lines);
    at = page.cursor;
  } while (at !== null);
  return lines;
}
