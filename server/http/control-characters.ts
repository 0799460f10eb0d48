import { z } from "zod";
import { hasControlCharacters, MULTILINE } from "../../lib/validation/fields";

/**
 * The API's one text layer: every string of a request body (values and keys, at any depth)
 * is refused when it holds a control character, before the endpoint's own schema runs. NUL
 * would otherwise reach PostgreSQL, which cannot store it (a 500), and the other control
 * characters are never typed into the shop's forms. Fields marked `multiline()` in
 * lib/validation may hold line breaks and tabs.
 */
export function controlCharacterErrors(
  body: unknown,
  multilinePaths: ReadonlySet<string>,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const field = path.join(".") || "body";
      const multi = multilinePaths.has(pattern(path));
      if (hasControlCharacters(value, multi)) errors[field] ??= message(field, multi);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...path, String(i)]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) {
          errors[path.join(".") || "body"] ??= "Field names must not contain control characters.";
        } else visit(item, [...path, key]);
      }
    }
  };
  visit(body, []);
  return Object.keys(errors).length ? errors : undefined;
}

const message = (field: string, multi: boolean) =>
  multi
    ? `${field} must not contain control characters other than line breaks and tabs.`
    : `${field} must not contain control characters.`;

/** A body path as the schema names it: array positions become `*`. */
const pattern = (path: string[]) => path.map((p) => (/^\d+$/.test(p) ? "*" : p)).join(".");

const cache = new WeakMap<z.ZodType, ReadonlySet<string>>();

/** The paths (array positions as `*`) of the fields a body schema marks multi-line. */
export function multilinePathsOf(schema: z.ZodType): ReadonlySet<string> {
  let paths = cache.get(schema);
  if (!paths) {
    const found = new Set<string>();
    collect(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), [], found);
    paths = found;
    cache.set(schema, paths);
  }
  return paths;
}

type JsonSchema = { [key: string]: unknown };

function collect(node: unknown, path: string[], found: Set<string>) {
  if (node === null || typeof node !== "object") return;
  const schema = node as JsonSchema;
  if (schema[MULTILINE] === true) found.add(path.join("."));
  for (const [key, child] of Object.entries((schema.properties as JsonSchema | undefined) ?? {})) {
    collect(child, [...path, key], found);
  }
  if (schema.items) collect(schema.items, [...path, "*"], found);
  for (const group of ["allOf", "anyOf", "oneOf"]) {
    for (const child of (schema[group] as unknown[] | undefined) ?? []) collect(child, path, found);
  }
}
