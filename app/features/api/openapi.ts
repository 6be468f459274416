import { z } from "zod";

import { PRODUCT_NAME } from "~/lib/product";

import { ANSWER_SCHEMAS, PAGE_LIMIT, joinBody, memberListQuery, overviewQuery } from "./schemas";

/*
 * The OpenAPI 3.1 document of /api/v1, made from the schemas that parse its requests and describe
 * its answers (./schemas.ts) as JSON Schema 2020-12, OpenAPI 3.1's own dialect.
 */

type JsonSchema = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** A request schema as JSON Schema: what a client sends (a transform's input, not its output). */
function requestSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** An object schema's properties as optional query parameters. */
function queryParameters(schema: z.core.$ZodType) {
  const properties = (requestSchema(schema).properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: false,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: PROBLEM_DESCRIPTIONS[status] ?? "A problem",
        content: { "application/problem+json": { schema: ref("Problem") } },
      },
    ]),
  );

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter or the body cannot be read: `errors` says which and why",
  401: "No active API key in `Authorization: Bearer …`",
  403: "The key's scope does not allow this",
  404: "No such member",
  405: "The path does not take this method",
  413: "The body is larger than 16 KB",
  415: "The body is not application/json",
  429: "Over the key's limit: wait `Retry-After` seconds",
  503: "The waitlist cannot be reached now",
};

const json = (schema: JsonSchema, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const memberId = {
  name: "memberId",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
};

export function openApiDocument(publicUrl: string) {
  const { schemas } = z.toJSONSchema(ANSWER_SCHEMAS, { uri: (id) => `#/components/schemas/${id}` });
  for (const schema of Object.values(schemas)) delete (schema as JsonSchema).$schema;
  return {
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: "1",
      description:
        "The waitlist for the team's own tools. Every call sends an API key made at /team/api-keys as `Authorization: Bearer mdr_…`; a key reads, or reads and writes. Calls are rate-limited per key and audited.",
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key, mdr_…" } },
      schemas,
    },
    paths: {
      "/members": {
        get: {
          operationId: "listMembers",
          summary: "Members, with the members view's filters, a page at a time",
          parameters: [
            ...queryParameters(memberListQuery).map((p) =>
              p.name === "after" ? { ...p, description: "The `next` of the page before" } : p,
            ),
            {
              name: "limit",
              in: "query",
              required: false,
              schema: { type: "integer", minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default },
            },
          ],
          responses: { "200": json(ref("MemberPage"), "One page of members"), ...problems(400, 401, 429) },
        },
        post: {
          operationId: "addMember",
          summary: "Add a member: the waitlist form's join, its confirmation mail and fraud rules",
          requestBody: {
            required: true,
            content: { "application/json": { schema: requestSchema(joinBody) } },
          },
          responses: {
            "201": json(ref("MemberDetail"), "Added"),
            "200": json(ref("MemberDetail"), "Already on the list (a pending address gets a new link)"),
            ...problems(400, 401, 403, 413, 415, 429, 503),
          },
        },
      },
      "/members/{memberId}": {
        parameters: [memberId],
        get: {
          operationId: "getMember",
          summary: "One member",
          responses: { "200": json(ref("MemberDetail"), "The member"), ...problems(401, 404, 429) },
        },
        delete: {
          operationId: "eraseMember",
          summary: "Erase a member and what the site holds about them",
          responses: { "204": { description: "Erased" }, ...problems(401, 403, 404, 429) },
        },
      },
      "/overview": {
        get: {
          operationId: "getOverview",
          summary: "The launch room overview's figures for a range of UTC days",
          parameters: queryParameters(overviewQuery),
          responses: { "200": json(ref("Overview"), "The figures"), ...problems(400, 401, 429) },
        },
      },
    },
  };
}
