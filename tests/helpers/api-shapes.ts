import type { TestApp } from "./app";

/** A JSON Schema node as the OpenAPI document holds it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  "x-multiline"?: boolean;
};

/** One JSON endpoint of the route table, as /api/openapi.json describes it. */
export interface DescribedEndpoint {
  path: string;
  customer: boolean;
  /** A back-office endpoint: needs a staff member's cookie (tests/helpers/staff.ts). */
  staff: boolean;
  body: JsonSchema;
}

type Operation = {
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every POST endpoint with a JSON body, read from the app's own OpenAPI document. */
export async function describedEndpoints(t: TestApp): Promise<DescribedEndpoint[]> {
  const res = await t.app.request("/api/openapi.json");
  const document = (await res.json()) as { paths: Record<string, { post?: Operation }> };
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const body = item.post?.requestBody?.content["application/json"]?.schema;
    const staff = Boolean(item.post?.security?.some((s) => "staffCookie" in s));
    return body ? [{ path, customer: Boolean(item.post?.security) && !staff, staff, body }] : [];
  });
}

const types = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const alternatives = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.allOf ?? []), ...(s.oneOf ?? [])];

/**
 * The paths of every field that takes text: typed string, or left open (any JSON). Array
 * items are reached through position 0. Each path once, with whether it is multi-line.
 */
export function textFields(schema: JsonSchema, path: (string | number)[] = []) {
  const found = new Map<string, { path: (string | number)[]; multiline: boolean }>();
  const visit = (s: JsonSchema, at: (string | number)[]) => {
    const open = types(s).length === 0 && !s.properties && !s.items && alternatives(s).length === 0;
    if (at.length > 0 && (types(s).includes("string") || open) && s.const === undefined) {
      found.set(at.join("."), { path: at, multiline: s["x-multiline"] === true });
    }
    for (const [key, child] of Object.entries(s.properties ?? {})) visit(child, [...at, key]);
    if (s.items) visit(s.items, [...at, 0]);
    for (const child of alternatives(s)) visit(child, at);
  };
  visit(schema, path);
  return [...found.values()];
}

/** A body holding `value` at `path` (numbers are array positions): `{products: [{name: value}]}`. */
export function bodyWith(path: (string | number)[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = typeof path[i + 1] === "number" ? [] : {};
    node[key] = next;
    node = next as Record<string | number, unknown>;
  });
  return root;
}
