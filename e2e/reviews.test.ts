import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { ordersByApi, type Pack, type Session } from "./helpers/orders-by-api";
import { ownShop } from "./helpers/own-shop";
import { cardsLevel, fieldPhoto } from "./helpers/reviews";

// Ratings and reviews in the browser (docs/decisions/0045-ratings-and-reviews.md), on a shop of
// this file's own: customers who received a product rate it on its page with JavaScript off
// and on, in Hindi too; one who has not received it is told why; staff publish and answer in
// the back office without scripts; then the product's page, its JSON-LD and its card show the
// average, and the category sorts by rating.

const browser = sharedBrowser();
const manager = {
  email: "kavya@haritha.example",
  name: "Kavya Iyer",
  role: "manager",
  password: "kavya-reads-42",
} as const;
const packer = {
  email: "sonam@haritha.example",
  name: "Sonam Lepcha",
  role: "packer",
  password: "sonam-packs-7",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const { call, customerAt, order, logins, staffCookieOf } = ordersByApi(() => base);

let vermicompost: Pack;
const who: Record<"asha" | "ravi" | "sunita" | "gopal", Session> = {} as never;
let ashaOrder = 0;

/** A paid order moved to the customer's door by the packer (the back office's API). */
async function delivered(session: Session) {
  const id = await order(session, [vermicompost], "ONLINE");
  const cookie = await staffCookieOf(packer);
  for (const step of ["pack", "ship", "deliver"]) {
    const body =
      step === "ship" ? { order_id: id, courier_name: "DTDC", awb_number: "D7654321" } : { order_id: id };
    const moved = await call(`/api/admin/v1/orders/${step}`, body, { cookie });
    expect(moved.status, moved.message).toBe(1);
  }
  return id;
}

beforeAll(async () => {
  shop = await ownShop([manager, packer]);
  base = shop.baseUrl;
  const listed = await call<{ id: number; product_name: string; prices: { product_price_id: number }[] }[]>(
    "/api/products/listall/v1/",
    {},
  );
  const found = listed.data.find((p) => p.product_name === "Bhoomi Gold Vermicompost");
  if (!found) throw new Error("the demo shop has no Bhoomi Gold Vermicompost");
  vermicompost = {
    product_id: found.id,
    product_price_id: found.prices[0].product_price_id,
    name: found.product_name,
  };
  const at = { street1: "14 Hill Cart Road", city: "Siliguri", pincode: "734001" };
  who.asha = await customerAt("Asha Devi", at);
  who.ravi = await customerAt("Ravi Kumar", at);
  who.sunita = await customerAt("Sunita Yadav", at);
  who.gopal = await customerAt("Gopal Thapa", at);
  ashaOrder = await delivered(who.asha);
  await delivered(who.ravi);
  await delivered(who.sunita);
  // Gopal's order is paid, not yet delivered.
  await order(who.gopal, [vermicompost], "ONLINE");
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** A page signed in as the customer (their session cookie, as the login sets it). */
async function customerPage(name: keyof typeof who, options: { javaScript: boolean; phone?: boolean }) {
  const opened = await openPage(browser, options.phone ? PHONE : DESKTOP, { javaScript: options.javaScript });
  const login =
    logins[{ asha: "Asha Devi", ravi: "Ravi Kumar", sunita: "Sunita Yadav", gopal: "Gopal Thapa" }[name]];
  const res = await fetch(`${base}/api/login/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  await opened.context.addCookies([{ name: "sid", value: sid, domain: new URL(base).hostname, path: "/" }]);
  return opened;
}

const productPath = () => `/product-info/${vermicompost.product_id}`;
const reviewForm = (page: Page) =>
  page.getByRole("form", { name: /Rate this product|Your review|इस उत्पाद|आपकी समीक्षा/ });

describe("rating a product on its page", () => {
  it("works without JavaScript: mistakes answered in place, then the review and its photo saved for the shop's check", async () => {
    const { page, context, problems } = await customerPage("asha", { javaScript: false, phone: true });
    await page.goto(`${base}${productPath()}`);
    const section = page.getByRole("region", { name: "Ratings and reviews" });
    await section.getByText("No ratings yet.").waitFor();
    const form = reviewForm(page);
    await form.getByLabel("Your review (optional)").fill("<b>Great</b> compost");
    await form.getByRole("button", { name: "Submit review" }).click();
    await page.getByText("Choose from 1 to 5 stars.").waitFor();
    await page.getByText("Write the review as plain text, without HTML tags such as <b>.").waitFor();
    expect(await reviewForm(page).getByLabel("Your review (optional)").inputValue()).toBe(
      "<b>Great</b> compost",
    );

    const again = reviewForm(page);
    await again.locator("label[for=stars-4]").click();
    expect(await again.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await again.getByLabel("Your review (optional)").fill("My brinjal plants greened up in a week.");
    // A file that is not a picture: said under the photos, the stars and words kept.
    await again.getByLabel("Photos (optional)").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not a picture at all"),
    });
    await again.getByRole("button", { name: "Submit review" }).click();
    await page
      .getByText("Only JPEG, PNG or WebP pictures can be uploaded, and this file is not one.")
      .first()
      .waitFor();
    expect(await reviewForm(page).getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await again.getByLabel("Photos (optional)").setInputFiles({
      name: "field.jpg",
      mimeType: "image/jpeg",
      buffer: await fieldPhoto(),
    });
    await screenshot(page, "review-form-360");
    await again.getByRole("button", { name: "Submit review" }).click();
    await page
      .getByText(
        "Thank you! Your review is saved. It will appear on the product page once the shop has checked it.",
      )
      .waitFor();
    const saved = reviewForm(page);
    await saved.getByText("Waiting for the shop's check: only you see it for now.").waitFor();
    expect(await saved.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await saved.getByRole("img", { name: "Sent with your review (1)" }).waitFor();
    // Not published yet: nobody else sees it, and the product has no average.
    expect(await page.getByTestId("review-list").count()).toBe(0);
    expect(await page.getByTestId("product-rating").count()).toBe(0);

    // Her delivered order offers the same form.
    await page.goto(`${base}/order/${ashaOrder}`);
    await page.getByRole("link", { name: "Rate this product" }).click();
    await page.waitForURL(`${base}${productPath()}#review`);
    // The page answered the mistakes with 400, as it should; nothing else went wrong.
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    await context.close();
  });

  it("is offered only to customers who received the product: others are told why, a guest to log in", async () => {
    const gopal = await customerPage("gopal", { javaScript: false });
    await gopal.page.goto(`${base}${productPath()}`);
    await gopal.page
      .getByText(
        "Only a customer who has received this product can rate it: you can rate it once an order with it has been delivered to you.",
      )
      .waitFor();
    expect(await reviewForm(gopal.page).count()).toBe(0);
    await gopal.context.close();

    const guest = await openPage(browser, DESKTOP, { javaScript: false });
    await guest.page.goto(`${base}${productPath()}`);
    await guest.page.getByRole("link", { name: "Log in to rate this product" }).click();
    await guest.page.waitForURL(/\/login\?redirectTo=%2Fproduct-info%2F\d+$/);
    await guest.context.close();
  });

  it("works with JavaScript, without leaving the page, the stars chosen from the keyboard", async () => {
    const { page, context, problems } = await customerPage("ravi", { javaScript: true });
    await page.goto(`${base}${productPath()}`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    // The form's module comes after the page's (it is loaded apart): hydrated, it takes `noValidate`.
    await page.locator("form#review-form[novalidate]").waitFor();
    const form = reviewForm(page);
    await form.getByRole("radio", { name: "1 star", exact: true }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    expect(await form.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await form.getByLabel("Your review (optional)").fill("Best vermicompost we have used.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await page.getByText("Waiting for the shop's check: only you see it for now.").waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works in Hindi, without JavaScript", async () => {
    const { page, context, problems } = await customerPage("sunita", { javaScript: false, phone: true });
    await page.goto(`${base}${productPath()}?lang=hi`);
    const form = reviewForm(page);
    await form.getByRole("button", { name: "समीक्षा भेजें" }).click();
    await page.getByText("1 से 5 तक स्टार चुनें।").waitFor();
    const again = reviewForm(page);
    await again.locator("label[for=stars-4]").click();
    await again.getByLabel("आपकी समीक्षा (ज़रूरी नहीं)").fill("बैंगन के पौधे एक हफ़्ते में हरे हो गए।");
    await again.getByRole("button", { name: "समीक्षा भेजें" }).click();
    await page.getByText("धन्यवाद! आपकी समीक्षा सेव हो गई।", { exact: false }).waitFor();
    await screenshot(page, "review-saved-hi-360");
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});

describe("staff and what customers then see", () => {
  it("staff publish and answer without JavaScript; the page, its JSON-LD and the card show the average", async () => {
    const staffPage = await openPage(browser, DESKTOP, { javaScript: false });
    const cookie = (await staffCookieOf(manager)).split("=");
    await staffPage.context.addCookies([
      { name: cookie[0], value: cookie.slice(1).join("="), domain: new URL(base).hostname, path: "/admin" },
    ]);
    const { page } = staffPage;
    await page.goto(`${base}/admin/reviews?status=pending`);
    await page.getByRole("link", { name: "Pending (3)" }).waitFor();
    await screenshot(page, "admin-reviews-1280");
    for (const words of ["My brinjal plants", "Best vermicompost", "बैंगन के पौधे"]) {
      await page.goto(`${base}/admin/reviews?status=pending`);
      await page
        .getByRole("table", { name: "Reviews" })
        .getByRole("row", { name: new RegExp(words) })
        .getByRole("link")
        .click();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Review published: customers see it now.").waitFor();
      if (words === "My brinjal plants") {
        await page.getByLabel(/^Answer/).fill("Thank you, Asha! Mix 1 kg per plant at sowing next time.");
        await page.getByRole("button", { name: "Save answer" }).click();
        await page.getByText("Answer saved: customers see it under the review.").waitFor();
        await screenshot(page, "admin-review-1280");
      }
    }
    await staffPage.context.close();

    // The same pages on a phone: nothing wider than the screen.
    const phoneStaff = await openPage(browser, PHONE, { javaScript: false });
    await phoneStaff.context.addCookies([
      { name: cookie[0], value: cookie.slice(1).join("="), domain: new URL(base).hostname, path: "/admin" },
    ]);
    for (const path of ["/admin/reviews", "/admin/reviews?status=published"]) {
      await phoneStaff.page.goto(`${base}${path}`);
      expect(await scrollsSideways(phoneStaff.page), path).toBe(false);
    }
    await phoneStaff.page
      .getByRole("link", { name: /^#\d+ · Bhoomi Gold Vermicompost$/ })
      .first()
      .click();
    await phoneStaff.page.getByRole("button", { name: "Hide" }).waitFor();
    expect(await scrollsSideways(phoneStaff.page)).toBe(false);
    await screenshot(phoneStaff.page, "admin-review-360");
    await phoneStaff.context.close();

    const { page: shopper, context, problems } = await openPage(browser, PHONE);
    await shopper.goto(`${base}${productPath()}`);
    await hydrated(shopper);
    const line = shopper.getByTestId("product-rating");
    expect((await line.innerText()).replace(/\s+/g, " ")).toContain("4.3 out of 5 3 ratings");
    await line.getByRole("img", { name: "Rated 4.3 out of 5 by 3 customers" }).waitFor();
    const list = shopper.getByTestId("review-list");
    await list.getByText("Thank you, Asha! Mix 1 kg per plant at sowing next time.").waitFor();
    const photo = list.getByRole("img", { name: "Sent with Asha D.'s review (1)" });
    // The photo as the shop serves it: re-encoded, without the camera's or the place's data.
    const served = await fetch(`${base}${await photo.getAttribute("src")}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    expect(await list.getByText("बैंगन के पौधे एक हफ़्ते में हरे हो गए।").getAttribute("lang")).toBe("hi");
    await screenshot(shopper, "product-reviews-360");
    const ld = await shopper.$$eval('script[type="application/ld+json"]', (s) =>
      s.map((e) => JSON.parse(e.textContent ?? "{}")),
    );
    const product = ld.find((x) => x["@type"] === "Product");
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.3",
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toHaveLength(3);

    await shopper.goto(`${base}/products/fertilizers?sort=rating`);
    const first = shopper.locator("article").first();
    expect(await first.getByRole("heading").innerText()).toBe("Bhoomi Gold Vermicompost");
    expect((await first.getByTestId("card-rating").innerText()).replace(/\s+/g, " ")).toBe("4.3 (3)");
    await first.getByText("Rated 4.3 out of 5 by 3 customers").waitFor({ state: "attached" });
    await screenshot(shopper, "category-by-rating-360");
    const wide = await openPage(browser, DESKTOP);
    await wide.page.goto(`${base}${productPath()}#reviews`);
    await screenshot(wide.page, "product-reviews-1280");
    await wide.page.goto(`${base}/products/fertilizers?sort=rating`);
    expect(await cardsLevel(wide.page)).toBe(true);
    await screenshot(wide.page, "category-by-rating-1280");
    await wide.context.close();
    expect(await cardsLevel(shopper)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
