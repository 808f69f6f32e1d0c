// The AI search's answer (POST /api/search/ai-search), as the server sends it and the shell's search
// port reads it (the shell's `AiSearchResponse` is a looser view of the same shape).
import type { TransactionType } from "./accounting";

export interface SearchResult {
  /** Stable key ("property:<id>", "help:exports"); the shell ignores it. */
  id: string;
  title: string;
  type: "internal" | "general" | "suggestion";
  /** 0–1, from the ranking score and how much of the query was understood. */
  confidence: number;
  content: string;
  source: string;
}

export interface SearchTransaction {
  id: string;
  description: string;
  type: TransactionType;
  /** Dollars; expenses negative (the client shows |amount|). */
  amount: number;
  date: string;
  payee: string | null;
  property: string | null;
  category: string | null;
}

export interface SearchProperty {
  id: string;
  name: string;
  address: string;
}

export interface AiSearchResponse {
  query: string;
  response: string;
  results: SearchResult[];
  internalData: { transactions: SearchTransaction[]; properties: SearchProperty[] };
  suggestions: string[];
}
