import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CsvMapping, StatementLine } from "../../../shared/banking";
import { type ParsedStatement, parseStatement, statementLines } from "./index";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

export async function parseFixture(name: string): Promise<ParsedStatement> {
  return parseStatement(fixture(name), name);
}

/** The lines of a fixture, through `mapping` (CSV) or the suggested one. */
export async function linesOf(name: string, mapping?: CsvMapping): Promise<StatementLine[]> {
  return statementLines(await parseFixture(name), mapping);
}

/** The (date, cents, description) triples: what a user checks in the preview. */
export const brief = (lines: StatementLine[]) => lines.map((l) => [l.date, l.amountCents, l.description]);
