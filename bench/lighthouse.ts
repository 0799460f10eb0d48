// Lighthouse (mobile, default throttling) on the built server: performance, accessibility,
// LCP, CLS and TBT for the home, a category and a product page, in English and in Hindi
// (Accept-Language: hi), RUNS times each (3 by default; the service worker registers as it
// would for a reader); then accessibility of the back office's product list and product form,
// signed in as a manager.
// Usage: npm run build && node --import tsx bench/lighthouse.ts  (BENCH_PORT: another port; RUNS; LANGS=en,hi)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../e2e/helpers/browser";
import { createStaff } from "../e2e/helpers/own-shop";
import { root, startShop } from "./lib";

const port = Number(process.env.BENCH_PORT ?? 3903);
// A manager made by the command line before the server holds the folder, as an operator would.
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-bench-")), "data");
const manager = { email: "bench-manager@haritha.example", password: "bench-manager-42" };
createStaff(
  { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL },
  { ...manager, name: "Bench Manager", role: "manager" },
);
const shop = await startShop(port, { DATA_DIR: dataDir });
const out = mkdtempSync(path.join(os.tmpdir(), "lh-"));
const pages = ["/", "/products/fertilizers", "/product-info/1"];
const runs = Number(process.env.RUNS ?? 3);
const langs = (process.env.LANGS ?? "en,hi").split(",").filter(Boolean);

/**
 * Runs Lighthouse on a page of the shop; its JSON report. A run Lighthouse itself gives up on
 * ("Something went wrong with recording the trace", NO_NAVSTART) is run again, twice at most.
 */
function lighthouse(p: string, file: string, categories: string, headers?: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(p, file, categories, headers);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${p}: Lighthouse failed (${(error as Error).message.split("\n")[0]}); again`);
    }
  }
}

function lighthouseOnce(p: string, file: string, categories: string, headers?: Record<string, string>) {
  execFileSync(
    path.join(root, "node_modules", ".bin", "lighthouse"),
    [
      `http://127.0.0.1:${port}${p}`,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      `--only-categories=${categories}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "inherit"] },
  );
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Whether the page answers in `lang` for a reader who asks for it (as Lighthouse's runs did). */
async function htmlLangIs(p: string, lang: string) {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { "accept-language": lang } });
  return (await res.text()).includes(`<html lang="${lang === "hi" ? "hi" : "en-IN"}"`);
}

try {
  console.log(
    "Lighthouse, mobile, default throttling (targets: performance ≥ 98, accessibility ≥ 98, LCP ≤ 1.8 s, CLS ≤ 0.02)",
  );
  // Each page answers in the language asked (checked first: a Lighthouse run blocks this
  // process, and a fetch right after one could reuse a connection the server has since closed).
  for (const lang of langs)
    for (const p of pages) if (!(await htmlLangIs(p, lang))) throw new Error(`${p} is not in ${lang}`);
  for (const lang of langs)
    for (const [i, p] of pages.entries()) {
      const seen: string[] = [];
      for (let run = 0; run < runs; run++) {
        const r = lighthouse(
          p,
          path.join(out, `report-${lang}-${i}-${run}.json`),
          "performance,accessibility,seo,best-practices",
          lang === "en" ? undefined : { "Accept-Language": lang },
        );
        const score = (k: string) => Math.round(r.categories[k].score * 100);
        const audit = (k: string) => r.audits[k].displayValue;
        seen.push(String(score("performance")));
        console.log(
          `${lang} ${p.padEnd(24)} run ${run + 1}: performance ${score("performance")}  accessibility ${score("accessibility")}  seo ${score("seo")}  best-practices ${score("best-practices")}  LCP ${audit("largest-contentful-paint")}  CLS ${audit("cumulative-layout-shift")}  TBT ${audit("total-blocking-time")}`,
        );
      }
      console.log(`${lang} ${p.padEnd(24)} performance over ${runs} runs: ${seen.join(", ")}`);
    }
  const signIn = () =>
    fetch(`http://127.0.0.1:${port}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(manager),
    });
  // A connection kept alive from before the runs was closed by the server while Lighthouse
  // blocked this process: the first try on it fails ("fetch failed"), the second opens anew.
  const login = await signIn().catch(signIn);
  const cookie = /staff_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`the bench manager could not sign in: ${login.status}`);
  console.log("Back office, signed in as a manager (target: accessibility ≥ 95)");
  for (const [i, p] of ["/admin/products", "/admin/products/1", "/admin/products/new"].entries()) {
    const r = lighthouse(p, path.join(out, `admin-${i}.json`), "accessibility", { Cookie: cookie });
    const failed = Object.values(r.audits as Record<string, { score: number | null; id: string }>)
      .filter((a) => a.score === 0)
      .map((a) => a.id);
    console.log(
      `${p.padEnd(24)} accessibility ${Math.round(r.categories.accessibility.score * 100)}${failed.length ? `  failing: ${failed.join(", ")}` : ""}`,
    );
  }
} finally {
  shop.kill("SIGTERM");
}
