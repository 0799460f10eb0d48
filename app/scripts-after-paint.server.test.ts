import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withScriptsAfterPaint } from "./scripts-after-paint.server";

const nonce = "bm9uY2Utb2YtdGhpcy1wYWdl";
const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
  '<link rel="icon" href="/images/logo.svg"/><link rel="modulepreload" href="/assets/root-b.js"/>' +
  `</head><body><h1>खाद</h1><script nonce="${nonce}" type="module" async="">import "/assets/root-b.js";</script></body></html>`;

/** The page as the transform sends it, cut into chunks of `size` bytes on the way in. */
async function sent(size: number): Promise<{ html: string; ended: number }> {
  const bytes = Buffer.from(page);
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  let ended = 0;
  const out = Readable.from(chunks).pipe(withScriptsAfterPaint(() => ended++));
  return { html: await text(out), ended };
}

describe("the page with its scripts started after the first paint", () => {
  it("holds the preload links in an inert template at the end of the body and the hydration script as text, however the page is cut", async () => {
    for (const size of [1, 3, 7, 40, page.length * 4]) {
      const { html, ended } = await sent(size);
      expect(ended).toBe(1);
      expect(html.slice(0, html.indexOf("<h1>"))).toBe(
        '<!DOCTYPE html><html><head><link rel="icon" href="/images/logo.svg"/></head><body>',
      );
      expect(html).toContain(
        `<h1>खाद</h1><script nonce="${nonce}" type="text/plain" data-after-paint="">import "/assets/root-b.js";</script>` +
          '<template data-after-paint=""><link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
          '<link rel="modulepreload" href="/assets/root-b.js"/></template>',
      );
      // The starter carries the page's nonce (the policy allows no other inline script) and ends the body.
      expect(html).toMatch(
        new RegExp(
          `</template><script nonce="${nonce}">\\(function\\(d\\)\\{.*\\}\\)\\(document\\)</script></body></html>$`,
        ),
      );
      expect(html).not.toMatch(/<script[^>]*type="module"/);
    }
  });

  it("leaves a page without scripts as it was", async () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Sent.</p></body></html>";
    const out = Readable.from([Buffer.from(plain)]).pipe(withScriptsAfterPaint(() => {}));
    expect(await text(out)).toBe(plain);
  });
});
