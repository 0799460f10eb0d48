#!/usr/bin/env node
// Draws every picture of the demo shop as flat SVG illustrations, made for this project (no files
// from elsewhere, no dependencies): `node scripts/generate-art.mjs` writes public/images/...;
// `node scripts/generate-art.mjs --check` only compares and exits 1 when a file differs or is
// missing. Deterministic: the same script always writes the same bytes.
//
// The product list below must name every product slug of server/db/seed/data/products.ts
// (server/db/seed/seed.test.ts checks that each product's image exists and is up to date).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cropArtFiles } from "./art-crops.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public/images");
/** Keep in step with `shortName` in lib/business.ts (used by logo-full.svg only). */
const SHOP_NAME = ["Haritha Agro", "& Nursery"];

// ---------------------------------------------------------------------------------- palette
const C = {
  leaf: "#166534",
  deep: "#14532d",
  olive: "#3f6212",
  teal: "#0f766e",
  navy: "#1e3a8a",
  brown: "#854d0e",
  amber: "#b45309",
  rust: "#9a3412",
  plum: "#86198f",
  maroon: "#9f1239",
  mustard: "#a16207",
  stone: "#57534e",
  ink: "#1c1917",
  turmeric: "#f59e0b",
  turmericDark: "#d97706",
  white: "#fff",
  mint: "#bbf7d0",
  lime: "#bef264",
  sky: "#e0f2fe",
  terracotta: "#b4532a",
};

// ---------------------------------------------------------------------------------- helpers
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const svg = (w, h, body) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}' font-family='system-ui,sans-serif'>${body}</svg>`;
const g = (transform, body) => `<g transform='${transform}'>${body}</g>`;
const text = (x, y, size, fill, s, more = "") =>
  `<text x='${x}' y='${y}' font-size='${size}' font-weight='700' fill='${fill}' text-anchor='middle'${more}>${esc(s)}</text>`;
const r = (n) => Math.round(n * 10) / 10;

