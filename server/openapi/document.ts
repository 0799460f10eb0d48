import { z } from "zod";
import { SESSION_COOKIE } from "../../lib/session-cookie";
import { STAFF_COOKIE } from "../../lib/staff-cookie";
import { PERMISSIONS } from "../../lib/staff-roles";
import type { ErrorCode } from "../domain-error";
import type { EndpointDoc } from "../http/endpoint";
import { HTTP_STATUS } from "../http/error-handler";

/** Failures every JSON endpoint can answer while reading its body. */
const BODY_ERRORS: ErrorCode[] = ["invalid_input", "too_large", "unsupported_media_type"];
/** Failures of every customer endpoint: no live session, or a cookie-only call from another site. */
const CUSTOMER_ERRORS: ErrorCode[] = ["login_required", "forbidden"];

const ERROR_TEXT: Record<ErrorCode, string> = {
  invalid_input: "Invalid input: a missing or wrong field, with one message per field in `errors`.",
  login_required: "No live session, or `user_id` is not the session's owner.",
  forbidden:
    "Not yours, a cookie-only call that did not come from the shop's pages, or a staff role without the permission.",
  not_found: "No such thing (or not this customer's).",
  conflict: "Conflict: taken, out of stock, or no longer possible.",
  too_large: "The body is over 1 MiB.",
  unsupported_media_type: "The body is not sent as JSON.",
  rate_limited: "Too many attempts; the message says when to try again.",
  unavailable:
    "A service the shop depends on (the payment provider, the picture storage) did not answer; nothing was kept, try again.",
};

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

const envelope = (data: Json): Json => ({
  type: "object",
  required: ["status", "message", "data"],
  properties: { status: { const: 1 }, message: { type: "string" }, data },
});

const failure: Json = {
  type: "object",
  required: ["status", "message"],
  properties: {
    status: { const: 0 },
    message: { type: "string", description: "A sentence a customer can read." },
    errors: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "One message per field.",
    },
  },
};

function operation(endpoint: EndpointDoc, path: string): Json {
  const codes = new Set<ErrorCode>([
    ...(endpoint.body && endpoint.method === "post" ? BODY_ERRORS : []),
    ...(endpoint.customer || (endpoint.staff && endpoint.staff !== "public") ? CUSTOMER_ERRORS : []),
    ...endpoint.errors,
  ]);
  const responses: Json = {};
  if (endpoint.contentType) {
    responses["200"] = { description: endpoint.summary, content: { [endpoint.contentType]: {} } };
  } else {
    responses["200"] = {
      description: "Success.",
      content: { "application/json": { schema: envelope(jsonSchema(endpoint.data, "output")) } },
    };
  }
  for (const code of codes) {
    const status = String(HTTP_STATUS[code]);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: existing ? `${existing.description} ${ERROR_TEXT[code]}` : ERROR_TEXT[code],
      content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
    };
  }
  responses["500"] = { $ref: "#/components/responses/Unexpected" };
  const op: Json = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    operationId: operationId(endpoint.method, path),
    responses,
  };
  if (endpoint.description) op.description = endpoint.description;
  if (endpoint.customer) op.security = [{ sessionKey: [] }, { sessionCookie: [] }];
  if (endpoint.staff && endpoint.staff !== "public") {
    op.security = [{ staffCookie: [] }];
    const who = `Staff only: needs the \`${endpoint.staff}\` permission (roles: ${PERMISSIONS[endpoint.staff].join(", ")}); other roles get 403.`;
    op.description = endpoint.description ? `${who} ${endpoint.description}` : who;
  }
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: { [endpoint.bodyType ?? "application/json"]: { schema: jsonSchema(endpoint.body, "input") } },
    };
  }
  return op;
}

const operationId = (method: string, path: string) =>
  method +
  path
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** The OpenAPI 3.1 document of the shop's API, made from the endpoints' own schemas. */
export function openApiDocument(endpoints: EndpointDoc[], info: { title: string; version: string }): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    for (const path of endpoint.paths) {
      const full = `/api${path}`;
      paths[full] = { ...(paths[full] ?? {}), [endpoint.method]: operation(endpoint, full) };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${info.title} API`,
      version: info.version,
      description:
        "Every endpoint answers JSON in one envelope: `{status: 1, message, data}` on success, " +
        "`{status: 0, message, errors?}` with a meaningful HTTP status on failure. Money is a " +
        'string of rupees with two decimals ("450.00"); ids are positive integers.',
    },
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Failure: failure },
      responses: {
        Unexpected: {
          description: "An unexpected fault; the answer carries an id to find it in the log.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  status: { const: 0 },
                  message: { type: "string" },
                  error_id: { type: "string" },
                },
              },
            },
          },
        },
      },
      securitySchemes: {
        sessionKey: {
          type: "apiKey",
          in: "header",
          name: "sessionkey",
          description:
            "The `session_key` from login; may also be sent as `sessionkey` in the body with `user_id`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The web app's session cookie.",
        },
        staffCookie: {
          type: "apiKey",
          in: "cookie",
          name: STAFF_COOKIE,
          description:
            "The back office's staff session cookie (set by /api/admin/v1/login, scoped to /admin and /api/admin).",
        },
      },
    },
  };
}
