import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatRupees } from "../lib/money";
import { screenshot } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  baseUrl,
  hydrated,
  logIn,
  newCustomer,
  sharedBrowser,
  signUp,
  submitLogin,
  visit,
} from "./helpers/journey";
import { callShop, placeOrder, sessionIn } from "./helpers/shop-api";

const browser = sharedBrowser();
const kiran = newCustomer("Kiran Pradhan", "bulk-buyer-77");

/**
 * Buys one pack of each product through the same API calls the checkout page makes, paying in
 * the sandbox (or leaving the order unpaid).
 */
async function buyOnce(page: Page, productIds = [2], pay = true) {
  const session = await sessionIn(page);
  const packs = [];
  for (const id of productIds) {
    const product = await callShop<{ prices: { product_price_id: number }[] }>("/api/products/details/v1/", {
      product_id: id,
    });
    packs.push({ product_id: id, product_price_id: product.data.prices[0].product_price_id });
  }
  await callShop(
    "/api/saved-address/add/v1",
    {
      fullname: "Kiran Pradhan",
      email: "kiran@example.com",
      phone: "9876500000",
      street1: "Tea Estate Road",
      city: "Kalimpong",
      state: "West Bengal",
      pincode: "734301",
    },
    session,
  );
  return placeOrder(session, packs, pay);
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("after buying", () => {
  it("tracks the order, lists the transaction, and rotates promo descriptions in the header", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signUp(page, kiran);
    await expect.poll(() => page.getByLabel("Offers").textContent()).toContain("KRISHI10");
    const paid = await buyOnce(page);
    await page.goto(`${baseUrl}/track-order`);
    const order = page.locator("article", { hasText: `Order #${paid.orderId}` });
    await order.waitFor();
    expect(await order.locator('[aria-current="step"]').textContent()).toContain("Paid");
    expect(await order.textContent()).toContain("NeemShakti Neem Cake Powder");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/profile?tab=orders`);
    await page.getByRole("cell", { name: "NeemShakti Neem Cake Powder" }).waitFor();
    // Statuses in words, never the API's codes.
    const row = await page.locator("tbody tr").first().textContent();
    expect(row).toContain("Paid");
    expect(row).not.toContain("PAID");
    expect(await page.getByTestId("rows-range").textContent()).toBe("1–1 of 1");
    await page.goto(`${baseUrl}/profile?tab=transactions`);
    await page.getByRole("cell", { name: "Credit" }).waitFor();
    await context.close();
  });
});

describe("My Order", () => {
  it("is a card per order on a 360 px phone (number, date, status and total in view, each product with its own picture), and a table on a desktop", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signUp(page, newCustomer("Anjali Rai", "two-products-9"));
    const paid = await buyOnce(page, [2, 3]);
    const unpaid = await buyOnce(page, [3], false);
    const session = await sessionIn(page);
    await visit(page, "/order");
    const card = page.getByRole("article", { name: `Order #${paid.orderId}` });
    await card.waitFor();
    // The order's status and total, in words and rupees, inside the phone's width.
    const status = card.getByTestId("order-card-status");
    const total = card.getByTestId("order-card-total");
    expect(await status.textContent()).toBe("Paid");
    const details = await callShop<{ total: string }>(
      "/api/order/details/v1/",
      { order_id: paid.orderId },
      session,
    );
    expect(await total.textContent()).toBe(formatRupees(Math.round(Number(details.data.total) * 100)));
    for (const shown of [status, total, card.getByRole("link", { name: `Order #${paid.orderId}` })]) {
      const box = await shown.boundingBox();
      expect(box, (await shown.textContent()) ?? "").not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await card.textContent()).toMatch(/\d{4}/);
    // Both products, each with its own picture.
    const pictures = await card
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).not.toBe(pictures[1]);
    expect(
      await page
        .getByRole("article", { name: `Order #${unpaid.orderId}` })
        .getByTestId("order-card-status")
        .textContent(),
    ).toBe("Awaiting payment");
    expect(await page.getByRole("main").innerText()).not.toMatch(/PAID|PENDING_PAYMENT/);
    // Nothing scrolls sideways: not the page, and no table hides in a box of its own.
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await page.getByRole("table").isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "my-orders-360");
    await visit(page, "/profile?tab=transactions");
    const payment = page.getByTestId("transaction-card-status").first();
    expect(await payment.textContent()).toBe("Credit");
    const box = await payment.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "transactions-360");
    await visit(page, "/profile?tab=orders");
    await page.getByRole("article", { name: `Order #${paid.orderId}` }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // On a desktop the table, with every column; no cards.
    await page.setViewportSize(DESKTOP);
    await visit(page, "/order");
    const rows = page.locator("tbody tr", { hasText: "Paid" });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.locator("tbody tr", { hasText: "Awaiting payment" }).count()).toBe(1);
    expect(await page.getByRole("article", { name: `Order #${paid.orderId}` }).isVisible()).toBe(false);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "my-orders-1280");
    await visit(page, "/profile?tab=transactions");
    await page.getByRole("cell", { name: "Credit" }).first().waitFor();
    await screenshot(page, "transactions-1280");
    await visit(page, `/track-order`);
    const tracked = page.locator("article", { hasText: `Order #${unpaid.orderId}` });
    expect(await tracked.textContent()).toContain("Status: Awaiting payment");
    await context.close();
  });
});

