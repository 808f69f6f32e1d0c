// One call to an OpenAI-compatible /v1/chat/completions endpoint, for the features that let an
// optional model help (search answers, report definitions). Every failure is a reason string, never
// an exception: the caller keeps its own result.
import type { AiConfig } from "../search/ai";

export type ChatResult = { ok: true; content: string } | { ok: false; reason: string };

export async function chatCompletion(
  config: AiConfig,
  messages: { role: "system" | "user"; content: string }[],
  maxTokens: number,
): Promise<ChatResult> {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "")}/v1/chat/completions`;
  try {
    const res = await doFetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, temperature: 0, max_tokens: maxTokens, messages }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    });
    if (!res.ok) return { ok: false, reason: `HTTP ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") return { ok: false, reason: "no content" };
    return { ok: true, content };
  } catch (err) {
    const reason = err instanceof Error ? (err.name === "TimeoutError" ? "timeout" : err.message) : "error";
    return { ok: false, reason };
  }
}
