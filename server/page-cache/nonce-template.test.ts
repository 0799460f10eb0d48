import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { combineOperator, crc32Combine } from "./crc32-combine";
import { bodyWithNonce, makeNonceTemplate } from "./nonce-template";

const newNonce = () => randomBytes(16).toString("base64");

/** A page as React Router writes one: nonces on preloads and scripts, Hindi text, repeated markup. */
function page(nonce: string): string {
  const cards = Array.from(
    { length: 40 },
    (_, i) =>
      `<li class="card"><a href="/product-info/${i}">नीम तेल ${i} — Neem oil ${i}</a><span>₹${i * 10}.00</span></li>`,
  ).join("");
  return (
    `<!DOCTYPE html><html lang="hi"><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>` +
    `<link rel="modulepreload" href="/assets/b.js" nonce="${nonce}"/></head><body><ul>${cards}</ul>` +
    `<script nonce="${nonce}">window.__ctx = ${JSON.stringify({ cards: 40, nonceLike: "abc" })};</script>` +
    `<script nonce="${nonce}" type="module" async="">import("/assets/a.js");</script>` +
    `<script nonce="${nonce}">window.__ctx.stream.enqueue(${JSON.stringify("x".repeat(3000))});</script></body></html>`
  );
}

/** What a response with `nonce` must decode to: the page with it, preloads without one. */
const expected = (rendered: string, madeWith: string, nonce: string) =>
  rendered.replaceAll(`" nonce="${madeWith}"/>`, '"/>').replaceAll(madeWith, nonce);

describe("a kept page with a nonce of each response's own", () => {
  it("decodes to the page with the response's nonce, plain, gzip and Brotli alike", async () => {
    const madeWith = newNonce();
    const rendered = page(madeWith);
    const template = await makeNonceTemplate(rendered, madeWith);
    expect(template.gzip).toBeDefined();
    expect(template.br).toBeDefined();
    for (const nonce of [newNonce(), newNonce(), madeWith]) {
      const want = expected(rendered, madeWith, nonce);
      expect(bodyWithNonce(template, nonce, "identity")?.toString()).toBe(want);
      expect(zlib.gunzipSync(bodyWithNonce(template, nonce, "gzip") as Buffer).toString()).toBe(want);
      expect(zlib.brotliDecompressSync(bodyWithNonce(template, nonce, "br") as Buffer).toString()).toBe(want);
    }
  });

  it("is compressed about as well as the page compressed whole", async () => {
    const nonce = newNonce();
    const rendered = page(nonce);
    const template = await makeNonceTemplate(rendered, nonce);
    const quality = (q: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
    const whole = zlib.brotliCompressSync(Buffer.from(rendered), quality(6)).length;
    const places = template.identity.offsets.length;
    // Each place costs its raw bytes (the nonce, two more and a block header) and a little context.
    expect(template.br?.bytes.length).toBeLessThan(whole * 1.1 + places * 40);
    expect(template.gzip?.bytes.length).toBeLessThan(zlib.gzipSync(rendered).length * 1.1 + places * 40);
  });

  it("keeps one validator for every nonce, and another for other content", async () => {
    const [a, b] = [newNonce(), newNonce()];
    const first = await makeNonceTemplate(page(a), a);
    expect((await makeNonceTemplate(page(b), b)).etag).toBe(first.etag);
    expect((await makeNonceTemplate(page(b).replace("Neem oil 3", "Neem oil 4"), b)).etag).not.toBe(
      first.etag,
    );
    expect(first.etag).toMatch(/^W\/"/);
  });

  it("keeps only the plain page when the page holds control characters, and says so by leaving the others out", async () => {
    const nonce = newNonce();
    const template = await makeNonceTemplate(`${page(nonce)}\u0001`, nonce);
    expect(template.gzip).toBeUndefined();
    expect(template.br).toBeUndefined();
    const other = newNonce();
    expect(bodyWithNonce(template, other, "identity")?.toString()).toBe(
      expected(`${page(nonce)}\u0001`, nonce, other),
    );
  });

  it("serves a page without a script as it is", async () => {
    const nonce = newNonce();
    const template = await makeNonceTemplate("<!DOCTYPE html><p>plain</p>".repeat(100), nonce);
    const body = bodyWithNonce(template, newNonce(), "br") as Buffer;
    expect(zlib.brotliDecompressSync(body).toString()).toBe("<!DOCTYPE html><p>plain</p>".repeat(100));
  });
});

describe("CRC-32 of joined pieces", () => {
  it("equals the CRC of the whole", () => {
    for (const [a, b] of [
      [randomBytes(70_000), randomBytes(24)],
      [randomBytes(1), randomBytes(100_003)],
      [Buffer.alloc(0), randomBytes(5)],
    ]) {
      expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), combineOperator(b.length))).toBe(
        zlib.crc32(Buffer.concat([a, b])),
      );
    }
  });
});
