import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, logIn, newCustomer, sharedBrowser, signUp, visit } from "./helpers/journey";
import { callShop, placeOrder, type Session, sessionIn } from "./helpers/shop-api";

const browser = sharedBrowser();
const serverLog = inject("serverLog");
const sunita = newCustomer("Sunita Lepcha", "tea-garden-31");

/** Sunita's saved address and one paid order of the product's first pack. */
async function paidOrder(session: Session, productId: number) {
  const product = await callShop<{ prices: { product_price_id: number }[] }>("/api/products/details/v1/", {
    product_id: productId,
  });
  const saved = await callShop<unknown[]>("/api/saved-address/lists/v1", {}, session);
  if (saved.data.length === 0) {
    await callShop(
      "/api/saved-address/add/v1",
      {
        fullname: "Sunita Lepcha",
        email: "sunita@example.com",
        phone: "9876500111",
        street1: "Lower Bazaar",
        city: "Kurseong",
        state: "West Bengal",
        pincode: "734203",
      },
      session,
    );
  }
  return placeOrder(
    session,
    [{ product_id: productId, product_price_id: product.data.prices[0].product_price_id }],
    true,
  );
}

/** The emails the server wrote to its log (no SMTP_URL in these journeys) for one address. */
async function emailsTo(address: string, count: number): Promise<string[]> {
  let subjects: string[] = [];
  for (let i = 0; i < 60 && subjects.length < count; i++) {
    subjects = readFileSync(serverLog, "utf8")
      .split("\n")
      .filter((line) => line.includes(`"emailTo":"${address}"`))
      .map((line) => JSON.parse(line).subject as string);
    if (subjects.length < count) await new Promise((r) => setTimeout(r, 250));
  }
  return subjects;
}

describe("the customer's order page", () => {
  it("is reached from Track Order, shows the order and its timeline, and cancels a paid order with a refund", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signUp(page, sunita);
    const session = await sessionIn(page);
    const { orderId } = await paidOrder(session, 2);
    await visit(page, "/track-order");
    const card = page.locator("article", { hasText: `Order #${orderId}` });
    expect(await card.locator('[aria-current="step"]').textContent()).toContain("Paid");
    await card.getByRole("link", { name: `View order Order #${orderId}` }).click();
    await page.waitForURL(`${baseUrl}/order/${orderId}`);
    await hydrated(page);
    await page.getByRole("heading", { name: `Order #${orderId}`, level: 1 }).waitFor();
    const items = page.getByRole("region", { name: "Items" });
    expect(await items.textContent()).toContain("NeemShakti Neem Cake Powder");
    expect(await items.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(
      true,
    );
    expect(await page.getByRole("region", { name: "Delivery address" }).textContent()).toContain("Kurseong");
    expect(await page.getByRole("region", { name: "Payments and refunds" }).textContent()).toContain(
      "Credit",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Cancel order" }).click();
    const ask = page.getByRole("dialog");
    await ask.getByRole("button", { name: "Keep the order" }).click();
    expect(await page.getByText("Status: Paid").count()).toBe(1);
    await page.getByRole("button", { name: "Cancel order" }).click();
    await ask.getByRole("button", { name: "Yes, cancel the order" }).click();
    await page
      .getByRole("status")
      .getByText("Your order has been cancelled. The refund is on its way.")
      .waitFor();
    await page.getByText("Status: Cancelled").waitFor();
    const timeline = page.getByRole("list", { name: `Order #${orderId} progress` });
    expect(await timeline.locator("li").allTextContents()).toEqual([
      expect.stringContaining("Placed"),
      expect.stringContaining("Paid"),
      expect.stringContaining("Cancelled"),
      expect.stringContaining("Refunded"),
    ]);
    expect(await page.getByRole("region", { name: "Payments and refunds" }).textContent()).toContain(
      "Refunded on",
    );
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    // The confirmation, then the cancellation and the refund, each by email.
    const subjects = await emailsTo(sunita.email, 4);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Order #${orderId} confirmed`),
        expect.stringContaining(`Order #${orderId} cancelled`),
        expect.stringContaining(`for order #${orderId}`),
      ]),
    );
    // My Order links each row to its order page.
    await visit(page, "/order");
    await page
      .getByRole("link", { name: `Order #${orderId}` })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/order/${orderId}`);
    await context.close();
  });

  it("is the not-found page for another customer, and asks a guest to log in", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await logIn(page, sunita.email, sunita.password);
    const { orderId } = await paidOrder(await sessionIn(page), 3);
    await visit(page, `/order/${orderId}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const other = await openPage(browser, PHONE);
    await signUp(other.page, newCustomer("Dawa Sherpa", "momo-kitchen-5"));
    for (const path of [`/order/${orderId}`, "/order/999999999", "/order/abc"]) {
      const res = await other.page.goto(`${baseUrl}${path}`);
      expect(res?.status(), path).toBe(404);
      expect(await other.page.textContent("body")).not.toContain("Lower Bazaar");
    }
    await other.context.close();

    const guest = await openPage(browser, PHONE);
    await guest.page.goto(`${baseUrl}/order/${orderId}`);
    await guest.page.waitForURL(/\/login/);
    await guest.context.close();
  });
});
