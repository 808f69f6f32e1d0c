import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { routeMatches } from "../../shared/route-assets";

// The server's preloads, frames and 404s and the client's <Switch> must agree on every path.
describe("routeMatches", () => {
  const cases: [string, string, boolean][] = [
    ["/dashboard", "/dashboard", true],
    ["/dashboard", "/Dashboard", true],
    ["/dashboard", "/dashboard/", true],
    ["/dashboard", "/dashboard/x", false],
    ["/properties/:id", "/properties/42", true],
    ["/properties/:id", "/properties", false],
    ["/reports/:kind?", "/reports", true],
    ["/reports/:kind?", "/reports/pnl", true],
    ["/docs/*", "/docs/a/b", true],
    ["/docs/*", "/other", false],
  ];
  it.each(cases)("%s against %s is %s, as wouter says", (pattern, path, expected) => {
    expect(routeMatches(pattern, path)).toBe(expected);
    expect(matchRoute(parse, pattern, path)[0]).toBe(expected);
  });
});
