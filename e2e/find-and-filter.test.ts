import { describe, expect, it } from "vitest";
import { screenshot } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, sharedBrowser } from "./helpers/journey";

/**
 * Finding products as a farmer does, before the scripts arrive: a category's sort links and
 * filter form are addresses, and the search results are cards with a price and Add.
 */
const browser = sharedBrowser();

const cardNames = (page: import("playwright-core").Page) => page.locator("main article h2").allTextContents();
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

describe("finding products without JavaScript", () => {
  it("sorts a category by price and filters it by stock and a price range", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${baseUrl}/products/fertilizers`);
    // A guest sees the way in, in words, in the header of a phone.
    const login = page.locator("header").getByRole("link", { name: "Login", exact: true });
    expect(await login.getAttribute("href")).toBe("/login");
    expect(await login.isVisible()).toBe(true);
    const everything = await page.getByText(/^\d+ products$/).textContent();
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await page
      .getByRole("navigation", { name: "Sort by" })
      .getByRole("link", { name: "Price: low to high" })
      .click();
    await page.waitForURL(/\?sort=price-asc$/);
    const prices = (await page.locator("main article .price > span:first-child").allTextContents()).map(
      rupees,
    );
    expect(prices.length).toBe((await cardNames(page)).length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await screenshot(page, "category-sorted-360");

    // A range of ₹100–₹140: every card shown has a pack inside it; the sort is kept.
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("Price from (₹)").fill("100");
    await filters.getByLabel("to (₹)").fill("140");
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/sort=price-asc&min=100&max=140/);
    // Exactly the products with a pack priced inside the range, as the catalogue's API tells.
    const answer = await fetch(`${baseUrl}/api/products/lists/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ categorykey: "fertilizers" }),
    });
    const listed = (await answer.json()).data as {
      product_name: string;
      pricesArr: { price_final_price: string }[];
    }[];
    const expected = listed
      .filter((p) =>
        p.pricesArr.some((k) => Number(k.price_final_price) >= 100 && Number(k.price_final_price) <= 140),
      )
      .map((p) => p.product_name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(listed.length);
    expect((await cardNames(page)).sort()).toEqual(expected.slice(0, 8).sort());

    // A range the wrong way round: a sentence, the typed values kept, the whole category shown.
    await filters.getByLabel("Price from (₹)").fill("900");
    await filters.getByLabel("to (₹)").fill("100");
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.getByText("The lowest price must not be more than the highest.").waitFor();
    expect(await filters.getByLabel("Price from (₹)").inputValue()).toBe("900");
    expect(await page.getByText(/^\d+ products$/).textContent()).toBe(everything);
    await context.close();
  });

  it("shows search results as cards with a price and an Add button that works", async () => {
    const { page, context } = await openPage(browser, DESKTOP, { javaScript: false });
    await page.goto(`${baseUrl}/search-item?q=okra+seeds`);
    const card = page.getByRole("article").first();
    expect(await card.locator("h2").textContent()).toBe("Okra (Bhindi) Haritha Green Star");
    expect(await card.textContent()).toMatch(/₹\s?\d/);
    await screenshot(page, "search-results-1280");
    // A guest's Add goes to the login, which comes back to that product with the pack added.
    await card.getByRole("button", { name: /Add Okra \(Bhindi\) Haritha Green Star to cart/ }).click();
    await page.waitForURL(/\/login\?redirectTo=%2Fproduct-info%2F\d+%3Fpack%3D\d+%26qty%3D1%26add%3D1$/);
    await context.close();
  });
});
