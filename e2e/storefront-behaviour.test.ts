import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { arrive, sharedBrowser, visit as visitIn } from "./helpers/journey";

const browser = sharedBrowser();

/** A fresh page at `path`, hydrated. */
async function visit(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openPage(browser, viewport);
  await visitIn(watched.page, path);
  return watched;
}
// A card's title is an h2 on a category page (under its h1) and an h3 in the home page's tabs.
const cardNames = (page: Page) => page.locator("main article :is(h2, h3)").allTextContents();

describe("home page", () => {
  it("fades through five banner slides with previous/next and a Call Now phone link", async () => {
    const { page, context } = await visit("/");
    const visibleTitle = () =>
      page.locator('[aria-roledescription="slide"][aria-hidden="false"] h2').textContent();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(5);
    expect(await visibleTitle()).toBe("Your one-stop agriculture destination");
    await page.getByRole("button", { name: "Next slide" }).click();
    expect(await visibleTitle()).toBe("Landscaping: planning, design and maintenance");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    expect(await visibleTitle()).toBe("Flower seeds from overseas breeders");
    const call = page.locator('[aria-hidden="false"] a', { hasText: "Call Now" });
    expect(await call.getAttribute("href")).toBe("tel:+919000011111");
    expect(await page.locator(".offer-card:not([aria-hidden=true])").count()).toBe(6);
    await context.close();
  });

  it("shows one card of What We Offer on a phone, two from 767 px and three from 1000 px", async () => {
    for (const [width, n] of [
      [360, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      const { page, context } = await visit("/", { width, height: 800 });
      const perView = await page.evaluate(() => {
        const viewport = document.querySelector(".offer-viewport") as HTMLElement;
        const card = document.querySelector(".offer-card") as HTMLElement;
        return Math.round((viewport.clientWidth + 8) / (card.getBoundingClientRect().width + 8));
      });
      expect(perView).toBe(n);
      await context.close();
    }
  });

  it("switches 'Our Products' tabs and pages through 8 cards at a time", async () => {
    const { page, context } = await visit("/");
    const first = await cardNames(page);
    expect(first).toHaveLength(8);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await arrive(page, /page=2/);
    await expect.poll(() => cardNames(page)).not.toEqual(first);
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await page
      .getByRole("navigation", { name: "Our Products" })
      .getByRole("link", { name: "Nursery Plants" })
      .click();
    await arrive(page, /tab=plants/);
    await expect.poll(() => cardNames(page)).toContain("Aglaonema Lipstick (Red Aglaonema)");
    await context.close();
  });
});

describe("product cards", () => {
  it("switch the shown price with the pack-size select, and send a guest's add to cart to login", async () => {
    const { page, context } = await visit("/products/fertilizers");
    const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
    expect(await card.locator(".price span").first().textContent()).toBe("₹50.00");
    await card.getByLabel("Pack size").selectOption({ label: "25 kg" });
    expect(await card.locator(".price span").first().textContent()).toBe("₹800.00");
    await card.getByRole("button", { name: "Add Bhoomi Gold Vermicompost to cart" }).click();
    // To sign in, the 25 kg pack carried along to be added afterwards (lib/return-to.ts).
    await arrive(page, /\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toMatch(
      /^\/product-info\/\d+\?pack=\d+&qty=1&add=1$/,
    );
    await context.close();
  });
});

describe("category page", () => {
  it("has a banner with breadcrumb and pages 8 products at a time", async () => {
    const { page, context } = await visit("/products/plants");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Nursery Plants");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toContain(
      "Home›Nursery Plants",
    );
    expect(await cardNames(page)).toHaveLength(8);
    await page.getByRole("link", { name: "Next page" }).click();
    await arrive(page, /page=2/);
    await expect.poll(() => cardNames(page)).toEqual(["Thai Guava (Taiwan Pink) Plant"]);
    await context.close();
  });

  it("hides the pager when a category fits on one page", async () => {
    const { page, context } = await visit("/products/growth-promoters");
    expect(await cardNames(page)).toHaveLength(8);
    expect(await page.getByRole("navigation", { name: /pages$/ }).count()).toBe(0);
    await context.close();
  });
});

describe("product page", () => {
  it("switches price with the pack-size buttons and resets the quantity; a guest's choice goes to login with them", async () => {
    const { page, context } = await visit("/product-info/1");
    const price = page.locator("dd.text-3xl");
    expect(await price.textContent()).toBe("₹50.00");
    expect(await page.getByText("Inclusive all taxes").isVisible()).toBe(true);
    const packs = page.getByRole("group", { name: "Pack size" });
    await packs.getByRole("button", { name: "5 kg", exact: true }).click();
    expect(await price.textContent()).toBe("₹220.00");
    expect(await packs.getByRole("button", { name: "5 kg", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    // A guest steps the count like anyone; another pack starts again at 1.
    const qty = page.getByRole("spinbutton", { name: "Quantity" });
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    expect(await qty.inputValue()).toBe("3");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    expect(await qty.inputValue()).toBe("2");
    await packs.getByRole("button", { name: "25 kg", exact: true }).click();
    expect(await qty.inputValue()).toBe("1");
    await packs.getByRole("button", { name: "5 kg", exact: true }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await arrive(page, /\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toMatch(
      /^\/product-info\/1\?pack=\d+&qty=2&add=1$/,
    );
    await context.close();
  });

  it("hides the discount line when there is none, and Place Bulk Order when out of stock", async () => {
    const noDiscount = await visit("/product-info/5"); // Dharti Organic Bone Meal, 1 kg has no discount
    expect(await noDiscount.page.getByText("Discount:").count()).toBe(0);
    await noDiscount.context.close();
    const out = await visit("/products/fertilizers");
    await out.page
      .locator("article", { hasText: "Sagarika Calcium Nitrate" })
      .getByRole("link")
      .last()
      .click();
    await arrive(out.page, /product-info/);
    await out.page.getByRole("heading", { level: 1, name: "Sagarika Calcium Nitrate" }).waitFor();
    await out.page.getByText("Out of stock", { exact: true }).waitFor();
    expect(await out.page.getByRole("link", { name: "Place Bulk Order" }).count()).toBe(0);
    await out.context.close();
  });

  it("sums the selected 'Frequently Bought Together' products", async () => {
    const { page, context } = await visit("/product-info/1");
    const button = page.getByRole("button", { name: /^Add \d to cart$/ });
    const boxes = page.getByRole("checkbox");
    const n = await boxes.count();
    expect(n).toBeGreaterThan(1);
    expect(await button.textContent()).toBe(`Add ${n} to cart`);
    const before = await page.locator("#fbt-title ~ form strong").textContent();
    await boxes.first().uncheck();
    expect(await button.textContent()).toBe(`Add ${n - 1} to cart`);
    expect(await page.locator("#fbt-title ~ form strong").textContent()).not.toBe(before);
    await context.close();
  });
});

describe("header", () => {
  it("searches as you type, discards stale answers, and Enter opens the full results", async () => {
    const { page, context } = await visit("/");
    await page.getByRole("button", { name: "Search products" }).click();
    const box = page.getByRole("searchbox", { name: "Search products by name" });
    const dialog = page.getByRole("dialog");
    await box.pressSequentially("vermi");
    await dialog.getByRole("link", { name: /Bhoomi Gold Vermicompost/ }).waitFor();
    // Each answer shows its picture, price and an Add button.
    const hit = dialog.getByRole("listitem").filter({ hasText: "Bhoomi Gold Vermicompost" });
    expect(await hit.textContent()).toMatch(/₹\s?\d/);
    expect(await hit.locator("img").count()).toBe(1);
    expect(await hit.getByRole("button", { name: /Add Bhoomi Gold Vermicompost, .+ to cart/ }).count()).toBe(
      1,
    );
    await box.fill("neem oil");
    await dialog.getByRole("link", { name: /Neemgard Neem Oil/ }).waitFor();
    expect(await dialog.getByRole("link", { name: /Bhoomi Gold Vermicompost/ }).count()).toBe(0);
    await box.press("Enter");
    await arrive(page, /\/search-item\?q=neem%20oil/);
    await page.getByRole("heading", { level: 1, name: /neem oil/ }).waitFor();
    // The results are cards with a picture, a price and Add.
    const card = page.getByRole("article").filter({ hasText: "Neemgard Neem Oil" });
    expect(await card.getByRole("button", { name: /Add Neemgard Neem Oil .* to cart/ }).count()).toBe(1);
    expect(await card.textContent()).toMatch(/₹\s?\d/);
    await context.close();
  });

  it("opens the mobile sidebar, expands Products, and closes after a click", async () => {
    const { page, context } = await visit("/", PHONE);
    const sidebar = page.locator("#sidebar");
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole("link", { name: "Bulk Order" }).getAttribute("href")).toBe(
      "/login/bulkorder",
    );
    expect(await sidebar.getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/login");
    expect(await sidebar.getByRole("link", { name: "Account" }).count()).toBe(0);
    await sidebar.getByRole("button", { name: "Products" }).click();
    await sidebar.getByRole("link", { name: "Vegetable Seeds" }).click();
    await arrive(page, /\/products\/vegetable-seeds$/);
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    expect(await sidebar.isVisible()).toBe(false);
    await context.close();
  });

  it("sends a guest's cart icon to /login", async () => {
    const { page, context } = await visit("/");
    expect(await page.locator("header").getByRole("link", { name: "Cart" }).getAttribute("href")).toBe(
      "/login",
    );
    await context.close();
  });
});

describe("blog", () => {
  it("lists 6 posts per page and opens a post with author, date and More Posts", async () => {
    const { page, context } = await visit("/blog");
    expect(await page.locator("main article").count()).toBe(6);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await arrive(page, /page=2/);
    await expect.poll(() => page.locator("main article").count()).toBe(6); // 12 posts, 6 a page
    await page.getByRole("link", { name: /Read Blog: Soil testing/ }).click();
    await arrive(page, /blog-details\/soil-testing-before-the-rabi-season/);
    await page.getByRole("heading", { level: 1, name: "Soil testing before the rabi season" }).waitFor();
    expect(await page.locator("main article").first().textContent()).toContain("By Bikash Thapa");
    expect(await page.locator("#more-posts ~ ul li").count()).toBe(4);
    await context.close();
  });
});

describe("contact form", () => {
  it("offers a WhatsApp chat, and the shop's phones and hours as saved", async () => {
    const { page, context } = await visit("/contact-us", PHONE);
    const chat = page.getByRole("link", { name: "Chat on WhatsApp" });
    expect(await chat.getAttribute("href")).toBe(
      `https://wa.me/919000011111?text=${encodeURIComponent("Hello, I have a question about your shop.")}`,
    );
    const call = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Call us" }) });
    await call.getByRole("link", { name: "+91 90000 11111" }).waitFor();
    await call.getByRole("link", { name: "+91 90000 22222" }).waitFor();
    await call.getByText("10:30am-5:30pm").waitFor();
    await context.close();
  });

  it("shows a message per field, then sends and thanks", async () => {
    const { page, context } = await visit("/contact-us", PHONE);
    await page.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      "First name is required.",
      "Give an email or a phone number, so that we can answer you.",
      "Message is required.",
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel("First name").fill("Ravi");
    await page.getByLabel("Last name").fill("Kumar");
    await page.getByLabel("Email").fill("ravi@");
    await page.getByLabel("Message").fill("Do you deliver to Jalpaiguri?");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Invalid email address.").waitFor();
    await page.getByLabel("Email").fill("ravi@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Thank you for contacting us", { exact: false }).first().waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    await context.close();
  });
});
