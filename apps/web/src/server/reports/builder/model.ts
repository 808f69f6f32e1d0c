// The optional model's proposal for a sentence: given the rules' reading as a draft and the
// organization's property and account names, it may answer a definition as JSON. The answer must
// pass the same schema as a hand-built one and name only this organization's ids; anything else
// keeps the rules' reading.
import { z } from "zod";
import { type BuilderDefinition, builderDefinition } from "../../../shared/report-builder";
import { chatCompletion } from "../../ai/chat";
import type { AiConfig } from "../../search/ai";

const SYSTEM_PROMPT = [
  "You turn a landlord's request for a report into a JSON report definition.",
  "Answer with one JSON object only, with the keys of `draft`; keep the draft's values where the request says nothing.",
  "rows: account|account_type|property|payee|month|quarter|year; columns: none|month|quarter|year|property;",
  "measure: sum|count; chart: none|bar|line; compare: none|previous_period|previous_year (only with columns none);",
  "type: income_expense|income|expense; from/to: YYYY-MM-DD; propertyIds/accountIds: ids from the lists given;",
  "minAmount/maxAmount: dollars or null; basis: cash|accrual, only when the request names one.",
].join(" ");

export interface ModelContext {
  sentence: string;
  draft: BuilderDefinition;
  properties: { id: string; name: string }[];
  accounts: { id: string; code: string; name: string; type: string }[];
}

/** The JSON object in a reply, also when the model wrapped it in a code fence. */
function jsonIn(content: string): unknown {
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
}

export async function proposeDefinition(
  config: AiConfig,
  ctx: ModelContext,
): Promise<BuilderDefinition | null> {
  const fail = (reason: string) => {
    config.onFallback?.(reason);
    return null;
  };
  const result = await chatCompletion(
    config,
    [
      { role: "system", content: SYSTEM_PROMPT },
      {
        role: "user",
        content: JSON.stringify({
          request: ctx.sentence,
          draft: ctx.draft,
          properties: ctx.properties.slice(0, 200),
          accounts: ctx.accounts.slice(0, 300),
        }),
      },
    ],
    600,
  );
  if (!result.ok) return fail(result.reason);
  const parsed = builderDefinition.safeParse(jsonIn(result.content));
  if (!parsed.success) return fail(`invalid definition: ${z.prettifyError(parsed.error).split("\n")[0]}`);
  const knownProperties = new Set(ctx.properties.map((p) => p.id));
  const knownAccounts = new Set(ctx.accounts.map((a) => a.id));
  if (!parsed.data.propertyIds.every((id) => knownProperties.has(id))) return fail("unknown property id");
  if (!parsed.data.accountIds.every((id) => knownAccounts.has(id))) return fail("unknown account id");
  return parsed.data;
}
