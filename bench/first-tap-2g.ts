// How long after the navigation a tap on "Add to cart" on a category page works (the request
// goes out and the line is in the cart), on a 2G phone (bench/phone-2g.ts). A signed-in customer
// taps the first card's button every 200 ms from the moment it is on screen; printed: the first
// paint, the first tap that worked (its request's start) and when the cart held the line, per run.
// Usage: npm run build && npm run bench:2g-tap   (RUNS=3, BENCH_PORT=3905)
import { CHROMIUM_PATH, launchBrowser } from "../e2e/helpers/browser";
import { startShop } from "./lib";
import { customerSession, PROFILE_2G, phoneOn2g, tapUntilAdded } from "./phone-2g";

const port = Number(process.env.BENCH_PORT ?? 3905);
const runs = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const shop = await startShop(port);
const browser = await launchBrowser(CHROMIUM_PATH);

async function once(n: number) {
  const session = await customerSession(base, n);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: "sid", value: session.session_key, domain: "127.0.0.1", path: "/" }]);
  const page = await phoneOn2g(context);
  const r = await tapUntilAdded(page, base, `${base}/products/fertilizers`, session);
  await context.close();
  return r;
}

try {
  console.log(`${PROFILE_2G}: category page, signed in, tapping Add to cart`);
  for (let i = 0; i < runs; i++) {
    const r = await once(i);
    console.log(
      `run ${i + 1}: first paint ${r.fcp} ms · first working tap sent at ${r.firstPost} ms · in the cart by ${r.added} ms`,
    );
  }
} finally {
  await browser.close();
  shop.kill();
}
