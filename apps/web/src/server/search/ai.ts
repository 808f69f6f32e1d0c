// Optional language model: when a deployment sets AI_BASE_URL and AI_MODEL (an OpenAI-compatible
// /v1/chat/completions endpoint), the model may rephrase the computed answer from the retrieved rows.
// It never gets a say on the numbers: an answer with an amount that is not in the rows is rejected,
// and any failure (timeout, HTTP error, odd JSON, empty text) keeps the computed answer.

import { chatCompletion } from "../ai/chat";

export interface AiConfig {
  /** e.g. http://127.0.0.1:11434 (no trailing /v1). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Default 5 000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called with the reason when the model's answer is not used (for logs/tests). */
  onFallback?: (reason: string) => void;
}

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiConfig | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl, model, ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}) };
}

export interface RewriteContext {
  query: string;
  computed: string;
  rows: { description: string; type: string; amount: number; date: string; property: string | null }[];
  properties: { name: string; address: string }[];
  totals: { type: string; count: number; total: number }[];
  largest: number | null;
}

/** Money-looking numbers in a text, in cents: "$1,234.56", "1,234.56", "$300", "300 dollars". */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const re = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(\s?(?:dollars|usd))?/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const money = Boolean(m[1] || m[4] || m[3] || m[2]!.includes(","));
    if (!money) continue;
    // "2026-01-05" and "10.5%" are not amounts.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 1);
    if (!m[1] && (after === "-" || after === "%")) continue;
    const cents = Number(m[2]!.replace(/,/g, "")) * 100 + (m[3] ? Number(m[3].slice(1).padEnd(2, "0")) : 0);
    out.push(Math.round(cents));
  }
  return out;
}

/** Every amount the model may mention: those of the rows, the totals and the computed answer. */
function allowedAmounts(ctx: RewriteContext): Set<number> {
  const allowed = new Set<number>();
  const add = (dollars: number) => allowed.add(Math.round(Math.abs(dollars) * 100));
  for (const r of ctx.rows) add(r.amount);
  for (const t of ctx.totals) add(t.total);
  if (ctx.largest !== null) add(ctx.largest);
  for (const c of amountsIn(ctx.computed)) allowed.add(c);
  return allowed;
}

export function checkAnswer(answer: string, ctx: RewriteContext): string | null {
  const text = answer.trim();
  if (!text) return "empty answer";
  if (text.length > 1200) return "answer too long";
  const allowed = allowedAmounts(ctx);
  const invented = amountsIn(text).filter((c) => !allowed.has(c));
  if (invented.length) return `invented amount ${(invented[0]! / 100).toFixed(2)}`;
  return null;
}

const SYSTEM_PROMPT = [
  "You answer questions about a landlord's own bookkeeping data in a property accounting app.",
  "Rewrite the computed answer in one to three clear sentences for the user.",
  "Use only the facts in the data. Never invent, round, add up or change any amount; copy amounts exactly as written.",
  "If the data is empty, say that nothing was found. Do not give advice. Plain text, no markdown.",
].join(" ");

/** The model's rephrasing of `ctx.computed`, or null (then the computed answer stands). */
export async function rewriteAnswer(config: AiConfig, ctx: RewriteContext): Promise<string | null> {
  const fail = (reason: string) => {
    config.onFallback?.(reason);
    return null;
  };
  const data = {
    question: ctx.query,
    computed_answer: ctx.computed,
    totals: ctx.totals,
    transactions: ctx.rows.slice(0, 20).map((r) => ({
      date: r.date,
      description: r.description,
      type: r.type,
      amount: Math.abs(r.amount).toFixed(2),
      property: r.property,
    })),
    properties: ctx.properties.slice(0, 10),
  };
  const result = await chatCompletion(
    config,
    [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: JSON.stringify(data) },
    ],
    300,
  );
  if (!result.ok) return fail(result.reason);
  const problem = checkAnswer(result.content, ctx);
  if (problem) return fail(problem);
  return result.content.trim();
}
