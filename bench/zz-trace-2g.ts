// TEMPORARY: where the repeat visit's time goes.
import { CHROMIUM_PATH, launchBrowser } from "../e2e/helpers/browser";
import { startShop } from "./lib";
import { customerSession, phoneOn2g, tapUntilAdded } from "./phone-2g";

const port = 3907;
const base = `http://127.0.0.1:${port}`;
const shop = await startShop(port);
const browser = await launchBrowser(CHROMIUM_PATH);
const observe = () => {
  (window as any).__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: "longtask", buffered: true });
};
try {
  for (let n = 0; n < 2; n++) {
    const session = await customerSession(base, n);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: "sid", value: session.session_key, domain: "127.0.0.1", path: "/" }]);
    await context.addInitScript(observe);
    const first = await phoneOn2g(context);
    const cold = await tapUntilAdded(first, base, `${base}/`, session);
    await first
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 })
      .catch(() => first.reload());
    await first.close();
    for (const mode of ["tap", "watch"]) {
      const again = await phoneOn2g(context);
      let r: any = {};
      if (mode === "tap") r = await tapUntilAdded(again, base, `${base}/`, session);
      else {
        await again.goto(`${base}/`, { waitUntil: "commit" });
        await again.waitForFunction(() => document.documentElement.dataset.scripts === "running", undefined, {
          timeout: 60000,
        });
        await new Promise((res) => setTimeout(res, 500));
      }
      const info = await again.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const res = performance
          .getEntriesByType("resource")
          .filter((e) => /\.js/.test(e.name))
          .map((e: any) => [
            e.name.split("/").pop(),
            Math.round(e.startTime),
            Math.round(e.responseEnd),
            e.transferSize,
            e.workerStart ? Math.round(e.workerStart) : 0,
          ]);
        return {
          nav: {
            workerStart: Math.round(nav.workerStart),
            fetchStart: Math.round(nav.fetchStart),
            responseStart: Math.round(nav.responseStart),
            responseEnd: Math.round(nav.responseEnd),
            domInteractive: Math.round(nav.domInteractive),
            dcl: Math.round(nav.domContentLoadedEventEnd),
            load: Math.round(nav.loadEventEnd),
          },
          fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
          long: (window as any).__long,
          res,
        };
      });
      console.log(mode, JSON.stringify({ cold, r }), JSON.stringify(info, null, 0));
      await again.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  shop.kill();
}
