// Draws the demo shop's own pictures (no files from elsewhere): `node --import tsx scripts/generate-art.ts`.
// Deterministic: the same data always gives the same SVG files under public/images/.
import { mkdirSync, writeFileSync } from "node:fs";
import { posts } from "../server/db/seed/data/blog";
import { categories } from "../server/db/seed/data/categories";
import { products } from "../server/db/seed/data/products";

const out = (dir: string) => {
  mkdirSync(`public/images/${dir}`, { recursive: true });
  return (name: string, svg: string) =>
    writeFileSync(`public/images/${dir}/${name}.svg`, svg.replace(/\n\s*/g, ""));
};
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const FONT = "font-family='system-ui,sans-serif'";

/** Splits a label into at most two lines of ~12 characters. */
function lines(label: string): string[] {
  const words = label.split(" ");
  const a: string[] = [];
  let cur = "";
  for (const w of words) {
    if (`${cur} ${w}`.trim().length > 12 && cur) {
      a.push(cur);
      cur = w;
    } else cur = `${cur} ${w}`.trim();
  }
  a.push(cur);
  return a.slice(0, 2);
}
function text(label: string, x: number, y: number, baseSize: number, fill: string) {
  const size = lines(label).some((l) => l.length > 10) ? baseSize - 2 : baseSize;
  return lines(label)
    .map(
      (l, i) =>
        `<text x='${x}' y='${y + i * size * 1.15}' font-size='${size}' font-weight='700' fill='${fill}' text-anchor='middle' ${FONT}>${esc(l)}</text>`,
    )
    .join("");
}
const leaf = (x: number, y: number, s: number, c: string) =>
  `<path d='M${x} ${y}c${12 * s} ${-22 * s} ${34 * s} ${-26 * s} ${44 * s} ${-26 * s}c0 ${14 * s} ${-10 * s} ${36 * s} ${-44 * s} ${26 * s}z' fill='${c}'/>`;

const shapes: Record<string, (color: string, label: string) => string> = {
  sack: (c, l) =>
    `<path d='M120 110q80-30 160 0l20 220q-100 30-200 0z' fill='${c}'/><path d='M120 110q80-30 160 0l-6 22q-74-24-148 0z' fill='#00000033'/>${leaf(170, 200, 1.2, "#bbf7d0")}<rect x='130' y='236' width='140' height='56' rx='8' fill='#fff'/>${text(l, 200, 260, 17, c)}`,
  bottle: (c, l) =>
    `<rect x='176' y='70' width='48' height='34' rx='6' fill='#1c1917'/><path d='M160 104h80v30q30 10 30 40v170a16 16 0 0 1-16 16H146a16 16 0 0 1-16-16V174q0-30 30-40z' fill='${c}'/><rect x='142' y='200' width='116' height='86' rx='8' fill='#fff'/>${text(l, 200, 236, 17, c)}`,
  pouch: (c, l) =>
    `<path d='M130 90h140l14 250H116z' fill='${c}'/><rect x='130' y='90' width='140' height='18' fill='#00000033'/>${leaf(162, 190, 1.4, "#d9f99d")}${leaf(238, 190, -1.4, "#bef264")}<rect x='134' y='240' width='132' height='60' rx='8' fill='#fff'/>${text(l, 200, 265, 17, c)}`,
  pot: (c, l) =>
    `${leaf(200, 200, 1.8, c)}${leaf(200, 200, -1.8, "#22c55e")}${leaf(200, 170, 1.2, "#16a34a")}<rect x='196' y='150' width='8' height='90' fill='#15803d'/><path d='M130 236h140l-18 110H148z' fill='#c2410c'/><rect x='124' y='230' width='152' height='20' rx='4' fill='#9a3412'/><rect x='140' y='352' width='120' height='0' />${text(l, 200, 300, 16, "#fff")}`,
  packet: (c, l) =>
    `<rect x='120' y='80' width='160' height='250' rx='10' fill='${c}'/><circle cx='200' cy='160' r='48' fill='#fff'/>${leaf(178, 176, 1, c)}<circle cx='214' cy='150' r='10' fill='#f59e0b'/><rect x='132' y='228' width='136' height='70' rx='8' fill='#fff'/>${text(l, 200, 256, 16, c)}`,
  tool: (c, l) =>
    `<rect x='188' y='70' width='24' height='150' rx='10' fill='#a16207'/><path d='M160 210h80l-10 80q-30 30-60 0z' fill='#94a3b8'/><rect x='110' y='300' width='180' height='52' rx='8' fill='${c}'/>${text(l, 200, 332, 17, "#fff")}`,
};

