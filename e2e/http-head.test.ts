import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./helpers/journey";

/** The headers a cache or a link checker acts on, with the per-request CSP nonce blanked. */
const compared = [
  "content-type",
  "cache-control",
  "vary",
  "content-encoding",
  "content-security-policy",
  "x-content-type-options",
];

function headersOf(res: Response): Record<string, string | null> {
  return Object.fromEntries(
    compared.map((name) => [name, res.headers.get(name)?.replace(/'nonce-[^']+'/, "'nonce-…'") ?? null]),
  );
}

/** The bytes a HEAD answer carries on the wire (fetch would hide a body it did not expect). */
function headBodyLength(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method: "HEAD" }, (res) => {
      let length = 0;
      res.on("data", (d: Buffer) => {
        length += d.length;
      });
      res.on("end", () => resolve(length));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("HEAD", () => {
  it.each([
    "/",
    "/about-us",
    "/product-info/1",
    "/products/fertilizers",
    "/no-such-page",
    "/cart",
    "/robots.txt",
    "/sitemap.xml",
    "/images/logo.svg",
  ])("on %s answers the status and headers of GET, and no body", async (path) => {
    const options = { headers: { "accept-encoding": "gzip" }, redirect: "manual" } as const;
    const get = await fetch(`${baseUrl}${path}`, options);
    await get.arrayBuffer();
    const head = await fetch(`${baseUrl}${path}`, { ...options, method: "HEAD" });
    expect(head.status).toBe(get.status);
    expect(head.headers.get("location")).toBe(get.headers.get("location"));
    expect(headersOf(head)).toEqual(headersOf(get));
    expect(await headBodyLength(path)).toBe(0);
  });

  it("on a built asset keeps its year-long immutable caching", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const head = await fetch(`${baseUrl}${asset}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/javascript/);
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
