import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./accept-encoding";
import type { AppEnv } from "./app-env";
import { addVary } from "./vary";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Documents and JSON: pages, their navigation data (.data), API answers, the sitemap and robots.txt. */
const COMPRESSIBLE = /^(?:text\/(?:html|plain|xml|x-script)|application\/(?:json|xml))\b/i;
/** Smaller bodies gain less than the bytes the encoding's framing and the work cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli or gzip, as the browser asks (Accept-Encoding), for pages and JSON made per request
 * (docs/decisions/0023-guest-page-cache.md). Cached guest pages come already encoded (their
 * kept forms, server/page-cache/) and built files precompressed at build time
 * (scripts/precompress.mjs): anything with a Content-Encoding is left alone. Brotli at quality
 * 4 and gzip at level 6 take about a millisecond for a 70 KB page, in libuv's threads.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    // Headers and status only until compressing: reading `body` turns the Node adapter's light
    // response into a full one, which costs a cached page a good part of its time.
    if (!type || !COMPRESSIBLE.test(type) || res.status === 204 || res.status === 206 || res.status === 304)
      return;
    if (res.headers.has("content-encoding")) return;
    if (/\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")) return;
    addVary(res.headers, "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
    const declared = res.headers.get("content-length");
    if (encoding === "identity" || (declared && Number(declared) < COMPRESS_FROM_BYTES) || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const encoded =
      body.length < COMPRESS_FROM_BYTES
        ? undefined
        : encoding === "br"
          ? await brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzip(body, { level: 6 });
    const headers = new Headers(res.headers);
    if (encoded) {
      headers.set("content-encoding", encoding);
      headers.set("content-length", String(encoded.length));
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    } else headers.set("content-length", String(body.length));
    // Replaced whole: Hono would otherwise copy the old length over the new one.
    c.res = undefined;
    c.res = new Response(encoded ?? body, { status: res.status, statusText: res.statusText, headers });
  };
}