const productOut = out("products");
for (const p of products) {
  const { kind, label, color } = p.art;
  productOut(
    p.slug,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400' width='400' height='400'><rect width='400' height='400' fill='#f0fdf4'/><ellipse cx='200' cy='350' rx='120' ry='14' fill='#00000014'/>${shapes[kind](color, label)}</svg>`,
  );
}
productOut(
  "placeholder",
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400' width='400' height='400'><rect width='400' height='400' fill='#f0fdf4'/>${leaf(150, 230, 2.2, "#86efac")}</svg>`,
);

const catOut = out("categories");
for (const c of categories) {
  catOut(
    c.key,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 200' width='400' height='200'><rect width='400' height='200' fill='#14532d'/>${leaf(40, 170, 2, "#166534")}${leaf(330, 60, 1.5, "#15803d")}${text(c.name, 200, 110, 28, "#fff")}</svg>`,
  );
}

const palette = ["#14532d", "#166534", "#3f6212", "#0f766e", "#b45309"];
const blogOut = out("blog");
posts.forEach((post, i) => {
  const bg = palette[i % palette.length];
  blogOut(
    post.urlTitle,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 450' width='800' height='450'><rect width='800' height='450' fill='${bg}'/><circle cx='650' cy='90' r='50' fill='#f59e0b'/><path d='M0 340q200-80 400 0t400 0v110H0z' fill='#00000033'/><path d='M0 380q200-60 400 0t400 0v70H0z' fill='#00000033'/>${leaf(120, 330, 3, "#86efac")}${leaf(560, 360, 2.4, "#bbf7d0")}${text(post.title.split(/[:,]/)[0].slice(0, 24), 400, 200, 40, "#fff")}</svg>`,
  );
});

const banners = [
  ["one-stop", "#14532d", "#f59e0b"],
  ["landscaping", "#166534", "#84cc16"],
  ["nursery", "#15803d", "#fbbf24"],
  ["vegetable-seeds", "#3f6212", "#f97316"],
  ["flower-seeds", "#831843", "#f472b6"],
];
const bannerOut = out("banners");
banners.forEach(([name, bg, accent], i) => {
  const hills = `<path d='M0 380q300-140 600-40t600-20v180H0z' fill='#00000040'/><path d='M0 430q300-90 600 0t600 0v70H0z' fill='#00000040'/>`;
  const items = Array.from({ length: 6 }, (_, k) =>
    leaf(620 + k * 90, 420 - ((k * 37 + i * 11) % 120), 1.6 + (k % 3) * 0.4, k % 2 ? accent : "#bbf7d0"),
  ).join("");
  bannerOut(
    name,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 500' width='1200' height='500'><rect width='1200' height='500' fill='${bg}'/><circle cx='1040' cy='110' r='70' fill='${accent}' opacity='.9'/>${hills}${items}</svg>`,
  );
});

const root = out("");
root(
  "logo",
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64' width='64' height='64'><circle cx='32' cy='32' r='31' fill='#166534'/><path d='M18 44c4-16 16-26 30-28-2 14-12 28-30 28z' fill='#bbf7d0'/><path d='M18 44c8-8 14-14 22-20' stroke='#166534' stroke-width='3' fill='none'/><circle cx='46' cy='44' r='6' fill='#f59e0b'/></svg>`,
);
root(
  "empty-cart",
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 180' width='240' height='180'><ellipse cx='120' cy='160' rx='90' ry='10' fill='#e7e5e4'/><path d='M40 40h22l18 86h92l16-62H72' fill='none' stroke='#166534' stroke-width='8' stroke-linecap='round' stroke-linejoin='round'/><circle cx='92' cy='146' r='10' fill='#166534'/><circle cx='160' cy='146' r='10' fill='#166534'/>${leaf(110, 100, 0.9, "#86efac")}</svg>`,
);
const payOut = out("payments");
for (const [name, bg, fg] of [
  ["visa", "#1e3a8a", "#fff"],
  ["mastercard", "#1c1917", "#fbbf24"],
  ["rupay", "#fff", "#14532d"],
  ["upi", "#fff", "#9a3412"],
]) {
  const label = { visa: "Visa", mastercard: "Mastercard", rupay: "RuPay", upi: "UPI" }[name as "visa"];
  payOut(
    name,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 60' width='96' height='60'><rect x='1' y='1' width='94' height='58' rx='8' fill='${bg}' stroke='#d6d3d1'/><text x='48' y='36' font-size='${label.length > 6 ? 13 : 18}' font-weight='800' fill='${fg}' text-anchor='middle' ${FONT}>${label}</text></svg>`,
  );
}
console.log(
  `art written: ${products.length} products, ${categories.length} categories, ${posts.length} posts`,
);
