import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoBytes } from "../tests/helpers/images";
import { screenshot, scrollsSideways, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  addAddress,
  addFiveKgToCart,
  hydrated,
  newCustomer,
  priya,
  sharedBrowser,
  signUp,
  visit,
} from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaManager as manager } from "./helpers/staff-members";

// Promo codes and the blog run from the back office, in a real browser on a shop of this
// file's own: a manager makes a promo code that a customer uses at the checkout, pauses it and
// the checkout refuses it; the manager writes a draft post with a cover, previews it and
// publishes it to /blog.

const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const files = mkdtempSync(path.join(os.tmpdir(), "shop-covers-"));

/** A real picture on disk, as a phone's camera would give it (a field's grain: AVIF copies beat WebP). */
async function pictureFile(name: string, width: number, height: number) {
  const file = path.join(files, name);
  writeFileSync(file, await photoBytes(width, height));
  return file;
}

/** An attribute's value in a tag (React writes some in camelCase: srcSet, imageSizes). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * The uploaded cover as the server drew it in `html`: the <picture> holding the <img> with this
 * alt, its AVIF <source> and that <img>, with its copies offered by width
 * (docs/decisions/0055-avif-copies.md).
 */
function coverIn(html: string, alt: string) {
  const picture = new RegExp(
    `<picture[^>]*>(?:(?!</picture>).)*alt="${alt}"(?:(?!</picture>).)*</picture>`,
    "s",
  ).exec(html)?.[0];
  expect(picture, `a <picture> with ${alt}`).toBeDefined();
  const source = /<source[^>]*>/.exec(picture ?? "")?.[0] ?? "";
  const img = /<img[^>]*>/.exec(picture ?? "")?.[0] ?? "";
  const hash = /\/uploads\/([0-9a-f]{24})-320\.webp 320w/.exec(attr(img, "srcset") ?? "")?.[1];
  if (!hash) throw new Error(`no uploaded copies in ${img}`);
  const each = (ext: string) => [320, 640, 1280].map((w) => `/uploads/${hash}-${w}.${ext} ${w}w`).join(", ");
  expect(attr(img, "srcset")).toBe(each("webp"));
  expect(attr(img, "src")).toBe(`/uploads/${hash}-1280.webp`);
  expect(attr(source, "type")).toBe("image/avif");
  // A grainy photo's AVIF is smaller at every width.
  expect(attr(source, "srcset")).toBe(each("avif"));
  expect(attr(source, "sizes")).toBe(attr(img, "sizes"));
  return { img, sizes: attr(img, "sizes"), hash };
}

