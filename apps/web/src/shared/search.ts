// The AI search's answer (POST /api/search/ai-search), as the server sends it and the shell's search
// port reads it (the shell's `AiSearchResponse` is a looser view of the same shape).
import { z } from "zod";
import { TRANSACTION_TYPES } from "./accounting";

const searchResult = z.object({
  /** Stable key ("property:<id>", "help:exports"); the shell ignores it. */
  id: z.string(),
  title: z.string(),
  type: z.enum(["internal", "general", "suggestion"]),
  /** 0–1, from the ranking score and how much of the query was understood. */
  confidence: z.number(),
  content: z.string(),
  source: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

const searchTransaction = z.object({
  id: z.string(),
  description: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Dollars; expenses negative (the client shows |amount|). */
  amount: z.number(),
  date: z.string(),
  payee: z.string().nullable(),
  property: z.string().nullable(),
  category: z.string().nullable(),
});
export type SearchTransaction = z.infer<typeof searchTransaction>;

const searchProperty = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type SearchProperty = z.infer<typeof searchProperty>;

export const aiSearchAnswer = z
  .object({
    query: z.string(),
    response: z.string(),
    results: z.array(searchResult),
    internalData: z.object({
      transactions: z.array(searchTransaction),
      properties: z.array(searchProperty),
    }),
    suggestions: z.array(z.string()),
  })
  .meta({ id: "AiSearchResponse" });
export type AiSearchResponse = z.infer<typeof aiSearchAnswer>;
