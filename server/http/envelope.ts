import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { fieldErrors } from "../../lib/validation/fields";
import { DomainError, invalidInput } from "../domain-error";
import { controlCharacterErrors, multilinePathsOf } from "./control-characters";
import { say } from "./language";
import { preReadBody } from "./raw-body";

/**
 * The API's envelope (docs/api.md): success is 200 `{status:1,message,data}`, failure is
 * `{status:0,message,errors?}` with a meaningful HTTP code. Handlers use these helpers only;
 * they say the messages in the request's language (server/http/language.ts).
 */
// Cached catalogue answers are the same objects until the cache refreshes, so their JSON is
// kept beside them (and dropped with them) instead of being serialised on every request.
const serialised = new WeakMap<object, Map<string, string>>();

export function ok<T>(c: Context, data: T, english = "Success") {
  const message = say(c, english);
  if (data === null || typeof data !== "object") return c.json({ status: 1, message, data }, 200);
  let byMessage = serialised.get(data);
  let body = byMessage?.get(message);
  if (body === undefined) {
    body = JSON.stringify({ status: 1, message, data });
    if (!byMessage) {
      byMessage = new Map();
      serialised.set(data, byMessage);
    }
    byMessage.set(message, body);
  }
  return c.body(body, 200, { "content-type": "application/json" });
}

export function fail(
  c: Context,
  httpStatus: ContentfulStatusCode,
  english: string,
  englishErrors?: Record<string, string>,
) {
  const message = say(c, english);
  if (!englishErrors) return c.json({ status: 0, message }, httpStatus);
  const errors = Object.fromEntries(Object.entries(englishErrors).map(([field, m]) => [field, say(c, m)]));
  return c.json({ status: 0, message, errors }, httpStatus);
}

/**
 * Reads the JSON body and validates it. Refuses a non-JSON content type (415), malformed
 * JSON (400), control characters in any text (400, server/http/control-characters.ts) and
 * invalid fields (400, with the first message and one message per field).
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new DomainError(
      "unsupported_media_type",
      "Please send the request as JSON (Content-Type: application/json).",
    );
  }
  let raw: unknown;
  try {
    const text = preReadBody(c.env)?.toString("utf8") ?? (await c.req.text());
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Error && error.name === "BodyLimitError") throw error;
    throw invalidInput("The request body is not valid JSON.");
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw invalidInput("The request body must be a JSON object.");
  }
  const unprintable = controlCharacterErrors(raw, multilinePathsOf(schema));
  if (unprintable) throw invalidInput(Object.values(unprintable)[0], unprintable);
  let parsed: z.ZodSafeParseResult<z.output<S>>;
  try {
    parsed = schema.safeParse(raw);
  } catch (error) {
    // A refinement that parses again (and throws) is still the client's mistake, not a fault.
    if (error instanceof z.ZodError) throw invalidInput(error.issues[0].message, fieldErrors(error, "body"));
    throw error;
  }
  if (!parsed.success) throw invalidInput(parsed.error.issues[0].message, fieldErrors(parsed.error, "body"));
  return parsed.data;
}
