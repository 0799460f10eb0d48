/**
 * The pages the worker writes itself when the network is down (docs/decisions/0051-offline.md): the
 * offline page, for a page it never kept, with the pages it did keep; and the "waiting to send"
 * page after a form written offline. In the language of the last page the reader saw.
 */
import { OFFLINE_WORDS, type OfflineLang, waitingLabel } from "../../lib/offline-words";
import type { Waiting } from "./outbox";

/** The shop's names, written before the worker's code by the server (server/http/offline.ts). */
declare const self: { __SHOP_NAMES?: { en: string; hi: string } };
const shopName = (lang: OfflineLang) => self.__SHOP_NAMES?.[lang] ?? OFFLINE_WORDS[lang].shop;

export type { OfflineLang };

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function shell(lang: OfflineLang, title: string, body: string, status: number): Response {
  const page = `<!doctype html><html lang="${lang === "hi" ? "hi-IN" : "en-IN"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#166534">
<title>${html(title)}</title><style>
body{font:16px/1.5 system-ui,"Noto Sans Devanagari",sans-serif;margin:0;color:#1c1917;background:#fff}
header{background:#166534;color:#fff;padding:12px 16px;font-weight:700}main{max-width:36rem;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:.5rem 0}a{color:#166534}li{margin:.4rem 0}
.btn{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:.5rem;background:#166534;color:#fff;text-decoration:none}
</style></head><body><header>${html(shopName(lang))}</header><main>${body}</main></body></html>`;
  return new Response(page, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-shop-offline": "1",
    },
  });
}

/** A page the worker never kept, asked for offline: say so, and list what does open. */
export function offlinePage(lang: OfflineLang, kept: { url: string; title: string }[]): Response {
  const w = OFFLINE_WORDS[lang];
  const list = kept.length
    ? `<p>${html(w.keptIntro)}</p><ul>${kept
        .map((k) => `<li><a href="${html(k.url)}">${html(k.title)}</a></li>`)
        .join("")}</ul>`
    : `<p>${html(w.nothingKept)}</p>`;
  return shell(
    lang,
    w.title,
    `<h1>${html(w.title)}</h1><p>${html(w.notKept)}</p>${list}<a class="btn" href="">${html(w.tryAgain)}</a>`,
    503,
  );
}

/** A form written offline: kept on the phone, to be sent when the network is back. */
export function queuedPage(lang: OfflineLang, waiting: Waiting[]): Response {
  const w = OFFLINE_WORDS[lang];
  const items = waiting
    .map(
      (x) =>
        `<li>${html(waitingLabel(lang, x.path))} · ${html(new Date(x.at).toLocaleString(w.locale))}</li>`,
    )
    .join("");
  return shell(
    lang,
    w.savedTitle,
    `<h1>${html(w.savedTitle)}</h1><p>${html(w.savedText)}</p><h2>${html(w.waiting)}</h2><ul>${items}</ul><a class="btn" href="/">${html(w.home)}</a>`,
    202,
  );
}
