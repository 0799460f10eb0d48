import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withModulePreloadsLast } from "./module-preloads.server";

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="icon" href="/images/logo.svg"/><link rel="modulepreload" href="/assets/root-b.js"/>' +
  '</head><body><h1>खाद</h1><script type="module" async="">import "/assets/root-b.js";</script></body></html>';
const expected =
  '<!DOCTYPE html><html><head><link rel="icon" href="/images/logo.svg"/></head><body><h1>खाद</h1>' +
  '<script type="module" async="">import "/assets/root-b.js";</script>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>' +
  "</body></html>";

describe("the page with its module preload links at the end of the body", () => {
  it("moves every preload link before </body> and changes nothing else, however the page is cut into chunks", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 40, bytes.length]) {
      const chunks = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      let ended = 0;
      const out = Readable.from(chunks).pipe(withModulePreloadsLast(() => ended++));
      expect(await text(out)).toBe(expected);
      expect(ended).toBe(1);
    }
  });
});
