import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  addToCart,
  type Buyer,
  newBuyer,
  paymentResponse,
  placeOrder,
  post,
  sandboxPayment,
} from "./helpers/buyers";
import { hydrated, sharedBrowser, submitLogin } from "./helpers/journey";
import { staffWithoutScripts } from "./helpers/no-script-staff";

/**
 * Where each regulated product may be sold (docs/decisions/0050-where-each-may-be-sold.md): the
 * product page's pincode check and the checkout tell a customer in a state the licences do not
 * cover, with scripts and without; the owner downloads the register of regulated goods sold.
 */
const browser = sharedBrowser();
const owner = {
  email: "anita@haritha.example",
  name: "Anita Das",
  role: "owner",
  password: "anita-keeps-the-register-4",
} as const;
const work = staffWithoutScripts(browser, owner);
const shots = process.env.SCREENSHOTS_DIR;
const NEEM = "Neemgard Neem Oil 1500 ppm";
const NOT_TN = `${NEEM} cannot be delivered to Tamil Nadu: the shop's insecticide licence does not cover Tamil Nadu.`;
const NOT_TN_HI = `${NEEM} की डिलीवरी तमिलनाडु में नहीं हो सकती: दुकान का कीटनाशक लाइसेंस तमिलनाडु के लिए नहीं है।`;

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** The demo's neem oil and its first pack in stock. */
async function neem() {
  const list = await post<{ id: number; product_name: string }[]>(work.base, "/api/products/lists/v1/", {
    categorykey: "pesticides",
  });
  const found = list.data.find((p) => p.product_name === NEEM);
  if (!found) throw new Error("the demo's neem oil is not listed");
  const detail = await post<{ prices: { product_price_id: number; in_stock: string }[] }>(
    work.base,
    "/api/products/details/v1/",
    { product_id: found.id },
  );
  const pack = detail.data.prices.find((p) => p.in_stock === "INSTOCK");
  if (!pack) throw new Error("no pack of the demo's neem oil is in stock");
  return { product_id: found.id, product_price_id: pack.product_price_id };
}

/** A buyer (West Bengal, covered) with neem oil in the cart and a second address in Chennai, made the default. */
async function buyerBoundForChennai(name: string) {
  const buyer = await newBuyer(work.base, name);
  await addToCart(buyer, await neem());
  const saved = await post(work.base, "/api/saved-address/add/v1", {
    ...buyer.auth,
    fullname: `Buyer ${name}`,
    email: buyer.email,
    phone: "9876501234",
    street1: "4 Mount Road",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600002",
  });
  expect(saved.status, saved.message).toBe(1);
  const list = await post<{ id: number; state: string }[]>(
    work.base,
    "/api/saved-address/lists/v1",
    buyer.auth,
  );
  const chennai = list.data.find((a) => a.state === "Tamil Nadu")?.id;
  await post(work.base, "/api/saved-address/setprimary/v1", { ...buyer.auth, address_id: chennai });
  return buyer;
}

async function signedIn(
  buyer: Buyer,
  javaScript: boolean,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const signing = await openPage(browser, viewport);
  work.open.push(signing);
  await signing.page.goto(`${work.base}/login`);
  await hydrated(signing.page);
  await submitLogin(signing.page, buyer.email, "buyer-pass-2024");
  await signing.page.waitForURL((u) => !u.pathname.startsWith("/login"));
  if (javaScript) return signing.page;
  const bare = await openPage(browser, viewport, { javaScript: false });
  work.open.push(bare);
  await bare.context.addCookies(await signing.context.cookies());
  return bare.page;
}

