// Lighthouse (mobile, default throttling) on the built server: performance, accessibility,
// LCP and CLS for the home, a category and a product page.
// Usage: npm run build && node --import tsx bench/lighthouse.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../e2e/helpers/browser";
import { root, startShop } from "./lib";

const port = 3903;
const shop = await startShop(port);
const out = mkdtempSync(path.join(os.tmpdir(), "lh-"));
const pages = ["/", "/products/fertilizers", "/product-info/1"];
try {
  console.log(
    "Lighthouse, mobile, default throttling (targets: performance ≥ 95, accessibility ≥ 95, CLS ≤ 0.02)",
  );
  for (const [i, p] of pages.entries()) {
    const file = path.join(out, `report-${i}.json`);
    execFileSync(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [
        `http://127.0.0.1:${port}${p}`,
        "--quiet",
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance,accessibility,seo,best-practices",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "inherit"] },
    );
    const r = JSON.parse(readFileSync(file, "utf8"));
    const score = (k: string) => Math.round(r.categories[k].score * 100);
    const audit = (k: string) => r.audits[k].displayValue;
    console.log(
      `${p.padEnd(24)} performance ${score("performance")}  accessibility ${score("accessibility")}  seo ${score("seo")}  best-practices ${score("best-practices")}  LCP ${audit("largest-contentful-paint")}  CLS ${audit("cumulative-layout-shift")}  TBT ${audit("total-blocking-time")}`,
    );
  }
} finally {
  shop.kill("SIGTERM");
}
