import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "./helpers/browser";
import {
  baseUrl,
  type Customer,
  hydrated,
  newCustomer,
  sharedBrowser,
  submitSignUp,
} from "./helpers/journey";

/**
 * The cart with JavaScript off (a phone on a slow link before the page's scripts arrive):
 * every button is a plain POST to the cart page's action, answered with a whole page.
 */
const browser = sharedBrowser();

/** Every address the page visits, to check no password ever lands in one. */
function addressesOf(page: Page) {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** Signs up through the /signup form, which works without scripts, and lands on home. */
async function signUpWithoutScripts(page: Page, customer: Customer) {
  await page.goto(`${baseUrl}/signup`);
  await submitSignUp(page, customer);
}

const total = (page: Page) => page.getByTestId("cart-total").textContent();
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ }).first().textContent();
const alert = (page: Page) => page.locator("main").getByRole("alert").textContent();

describe("the cart without JavaScript", () => {
  it("sends a guest's Add to cart to the login, to come back to the product with the pack chosen", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const backTo = () => new URL(page.url()).searchParams.get("redirectTo");
    await page.goto(`${baseUrl}/products/fertilizers`);
    await page.getByRole("button", { name: "Add Bhoomi Gold Vermicompost to cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(backTo()).toMatch(/^\/product-info\/\d+\?pack=\d+&qty=1&add=1$/);
    await page.goto(`${baseUrl}/product-info/1`);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("4");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(backTo()).toMatch(/^\/product-info\/1\?pack=\d+&qty=4&add=1$/);
    // A count the cart would refuse comes back to the pack, to be tapped again once signed in.
    await page.goto(`${baseUrl}/product-info/1`);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("0");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(backTo()).toMatch(/^\/product-info\/1\?pack=\d+$/);
    // Frequently Bought Together too.
    await page.goto(`${baseUrl}/product-info/1`);
    await page.getByRole("button", { name: /^Add \d to cart$/ }).click();
    await page.waitForURL(`${baseUrl}/login/product/1`);
    await context.close();
  });

  it("adds from a card and from the product page, steps and removes lines, the total following", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const visited = addressesOf(page);
    const customer = newCustomer("Sunita Devi", "no-scripts-cart-9");
    await signUpWithoutScripts(page, customer);

    // A card: Bhoomi Gold Vermicompost, 5 kg (₹250 − ₹30), one pack; the cart page answers.
    await page.goto(`${baseUrl}/products/fertilizers`);
    const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
    await card.getByLabel("Pack size").selectOption({ label: "5 kg" });
    await card.getByRole("button", { name: "Add Bhoomi Gold Vermicompost to cart" }).click();
    await page.waitForURL(`${baseUrl}/cart?done=added`);
    expect(await status(page)).toBe("Product added to cart successfully.");
    expect(await total(page)).toBe("₹220.00");
    expect(await page.locator("main").getByText("5 kg ·").count()).toBe(1);
    // The header's cart is a link to this page until scripts run.
    expect(
      await page.locator("header").getByRole("link", { name: "Cart, 1 item" }).getAttribute("href"),
    ).toBe("/cart");

    // The product page: Neemgard Neem Oil, the 250 ml pack (₹320 − ₹30) chosen, two packs typed.
    await page.goto(`${baseUrl}/search-item?q=neemgard`);
    await page
      .locator("main")
      .getByRole("link", { name: /Neemgard Neem Oil/ })
      .first()
      .click();
    await page.waitForURL(/\/product-info\/\d+$/);
    const productPath = new URL(page.url()).pathname;
    const packs = page.getByRole("group", { name: "Pack size" });
    await packs.getByRole("button", { name: "250 ml", exact: true }).click();
    await page.waitForURL(/\?pack=\d+$/);
    expect(
      await packs.getByRole("button", { name: "250 ml", exact: true }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await page.locator("dd.text-3xl").textContent()).toBe("₹290.00");
    const packUrl = page.url();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(`${baseUrl}/cart?done=added`);
    expect(await total(page)).toBe("₹800.00"); // 220 + 2 × 290

    // − and + on the cart page, each a POST.
    await page.getByRole("button", { name: "One more Bhoomi Gold Vermicompost" }).click();
    await page.waitForURL(`${baseUrl}/cart?done=increased`);
    expect(await status(page)).toBe("Cart updated successfully.");
    expect(await total(page)).toBe("₹1,020.00");
    await page.getByRole("button", { name: "One less Neemgard Neem Oil 1500 ppm" }).click();
    await page.waitForURL(`${baseUrl}/cart?done=decreased`);
    expect(await total(page)).toBe("₹730.00");

    // One less at 1 pack: the service's sentence, nothing changed.
    await page.getByRole("button", { name: "One less Neemgard Neem Oil 1500 ppm" }).click();
    await page.getByText("Minimum quantity is 1").waitFor();
    expect(await alert(page)).toBe("Minimum quantity is 1");
    expect(await total(page)).toBe("₹730.00");

    // More packs than the shop holds (90 of 250 ml), and none at all, from the product page.
    await page.goto(packUrl);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("500");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.locator("main").getByRole("alert").waitFor();
    expect(await alert(page)).toBe("Product is out of stock");
    await page.goto(packUrl);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("0");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.locator("main").getByRole("alert").waitFor();
    expect(await alert(page)).toBe("Minimum quantity is 1");
    expect(await total(page)).toBe("₹730.00");

    // An unavailable product's card says so.
    await page.goto(`${baseUrl}/products/fertilizers`);
    await page.getByRole("button", { name: "Add Sagarika Calcium Nitrate to cart" }).click();
    await page.locator("main").getByRole("alert").waitFor();
    expect(await alert(page)).toBe("Product is out of stock");

    // Remove a line.
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole("button", { name: "Remove Bhoomi Gold Vermicompost from cart" }).click();
    await page.waitForURL(`${baseUrl}/cart?done=removed`);
    expect(await status(page)).toBe("Product removed from cart successfully.");
    expect(await total(page)).toBe("₹290.00");
    expect(await page.getByRole("button", { name: /^Remove .* from cart$/ }).count()).toBe(1);
    // The product page's address stays the product's (with the chosen pack).
    expect(packUrl).toContain(productPath);

    // Frequently Bought Together: the first pack of each product ticked, one of each.
    await page.goto(`${baseUrl}/product-info/1`);
    const boxes = page.locator("#fbt-title ~ form").getByRole("checkbox");
    const names = await boxes.evaluateAll((all) =>
      all.map((box) => box.closest("li")?.querySelector("a")?.textContent ?? ""),
    );
    expect(names.length).toBeGreaterThan(1);
    await boxes.last().uncheck();
    await page.getByRole("button", { name: /^Add \d to cart$/ }).click();
    await page.waitForURL(`${baseUrl}/cart?done=added`);
    const lines = page.locator("main li");
    for (const name of names.slice(0, -1)) await lines.filter({ hasText: name }).first().waitFor();
    expect(await lines.filter({ hasText: names[names.length - 1] }).count()).toBe(0);

    // Odd posts get a sentence and a 4xx page, never a 5xx.
    const post = (form: Record<string, string>) =>
      page.request.post(`${baseUrl}/cart`, { form, headers: { origin: baseUrl }, maxRedirects: 0 });
    const typed = await post({ intent: "add", productId: "1", productPriceId: "1", qty: "two" });
    expect(typed.status()).toBe(400);
    expect(await typed.text()).toContain("Enter the quantity as a whole number.");
    const unknown = await post({ intent: "add", productId: "1", productPriceId: "999999", qty: "1" });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("This product or pack size does not exist.");
    const notMine = await post({ intent: "remove", line: "999999" });
    expect(notMine.status()).toBe(404);
    expect(await notMine.text()).toContain("This cart item was not found.");

    // The same customer with scripts: the same form through a fetcher, a toast, the badge follows.
    const withScripts = await openPage(browser, PHONE);
    await withScripts.context.addCookies(await context.cookies());
    const js = withScripts.page;
    await js.goto(`${baseUrl}/product-info/1`);
    await hydrated(js);
    const before = Number(
      (await js.getByRole("button", { name: /^Cart, \d+ items?$/ }).getAttribute("aria-label"))?.match(
        /\d+/,
      )?.[0],
    );
    await js.getByRole("button", { name: /^Add \d to cart$/ }).click();
    await js.getByText("Product added to cart successfully.").first().waitFor();
    await js.getByRole("button", { name: `Cart, ${before + 1} items` }).waitFor();
    expect(js.url()).toBe(`${baseUrl}/product-info/1`);
    expect(withScripts.problems).toEqual([]);
    await withScripts.context.close();

    expect(visited.length).toBeGreaterThan(10);
    for (const address of visited) expect(address).not.toContain(customer.password);
    await context.close();
  });
});
