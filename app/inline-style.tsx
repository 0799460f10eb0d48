import { createContext, useContext } from "react";

/**
 * The text of a built stylesheet by its address (server only; undefined in the browser), so that
 * the page carries its CSS and paints without waiting for another request
 * (docs/decisions/0026-first-paint.md).
 */
export const StylesheetTextContext = createContext<((href: string) => string) | undefined>(undefined);

/** In the browser: the text the server wrote, one object per stylesheet for the page's life. */
const written = new Map<string, { __html: string }>();

function writtenByServer(href: string): { __html: string } {
  let html = written.get(href);
  if (!html) {
    const element = [...document.querySelectorAll("style[data-href]")].find(
      (e) => e.getAttribute("data-href") === href,
    );
    html = { __html: element?.textContent ?? "" };
    written.set(href, html);
  }
  return html;
}

/**
 * The shop's stylesheet inside the page, with the response's nonce. The browser renders the
 * element with the text the server wrote, read back from the page, so the client bundle holds
 * none of the CSS; the same object every time, because React writes inner HTML again whenever
 * that object changes (and the browser would then parse the stylesheet again). The development
 * server (Vite) serves CSS of its own that changes as it is edited: a plain link there.
 */
export function InlineStylesheet({ href, nonce }: { href: string; nonce?: string }) {
  const textOf = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return (
    <style
      nonce={nonce}
      data-href={href}
      // Our own built CSS, read from the build's files (app/stylesheet-text.server.ts).
      dangerouslySetInnerHTML={textOf ? { __html: textOf(href) } : writtenByServer(href)}
      suppressHydrationWarning
    />
  );
}
