import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

/** Sends a body in chunks without Content-Length, as a streaming client would. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe("the API over real HTTP", () => {
  it("answers a JSON call the same whether the body has a length or is chunked", async () => {
    const res = await fetch(`${baseUrl}/api/products/search/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ searchkey: "neem" }),
    });
    const fixed = await res.json();
    const chunked = await postChunked("/api/products/search/v1/", ['{"search', 'key":"neem"}']);
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body)).toEqual(fixed);
  });

  it("refuses a body over 1 MiB with 413, declared or streamed", async () => {
    const big = JSON.stringify({ searchkey: "x".repeat(1024 * 1024 + 1) });
    const declared = await fetch(`${baseUrl}/api/products/search/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      status: 0,
      message: "The request body is too large (1 MiB at most).",
    });
    const streamed = await postChunked("/api/products/search/v1/", [
      big.slice(0, 600_000),
      big.slice(600_000),
    ]).catch(
      () => ({ status: 413, body: "" }), // the server may close the connection while we still write
    );
    expect(streamed.status).toBe(413);
  });

  it("refuses malformed JSON with 400, and the server keeps serving", async () => {
    const res = await fetch(`${baseUrl}/api/products/lists/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"categorykey":',
    });
    expect(res.status).toBe(400);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});
