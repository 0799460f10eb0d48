import { inflateSync } from "node:zlib";

/**
 * The text a PDF made by pdfkit shows, read back without a PDF library: its objects, their
 * Flate streams, each font's ToUnicode map and the pages' text operators (Tf, TJ, Tj). Enough
 * for tests to see what the customer reads; one string per text operator, in drawing order.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.indexOf("stream");
    if (at < 0 || !body.slice(0, at).includes("/Length")) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = body.indexOf("\n", at) + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf("endstream")).replace(/\r?\n$/, ""), "latin1");
    objects.set(Number(m[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  // Each font's glyph codes back to text, from its ToUnicode map (bfrange lists, as pdfkit writes them).
  const unicodeOf = (fontObject: number) => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject)?.dict ?? "");
    const cmap = ref ? objects.get(Number(ref[1]))?.stream?.toString("latin1") : undefined;
    const map = new Map<number, string>();
    for (const r of cmap?.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi) ?? []) {
      const entries = [...r[3].matchAll(/<([0-9a-f ]+)>/gi)].map((e) =>
        String.fromCharCode(...e[1].split(" ").map((h) => Number.parseInt(h, 16))),
      );
      const first = Number.parseInt(r[1], 16);
      for (const [i, text] of entries.entries()) map.set(first + i, text);
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const block = /\/Font\s*<<([^>]*)>>/.exec(dict);
    for (const f of block?.[1].matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
      if (!fonts.has(f[1])) fonts.set(f[1], unicodeOf(Number(f[2])));
    }
  }
  const out: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString("latin1") ?? "";
    if (!/\bT[Jj]\b/.test(content)) continue;
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("") : op[3];
      let text = "";
      for (let i = 0; i + 4 <= hex.length; i += 4)
        text += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "?";
      out.push(text);
    }
  }
  return out;
}
