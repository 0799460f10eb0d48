import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHES } from "../lib/offline";
import { apiAs } from "./helpers/api-as";
import { openPage, PHONE } from "./helpers/browser";
import { hydrated, newCustomer, sharedBrowser, submitLogin } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner } from "./helpers/staff-members";

/**
 * The storefront after a first visit, with the shop out of reach (docs/decisions/0051-offline.md):
 * the shop's server is stopped for real, so every request the phone makes fails as it would in a
 * field without signal. Each test has a shop of its own, since each ends by stopping it.
 */
const browser = sharedBrowser();
const shops: Awaited<ReturnType<typeof ownShop>>[] = [];
afterAll(async () => {
  for (const shop of shops) await shop.stop().catch(() => {});
});

async function startShop() {
  const shop = await ownShop([ashaOwner], { WEB_CONCURRENCY: "1" });
  shops.push(shop);
  return shop;
}

/** The page is run by the shop's worker (registered a second after load; it takes over at once). */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // The worker saves the storefront's scripts when it installs: wait until it has.
  await page.evaluate(() => navigator.serviceWorker.ready);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

describe("offline after the first visit", () => {
  let shop: Awaited<ReturnType<typeof ownShop>>;
  let productUrl: string;
  let productName: string;
  beforeAll(async () => {
    shop = await startShop();
    const { page } = await openPage(browser, PHONE, { serviceWorker: true });
    await visit(page, `${shop.baseUrl}/`);
    await workerInCharge(page);
    await page.close();
  }, 180_000);

  it("opens the pages seen before, says it is offline with the prices' time, and an offline page for the rest; a contact message written offline waits, listed, and is sent once when the network is back", async () => {
    const { page, problems } = await openPage(browser, PHONE, { serviceWorker: true });
    await visit(page, `${shop.baseUrl}/`);
    await workerInCharge(page);
    // Seen with the network: the home page, a category, a product, the crops.
    await visit(page, `${shop.baseUrl}/`);
    await visit(page, `${shop.baseUrl}/products/fertilizers`);
    const first = page.locator("main a[href^='/product-info/']").first();
    productUrl = new URL((await first.getAttribute("href")) ?? "", shop.baseUrl).href;
    await visit(page, productUrl);
    productName = (await page.locator("main h1").first().textContent())?.trim() ?? "";
    expect(productName).not.toBe("");
    await visit(page, `${shop.baseUrl}/crops`);
    await visit(page, `${shop.baseUrl}/contact-us`);
    await expect.poll(() => page.locator("#offline-note").isHidden()).toBe(true);
    // The build's route manifest is kept with its scripts: a repeat visit's first tap waits
    // for no round trip to learn where the cart's form goes.
    const keptManifest = () =>
      page.evaluate(async (cache) => {
        const keys = await (await caches.open(cache)).keys();
        return keys.some((r) => new URL(r.url).pathname === "/__manifest");
      }, CACHES.assets);
    await expect.poll(keptManifest).toBe(true);

    await shop.server.stop();

    // A product seen before: its page, marked offline with the time of its prices.
    await page.goto(productUrl);
    expect((await page.locator("main h1").first().textContent())?.trim()).toBe(productName);
    await page.locator("#offline-note").waitFor();
    expect(await page.locator("#offline-note").textContent()).toContain("You are offline; prices as of");
    // A link to a page seen before, followed with scripts (data the worker never kept): the page
    // loads whole from what was kept.
    await hydrated(page);
    await page.goto(`${shop.baseUrl}/products/fertilizers`);
    await page.locator("#offline-note").waitFor();
    await page.locator("main a[href^='/product-info/']").first().waitFor();
    // A page never seen: the offline page, with the pages that do open.
    await page.goto(`${shop.baseUrl}/blog`);
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    await page.getByRole("link", { name: productName }).waitFor();
    await page.getByRole("link", { name: productName }).click();
    expect((await page.locator("main h1").first().textContent())?.trim()).toBe(productName);

    // A contact message written offline, sent with scripts: it waits on the phone, listed.
    await visit(page, `${shop.baseUrl}/contact-us`);
    const write = async (email: string) => {
      await page.locator("#contact-first_name").fill("Nima");
      await page.locator("#contact-last_name").fill("Tamang");
      await page.locator("#contact-email").fill(email);
      await page.locator("#contact-message").fill(`Written in the field without signal (${email}).`);
    };
    await write("offline-one@example.com");
    await page.locator("form[action='/contact-us'] button[type=submit]").click();
    await page.getByRole("heading", { name: /Waiting to send \(1\)/ }).waitFor();
    expect(await page.locator("section[aria-labelledby=waiting-title]").innerText()).toContain(
      "Contact message",
    );
    // The same form posted as a page without scripts posts it: the worker's "saved" page.
    await write("offline-two@example.com");
    await page.evaluate(() =>
      (document.querySelector("form[action='/contact-us']") as HTMLFormElement).submit(),
    );
    await page.getByRole("heading", { name: "Saved on your phone" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("Contact message");

    // The network is back: the next page sends what waited, once each.
    await shop.restart();
    await visit(page, `${shop.baseUrl}/`);
    const { staffCookie, api } = apiAs(() => shop.baseUrl);
    const cookie = await staffCookie(ashaOwner);
    const received = async () =>
      (await api<{ rows: { email: string }[] }>("/api/admin/v1/messages/list", {}, { cookie })).data.rows
        .map((r) => r.email)
        .filter((e) => e.startsWith("offline-"))
        .sort();
    await expect
      .poll(received, { timeout: 30_000 })
      .toEqual(["offline-one@example.com", "offline-two@example.com"]);
    await visit(page, `${shop.baseUrl}/crops`);
    expect(await page.locator("section[aria-labelledby=waiting-title]").count()).toBe(0);
    expect(problems.filter((p) => !p.includes("Failed to load resource"))).toEqual([]);
  }, 240_000);
});

describe("whose pages the worker keeps", () => {
  it("keeps a signed-in customer's cart for them, forgets it when they sign out, and writes the offline page in Hindi for a Hindi reader", async () => {
    const shop = await startShop();
    const { signUpByApi } = apiAs(() => shop.baseUrl);
    const customer = newCustomer("Offline Farmer", "Fields-Without-Signal-7");
    await signUpByApi(customer);
    const { page } = await openPage(browser, PHONE, { serviceWorker: true });
    await visit(page, `${shop.baseUrl}/login`);
    await workerInCharge(page);
    await submitLogin(page, customer.email ?? customer.phone, customer.password);
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    await visit(page, `${shop.baseUrl}/cart`);
    const cartWhenSignedIn = await page.locator("main").innerText();
    const keptForAccount = () =>
      page.evaluate(async () =>
        (await (await caches.open("shop-personal-v1")).keys()).map((r) => new URL(r.url).pathname),
      );
    expect(await keptForAccount()).toContain("/cart");
    // Signing out (the header's form, posted as a page would without scripts): the login page
    // that follows comes as a guest's, and what was kept for the account goes.
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/logout";
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL((u) => u.pathname === "/login");
    await expect.poll(keptForAccount).not.toContain("/cart");
    await shop.server.stop();
    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    expect(await page.locator("body").innerText()).not.toContain(cartWhenSignedIn.slice(0, 40));
  }, 180_000);
});

describe("the owner's switch", () => {
  it("turning offline use off (the settings page, without scripts) removes the worker and what it kept from a phone at its next visit", async () => {
    const shop = await startShop();
    const { page } = await openPage(browser, PHONE, { serviceWorker: true });
    await visit(page, `${shop.baseUrl}/`);
    await workerInCharge(page);
    await visit(page, `${shop.baseUrl}/products/fertilizers`);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    // The owner, on a laptop whose page's scripts never arrived.
    const { staffCookie } = apiAs(() => shop.baseUrl);
    const [name, value] = (await staffCookie(ashaOwner)).split("=");
    const owner = await openPage(browser, PHONE, { javaScript: false });
    await owner.context.addCookies([{ name, value, url: shop.baseUrl }]);
    await owner.page.goto(`${shop.baseUrl}/admin/settings`);
    await owner.page.getByRole("button", { name: "Turn offline use off on every phone" }).click();
    await owner.page
      .getByText("Offline use is off: every phone removes the shop's service worker")
      .first()
      .waitFor();

    await visit(page, `${shop.baseUrl}/products/fertilizers`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 30_000,
      })
      .toBe(0);
    // Emptied at once, and once more a few seconds later (a write begun before the switch).
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 10_000 })
      .toBe(0);
    // The worker served now is the one that removes itself.
    expect(await (await fetch(`${shop.baseUrl}/sw.js`)).text()).toContain("unregister");

    // On again: phones take the shop's worker at their next visit.
    await owner.page.getByRole("button", { name: "Turn offline use on" }).click();
    await owner.page.getByText("Offline use is on").first().waitFor();
    await visit(page, `${shop.baseUrl}/`);
    await workerInCharge(page);
  }, 180_000);
});