beforeAll(async () => {
  shop = await ownShop([manager]);
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

describe("promo codes and the blog from the back office", () => {
  it("a manager creates a code, a customer gets its discount; paused, the checkout refuses it", async () => {
    const staff = await openPage(browser, DESKTOP);
    const admin = staff.page;
    await staffSignIn(admin, manager.email, manager.password, /\/admin$/, base);
    // The shop runs on the sandbox: the back office says so too.
    await admin.getByRole("note").filter({ hasText: "Test mode: no money is taken." }).waitFor();
    await admin
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Promo codes" })
      .click();
    await admin.getByRole("heading", { name: "Promo codes", level: 1 }).waitFor();
    await admin.getByRole("link", { name: "New promo code" }).click();
    await admin.getByRole("heading", { name: "New promo code" }).waitFor();
    await hydrated(admin);
    // The form's own checks first (the server's rules, run in the browser).
    await admin.getByRole("button", { name: "Create promo code" }).click();
    await admin.getByText("Enter the code customers type, e.g. KRISHI10.").waitFor();
    await admin.getByText("Enter the discount: a percent, or an amount in rupees.").waitFor();
    await admin.getByLabel("Code customers type").fill("harvest15");
    await admin.getByLabel(/^Description \(customers/).fill("15% off up to ₹100 with code HARVEST15");
    await admin.getByLabel("Percent off (1 to 100)").fill("150");
    await admin.getByRole("button", { name: "Create promo code" }).click();
    await admin.getByText("Enter a percent from 1 to 100.").waitFor();
    await admin.getByLabel("Percent off (1 to 100)").fill("15");
    await admin.getByLabel(/^Largest discount/).fill("100");
    await admin.getByRole("button", { name: "Create promo code" }).click();
    await admin.waitForURL(`${base}/admin/promos`);
    const row = admin.getByRole("table", { name: "Promo codes" }).getByRole("row", { name: /HARVEST15/ });
    await row.getByText("Active", { exact: true }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "promos-1280");

    // A customer on a phone: 5 kg vermicompost, ₹220; 15 % is ₹33.
    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    await signUp(page, newCustomer("Lakshmi Iyer", "paddy-fields-4"), base);
    await addFiveKgToCart(page, base);
    await visit(page, "/checkout", base);
    await addAddress(page, priya);
    await page.getByLabel("Coupon code").fill("harvest15");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("₹33.00 Discount Applied").waitFor();
    // The total comes with the quote, which may land just after the promo's sentence.
    await expect.poll(() => page.getByTestId("checkout-total").textContent()).toBe("₹187.00");

    // The manager pauses it: the checkout refuses it at once, with the shop's sentence.
    await row.getByRole("button", { name: "Pause HARVEST15" }).click();
    await admin.getByText("Promo code paused.").first().waitFor();
    await row.getByText("Paused", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByText("Promo code is not valid at this time.").first().waitFor();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("₹33.00 Discount Applied").waitFor({ state: "detached" });
    await page.getByText("Promo code is not valid at this time.").first().waitFor();
    // The total comes with the quote, which may land just after the promo's sentence.
    await expect.poll(() => page.getByTestId("checkout-total").textContent()).toBe("₹220.00");

    // The list on a phone: cards, nothing wider than the screen.
    const phoneStaff = await openPage(browser, PHONE);
    await staffSignIn(phoneStaff.page, manager.email, manager.password, /\/admin$/, base);
    await phoneStaff.page.goto(`${base}/admin/promos`);
    await phoneStaff.page
      .getByRole("list", { name: "Promo codes" })
      .getByRole("link", { name: "HARVEST15", exact: true })
      .waitFor();
    expect(await scrollsSideways(phoneStaff.page)).toBe(false);
    await screenshot(phoneStaff.page, "promos-360");
    expect([...staff.problems, ...phoneStaff.problems]).toEqual([]);
    // The browser logs the refused order's answer; nothing else went wrong.
    expect(customer.problems).toEqual([
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await Promise.all([staff.context.close(), customer.context.close(), phoneStaff.context.close()]);
  });

  it("a manager writes a draft with a cover, previews it (customers get 404), publishes it to /blog", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, base);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Blog" }).click();
    await page.getByRole("heading", { name: "Blog", level: 1 }).waitFor();
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByRole("heading", { name: "New post" }).waitFor();
    await hydrated(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Enter the post's title.").waitFor();
    await page.getByText("Upload a cover picture.").waitFor();
    const title = "Planting tea cuttings in the cold season";
    await page.getByLabel("Title", { exact: true }).fill(title);
    expect(await page.getByLabel("Author").inputValue()).toBe(manager.name);
    await page.getByLabel(/^Summary \(shown/).fill("Cuttings taken in December root well by March.");
    await page
      .getByRole("textbox", { name: "Post", exact: true })
      .fill("Take cuttings with one leaf and a bud.");
    await page.getByLabel(/^Cover picture/).setInputFiles(await pictureFile("tea.jpg", 1600, 900));
    await page.getByRole("img", { name: "The cover picture" }).waitFor();
    await page.getByLabel("The cover picture, in words").fill("Rows of young tea cuttings under shade nets");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/admin\/blog\/\d+$/);
    await page.getByText("Draft saved.").first().waitFor();
    await hydrated(page);

    // The preview: staff see the draft as customers would read it.
    await page.getByRole("link", { name: "Preview" }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByText("Only staff see this draft.").waitFor();
    await page.getByRole("img", { name: "Rows of young tea cuttings under shade nets" }).waitFor();
    await page.getByText("Take cuttings with one leaf and a bud.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "post-preview-1280");

    // Customers: the draft's address is not found, and neither the blog nor the sitemap lists it.
    const postPath = "/blog-details/planting-tea-cuttings-in-the-cold-season";
    const publicly = async () => ({
      post: (await context.request.get(`${base}${postPath}`)).status(),
      blog: (await (await context.request.get(`${base}/blog`)).text()).includes(title),
      // The sitemap names PUBLIC_URL's host, not the test's: the path says it.
      sitemap: (await (await context.request.get(`${base}/sitemap.xml`)).text()).includes(
        `${postPath}</loc>`,
      ),
    });
    expect(await publicly()).toEqual({ post: 404, blog: false, sitemap: false });

    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Post published.").first().waitFor();
    expect(await publicly()).toEqual({ post: 200, blog: true, sitemap: true });
    // Drawn by the server in the copy the screen needs, AVIF first: the list's card (a column on
    // a phone, two from sm, three from lg; the newest of the first two, so eager) and the post's
    // own cover (its column's width, fetched first) with its thumbnail beside it.
    const alt = "Rows of young tea cuttings under shade nets";
    const card = coverIn(await (await context.request.get(`${base}/blog`)).text(), alt);
    expect(card.sizes).toBe(
      "(min-width: 1280px) 403px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    );
    expect([attr(card.img, "width"), attr(card.img, "height"), attr(card.img, "loading")]).toEqual([
      "800",
      "450",
      "eager",
    ]);
    const postHtml = await (await context.request.get(`${base}${postPath}`)).text();
    const cover = coverIn(postHtml, alt);
    expect(cover.sizes).toBe(
      "(min-width: 1280px) 908px, (min-width: 1024px) calc(100vw - 372px), calc(100vw - 32px)",
    );
    expect([attr(cover.img, "width"), attr(cover.img, "height"), attr(cover.img, "fetchpriority")]).toEqual([
      "800",
      "450",
      "high",
    ]);
    // The first screen's picture is preloaded from the head, as AVIF alone.
    const preloads = [...postHtml.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)]
      .map((m) => m[0])
      .filter((link) => link.includes(cover.hash));
    expect(preloads.map((l) => [attr(l, "type"), attr(l, "imageSizes")])).toEqual([
      ["image/avif", cover.sizes],
    ]);
    const thumbnails = [...postHtml.matchAll(/<img[^>]*>/g)]
      .map((m) => m[0])
      .filter((img) => img.includes(`/uploads/${cover.hash}-`) && attr(img, "width") === "96");
    expect(thumbnails.map((img) => [attr(img, "sizes"), attr(img, "loading")])).toEqual([["96px", "lazy"]]);
    const { page: shopper, context: shopperContext } = await openPage(browser, PHONE);
    await visit(shopper, "/blog", base);
    await shopper.getByRole("heading", { name: title }).waitFor();
    await shopper.getByRole("link", { name: `Read Blog: ${title}` }).click();
    await shopper.getByRole("heading", { name: title, level: 1 }).waitFor();
    await shopper.getByRole("img", { name: "Rows of young tea cuttings under shade nets" }).waitFor();
    expect(problems).toEqual([]);
    await Promise.all([context.close(), shopperContext.close()]);

    // The blog's pages on a phone: cards and a form without sideways scrolling.
    const phone = await openPage(browser, PHONE);
    await staffSignIn(phone.page, manager.email, manager.password, /\/admin$/, base);
    for (const path of ["/admin/blog", "/admin/blog/new"]) {
      await phone.page.goto(`${base}${path}`);
      await hydrated(phone.page);
      expect([path, await scrollsSideways(phone.page)]).toEqual([path, false]);
      await screenshot(phone.page, `${path.replaceAll("/", "-").slice(1)}-360`);
    }
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