/** A hex colour mixed towards another (t = 0..1). */
function mix(a, b, t) {
  const p = (h) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [p(a), p(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const dark = (c, t = 0.3) => mix(c, "#000000", t);
const light = (c, t = 0.85) => mix(c, "#ffffff", t);

/** A label fitted into a box of maxW: one line, or two lines split at a space. */
function fitLabel(label, cx, cy, maxW, maxSize, fill) {
  const width = (s, size) => s.length * size * 0.64;
  if (width(label, maxSize) <= maxW) return text(cx, r(cy + maxSize * 0.35), maxSize, fill, label);
  const words = label.split(" ");
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const m = Math.max(a.length, b.length);
    if (!best || m < best[2]) best = [a, b, m];
  }
  if (best) {
    const size = Math.min(Math.round(maxSize * 0.9), Math.floor(maxW / (best[2] * 0.64)));
    if (size >= maxSize * 0.6)
      return (
        text(cx, r(cy - size * 0.2), size, fill, best[0]) + text(cx, r(cy + size * 0.95), size, fill, best[1])
      );
  }
  return text(cx, r(cy + maxSize * 0.3), Math.floor(maxW / (label.length * 0.64)), fill, label);
}

/** A line of small capitals that fits maxW. */
const caps = (s, cx, cy, maxW, fill) =>
  text(cx, cy, Math.min(11, Math.floor(maxW / (s.length * 0.8))), fill, s, " letter-spacing='.3'");

/** A pill with small capitals. */
function tag(s, cx, cy, bg, fg) {
  const w = Math.round(s.length * 8.4 + 22);
  return `<rect x='${cx - w / 2}' y='${cy - 13}' width='${w}' height='26' rx='13' fill='${bg}'/>${text(cx, cy + 5, 13, fg, s, " letter-spacing='.5'")}`;
}

/** A leaf of length 1 at the origin pointing right; scaled and turned by transform. */
const LEAF = "M0 0C.25-.3.7-.32 1 0C.7.32.25.3 0 0Z";
const leaf = (x, y, len, angle, fill, more = "") =>
  `<path d='${LEAF}' transform='translate(${x} ${y}) rotate(${angle}) scale(${len})' fill='${fill}'${more}/>`;

/**
 * A flower: n round-ended petals of length pr around (cx, cy) drawn as one stroked path, and a
 * centre of radius cr. pw is the petal width as a share of its length.
 */
function flower(cx, cy, pr, n, petal, centre, cr, pw = 0.45) {
  const w = Math.max(2, r(pr * pw));
  const len = Math.max(1, pr - w / 2);
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n + 0.3;
    d += `M${cx} ${cy}l${r(Math.cos(a) * len)} ${r(Math.sin(a) * len)}`;
  }
  return `<path d='${d}' stroke='${petal}' stroke-width='${w}' stroke-linecap='round'/><circle cx='${cx}' cy='${cy}' r='${cr}' fill='${centre}'/>`;
}

/** Reusable drawings: <defs> with ids, placed with use(id, x, y). */
const defs = (items) =>
  `<defs>${Object.entries(items)
    .map(([id, body]) => `<g id='${id}'>${body}</g>`)
    .join("")}</defs>`;
const use = (id, x, y) => `<use href='#${id}' x='${r(x)}' y='${r(y)}'/>`;

// ---------------------------------------------------------------------------------- emblems
// Small icons drawn inside a 64 × 64 box centred on (0, 0).
const emblems = {
  organic: (c) =>
    `${leaf(-16, 22, 48, -48, c)}${leaf(-16, 22, 38, -100, light(c, 0.35))}${leaf(-16, 22, 30, -10, light(c, 0.2))}`,
  leaf: (c) => `${leaf(-24, 16, 48, -35, c)}<path d='M-24 16 14-12' stroke='#fff' stroke-width='2.5'/>`,
  npk: (c) =>
    ["N", "P", "K"]
      .map(
        (l, i) =>
          `<circle cx='${-20 + i * 20}' cy='${i === 1 ? -8 : 8}' r='11' fill='${c}'/>${text(-20 + i * 20, (i === 1 ? -8 : 8) + 5, 13, "#fff", l)}`,
      )
      .join(""),
  crystal: (c) =>
    `<path d='M0-24 21-12v24L0 24-21 12v-24z' fill='${c}'/><path d='M0-24v48M-21-12 21 12M21-12-21 12' stroke='#fff' stroke-width='2' opacity='.6'/>`,
  granules: (c) =>
    [
      [-14, -10],
      [6, -14],
      [18, 4],
      [-4, 6],
      [-18, 14],
      [8, 20],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx='${x}' cy='${y}' r='${7 + (i % 2) * 2}' fill='${i % 2 ? light(c, 0.3) : c}'/>`,
      )
      .join(""),
  drop: (c) =>
    `<path d='M0-26C10-10 18 0 18 9a18 18 0 0 1-36 0C-18 0-10-10 0-26z' fill='${c}'/><path d='M-8 8a8 8 0 0 0 8 9' stroke='#fff' stroke-width='3' fill='none'/>`,
  bug: (c) =>
    `<path d='M-14-14-24-22M14-14 24-22M-16 0h-14M16 0h14M-14 12-24 20M14 12 24 20' stroke='${c}' stroke-width='3.5'/><ellipse cx='0' cy='2' rx='14' ry='18' fill='${c}'/><circle cx='0' cy='-18' r='8' fill='${c}'/><path d='M0-14V20' stroke='#fff' stroke-width='2'/>`,
  microbe: (c) =>
    `<circle cx='-8' cy='-6' r='14' fill='${c}'/><circle cx='12' cy='10' r='10' fill='${light(c, 0.3)}'/><circle cx='-12' cy='16' r='6' fill='${c}'/><circle cx='-12' cy='-10' r='3' fill='#fff'/><circle cx='-3' cy='-2' r='2.5' fill='#fff'/>`,
  seaweed: (c) =>
    `<path d='M-14 26C-24 8-4 0-14-24M0 26C-6 6 12-2 4-26M14 26C8 10 24 2 18-20' stroke='${c}' stroke-width='7' fill='none' stroke-linecap='round'/>`,
  flower: (c) => flower(0, 0, 24, 6, c, C.turmeric, 8),
  root: (c) =>
    `${leaf(0, -8, 22, -130, c)}${leaf(0, -8, 22, -50, c)}<path d='M0-8V8M0 8-10 24M0 8 10 24M0 14 0 26M-5 16-16 18M5 16 16 18' stroke='${C.brown}' stroke-width='3' stroke-linecap='round'/>`,
  flakes: (c) =>
    `<path d='M-22-8-8-18 2-6-12 4z' fill='${c}'/><path d='M4-20 20-12 14 2 0-6z' fill='${light(c, 0.3)}'/><path d='M-16 8 0 2 6 18-10 22z' fill='${light(c, 0.15)}'/><path d='M10 8 24 12 18 24 6 20z' fill='${c}'/>`,
  tea: (c) =>
    `${leaf(0, 20, 40, -125, c)}${leaf(0, 20, 40, -55, c)}<path d='M0 20C-2 4 2-14 0-28' stroke='${dark(c)}' stroke-width='3' fill='none'/>${leaf(0, -8, 22, -90, light(c, 0.35))}`,
};

// ---------------------------------------------------------------------------------- packs
// Each draws one product in a 400 × 400 box: (colour, label, emblem, tag) → markup.
const kinds = {
  sack: (c, label, em, tg) =>
    `<path d='M112 98Q200 82 288 98L306 332Q200 352 94 332Z' fill='${c}'/>` +
    `<path d='M112 98Q200 82 288 98L291 132Q200 117 109 132Z' fill='${dark(c)}'/>` +
    `<path d='M116 112Q200 98 284 112' stroke='#fff' stroke-opacity='.6' stroke-width='3' stroke-dasharray='7 6' fill='none'/>` +
    `<circle cx='200' cy='176' r='36' fill='#fff'/>${g("translate(200 176)", emblems[em](c))}` +
    `<rect x='122' y='222' width='156' height='64' rx='10' fill='#fff'/>${fitLabel(label, 200, 254, 140, 24, c)}` +
    (tg ? tag(tg, 200, 312, dark(c, 0.35), "#fff") : ""),
  bottle: (c, label, em, tg) =>
    `<rect x='176' y='70' width='48' height='30' rx='6' fill='${C.ink}'/><rect x='184' y='98' width='32' height='16' fill='${dark(c)}'/>` +
    `<path d='M170 112h60q42 12 42 52v162a16 16 0 0 1-16 16H144a16 16 0 0 1-16-16V164q0-40 42-52z' fill='${c}'/>` +
    `<rect x='140' y='150' width='10' height='170' rx='5' fill='#fff' opacity='.25'/>` +
    `<rect x='148' y='178' width='112' height='124' rx='10' fill='#fff'/>${g("translate(204 210) scale(.7)", emblems[em](c))}` +
    `${fitLabel(label, 204, 262, 100, 21, c)}` +
    (tg
      ? `<rect x='148' y='286' width='112' height='16' fill='${c}' opacity='.15'/>${caps(tg, 204, 298, 104, dark(c))}`
      : ""),
  can: (c, label, em, tg) =>
    `<path d='M222 110V92a10 10 0 0 1 10-10h34a10 10 0 0 1 10 10v18' stroke='${dark(c)}' stroke-width='14' fill='none'/><rect x='128' y='84' width='40' height='26' rx='5' fill='${C.ink}'/>` +
    `<rect x='112' y='108' width='176' height='228' rx='20' fill='${c}'/><rect x='124' y='124' width='10' height='190' rx='5' fill='#fff' opacity='.25'/>` +
    `<rect x='140' y='170' width='128' height='128' rx='10' fill='#fff'/>${g("translate(204 204) scale(.75)", emblems[em](c))}` +
    `${fitLabel(label, 204, 258, 116, 22, c)}` +
    (tg ? caps(tg, 204, 288, 118, dark(c)) : ""),
  pouch: (c, label, em, tg) =>
    `<path d='M126 88h148l14 246q-88 14-176 0z' fill='${c}'/><rect x='126' y='88' width='148' height='16' fill='${dark(c)}'/>` +
    `<path d='M128 116h144' stroke='#fff' stroke-opacity='.5' stroke-width='3'/><circle cx='200' cy='168' r='34' fill='#fff'/>` +
    `${g("translate(200 168)", emblems[em](c))}<rect x='128' y='216' width='144' height='64' rx='10' fill='#fff'/>${fitLabel(label, 200, 248, 128, 23, c)}` +
    (tg ? tag(tg, 200, 306, dark(c, 0.35), "#fff") : ""),
  jar: (c, label, em, tg) =>
    `<rect x='118' y='120' width='164' height='34' rx='8' fill='${dark(c)}'/><path d='M124 152h152l-8 174a14 14 0 0 1-14 14H146a14 14 0 0 1-14-14z' fill='${c}'/>` +
    `<rect x='138' y='178' width='124' height='122' rx='10' fill='#fff'/>${g("translate(200 210) scale(.7)", emblems[em](c))}` +
    `${fitLabel(label, 200, 262, 112, 22, c)}` +
    (tg ? caps(tg, 200, 290, 114, dark(c)) : ""),
  card: (c, label) =>
    `<path d='M200 60v40' stroke='${C.stone}' stroke-width='3'/><rect x='136' y='96' width='140' height='176' rx='6' fill='#eab308' transform='rotate(-8 200 180)'/>` +
    `<rect x='124' y='100' width='152' height='184' rx='6' fill='#facc15'/><path d='M124 146h152M124 192h152M124 238h152M162 100v184M200 100v184M238 100v184' stroke='#ca8a04' stroke-width='2'/>` +
    `${g("translate(160 130) scale(.35)", emblems.bug(C.ink))}${g("translate(232 218) scale(.3)", emblems.bug(C.ink))}${g("translate(210 160) scale(.25) rotate(40)", emblems.bug(C.ink))}` +
    `<rect x='112' y='292' width='176' height='50' rx='10' fill='${c}'/>${fitLabel(label, 200, 317, 160, 22, "#fff")}`,
  tea: (c, label, _em, tg) =>
    `<path d='M122 102h156v232H122z' fill='${c}'/><path d='M122 102h20v232h-20zM258 102h20v232h-20z' fill='${dark(c, 0.2)}'/>` +
    `<path d='M118 86h164l-4 22H122z' fill='${dark(c)}'/><path d='M142 170q58-36 116 0v30H142z' fill='${light(c, 0.2)}'/>` +
    `<path d='M142 186q30-20 58-8t58-4v26H142z' fill='${dark(c, 0.15)}'/>${g("translate(200 148) scale(.75)", emblems.tea(C.mint))}` +
    `<rect x='138' y='214' width='124' height='66' rx='8' fill='#fff'/>${fitLabel(label, 200, 247, 112, 22, c)}` +
    tag(tg || "TEA GARDEN", 200, 306, C.turmeric, C.ink),
  packet: (c, label, pic, tg) =>
    `<rect x='116' y='66' width='168' height='276' rx='8' fill='${c}'/><rect x='116' y='66' width='168' height='20' rx='4' fill='${dark(c)}'/>` +
    `<path d='M120 76h160' stroke='#fff' stroke-opacity='.4' stroke-width='10' stroke-dasharray='2 4'/>` +
    `<rect x='132' y='100' width='136' height='128' rx='12' fill='#fff'/>${g("translate(200 164)", (pictures[pic] ?? pictures.tomato)())}` +
    `${fitLabel(label, 200, 262, 150, 24, "#fff")}${tag(tg, 200, 312, C.turmeric, C.ink)}`,
  pot: (c, label, plant) =>
    `${(plants[plant] ?? plants.aglaonema)()}<rect x='120' y='252' width='160' height='22' rx='5' fill='${dark(c, 0.2)}'/>` +
    `<path d='M128 274h144l-16 74H144z' fill='${c}'/>${fitLabel(label, 200, 308, 118, 20, "#fff")}`,
  tool: (c, label, pic) =>
    `${(tools[pic] ?? tools.toolset)()}<rect x='104' y='292' width='192' height='52' rx='12' fill='${c}'/>${fitLabel(label, 200, 318, 172, 22, "#fff")}`,
};

// Vegetables and flowers for seed packets, centred on (0, 0), about 110 × 110.
const pictures = {
  tomato: () =>
    `<circle cx='-16' cy='12' r='30' fill='#dc2626'/><circle cx='22' cy='6' r='24' fill='#ef4444'/><path d='M-16-18-6-26-10-14 2-16-12-8-24-16z' fill='#15803d'/><path d='M22-18 30-24 28-14 38-14 26-8 14-14z' fill='#15803d'/><ellipse cx='-26' cy='2' rx='6' ry='9' fill='#fff' opacity='.35'/>`,
  chilli: () =>
    `<path d='M-40-30C-30 10 0 40 40 44 8 30-14 4-26-32z' fill='#dc2626'/><path d='M-30-40C-14 0 14 20 46 20 14 8-6-12-16-40z' fill='#16a34a'/><path d='M-40-30-46-42M-30-40-34-52' stroke='#166534' stroke-width='5' stroke-linecap='round'/>`,
  okra: () =>
    `<path d='M-34 40-10-40 2-36-18 44z' fill='#4d7c0f'/><path d='M-2 44 16-38 28-34 10 46z' fill='#65a30d'/><path d='M-20 40-4-36M4 44 22-34' stroke='#d9f99d' stroke-width='2'/><rect x='-12' y='-48' width='8' height='12' fill='#166534'/><rect x='16' y='-46' width='8' height='12' fill='#166534'/>`,
  gourd: () =>
    `<path d='M-10-44c14 0 16 10 16 24 0 14 22 22 22 46a28 28 0 0 1-56 0c0-24 22-32 22-46 0-10-4-24-4-24z' fill='#84cc16'/><path d='M-8 20c0 12 4 24 12 30' stroke='#ecfccb' stroke-width='4' fill='none'/><path d='M-10-44-4-54' stroke='#166534' stroke-width='5'/>`,
  spinach: () =>
    `${leaf(0, 44, 80, -95, "#15803d")}${leaf(-4, 44, 66, -130, "#166534")}${leaf(4, 44, 66, -50, "#16a34a")}<path d='M0 44-6-30M-4 44-44-6M4 44 40-6' stroke='#bbf7d0' stroke-width='2'/>`,
  cauliflower: () =>
    `${leaf(0, 30, 56, -160, "#15803d")}${leaf(0, 30, 56, -20, "#15803d")}${[
      [-20, 0],
      [0, -10],
      [20, 0],
      [-10, 14],
      [12, 14],
      [0, 4],
    ]
      .map(
        ([x, y]) => `<circle cx='${x}' cy='${y}' r='17' fill='#fefce8' stroke='#e7e5e4' stroke-width='2'/>`,
      )
      .join("")}`,
  brinjal: () =>
    `<path d='M-30-26C-44 10-20 52 14 44 40 36 30 4 8-10-4-18-14-34-30-26z' fill='#6b21a8'/><path d='M-32-28-14-34-20-18-34-14z' fill='#15803d'/><path d='M-30-30-40-42' stroke='#15803d' stroke-width='5'/><ellipse cx='-14' cy='8' rx='5' ry='14' fill='#fff' opacity='.3'/>`,
  coriander: () =>
    `<path d='M0 50V-10M0 20-26-20M0 10 28-26' stroke='#4d7c0f' stroke-width='3' fill='none'/>${[
      [0, -22],
      [-30, -28],
      [32, -34],
      [-14, 2],
      [16, -4],
    ]
      .map(([x, y]) => flower(x, y, 12, 3, "#16a34a", "#16a34a", 6, 1.2))
      .join("")}`,
  cucumber: () =>
    `<rect x='-50' y='-20' width='100' height='34' rx='17' fill='#15803d' transform='rotate(-20)'/><rect x='-40' y='4' width='90' height='30' rx='15' fill='#22c55e' transform='rotate(-20)'/><path d='M-30 6h8M-6 0h8M16-8h8M-20 28h8M6 22h8' stroke='#dcfce7' stroke-width='3' stroke-linecap='round' transform='rotate(-20)'/>`,
  petunia: () =>
    `${flower(-18, -8, 30, 5, "#a21caf", "#4a044e", 8, 1)}${flower(24, 18, 24, 5, "#e879f9", "#86198f", 6, 1)}`,
  marigold: () =>
    `${flower(0, 0, 40, 14, "#f97316", "#ea580c", 22, 0.7)}${flower(0, 0, 26, 10, "#fb923c", "#c2410c", 10, 0.8)}`,
  zinnia: () =>
    `${flower(-14, 0, 38, 12, "#db2777", "#be185d", 16, 0.6)}${flower(-14, 0, 22, 10, "#f472b6", "#facc15", 7, 0.6)}${flower(30, 26, 18, 8, "#f59e0b", "#92400e", 6, 0.7)}`,
  pansy: () =>
    `<circle cx='-14' cy='-14' r='22' fill='#6d28d9'/><circle cx='14' cy='-14' r='22' fill='#7c3aed'/><circle cx='-22' cy='8' r='20' fill='#facc15'/><circle cx='22' cy='8' r='20' fill='#facc15'/><circle cx='0' cy='18' r='22' fill='#fde047'/><path d='M0 4-12 20h24z' fill='#3b0764'/><circle cx='0' cy='4' r='5' fill='#f59e0b'/>`,
  sunflower: () =>
    `${flower(0, 0, 46, 16, "#facc15", "#78350f", 22, 0.45)}<circle cx='0' cy='0' r='14' fill='#92400e'/>`,
  cosmos: () =>
    `${flower(-14, -6, 34, 8, "#f9a8d4", "#facc15", 8, 0.7)}${flower(30, 24, 22, 8, "#ec4899", "#facc15", 6, 0.7)}`,
  dianthus: () =>
    `${flower(-14, -4, 30, 10, "#e11d48", "#fff", 8, 0.7)}${flower(-14, -4, 18, 10, "#fda4af", "#9f1239", 5, 0.7)}${flower(28, 22, 18, 8, "#f472b6", "#fff", 5, 0.7)}`,
  gerbera: () =>
    `${flower(0, 0, 44, 20, "#f97316", "#3f1d0b", 14, 0.28)}${flower(0, 0, 26, 16, "#fb923c", "#3f1d0b", 12, 0.3)}`,
};

// Plants above a pot whose soil line is at y = 252.
const plants = {
  aglaonema: () =>
    [-150, -118, -90, -62, -30]
      .map((a, i) =>
        leaf(
          200,
          252,
          118 - Math.abs(i - 2) * 14,
          a,
          i % 2 ? "#15803d" : "#166534",
          ` stroke='#e11d48' stroke-width='.06'`,
        ),
      )
      .join("") + [-120, -62].map((a) => leaf(200, 252, 80, a, "#f9a8d4", " opacity='.7'")).join(""),
  hibiscus: () =>
    `<path d='M200 252v-80' stroke='#7c5a2a' stroke-width='7'/>${[-160, -130, -95, -60, -25, -140, -45]
      .map((a, i) => leaf(200, i > 4 ? 200 : 230, 70, a, i % 2 ? "#15803d" : "#166534"))
      .join(
        "",
      )}${flower(160, 150, 40, 5, "#f97316", "#b91c1c", 9, 1)}${flower(246, 132, 34, 5, "#fb923c", "#b91c1c", 8, 1)}${flower(205, 100, 26, 5, "#fdba74", "#b91c1c", 6, 1)}`,
  echeveria: () =>
    `<g stroke='#db2777' stroke-width='.04'>${[64, 46, 28]
      .map((size, k) =>
        Array.from({ length: 6 }, (_, i) =>
          leaf(200, 226, size, -90 + 60 * i + k * 30, k % 2 ? "#5eead4" : "#2dd4bf"),
        ).join(""),
      )
      .join("")}</g>`,
  cactus: () =>
    `<ellipse cx='200' cy='196' rx='70' ry='62' fill='#15803d'/><path d='M200 134v124M164 144q-20 52 0 104M236 144q20 52 0 104M142 166q-10 30 0 60M258 166q10 30 0 60' stroke='#166534' stroke-width='5' fill='none'/>` +
    `<path d='M200 140v110M164 150v90M236 150v90' stroke='#facc15' stroke-width='4' stroke-dasharray='2 10'/><circle cx='200' cy='134' r='9' fill='#facc15'/>`,
  mango: () =>
    `<path d='M200 252v-86M200 200l-30-30M200 190l28-26' stroke='#78350f' stroke-width='8' fill='none'/>${[
      [150, 150, 46],
      [250, 148, 44],
      [200, 112, 54],
      [170, 100, 34],
      [236, 98, 34],
    ]
      .map(([x, y, rr]) => `<circle cx='${x}' cy='${y}' r='${rr}' fill='#166534'/>`)
      .join(
        "",
      )}${[-20, 12, 40, -60, 60].map((a, i) => leaf(200, 120, 46, a - 90 + i * 30, "#15803d")).join("")}` +
    `<ellipse cx='176' cy='180' rx='13' ry='18' fill='#f59e0b'/><ellipse cx='232' cy='176' rx='12' ry='17' fill='#fbbf24'/><ellipse cx='150' cy='168' rx='10' ry='14' fill='#84cc16'/>`,
  guava: () =>
    `<path d='M200 252v-90M200 196l-34-26M200 186l30-24' stroke='#a16207' stroke-width='8' fill='none'/>${[
      [156, 146, 44],
      [246, 146, 44],
      [200, 108, 52],
    ]
      .map(([x, y, rr]) => `<circle cx='${x}' cy='${y}' r='${rr}' fill='#15803d'/>`)
      .join(
        "",
      )}${[0, 1, 2, 3, 4, 5].map((i) => leaf(200, 140, 52, -170 + i * 32, i % 2 ? "#16a34a" : "#166534")).join("")}` +
    `<circle cx='170' cy='178' r='15' fill='#bef264'/><circle cx='234' cy='170' r='14' fill='#d9f99d'/><circle cx='250' cy='172' r='7' fill='#f9a8d4'/>`,
  palm: () =>
    [-160, -135, -110, -70, -45, -20]
      .map((a) => {
        const rad = (a * Math.PI) / 180;
        const x = r(200 + Math.cos(rad) * 130);
        const y = r(252 + Math.sin(rad) * 150);
        const cx = r(200 + Math.cos(rad) * 60);
        const cy = r(252 + Math.sin(rad) * 150);
        return `<path d='M200 252Q${cx} ${cy} ${x} ${y}' stroke='#16a34a' stroke-width='22' stroke-dasharray='3 3' fill='none'/><path d='M200 252Q${cx} ${cy} ${x} ${y}' stroke='#a3a30d' stroke-width='3' fill='none'/>`;
      })
      .join(""),
  snake: () =>
    [
      [160, 150, -8],
      [182, 70, -3],
      [206, 54, 2],
      [228, 96, 8],
      [250, 160, 14],
    ]
      .map(
        ([x, top, tilt]) =>
          `<path d='M${x - 14} 252Q${x - 18} ${top + 60} ${x + tilt} ${top}Q${x + 18} ${top + 60} ${x + 14} 252z' fill='#166534' stroke='#facc15' stroke-width='4'/><path d='M${x - 6} 236q2-40 4-80M${x + 4} 230q0-30 0-60' stroke='#4ade80' stroke-width='3' opacity='.6'/>`,
      )
      .join(""),
  bougainvillea: () =>
    `<path d='M200 252v-60M200 210l-40-40M200 200l44-44' stroke='#78350f' stroke-width='7' fill='none'/>${[
      0, 1, 2, 3, 4, 5, 6,
    ]
      .map((i) => leaf(200, 200, 56, -175 + i * 28, "#15803d"))
      .join("")}${[
      [150, 150],
      [200, 110],
      [250, 140],
      [176, 188],
      [232, 186],
      [120, 196],
      [282, 196],
    ]
      .map(([x, y], i) => flower(x, y, 18, 3, i % 2 ? "#db2777" : "#c026d3", "#fef9c3", 3, 1.1))
      .join("")}`,
};

// Garden-care items above a name plate at y = 292.
const tools = {
  drip: () =>
    `<ellipse cx='200' cy='190' rx='86' ry='62' fill='none' stroke='${C.ink}' stroke-width='12'/><ellipse cx='200' cy='190' rx='62' ry='42' fill='none' stroke='#292524' stroke-width='12'/><ellipse cx='200' cy='190' rx='38' ry='24' fill='none' stroke='${C.ink}' stroke-width='12'/>` +
    `<rect x='104' y='122' width='18' height='26' rx='4' fill='#2563eb'/><rect x='268' y='220' width='18' height='26' rx='4' fill='#2563eb'/><rect x='190' y='138' width='20' height='14' rx='3' fill='#16a34a'/>` +
    `<path d='M288 150v26' stroke='#38bdf8' stroke-width='5' stroke-dasharray='6 6' stroke-linecap='round'/>`,
  sprinkler: () =>
    `<path d='M200 276V170' stroke='#57534e' stroke-width='8'/><rect x='184' y='150' width='32' height='26' rx='6' fill='#16a34a'/><circle cx='200' cy='146' r='10' fill='${C.ink}'/>` +
    `<path d='M190 140Q130 70 84 150M210 140Q270 70 316 150M196 136Q170 60 122 96M204 136Q230 60 278 96' stroke='#38bdf8' stroke-width='5' stroke-dasharray='2 12' stroke-linecap='round' fill='none'/>`,
  cocopeat: () =>
    `<path d='M110 150 200 120 290 150 200 182z' fill='#a16207'/><path d='M110 150v108l90 32V182z' fill='#78350f'/><path d='M290 150v108l-90 32V182z' fill='#92400e'/>` +
    `<path d='M130 180l50 18M126 214l56 20M222 196l50-18M222 230l54-20M150 146l60-18M170 160l60-18' stroke='#fcd34d' stroke-opacity='.35' stroke-width='3'/>`,
  toolset: () =>
    `<g transform='rotate(-28 200 190)'><rect x='188' y='196' width='24' height='84' rx='10' fill='#a16207'/><path d='M200 88c26 10 32 52 16 104h-32c-16-52-10-94 16-104z' fill='#94a3b8'/><path d='M200 96v90' stroke='#e2e8f0' stroke-width='3'/></g>` +
    `<g transform='rotate(28 200 190)'><rect x='188' y='196' width='24' height='84' rx='10' fill='#15803d'/><path d='M176 196V120M192 196V110M208 196V110M224 196V120' stroke='#64748b' stroke-width='7' stroke-linecap='round'/><rect x='172' y='184' width='56' height='16' rx='6' fill='#64748b'/></g>`,
  secateurs: () =>
    `<path d='M196 170 150 276a14 14 0 0 0 24 10l40-106z' fill='#dc2626'/><path d='M204 170l46 106a14 14 0 0 1-24 10l-40-106z' fill='#b91c1c'/>` +
    `<path d='M190 178 170 96q30 10 34 74z' fill='#cbd5e1'/><path d='M210 178l24-66q-34 10-38 62z' fill='#94a3b8'/><circle cx='200' cy='176' r='9' fill='${C.ink}'/>`,
  growbag: () =>
    `<path d='M118 160h164l-10 120H128z' fill='#f5f5f4' stroke='#d6d3d1' stroke-width='3'/><path d='M118 160h164v16H118z' fill='#1c1917'/><path d='M130 220h-16M286 220h-16' stroke='#a8a29e' stroke-width='8' stroke-linecap='round'/>` +
    `${leaf(200, 158, 60, -140, "#16a34a")}${leaf(200, 158, 60, -40, "#15803d")}${leaf(200, 158, 50, -90, "#22c55e")}`,
  shadenet: () =>
    `<defs><pattern id='n' width='10' height='10' patternUnits='userSpaceOnUse'><path d='M0 0l10 10M10 0 0 10' stroke='#052e16' stroke-width='1.5'/></pattern></defs>` +
    `<rect x='110' y='140' width='180' height='110' fill='#15803d'/><rect x='110' y='140' width='180' height='110' fill='url(#n)'/><ellipse cx='110' cy='195' rx='20' ry='55' fill='#166534'/><ellipse cx='110' cy='195' rx='8' ry='22' fill='#052e16'/><path d='M290 140v110l40 20V160z' fill='#16a34a'/><path d='M290 140v110l40 20V160z' fill='url(#n)'/>`,
  pebbles: () =>
    [
      [150, 250, 36, 22, "#e7e5e4"],
      [214, 256, 42, 24, "#f5f5f4"],
      [270, 250, 30, 20, "#d6d3d1"],
      [180, 222, 30, 18, "#fafaf9"],
      [240, 220, 32, 19, "#e7e5e4"],
      [206, 194, 26, 16, "#f5f5f4"],
      [128, 270, 22, 13, "#d6d3d1"],
    ]
      .map(
        ([x, y, rx, ry, f]) =>
          `<ellipse cx='${x}' cy='${y}' rx='${rx}' ry='${ry}' fill='${f}' stroke='#a8a29e' stroke-width='2'/>`,
      )
      .join(""),
};

// ---------------------------------------------------------------------------------- products
// slug → [label on the pack, kind, colour, emblem / picture / plant / tool, tag]
const P = (label, kind, colour, motif, tg = "") => ({ label, kind, colour, motif, tg });
const productArt = {
  // fertilizers
  "bhoomi-gold-vermicompost": P("Vermicompost", "sack", C.brown, "organic", "ORGANIC"),
  "neemshakti-neem-cake-powder": P("Neem Cake", "sack", C.olive, "leaf", "ORGANIC"),
  "annapurna-npk-19-19-19-water-soluble": P("NPK 19:19:19", "sack", C.teal, "npk", "WATER SOLUBLE"),
  "annapurna-npk-13-0-45-potash-nitrate": P("NPK 13:0:45", "sack", C.navy, "npk", "WATER SOLUBLE"),
  "dharti-organic-bone-meal": P("Bone Meal", "sack", C.stone, "organic", "ORGANIC"),
  "zincplus-chelated-zinc-edta-12": P("Zinc EDTA 12%", "pouch", C.leaf, "crystal", "MICRONUTRIENT"),
  "sagarika-calcium-nitrate": P("Calcium Nitrate", "sack", C.deep, "crystal", "WATER SOLUBLE"),
  "krishi-mitra-mustard-cake": P("Mustard Cake", "sack", C.amber, "organic", "ORGANIC"),
  "sulphur-90-wdg-granules": P("Sulphur 90%", "sack", C.mustard, "granules", "WDG GRANULES"),
  "kisan-neem-coated-urea-46-n": P("Neem Urea 46%", "sack", C.navy, "granules", "NITROGEN"),
  // pesticides
  "neemgard-neem-oil-1500-ppm": P("Neem Oil", "bottle", C.olive, "leaf", "BOTANICAL"),
  "trichoraksha-trichoderma-viride": P("Trichoderma", "pouch", C.teal, "microbe", "BIO FUNGICIDE"),
  "copperguard-copper-oxychloride-50-wp": P("Copper Oxy 50", "pouch", C.navy, "drop", "FUNGICIDE"),
  "mancozeb-75-wp-shield": P("Mancozeb 75", "pouch", C.rust, "drop", "FUNGICIDE"),
  "imida-17-8-sl-systemic-insecticide": P("Imida 17.8 SL", "bottle", C.maroon, "bug", "INSECTICIDE"),
  "beauveria-bassiana-bio-insecticide": P("Beauveria", "jar", C.leaf, "microbe", "BIO INSECTICIDE"),
  "borerstop-cartap-4g-for-paddy-stem-borer": P("Cartap 4G", "pouch", C.amber, "bug", "INSECTICIDE"),
  "sticky-yellow-traps-pack-of-10": P("Yellow Traps", "card", C.deep, "bug"),
  "spinosad-45-sc-caterpillar-control": P("Spinosad 45 SC", "bottle", C.plum, "bug", "INSECTICIDE"),
  // growth promoters
  "seavita-seaweed-extract-liquid": P("Seaweed", "bottle", C.teal, "seaweed", "GROWTH PROMOTER"),
  "humiroot-humic-acid-98-flakes": P("Humic 98%", "pouch", C.brown, "flakes", "SOIL CONDITIONER"),
  "aminogreen-amino-acid-spray": P("Amino Acid", "bottle", C.leaf, "drop", "FOLIAR SPRAY"),
  "flora-boost-gibberellic-acid-0-001": P("GA Boost", "bottle", C.plum, "flower", "GROWTH REGULATOR"),
  "rootex-rooting-hormone-powder": P("Rootex", "jar", C.amber, "root", "ROOTING POWDER"),
  "mycopower-mycorrhiza-granules": P("Mycorrhiza", "pouch", C.olive, "root", "BIO FERTILIZER"),
  "vitalite-micronutrient-mixture-grade-ii": P("Micro Mix", "pouch", C.navy, "crystal", "GRADE II"),
  "panchagavya-organic-growth-tonic": P("Panchagavya", "can", C.brown, "organic", "ORGANIC TONIC"),
  // special tea products
  "chai-bagan-special-npk-mixture-10-5-20": P("Tea NPK 10:5:20", "tea", C.deep, "tea"),
  "flushmax-tea-growth-regulator": P("Flushmax", "bottle", C.olive, "tea", "TEA GARDEN"),
  "dolomite-tea-soil-conditioner": P("Dolomite", "tea", C.stone, "tea"),
  "zinc-sulphate-heptahydrate-tea-grade": P("Zinc Sulphate", "tea", C.navy, "tea"),
  "blisterguard-hexaconazole-5-sc": P("Hexa 5% SC", "bottle", C.rust, "drop", "TEA GARDEN"),
  "bagan-organic-tea-manure": P("Tea Manure", "tea", C.brown, "tea", "ORGANIC"),
  "tea-nursery-sleeve-mix": P("Sleeve Mix", "tea", C.olive, "tea", "TEA NURSERY"),
  "muriate-of-potash-for-tea": P("MOP for Tea", "tea", C.maroon, "tea"),
  // nursery plants (colour is the pot's)
  "aglaonema-lipstick-red-aglaonema": P("Aglaonema", "pot", "#292524", "aglaonema"),
  "grafted-hibiscus-double-orange": P("Hibiscus", "pot", C.terracotta, "hibiscus"),
  "echeveria-succulent-assortment": P("Echeveria", "pot", C.deep, "echeveria"),
  "golden-barrel-cactus": P("Golden Barrel", "pot", C.terracotta, "cactus"),
  "alphonso-mango-grafted-plant": P("Mango", "pot", C.rust, "mango"),
  "thai-guava-taiwan-pink-plant": P("Guava", "pot", C.terracotta, "guava"),
  "areca-palm-dypsis-lutescens": P("Areca Palm", "pot", "#292524", "palm"),
  "snake-plant-laurentii": P("Snake Plant", "pot", C.navy, "snake"),
  "bougainvillea-dwarf-magenta": P("Bougainvillea", "pot", C.terracotta, "bougainvillea"),
  // vegetable seeds
  "haritha-f1-hybrid-tomato-lalima": P("Tomato Lalima", "packet", C.maroon, "tomato", "F1 HYBRID"),
  "haritha-f1-hybrid-chilli-teja-tez": P("Chilli Teja Tez", "packet", C.rust, "chilli", "F1 HYBRID"),
  "okra-bhindi-haritha-green-star": P("Okra Green Star", "packet", C.olive, "okra", "OPEN POLLINATED"),
  "bottle-gourd-lauki-long-green-f1": P("Bottle Gourd", "packet", C.leaf, "gourd", "F1 HYBRID"),
  "palak-spinach-all-green": P("Palak All Green", "packet", C.deep, "spinach", "OPEN POLLINATED"),
  "cauliflower-snowball-early": P("Cauliflower", "packet", C.teal, "cauliflower", "OPEN POLLINATED"),
  "brinjal-purple-long-f1": P("Brinjal Long", "packet", C.plum, "brinjal", "F1 HYBRID"),
  "coriander-dhaniya-aroma-plus": P("Coriander", "packet", C.amber, "coriander", "OPEN POLLINATED"),
  "cucumber-green-long-f1": P("Cucumber", "packet", C.navy, "cucumber", "F1 HYBRID"),
  // flower seeds
  "petunia-grandiflora-mixed-imported": P("Petunia", "packet", C.plum, "petunia", "IMPORTED"),
  "marigold-african-orange-giant": P("Marigold", "packet", C.rust, "marigold", "FLOWER SEEDS"),
  "zinnia-dahlia-flowered-mix": P("Zinnia", "packet", C.maroon, "zinnia", "FLOWER SEEDS"),
  "pansy-swiss-giants-imported": P("Pansy", "packet", "#5b21b6", "pansy", "IMPORTED"),
  "sunflower-dwarf-teddy-bear": P("Sunflower", "packet", C.amber, "sunflower", "FLOWER SEEDS"),
  "cosmos-sensation-mix": P("Cosmos", "packet", "#be185d", "cosmos", "FLOWER SEEDS"),
  "dianthus-telstar-mix-imported": P("Dianthus", "packet", C.teal, "dianthus", "IMPORTED"),
  "gerbera-mixed-colours": P("Gerbera", "packet", C.deep, "gerbera", "FLOWER SEEDS"),
  // garden care and landscaping (colour is the name plate's)
  "drip-irrigation-kit-for-100-plants": P("Drip Kit", "tool", C.navy, "drip"),
  "micro-sprinkler-set-10-heads": P("Micro Sprinklers", "tool", C.teal, "sprinkler"),
  "cocopeat-block-5-kg": P("Cocopeat Block", "tool", C.brown, "cocopeat"),
  "garden-tool-set-3-pieces": P("Tool Set", "tool", C.deep, "toolset"),
  "pruning-secateurs-8-inch": P("Secateurs", "tool", C.maroon, "secateurs"),
  "hdpe-grow-bags-24-24-inch-pack-of-5": P("Grow Bags", "tool", C.leaf, "growbag"),
  "shade-net-50-green-3-10-m": P("Shade Net 50%", "tool", C.olive, "shadenet"),
  "landscaping-pebbles-white-5-kg": P("White Pebbles", "tool", C.stone, "pebbles"),
};

/** Background tints per kind: a soft disc behind the pack. */
const backdrop = (c) =>
  `<rect width='400' height='400' fill='#f7faf5'/><circle cx='200' cy='196' r='150' fill='${light(c, 0.88)}'/><ellipse cx='200' cy='348' rx='118' ry='13' fill='#1c1917' opacity='.12'/>`;

function productSvg({ label, kind, colour, motif, tg }) {
  return svg(400, 400, backdrop(colour) + kinds[kind](colour, label, motif, tg));
}

// ---------------------------------------------------------------------------------- categories
const categoryArt = {
  fertilizers: ["Fertilizers", productArt["bhoomi-gold-vermicompost"]],
  pesticides: ["Pesticides", productArt["neemgard-neem-oil-1500-ppm"]],
  "growth-promoters": ["Growth Promoters", productArt["seavita-seaweed-extract-liquid"]],
  "tea-product": ["Special Tea Products", productArt["chai-bagan-special-npk-mixture-10-5-20"]],
  plants: ["Nursery Plants", productArt["grafted-hibiscus-double-orange"]],
  "vegetable-seeds": ["Vegetable Seeds", productArt["haritha-f1-hybrid-tomato-lalima"]],
  "flower-seeds": ["Flower Seeds", productArt["marigold-african-orange-giant"]],
  "garden-care": ["Garden Care", productArt["micro-sprinkler-set-10-heads"]],
};
function categorySvg([name, art]) {
  return svg(
    400,
    200,
    `<rect width='400' height='200' fill='${C.deep}'/><circle cx='320' cy='100' r='92' fill='${C.leaf}'/>${leaf(-10, 190, 120, -40, "#166534")}` +
      `${g("translate(236 14) scale(.43)", kinds[art.kind](art.colour, art.label, art.motif, art.tg))}` +
      `${fitLabel(name, 118, 100, 200, 26, "#fff")}<rect x='72' y='140' width='92' height='5' rx='2' fill='${C.turmeric}'/>`,
  );
}

// ---------------------------------------------------------------------------------- banners
// 1200 × 500, white text sits on the left: the left stays dark and calm, the picture is on the right.
const bannerBase = (bg, glow) =>
  `<defs><linearGradient id='b' x2='1'><stop offset='.45' stop-color='${bg}'/><stop offset='1' stop-color='${glow}'/></linearGradient></defs>` +
  `<rect width='1200' height='500' fill='url(#b)'/>${leaf(30, 470, 300, -32, "#ffffff", " opacity='.05'")}`;
const hill = (d, fill) => `<path d='${d}' fill='${fill}'/>`;
const sun = (x, y, rr) =>
  `<circle cx='${x}' cy='${y}' r='${rr + 26}' fill='${C.turmeric}' opacity='.18'/><circle cx='${x}' cy='${y}' r='${rr}' fill='${C.turmeric}'/>`;
const at = (x, y, s, body) => g(`translate(${x} ${y}) scale(${s})`, body);
const pack = (slug) => {
  const a = productArt[slug];
  return kinds[a.kind](a.colour, a.label, a.motif, a.tg);
};
const tree = (x, y, s, c = "#166534") =>
  `<rect x='${x - 5 * s}' y='${y - 40 * s}' width='${10 * s}' height='${40 * s}' fill='#78350f'/><circle cx='${x}' cy='${y - 62 * s}' r='${34 * s}' fill='${c}'/><circle cx='${x - 22 * s}' cy='${y - 46 * s}' r='${22 * s}' fill='${c}'/><circle cx='${x + 22 * s}' cy='${y - 46 * s}' r='${22 * s}' fill='${c}'/>`;

const banners = {
  "one-stop": () =>
    bannerBase(C.deep, "#1f6b3a") +
    sun(1060, 110, 54) +
    hill("M0 500V462Q500 440 760 380T1200 330V500z", "#166534") +
    hill("M0 500V484Q600 452 1200 420V500z", "#14532d") +
    `<path d='M720 470q120-40 240-40M760 490q140-40 280-44M680 452q120-36 240-34' stroke='#22c55e' stroke-width='5' stroke-dasharray='14 10' fill='none' opacity='.7'/>` +
    at(690, 206, 0.62, pack("bhoomi-gold-vermicompost")) +
    at(830, 196, 0.6, pack("neemgard-neem-oil-1500-ppm")) +
    at(950, 214, 0.56, pack("haritha-f1-hybrid-tomato-lalima")) +
    at(1040, 190, 0.58, pack("grafted-hibiscus-double-orange")),
  landscaping: () =>
    bannerBase("#0f3d22", "#166534") +
    hill("M0 500V440Q500 420 760 350T1200 318V500z", "#15803d") +
    `<path d='M860 500 930 330h50l70 170z' fill='#d6d3d1'/><path d='M880 450h160M900 400h120M918 360h86' stroke='#a8a29e' stroke-width='4'/>` +
    tree(700, 340, 1.6, "#166534") +
    tree(1130, 336, 1.8, "#14532d") +
    tree(790, 330, 1.1, "#15803d") +
    `${[640, 690, 740, 800].map((x) => `<ellipse cx='${x}' cy='352' rx='34' ry='22' fill='#166534'/>`).join("")}` +
    `<rect x='1060' y='380' width='90' height='10' rx='3' fill='#a16207'/><rect x='1064' y='390' width='8' height='26' fill='#78350f'/><rect x='1138' y='390' width='8' height='26' fill='#78350f'/><rect x='1060' y='356' width='90' height='8' rx='3' fill='#a16207'/>` +
    `<path d='M1000 420Q960 360 920 420M1000 420Q1040 360 1080 420' stroke='#7dd3fc' stroke-width='4' stroke-dasharray='2 10' stroke-linecap='round' fill='none'/><rect x='996' y='420' width='8' height='20' fill='#1c1917'/>` +
    `${[0, 1, 2, 3, 4, 5].map((i) => flower(640 + i * 36, 420 + (i % 2) * 14, 12, 5, i % 2 ? C.turmeric : "#fb7185", "#fef3c7", 4, 0.8)).join("")}` +
    sun(1120, 90, 40),
  nursery: () =>
    bannerBase(C.deep, "#1d6b3b") +
    defs({
      a: at(0, 0, 0.4, pack("aglaonema-lipstick-red-aglaonema")),
      b: at(0, 0, 0.4, pack("snake-plant-laurentii")),
      c: at(0, 0, 0.4, pack("grafted-hibiscus-double-orange")),
      d: at(0, 0, 0.4, pack("golden-barrel-cactus")),
    }) +
    `<path d='M640 160 900 80l260 80v260H640z' fill='#166534'/><path d='M640 160 900 80l260 80' stroke='#bbf7d0' stroke-width='6' fill='none'/>` +
    `<path d='M640 160 900 80l260 80v24L900 104 640 184z' fill='#bbf7d0' opacity='.25'/><path d='M700 150v270M780 126v294M860 102v318M940 102v318M1020 126v294M1100 150v270' stroke='#14532d' stroke-width='6'/>` +
    hill("M0 500V474Q600 446 1200 420V500z", "#3f2d1b") +
    ["a", "b", "c", "d", "a"].map((id, i) => use(id, 640 + i * 100, 250)).join("") +
    ["c", "d", "b", "a", "c"].map((id, i) => use(id, 690 + i * 100, 330)).join(""),
  "vegetable-seeds": () =>
    bannerBase("#2d4a10", "#4d7c0f") +
    sun(1090, 96, 46) +
    hill("M0 500V476Q600 420 1200 372V500z", "#5b3a1e") +
    `${[0, 1, 2].map((k) => `<path d='M${620 + k * 30} ${420 + k * 28}H1200' stroke='#3f2a15' stroke-width='14'/>`).join("")}` +
    at(930, 196, 0.62, pack("haritha-f1-hybrid-chilli-teja-tez")) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const x = 680 + i * 66;
        return `<path d='M${x} 400V300' stroke='#166534' stroke-width='5'/>${leaf(x, 380, 40, -150, "#16a34a")}${leaf(x, 350, 40, -30, "#15803d")}${leaf(x, 320, 34, -140, "#22c55e")}<circle cx='${x + 10}' cy='330' r='12' fill='#dc2626'/><circle cx='${x - 12}' cy='360' r='10' fill='${i % 2 ? "#f97316" : "#ef4444"}'/>`;
      })
      .join(""),
  "flower-seeds": () =>
    bannerBase("#5b1038", "#9d174d") +
    `<path d='M700 150Q900 40 1120 100' stroke='#fff' stroke-opacity='.5' stroke-width='3' stroke-dasharray='4 10' fill='none'/>` +
    `<path d='M1120 100l-40-8 6-8 44 4 20-22h10l-10 26 22 6 6-10h8l-4 16 2 16h-8l-6-10-24 4 8 26h-10l-22-24z' fill='#fff' opacity='.85'/>` +
    at(1000, 236, 0.5, pack("petunia-grandiflora-mixed-imported")) +
    at(880, 250, 0.46, pack("pansy-swiss-giants-imported")) +
    hill("M0 500V470Q600 400 1200 380V500z", "#14532d") +
    hill("M0 500V486Q600 444 1200 430V500z", "#166534") +
    Array.from({ length: 14 }, (_, i) => {
      const x = 640 + ((i * 83) % 560);
      const y = 400 + ((i * 37) % 80);
      const set = [
        ["#f97316", "#c2410c"],
        ["#facc15", "#78350f"],
        ["#f472b6", "#facc15"],
        ["#a855f7", "#3b0764"],
        ["#fb7185", "#fff"],
      ][i % 5];
      return `<path d='M${x} ${y + 40}V${y}' stroke='#15803d' stroke-width='4'/>${flower(x, y, 22 + (i % 3) * 6, 8 + (i % 3) * 2, set[0], set[1], 7, 0.6)}`;
    }).join(""),
};

// ---------------------------------------------------------------------------------- blog
// 800 × 450 scenes, one per post (by url title); no text, the card shows the title.
const sky = (top, bottom) =>
  `<defs><linearGradient id='s' y2='1' x2='0'><stop offset='0' stop-color='${top}'/><stop offset='1' stop-color='${bottom}'/></linearGradient></defs><rect width='800' height='450' fill='url(#s)'/>`;
const ground = (fill, y = 330) => `<path d='M0 ${y}Q400 ${y - 40} 800 ${y}V450H0z' fill='${fill}'/>`;
const cloud = (x, y, s, f = "#fff") =>
  `<g transform='translate(${x} ${y}) scale(${s})' fill='${f}'><circle cx='0' cy='0' r='30'/><circle cx='36' cy='-12' r='38'/><circle cx='76' cy='2' r='28'/><rect x='-10' y='0' width='96' height='30' rx='15'/></g>`;
const bush = (x, y, w, f) => `<ellipse cx='${x}' cy='${y}' rx='${w}' ry='${w * 0.45}' fill='${f}'/>`;
const scenePot = (x, y, s, plant) =>
  at(
    x,
    y,
    s,
    `${plants[plant]()}<rect x='120' y='252' width='160' height='22' rx='5' fill='#8a3c1d'/><path d='M128 274h144l-16 74H144z' fill='${C.terracotta}'/>`,
  );

const blogArt = {
  "vermicompost-in-kitchen-gardens": () =>
    sky("#fef3c7", "#fde68a") +
    sun(680, 90, 44) +
    ground("#78350f", 300) +
    `<rect x='120' y='170' width='200' height='170' rx='10' fill='#166534'/><rect x='110' y='156' width='220' height='26' rx='8' fill='#14532d'/><path d='M140 220h160M140 260h160M140 300h160' stroke='#15803d' stroke-width='6'/>` +
    `<path d='M380 370q30-20 60 0t60 0M420 400q30-20 60 0t60 0' stroke='#f9a8d4' stroke-width='10' fill='none' stroke-linecap='round'/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `${leaf(560 + i * 60, 320, 60, -130, "#16a34a")}${leaf(560 + i * 60, 320, 60, -50, "#15803d")}`,
      )
      .join(""),
  "blister-blight-in-tea-monsoon-plan": () =>
    sky("#94a3b8", "#cbd5e1") +
    cloud(120, 80, 1.6, "#64748b") +
    cloud(470, 60, 1.3, "#475569") +
    `<path d='M150 150l-20 60M230 150l-20 60M520 140l-20 60M600 140l-20 60M680 150l-20 60' stroke='#e0f2fe' stroke-width='3' stroke-dasharray='12 10'/>` +
    hill("M0 450V260Q200 180 420 250T800 230V450z", "#166534") +
    [0, 1, 2, 3]
      .map((k) =>
        Array.from({ length: 9 }, (_, i) =>
          bush(i * 100 + (k % 2) * 50, 290 + k * 44, 46, k % 2 ? "#15803d" : "#14532d"),
        ).join(""),
      )
      .join(""),
  "raising-tomato-seedlings-in-trays": () =>
    sky("#ecfccb", "#d9f99d") +
    `<path d='M80 300h640l-40 90H120z' fill='#1c1917'/><path d='M80 300h640v16H80z' fill='#292524'/>` +
    Array.from({ length: 8 }, (_, i) => {
      const x = 150 + i * 72;
      return `<rect x='${x - 26}' y='312' width='52' height='40' rx='4' fill='#44403c'/><path d='M${x} 316v-60' stroke='#15803d' stroke-width='5'/>${leaf(x, 270, 44, -150, "#16a34a")}${leaf(x, 262, 44, -30, "#22c55e")}${leaf(x, 290, 30, -160, "#15803d")}`;
    }).join(""),
  "neem-oil-spray-the-right-way": () =>
    sky("#fde68a", "#fbbf24") +
    `<rect x='300' y='150' width='150' height='220' rx='24' fill='#166534'/><rect x='336' y='110' width='78' height='50' rx='8' fill='#1c1917'/><path d='M414 126h90l30 16' stroke='#1c1917' stroke-width='14' stroke-linecap='round' fill='none'/>` +
    `<path d='M550 140q60-20 120-60M550 150q70 0 140-20M550 160q60 20 120 30' stroke='#fff' stroke-width='5' stroke-dasharray='3 12' stroke-linecap='round' fill='none'/>` +
    `<rect x='322' y='220' width='106' height='80' rx='10' fill='#fff'/>${leaf(340, 280, 70, -35, "#166534")}` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => leaf(120, 420, 160 - i * 8, -100 + i * 12, i % 2 ? "#15803d" : "#166534"))
      .join(""),
  "succulents-that-survive-indian-summers": () =>
    sky("#fed7aa", "#fdba74") +
    sun(640, 110, 70) +
    ground("#c2410c", 360) +
    scenePot(90, 140, 0.75, "cactus") +
    scenePot(290, 170, 0.65, "echeveria") +
    scenePot(450, 150, 0.7, "snake"),
  "drip-irrigation-for-terrace-gardens": () =>
    sky("#e0f2fe", "#bae6fd") +
    `<rect x='0' y='330' width='800' height='120' fill='#a8a29e'/><rect x='0' y='320' width='800' height='14' fill='#78716c'/>` +
    `<path d='M0 250H800' stroke='#1c1917' stroke-width='8'/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `${scenePot(20 + i * 160, 150, 0.55, ["hibiscus", "aglaonema", "bougainvillea", "guava", "snake"][i])}<path d='M${130 + i * 160} 250v30' stroke='#1c1917' stroke-width='4'/><circle cx='${130 + i * 160}' cy='290' r='5' fill='#38bdf8'/>`,
      )
      .join("") +
    cloud(560, 70, 1, "#fff"),
  "choosing-f1-or-open-pollinated-seed": () =>
    sky("#fef9c3", "#fde68a") +
    `<path d='M0 390H800V450H0z' fill='#d97706' opacity='.35'/>` +
    at(43, -20, 1.15, kinds.packet(C.maroon, "F1 Hybrid", "tomato", "F1 HYBRID")) +
    at(297, -20, 1.15, kinds.packet(C.olive, "Open Pollinated", "okra", "SAVE SEED")) +
    text(400, 232, 40, C.stone, "or") +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<ellipse cx='${240 + (i % 4) * 22}' cy='${420 + (i > 3 ? 12 : 0)}' rx='7' ry='5' fill='#a16207'/><ellipse cx='${494 + (i % 4) * 22}' cy='${420 + (i > 3 ? 12 : 0)}' rx='6' ry='6' fill='#3f6212'/>`,
      )
      .join(""),
  "soil-testing-before-the-rabi-season": () =>
    sky("#e0f2fe", "#fef3c7") +
    hill("M0 450V300Q400 250 800 300V450z", "#a16207") +
    `${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d='M${i * 130 - 40} 450 ${i * 110 + 40} 300' stroke='#854d0e' stroke-width='6'/>`).join("")}` +
    `<path d='M460 210h120l10 160H450z' fill='#f5f5f4'/><path d='M460 210h120v20H460z' fill='#d6d3d1'/><rect x='474' y='260' width='92' height='50' rx='6' fill='#166534'/>` +
    `${["#dc2626", "#16a34a", "#2563eb"].map((c, i) => `<rect x='${620 + i * 40}' y='230' width='24' height='110' rx='12' fill='#fff'/><rect x='${620 + i * 40}' y='290' width='24' height='50' rx='12' fill='${c}'/>`).join("")}` +
    `<rect x='140' y='240' width='12' height='150' fill='#78350f'/><path d='M120 380h52v40a26 26 0 0 1-52 0z' fill='#64748b'/>`,
  "marigold-for-festival-markets": () =>
    sky("#7c2d12", "#c2410c") +
    `<path d='M40 60Q400 220 760 60' stroke='#fbbf24' stroke-width='3' fill='none'/>` +
    Array.from({ length: 16 }, (_, i) => {
      const t = i / 15;
      const x = 40 + t * 720;
      const y = 60 + 4 * t * (1 - t) * 120;
      return flower(x, y, 18, 10, i % 2 ? "#f97316" : "#facc15", "#c2410c", 7, 0.7);
    }).join("") +
    Array.from({ length: 7 }, (_, i) =>
      flower(110 + i * 100, 340 + (i % 2) * 30, 48, 14, i % 3 ? "#f97316" : "#fbbf24", "#c2410c", 22, 0.7),
    ).join(""),
  "paddy-nursery-before-the-monsoon": () =>
    sky("#bfdbfe", "#e0f2fe") +
    cloud(520, 60, 1.2, "#fff") +
    `<rect x='0' y='260' width='800' height='190' fill='#0e7490'/><path d='M0 300H800M0 380H800' stroke='#7dd3fc' stroke-width='2' opacity='.5'/>` +
    [0, 1, 2]
      .map(
        (k) =>
          `<rect x='${40 + k * 250}' y='270' width='220' height='170' fill='#65a30d'/>${Array.from({ length: 10 }, (_, i) => `<path d='M${56 + k * 250 + i * 20} 430v-140' stroke='#a3e635' stroke-width='4' stroke-dasharray='16 8'/>`).join("")}`,
      )
      .join("") +
    hill("M0 262Q200 200 420 240T800 230V262z", "#4d7c0f") +
    tree(700, 250, 1.2, "#166534") +
    tree(90, 252, 0.9, "#15803d"),
  "tea-nursery-care-in-the-dry-season": () =>
    sky("#dcfce7", "#bbf7d0") +
    defs({
      t: `<rect x='-14' y='0' width='28' height='40' rx='4' fill='#1c1917'/>${leaf(0, 0, 34, -130, "#16a34a")}${leaf(0, 0, 34, -50, "#15803d")}${leaf(0, -6, 20, -90, "#4ade80")}`,
    }) +
    `<rect x='0' y='60' width='800' height='40' fill='#14532d' opacity='.75'/><path d='M60 100v260M300 100v260M540 100v260M760 100v260' stroke='#78350f' stroke-width='10'/>` +
    `<rect x='0' y='330' width='800' height='120' fill='#a16207'/>` +
    [0, 1]
      .map((k) => Array.from({ length: 12 }, (_, i) => use("t", 40 + i * 64 + k * 30, 300 + k * 60)).join(""))
      .join(""),
  "chilli-in-grow-bags-on-the-roof": () =>
    sky("#e0f2fe", "#fef3c7") +
    sun(700, 80, 40) +
    `<rect x='0' y='340' width='800' height='110' fill='#a8a29e'/>` +
    [0, 1, 2]
      .map((i) => {
        const x = 100 + i * 240;
        return (
          `<path d='M${x} 340v-150' stroke='#166534' stroke-width='6'/>${[0, 1, 2, 3].map((k) => leaf(x, 320 - k * 34, 50, k % 2 ? -30 : -150, "#16a34a")).join("")}<path d='M${x + 30} 250q6 30-8 50M${x - 24} 290q-4 30 10 46M${x + 20} 300q8 26-6 44' stroke='${i === 1 ? "#16a34a" : "#dc2626"}' stroke-width='9' stroke-linecap='round' fill='none'/>` +
          `<path d='M${x - 80} 330h160l-10 100H${x - 70}z' fill='#f5f5f4' stroke='#d6d3d1' stroke-width='3'/><rect x='${x - 80}' y='326' width='160' height='14' fill='#1c1917'/>`
        );
      })
      .join(""),
};

// ---------------------------------------------------------------------------------- the rest
const logoMark = `<rect width='64' height='64' rx='16' fill='${C.leaf}'/><path d='M16 48C18 28 32 16 50 14 50 34 38 48 16 48z' fill='${C.mint}'/><path d='M16 48C26 38 34 30 42 22' stroke='${C.leaf}' stroke-width='3.5' stroke-linecap='round' fill='none'/><circle cx='47' cy='47' r='7' fill='${C.turmeric}'/>`;

const others = {
  "logo.svg": () => svg(64, 64, logoMark),
  "logo-full.svg": () =>
    svg(
      300,
      64,
      `${logoMark}<text x='76' y='30' font-size='24' font-weight='800' fill='${C.deep}'>${esc(SHOP_NAME[0])}</text><text x='77' y='52' font-size='16' font-weight='600' fill='${C.turmericDark}'>${esc(SHOP_NAME[1])}</text>`,
    ),
  "empty-cart.svg": () =>
    svg(
      240,
      180,
      `<ellipse cx='120' cy='162' rx='92' ry='10' fill='#e7e5e4'/><path d='M34 40h24l18 84h96l16-60H66' fill='none' stroke='${C.leaf}' stroke-width='8' stroke-linecap='round' stroke-linejoin='round'/>` +
        `<circle cx='90' cy='146' r='10' fill='${C.leaf}'/><circle cx='158' cy='146' r='10' fill='${C.leaf}'/>${leaf(104, 104, 44, -50, "#86efac")}${leaf(104, 104, 34, -110, C.mint)}<circle cx='190' cy='40' r='14' fill='${C.turmeric}'/><path d='M184 40h12' stroke='#fff' stroke-width='4' stroke-linecap='round'/>`,
    ),
};

const payments = {
  visa: ["Visa", "#1e3a8a", "#fff", " font-style='italic'"],
  mastercard: ["Mastercard", "#292524", "#fbbf24", ""],
  rupay: ["RuPay", "#fff", "#14532d", ""],
  upi: ["UPI", "#fff", "#9a3412", ""],
};
const paymentSvg = ([label, bg, fg, more]) =>
  svg(
    96,
    60,
    `<rect x='1' y='1' width='94' height='58' rx='8' fill='${bg}' stroke='#d6d3d1'/><rect x='10' y='10' width='16' height='12' rx='3' fill='#d4a017'/>` +
      text(48, 44, Math.min(20, Math.floor(80 / (label.length * 0.66))), fg, label, more),
  );

// ---------------------------------------------------------------------------------- output
/** Every file: path under public/images → SVG text. */
export function renderAll() {
  const files = new Map();
  for (const [slug, art] of Object.entries(productArt)) files.set(`products/${slug}.svg`, productSvg(art));
  files.set(
    "products/placeholder.svg",
    svg(
      400,
      400,
      `${backdrop(C.leaf)}${leaf(120, 290, 170, -45, "#86efac")}${leaf(150, 300, 120, -80, C.mint)}`,
    ),
  );
  for (const [key, art] of Object.entries(categoryArt)) files.set(`categories/${key}.svg`, categorySvg(art));
  for (const [name, draw] of Object.entries(banners))
    files.set(`banners/${name}.svg`, svg(1200, 500, draw()));
  for (const [slug, draw] of Object.entries(blogArt)) files.set(`blog/${slug}.svg`, svg(800, 450, draw()));
  for (const [name, draw] of Object.entries(others)) files.set(name, draw());
  for (const [name, spec] of Object.entries(payments)) files.set(`payments/${name}.svg`, paymentSvg(spec));
  const kit = { svg, leaf, flower, pictures, plants, emblems, light, dark };
  for (const [rel, body] of cropArtFiles(kit)) files.set(rel, body);
  return files;
}

function main() {
  const check = process.argv.includes("--check");
  const files = renderAll();
  const problems = [];
  for (const [rel, body] of files) {
    const file = path.join(OUT, rel);
    if (check) {
      if (!existsSync(file)) problems.push(`missing ${rel}`);
      else if (readFileSync(file, "utf8") !== body) problems.push(`out of date ${rel}`);
    } else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
  }
  // Pictures left over from renamed products or posts.
  for (const dir of ["products", "categories", "banners", "blog", "payments", "crops"]) {
    for (const name of existsSync(path.join(OUT, dir)) ? readdirSync(path.join(OUT, dir)) : []) {
      if (name.endsWith(".svg") && !files.has(`${dir}/${name}`))
        problems.push(`not drawn by this script: ${dir}/${name}`);
    }
  }
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  const largest = [...files].sort((a, b) => b[1].length - a[1].length)[0];
  console.log(
    `${check ? "checked" : "wrote"} ${files.size} pictures under public/images (largest ${largest[0]}, ${largest[1].length} bytes)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
