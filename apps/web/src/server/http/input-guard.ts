import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/** C0 controls except tab, line feed and carriage return (multi-line notes keep those), and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTER_MESSAGE = "Text may not contain control characters or invalid characters";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

/**
 * True when any string (or key) in a parsed body, query or params is unfit to store: PostgreSQL refuses
 * NUL in text, and control characters or unpaired surrogates have no business in a landlord's records.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
function containsBadText(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (badText(value)) return true;
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (badText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** One rule for every route, present and future: such text is a 400 before any handler runs. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (containsBadText(request.params) || containsBadText(request.query) || containsBadText(request.body)) {
      throw badRequest(CONTROL_CHARACTER_MESSAGE);
    }
  });
}
