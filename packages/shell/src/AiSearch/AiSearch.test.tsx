import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiClient";
import { formatAmount, formatBadgeCount, formatConfidence, formatRelativeTime } from "../lib/format";
import { SEARCH_ERROR_FALLBACK, searchErrorMessage } from "./AiSearch";

describe("search error text", () => {
  it("is the server's message, else 'Failed to perform search. Please try again.'", () => {
    expect(SEARCH_ERROR_FALLBACK).toBe("Failed to perform search. Please try again.");
    expect(searchErrorMessage(new ApiError(400, { message: "Query is too long" }, "Query is too long"))).toBe(
      "Query is too long",
    );
    expect(searchErrorMessage(new ApiError(500, "", "Internal Server Error"))).toBe(SEARCH_ERROR_FALLBACK);
    expect(searchErrorMessage(new TypeError("Failed to fetch"))).toBe(SEARCH_ERROR_FALLBACK);
    expect(searchErrorMessage(new Error("Index offline"))).toBe("Index offline");
    expect(searchErrorMessage("weird")).toBe(SEARCH_ERROR_FALLBACK);
  });
});

describe("formatting", () => {
  it("amounts: absolute value, 2 decimals, $", () => {
    expect(formatAmount(-1200)).toBe("$1200.00");
    expect(formatAmount("640.055")).toBe("$640.05");
    expect(formatAmount(3.5)).toBe("$3.50");
  });
  it("confidence: rounded 'N% match'", () => {
    expect(formatConfidence(0.924)).toBe("92% match");
    expect(formatConfidence(0.925)).toBe("93% match");
    expect(formatConfidence(87.6)).toBe("88% match");
  });
  it("badge: 9+ above 9", () => {
    expect(formatBadgeCount(9)).toBe("9");
    expect(formatBadgeCount(10)).toBe("9+");
  });
  it("relative time from an injected now", () => {
    const now = new Date("2026-03-12T15:00:00Z");
    expect(formatRelativeTime("2026-03-12T13:00:00Z", now)).toBe("2 hours ago");
    expect(formatRelativeTime("2026-03-12T14:59:30Z", now)).toBe("just now");
    expect(formatRelativeTime(new Date("2026-03-10T15:00:00Z"), now)).toBe("2 days ago");
    expect(formatRelativeTime("nope", now)).toBe("");
  });
});
