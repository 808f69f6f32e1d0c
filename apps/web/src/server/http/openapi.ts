// The API contract: every route declares its wire shapes (the shared zod schemas) in `schema`, and
// @fastify/swagger turns them into the OpenAPI 3.1 document at /api/openapi.json, shown at /api/docs.
// The schemas document; they do not validate or serialise. Handlers keep parsing their input with
// `parse()` after the auth check, so a signed-out caller still gets 401 before any 400, and every
// 400 keeps its `{message}` wording. The contract test (openapi.test.ts) checks answers against them.

import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions, RouteShorthandOptions } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { docsTheme } from "./openapi-theme";

const OPENAPI_PATH = "/api/openapi.json";
const DOCS_PATH = "/api/docs";

/** Every error answer: a 4xx (or the bare 500) with a readable message. */
const errorAnswer = z.object({ message: z.string() }).meta({ id: "Error" });
/** A change that answers with a confirmation sentence only. */
export const messageAnswer = z.object({ message: z.string() });

/** A downloaded file (CSV, XLSX or PDF export); not JSON. */
export const fileAnswer = (description: string, ...types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }])),
});
export const EXPORT_TYPES = [
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/pdf",
];

type Answer = z.ZodType | ReturnType<typeof fileAnswer>;

export interface RouteDoc {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success answers by status; errors are added as `4xx: {message}`. */
  response?: Record<number, Answer>;
  /** Without `response`: the success status, documented as JSON whose shape is not described yet. */
  status?: number;
  description?: string;
}

/** A JSON answer the contract does not describe yet (see UNDESCRIBED in openapi.test.ts). */
export const undescribedAnswer = z
  .unknown()
  .meta({ description: "JSON answer; its shape is not described yet" });

/**
 * `const doc = apiDoc("Leasing")`, then per route `app.get(url, doc("List leases", {...}), handler)`.
 * `options` carries what the route had before (rate limit config).
 */
export function apiDoc(tag: string) {
  return (
    summary: string,
    parts: RouteDoc = {},
    options: RouteShorthandOptions = {},
  ): RouteShorthandOptions => {
    const { status = 200, response = { [status]: undescribedAnswer }, ...rest } = parts;
    // A route may already carry a JSON-schema answer for fast-json-stringify (the notification list).
    const own = (options.schema ?? {}) as { response?: Record<number, unknown> };
    const answers = { ...response, ...own.response, "4xx": errorAnswer };
    return { ...options, schema: { ...own, tags: [tag], summary, ...rest, response: answers } };
  };
}

export interface CataloguedRoute {
  method: string;
  url: string;
  schema: RouteOptions["schema"] & { hide?: boolean; response?: Record<string, unknown> };
}
const catalogues = new WeakMap<FastifyInstance, CataloguedRoute[]>();

/** Every route registered after registerOpenApi, with its schema (the contract test walks them). */
export function routeCatalogue(app: FastifyInstance): CataloguedRoute[] {
  return catalogues.get(app) ?? [];
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;
/** A plain JSON schema (kept for fast-json-stringify), not a zod one nor a file answer. */
const isJsonSchema = (schema: unknown) =>
  typeof schema === "object" && schema !== null && !isZod(schema) && "type" in schema;

const zodTransform = createJsonSchemaTransform({ skipList: [] });
/** The zod transform, letting plain JSON-schema answers through as they are. */
const transform: typeof zodTransform = (input) => {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const plain = Object.entries(response).filter(([, schema]) => isJsonSchema(schema));
  if (plain.length === 0) return zodTransform(input);
  const rest = Object.fromEntries(Object.entries(response).filter(([, schema]) => !isJsonSchema(schema)));
  const out = zodTransform({ ...input, schema: { ...input.schema, response: rest } });
  const schema = out.schema as { response?: Record<string, unknown> };
  return { ...out, schema: { ...schema, response: { ...schema.response, ...Object.fromEntries(plain) } } };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Documentation only: input is parsed in the handlers, and answers with a zod schema are sent as
  // JSON.stringify sends them today (nothing dropped or coerced). A plain JSON schema keeps Fastify's
  // default compiler, fast-json-stringify.
  app.setValidatorCompiler(() => (value) => ({ value }));
  const fastJson = SerializerSelector()({}, {});
  app.setSerializerCompiler((route) =>
    isJsonSchema(route.schema)
      ? fastJson(route as Parameters<typeof fastJson>[0])
      : (data: unknown) => JSON.stringify(data),
  );
  const catalogue: CataloguedRoute[] = [];
  catalogues.set(app, catalogue);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD")
        catalogue.push({ method, url: route.url, schema: (route.schema ?? {}) as CataloguedRoute["schema"] });
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "PropLedger API",
        version: "1.0.0",
        description:
          "Rental property management and accounting. Every answer is JSON; every error is `{message}` with a 4xx status. " +
          "Signed-in calls carry the `sid` session cookie. Every POST, PUT, PATCH and DELETE needs the header " +
          "`X-CSRF-Token` from `GET /api/csrf-token`. Amounts are integer cents; dates are `YYYY-MM-DD`.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
        },
      },
      // Most routes need the session; the CSRF header applies to mutations only (see the description).
      security: [{ session: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // BaseLayout: no top bar with its unlabelled URL box; the page is the reference alone.
    // No deep links: Swagger UI puts them inside the operation's toggle button (a link in a button).
    uiConfig: { layout: "BaseLayout", deepLinking: false, validatorUrl: null, syntaxHighlight: false },
    theme: docsTheme,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
