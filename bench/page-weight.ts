// JavaScript each page loads (gzip bytes on the wire) and its layout shift, in Chromium at
// phone size. Usage: npm run build && node --import tsx bench/page-weight.ts
import { CHROMIUM_PATH, launchBrowser, PHONE } from "../e2e/helpers/browser";
import { startShop } from "./lib";

// BENCH_PORT: another port when 3902 is taken (several checkouts measuring on one machine).
const port = Number(process.env.BENCH_PORT ?? 3902);
const shop = await startShop(port);
const browser = await launchBrowser(CHROMIUM_PATH);
const pages = ["/", "/products/fertilizers", "/product-info/1"];
try {
  console.log(
    "JavaScript loaded by each page (budget 120 KB gzipped) and cumulative layout shift (budget 0.02):",
  );
  for (const path of pages) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    let jsBytes = 0;
    // Body bytes as sent (gzip), without the HTTP headers: total received minus the header part.
    const headerBytes = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") headerBytes.set(e.requestId, e.response.encodedDataLength);
    });
    cdp.on("Network.loadingFinished", (e) => {
      const headers = headerBytes.get(e.requestId);
      if (headers !== undefined) jsBytes += e.encodedDataLength - headers;
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(800);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(
      `${path.padEnd(24)} ${String((jsBytes / 1024).toFixed(1)).padStart(6)} KB JS over ${headerBytes.size} files   CLS ${cls.toFixed(3)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  shop.kill("SIGTERM");
}
