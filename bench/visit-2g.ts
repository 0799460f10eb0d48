// The home page on a 2G phone (bench/phone-2g.ts), first visit and repeat visit: how long until
// a tap on Add to cart works. The first visit comes with nothing kept; the service worker
// (docs/decisions/0051-offline.md) installs behind it. The repeat visit, in the same browser
// profile a minute later, opens from what it kept. Targets (issue "Field-ready"): usable in
// ≤ 5 s on the first visit, ≤ 2 s on a repeat visit.
// Usage: npm run build && npm run bench:2g   (RUNS=3, BENCH_PORT=3906)
import { CHROMIUM_PATH, launchBrowser } from "../e2e/helpers/browser";
import { startShop } from "./lib";
import { customerSession, PROFILE_2G, phoneOn2g, tapUntilAdded } from "./phone-2g";

const port = Number(process.env.BENCH_PORT ?? 3906);
const runs = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const shop = await startShop(port);
const browser = await launchBrowser(CHROMIUM_PATH);

async function once(n: number) {
  const session = await customerSession(base, n);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: "sid", value: session.session_key, domain: "127.0.0.1", path: "/" }]);
  const first = await phoneOn2g(context);
  const cold = await tapUntilAdded(first, base, `${base}/`, session);
  // The worker installs after the first page is in; give it the time a reader spends there.
  await first
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 })
    .catch(() => first.reload());
  await first.close();
  const again = await phoneOn2g(context);
  const warm = await tapUntilAdded(again, base, `${base}/`, session);
  await context.close();
  return { cold, warm };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  console.log(`${PROFILE_2G}: home page, signed in, tapping Add to cart until it works`);
  for (let i = 0; i < runs; i++) {
    const { cold, warm } = await once(i);
    console.log(
      `run ${i + 1}: first visit: paint ${seconds(cold.fcp)}, working tap ${seconds(cold.firstPost)}, in the cart ${seconds(cold.added)} · repeat visit: paint ${seconds(warm.fcp)}, working tap ${seconds(warm.firstPost)}, in the cart ${seconds(warm.added)}`,
    );
  }
} finally {
  await browser.close();
  shop.kill();
}
