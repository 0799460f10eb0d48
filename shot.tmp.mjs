import { chromium } from "playwright-core";

const [, , url, name, width = "360", js = "1", parts = "1"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({
  viewport: { width: Number(width), height: 800 },
  javaScriptEnabled: js === "1",
});
const p = await ctx.newPage();
await p.goto(url, { waitUntil: "load" });
await p.waitForTimeout(800);
const h = await p.evaluate(() => document.documentElement.scrollHeight);
const n = Number(parts);
const seg = Math.ceil(h / n);
for (let i = 0; i < n; i++)
  await p.screenshot({
    path: `/tmp/${name}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y: i * seg, width: Number(width), height: Math.min(seg, h - i * seg) },
  });
const sw = await p.evaluate(() => document.documentElement.scrollWidth);
console.log(name, "scrollWidth", sw, "height", h);
await b.close();
