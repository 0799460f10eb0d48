import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's hydration script (its <Scripts/>): the one async module script of a page. */
const HYDRATION = /<script( nonce="[^"]*")? type="module" async="">/;

/**
 * What starts the scripts once the browser has painted the page's first screen: after the
 * pictures asked for at high priority (the first screen's: banner, first card, product photo)
 * are decoded or have failed, in the frame after that; at once in a hidden tab, which paints
 * nothing; and after 3 s at the latest, so a slow picture does not keep the page from working.
 * The preload links come out of their template, so every module downloads side by side, and the
 * hydration script is made live. Started once, whichever comes first.
 */
const startAfterPaint = (nonceAttribute: string) =>
  `<script${nonceAttribute}>(function(d){var done;function go(){if(done)return;done=1;` +
  `var t=d.querySelector("template[data-after-paint]");if(t)d.head.append(t.content);` +
  `var s=d.querySelector("script[data-after-paint]");if(!s)return;` +
  `var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}` +
  `if(d.visibilityState==="hidden")return go();setTimeout(go,3000);` +
  `Promise.all([].map.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return i.decode().catch(function(){})}))` +
  `.then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})(document)</script>`;

/**
 * The rendered page with its scripts started after its first paint
 * (docs/decisions/0026-first-paint.md). React Router's `<link rel="modulepreload">` tags leave
 * the head for an inert `<template>` at the end of the body, and its hydration script becomes
 * inert text; a small script puts both to work once the page has been painted. On a phone's
 * connection the text, styles and first pictures then come first and show at once, instead of
 * sharing the line with 100 KB of JavaScript and waiting for it to run; the scripts still
 * download side by side, not one module after another. A tag split between two chunks is held
 * back until its end arrives.
 */
export function withScriptsAfterPaint(onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const moved: string[] = [];
  let starter = "";
  const tail = () => {
    const links = moved.splice(0).join("");
    const out = (links ? `<template data-after-paint="">${links}</template>` : "") + starter;
    starter = "";
    return out;
  };
  const pass = (text: string) => {
    const out = text
      .replace(PRELOAD, (tag) => {
        moved.push(tag);
        return "";
      })
      .replace(HYDRATION, (_tag, nonce = "") => {
        starter = startAfterPaint(nonce);
        return `<script${nonce} type="text/plain" data-after-paint="">`;
      });
    const end = out.indexOf("</body>");
    if (end < 0) return out;
    return `${out.slice(0, end)}${tail()}${out.slice(end)}`;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      held = text.slice(cut);
      callback(null, pass(text.slice(0, cut)));
    },
    flush(callback) {
      onEnd();
      // A page without </body> (none is rendered so) gets them at its end.
      callback(null, pass(held + decoder.end()) + tail());
    },
  });
}
