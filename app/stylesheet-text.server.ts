import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const texts = new Map<string, string>();

/**
 * A built stylesheet's text by its address (`/assets/app-….css`), read once from the client
 * build beside this server build (build/server/index.js → build/client). Throws when the file
 * is missing: a page without its CSS must not be sent as if it were whole.
 */
export function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
    text = readFileSync(fileURLToPath(new URL(`../client${href}`, import.meta.url)), "utf8").trimEnd();
    // Inside <style> the text is not escaped: it must not be able to close the element.
    if (/<\/style/i.test(text)) throw new Error(`${href} holds </style>`);
    texts.set(href, text);
  }
  return text;
}
