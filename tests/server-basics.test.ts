import { describe, expect, it } from "vitest";
import { createTestApp, testAppForFile } from "./helpers/app";

const t = testAppForFile();

describe("server basics", () => {
  it("answers /healthz when the database answers", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends security headers on every response, and a request id", async () => {
    const res = await t.app.request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS only when the request came over HTTPS", async () => {
    const direct = await t.app.request("https://shop.example.in/healthz");
    expect(direct.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const spoofed = await t.app.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull(); // TRUST_PROXY is off
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const res = await proxied.app.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a body over 1 MiB with 413 and a readable message", async () => {
    const big = JSON.stringify({ searchkey: "x".repeat(1024 * 1024 + 10) });
    const { status, body } = await t.post("/api/products/search/v1/", big);
    expect(status).toBe(413);
    expect(body).toEqual({ status: 0, message: "The request body is too large (1 MiB at most)." });
  });

  it("refuses malformed JSON (400), a non-JSON body (415) and a non-object (400)", async () => {
    expect(await t.post("/api/products/search/v1/", "{not json")).toEqual({
      status: 400,
      body: { status: 0, message: "The request body is not valid JSON." },
    });
    const res = await t.app.request("/api/products/search/v1/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "searchkey=neem",
    });
    expect(res.status).toBe(415);
    expect((await t.post("/api/products/search/v1/", "[1,2]")).status).toBe(400);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    expect(await t.post("/api/no/such/thing/")).toEqual({
      status: 404,
      body: { status: 0, message: "No such API endpoint." },
    });
  });
});