describe("bulk order enquiry", () => {
  it("starts from a product's Place Bulk Order, checks the first row, adds and removes rows, and sends", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await logIn(page, kiran.email, kiran.password);
    await visit(page, "/product-info/1");
    await page.getByRole("link", { name: "Place Bulk Order" }).click();
    await page.waitForURL(/\/bulk-order\/1$/);
    await hydrated(page);
    const first = page.getByRole("group", { name: "Item 1" });
    expect(await first.getByLabel("Product").inputValue()).toBe("1");
    expect(await first.getByLabel("Unit").locator("option:checked").textContent()).toBe("1 kg");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await page.getByText("Quantity is required for the first item.").waitFor();
    await first.getByLabel("Quantity").fill("-3");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await page.getByText("Quantity must be a positive number.").waitFor();
    await first.getByLabel("Quantity").fill("200");
    await page.getByRole("button", { name: "Add More Products" }).click();
    const second = page.getByRole("group", { name: "Item 2" });
    await second.getByLabel("Product").selectOption({ label: "Chai Bagan Special NPK Mixture 10:5:20" });
    expect(await second.getByLabel("Unit").locator("option:checked").textContent()).toBe("5 kg");
    await second.getByLabel("Quantity").fill("40");
    await page.getByRole("button", { name: "Add More Products" }).click();
    await page.getByRole("group", { name: "Item 3" }).getByRole("button", { name: "Remove" }).click();
    expect(await page.getByRole("group", { name: "Item 3" }).count()).toBe(0);
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await page.getByRole("status").getByText("bulk order enquiry has been received").first().waitFor();
    await context.close();
  });

  it("sends a guest from the menu's Bulk Order to login, then to the form with no product chosen", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/bulk-order`);
    expect(page.url()).toBe(`${baseUrl}/login?redirectTo=%2Fbulk-order`);
    await visit(page, "/login/bulkorder");
    await submitLogin(page, kiran.email, kiran.password);
    await page.waitForURL(`${baseUrl}/bulk-order`);
    await page.getByRole("heading", { level: 1, name: "Bulk Order" }).waitFor();
    await hydrated(page);
    const first = page.getByRole("group", { name: "Item 1" });
    expect(await first.getByLabel("Product").inputValue()).toBe("");
    expect(await first.getByLabel("Unit").inputValue()).toBe("");
    await context.close();
  });

  it("brings a guest's Place Bulk Order back to the form with that product after login", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await visit(page, "/product-info/1");
    await page.getByRole("link", { name: "Place Bulk Order" }).click();
    await page.waitForURL(`${baseUrl}/login?redirectTo=%2Fbulk-order%2F1`);
    await hydrated(page);
    await submitLogin(page, kiran.email, kiran.password);
    await page.waitForURL(`${baseUrl}/bulk-order/1`);
    await hydrated(page);
    expect(await page.getByRole("group", { name: "Item 1" }).getByLabel("Product").inputValue()).toBe("1");
    await context.close();
  });
});
