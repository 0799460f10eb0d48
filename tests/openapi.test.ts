import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";

const t = testAppForFile();

async function getDocument() {
  const res = await t.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await getDocument();
    expect(document.openapi).toBe("3.1.0");
    const verdict = await new Validator().validate(document as never);
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
  });

  it("describes every route the app serves under /api/, with its method", async () => {
    const document = await getDocument();
    const served = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method.toLowerCase()} ${r.path}`);
    expect(served.length).toBeGreaterThan(30);
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(new Set(described)).toEqual(new Set(served));
  });

  it("gives each JSON endpoint its request body and the failures it can answer", async () => {
    const document = await getDocument();
    const contact = document.paths["/api/contact/v1/"].post as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(contact.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "message"]),
    );
    expect(Object.keys(contact.responses)).toEqual(
      expect.arrayContaining(["200", "400", "413", "415", "500"]),
    );
  });
});

describe("the reference page /api/docs", () => {
  it("lists the endpoints for people, under its own strict policy without scripts", async () => {
    const res = await t.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/api/contact/v1/");
    expect(html).not.toContain("<script");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toMatch(/style-src 'sha256-/);
  });

  it("leaves the storefront's own policy as it was", async () => {
    const api = await t.app.request("/api/openapi.json");
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(api.headers.get("content-security-policy")).not.toContain("sha256");
  });
});
