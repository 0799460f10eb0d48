import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describedEndpoints, type JsonSchema } from "./helpers/api-shapes";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });

/** Cases per endpoint; each endpoint's body shape is read from the OpenAPI document. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Any text: control characters, lone surrogates, long strings, numbers as text. */
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme-composite", maxLength: 20 }),
  fc.constantFrom("", " ", "0", "-1", "1e309", "9".repeat(40), "\u0000", "%00", "' or 1=1 --", "<script>"),
  fc.string({ maxLength: 3000 }),
);
const anything = fc.jsonValue({ maxDepth: 2 });
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308));

/** A value for a field: usually of its documented kind, sometimes anything at all. */
function fieldValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const kinds = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const choices: fc.Arbitrary<unknown>[] = [anything];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum));
  if (kinds.includes("string") || kinds.length === 0) choices.push(text);
  if (kinds.includes("number") || kinds.includes("integer")) choices.push(number);
  if (kinds.includes("boolean")) choices.push(fc.boolean());
  if (depth < 3 && schema.properties) choices.push(objectOf(schema, depth + 1));
  if (depth < 3 && schema.items)
    choices.push(fc.array(fieldValue(schema.items, depth + 1), { maxLength: 4 }));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    if (depth < 3) choices.push(fieldValue(alt, depth + 1));
  }
  return fc.oneof(...choices);
}

/** An object with any subset of the schema's fields (its alternatives' fields too). */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, JsonSchema> = {};
  const gather = (s: JsonSchema) => {
    Object.assign(fields, s.properties ?? {});
    for (const alt of [...(s.anyOf ?? []), ...(s.allOf ?? []), ...(s.oneOf ?? [])]) gather(alt);
  };
  gather(schema);
  const record = Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, fieldValue(s, depth)]));
  return fc.record(record, { requiredKeys: [] });
}

describe("fuzzing every endpoint's body", () => {
  it("never answers 500 or more, and the server still answers /healthz", { timeout: 600_000 }, async () => {
    const customer = await newCustomer(t);
    const endpoints = await describedEndpoints(t);
    let cases = 0;
    const faults: string[] = [];
    for (const endpoint of endpoints) {
      const body = fc.oneof(
        { weight: 8, arbitrary: objectOf(endpoint.body) },
        { weight: 1, arbitrary: anything },
      );
      await fc
        .assert(
          fc.asyncProperty(body, fc.boolean(), async (sent, signedIn) => {
            cases++;
            const payload =
              signedIn && endpoint.customer && sent && typeof sent === "object" && !Array.isArray(sent)
                ? { ...customer.auth, ...sent }
                : sent;
            const res = await t.post(endpoint.path, JSON.stringify(payload));
            if (res.status >= 500) faults.push(`${endpoint.path} ${res.status} ${JSON.stringify(payload)}`);
            return res.status < 500;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined); // every fault is collected and shown below, not just the first
    }
    const health = await t.app.request("/healthz");
    console.log(
      `fuzz: ${cases} requests over ${endpoints.length} endpoints, ${faults.length} answered ≥ 500`,
    );
    expect(faults).toEqual([]);
    expect(health.status).toBe(200);
    expect(cases).toBeGreaterThanOrEqual(endpoints.length * RUNS);
  });
});
