import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The rendered page with its `<link rel="modulepreload">` tags moved from the head to the end of
 * the body (docs/decisions/0026-first-paint.md): on a phone's connection the scripts then load
 * once the page's text, styles and first pictures have come, instead of sharing the line with
 * them; at the end of the body they still load side by side with the module script that imports
 * them, not one after another. A tag split between two chunks is held back until its end arrives.
 */
export function withModulePreloadsLast(onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const moved: string[] = [];
  const pass = (text: string) => {
    const out = text.replace(PRELOAD, (tag) => {
      moved.push(tag);
      return "";
    });
    const end = out.indexOf("</body>");
    if (end < 0 || moved.length === 0) return out;
    const tags = moved.splice(0).join("");
    return `${out.slice(0, end)}${tags}${out.slice(end)}`;
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
      // A page without </body> (none is rendered so) keeps its links at the end.
      callback(null, pass(held + decoder.end()) + moved.splice(0).join(""));
    },
  });
}
