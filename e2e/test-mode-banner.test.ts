import { describe, expect, it } from "vitest";
import { seriousViolations } from "./helpers/axe";
import { openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, sharedBrowser } from "./helpers/journey";
import { withoutCatalogue } from "./helpers/markup";
import { seededDataDir } from "./helpers/own-shop";
import { freePort, runServer, waitUntilHealthy } from "./helpers/server-process";

const browser = sharedBrowser();
const BANNER = "Test mode: no money is taken.";

// The sandbox is the default provider: nobody may mistake such a shop for a real one
// (docs/decisions/0009-pglite-safety.md).
// Each test starts one or more servers of its own on a fresh PGlite folder (migrations and seed
// included): on a busy shared machine that alone can take most of a minute.
describe("test mode (PAYMENT_PROVIDER sandbox)", { timeout: 180_000 }, () => {
  it("says so on every page, in the server's HTML, readable and accessible on a phone", async () => {
    for (const path of ["/", "/products/fertilizers", "/login", "/no-such-page"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(BANNER);
    }
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const banner = page.getByRole("note").filter({ hasText: BANNER });
    expect(await banner.isVisible()).toBe(true);
    // Above the header, and still there after a client-side navigation.
    const [bannerBox, headerBox] = [
      await banner.boundingBox(),
      await page.locator("header").first().boundingBox(),
    ];
    expect(bannerBox!.y).toBeLessThan(headerBox!.y);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    expect(await banner.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is written in the start-up log, and a shop on Razorpay shows no banner", async () => {
    const sandbox = runServer({
      PORT: String(await freePort()),
      DATA_DIR: await seededDataDir(),
      SEED_DEMO: "false",
    });
    const razorpay = runServer({
      PORT: String(await freePort()),
      DATA_DIR: await seededDataDir(),
      SEED_DEMO: "false",
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_test_banner",
      RAZORPAY_KEY_SECRET: "secret_123456",
      RAZORPAY_WEBHOOK_SECRET: "whsec_7654321",
    });
    try {
      await Promise.all([waitUntilHealthy(sandbox), waitUntilHealthy(razorpay)]);
      await expect.poll(() => sandbox.output()).toContain("Test mode: no money is taken");
      expect(razorpay.output()).not.toContain("Test mode");
      const html = await (await fetch(`${razorpay.baseUrl}/`)).text();
      expect(html).toContain("</html>");
      expect(withoutCatalogue(html)).not.toContain(BANNER);
    } finally {
      await Promise.all([sandbox.stop(), razorpay.stop()]);
    }
  });

  it("refuses to start on an https PUBLIC_URL unless PAYMENT_PROVIDER=sandbox is said", async () => {
    const refused = runServer({
      PORT: String(await freePort()),
      DATA_DIR: await seededDataDir(),
      PUBLIC_URL: "https://shop.example.in",
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim()).toBe(
      "Configuration error: PUBLIC_URL is an https address but PAYMENT_PROVIDER is not set: set PAYMENT_PROVIDER=razorpay to take real payments, or PAYMENT_PROVIDER=sandbox to run in test mode on purpose.",
    );
    const explicit = runServer({
      PORT: String(await freePort()),
      DATA_DIR: await seededDataDir(),
      SEED_DEMO: "false",
      PUBLIC_URL: "https://shop.example.in",
      PAYMENT_PROVIDER: "sandbox",
    });
    await waitUntilHealthy(explicit);
    expect(await (await fetch(`${explicit.baseUrl}/`)).text()).toContain(BANNER);
    expect(await explicit.stop()).toBe(0);
  });
});