describe("a customer in a state the licences do not cover", () => {
  it("reads it at the product page's pincode check, in English and Hindi", async () => {
    const { product_id } = await neem();
    for (const [viewport, lang, sentence] of [
      [PHONE, "en", NOT_TN],
      [DESKTOP, "hi", NOT_TN_HI],
    ] as const) {
      const watched = await openPage(browser, viewport);
      work.open.push(watched);
      const page = watched.page;
      await page.goto(`${work.base}/product-info/${product_id}?lang=${lang}`);
      await hydrated(page);
      const check = page.locator("#delivery-pincode");
      await check.fill("600002");
      await check.press("Enter");
      await page.locator("#delivery-check-result").getByText(sentence).waitFor();
      await shoot(page, `pincode-check-${lang}-${viewport.width}`);
      // A covered pincode: the usual answer.
      await check.fill("734001");
      await check.press("Enter");
      await expect
        .poll(() => page.locator("#delivery-check-result").textContent())
        .not.toContain(lang === "en" ? "cannot be delivered" : "नहीं हो सकती");
    }
  });

  it("is told at the checkout before placing the order, with scripts: choosing a covered address clears it", async () => {
    const buyer = await buyerBoundForChennai("meena");
    const page = await signedIn(buyer, true);
    await page.goto(`${work.base}/checkout`);
    await hydrated(page);
    const refusal = page.locator("#order-refused");
    await refusal.getByText(NOT_TN).waitFor();
    expect(await page.getByRole("button", { name: "Place Order" }).isDisabled()).toBe(true);
    await shoot(page, "checkout-refused-1280");
    await page.getByRole("radio", { name: /Siliguri/ }).check();
    await refusal.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: /Chennai/ }).check();
    await refusal.getByText(NOT_TN).waitFor();
  });

  it("is told at the checkout without scripts, and pressing Place Order places nothing", async () => {
    const buyer = await buyerBoundForChennai("ravi");
    const page = await signedIn(buyer, false, PHONE);
    await page.goto(`${work.base}/checkout`);
    await page.locator("#order-refused").getByText(NOT_TN).waitFor();
    await shoot(page, "checkout-refused-no-js-360");
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Place Order" }).click()]);
    await page.getByText(NOT_TN).first().waitFor();
    const orders = await post<unknown[]>(work.base, "/api/order/lists/v1/", buyer.auth);
    expect(orders.data ?? []).toHaveLength(0);
  });
});

describe("the owner's sales register", () => {
  it("lists a paid neem oil order and downloads it as CSV, without scripts", async () => {
    const buyer = await newBuyer(work.base, "suresh");
    await addToCart(buyer, await neem());
    const placed = await placeOrder(buyer);
    expect(placed.status, placed.message).toBe(1);
    const paid = await paymentResponse(buyer, await sandboxPayment(work.base, placed.data.id));
    expect(paid.status, paid.message).toBe(1);

    const page = await work.pageWithoutScripts();
    const today = indiaDay(new Date());
    await page.goto(`${work.base}/admin/sales-register`);
    const rows = page.getByRole("table", { name: "Regulated goods sold" });
    await rows.getByText(NEEM).first().waitFor();
    await page
      .getByRole("table", { name: /per state and kind/ })
      .getByText("West Bengal")
      .waitFor();
    await shoot(page, "sales-register-1280");
    // The period's form is a plain GET: today alone.
    await page.getByLabel("From (day)").fill(today);
    await page.getByLabel("To (day)").fill(today);
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole("button", { name: "Show", exact: true }).click(),
    ]);
    await rows.getByText(NEEM).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${today} to ${today} (CSV)` }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, "utf8");
    const [header, first] = csv.trim().split("\r\n");
    expect(header).toContain("date,document,number,product,pack,kind,registration_no,batches,quantity");
    expect(first).toContain(`,${NEEM},`);
    expect(first).toContain(",insecticide,");
    expect(first).toContain("Buyer suresh");
  });

  it("reads well on a phone", async () => {
    const watched = await openPage(browser, PHONE);
    work.open.push(watched);
    await staffSignIn(watched.page, owner.email, owner.password, /\/admin$/, work.base);
    await watched.page.goto(`${work.base}/admin/sales-register`);
    await shoot(watched.page, "sales-register-360");
    expect(
      await watched.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
