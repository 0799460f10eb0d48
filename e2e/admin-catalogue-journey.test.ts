import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_AND_DESKTOP, screenshot, scrollsSideways, signedInPage, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { addAddress, hydrated, newCustomer, priya, sharedBrowser, signUp } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";

// The catalogue run from the back office, in a real browser on a shop of this file's own: a
// manager makes a category and a product (two packs, a picture), a customer finds it by search
// and buys it; a packer can neither open the products page nor call its API.

const browser = sharedBrowser();
const manager = {
  email: "kiran@haritha.example",
  name: "Kiran Roy",
  role: "manager",
  password: "kiran-manages-9",
} as const;
const packer = {
  email: "ravi@haritha.example",
  name: "Ravi Das",
  role: "packer",
  password: "ravi-packs-42",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const files = mkdtempSync(path.join(os.tmpdir(), "shop-pictures-"));

beforeAll(async () => {
  shop = await ownShop([manager, packer]);
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

/** A real picture on disk, as a phone's camera would give it. */
async function pictureFile(name: string, width: number, height: number) {
  const file = path.join(files, name);
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 70 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

const product = { name: "Jeevamrut Organic Tonic", sku: "JVM-500" };

async function fillPack(
  page: Page,
  index: number,
  pack: { size: string; unit: string; mrp: string; discount: string; stock: string },
) {
  // Each pack is a group named after its size, which changes as it is typed: found by place.
  const group = page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").nth(index);
  await group.getByLabel("Size", { exact: true }).fill(pack.size);
  await group.getByLabel("Unit").selectOption(pack.unit);
  await group.getByLabel("MRP (₹)").fill(pack.mrp);
  await group.getByLabel("Discount (₹)").fill(pack.discount);
  await group.getByLabel("Stock", { exact: true }).fill(pack.stock);
}

describe("the catalogue from the back office", () => {
  it("a manager creates a category and a product with two packs and a picture; a customer finds it and buys it", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, base);
    const nav = page.getByRole("navigation", { name: "Back office" });

    // A category with a banner.
    await nav.getByRole("link", { name: "Categories" }).click();
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor();
    await hydrated(page);
    const newCategory = page.getByRole("region", { name: "New category" });
    await newCategory.getByRole("button", { name: "Create category" }).click();
    await newCategory.getByText("Enter the category's name.").waitFor();
    await newCategory.getByLabel("Name", { exact: true }).fill("Hydroponics");
    await newCategory.getByLabel(/Banner picture/).setInputFiles(await pictureFile("banner.jpg", 1600, 400));
    await newCategory.getByRole("button", { name: "Create category" }).click();
    await page.getByText("Category created.").first().waitFor();
    await page.getByRole("table", { name: "Categories" }).getByText("/products/hydroponics").waitFor();

    // A product with two pack sizes: the form's own checks first, then the server's.
    await nav.getByRole("link", { name: "Products" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByRole("heading", { name: "New product" }).waitFor();
    await hydrated(page);
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Enter the product's name.").waitFor();
    await page.getByText("Enter the MRP in rupees, e.g. 450 or 450.50.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill(product.name);
    await page.getByLabel("Category").selectOption({ label: "Hydroponics" });
    await page.getByLabel("SKU").fill(product.sku);
    await page.getByLabel("HSN code").fill("3101");
    await page.getByLabel("GST rate (included in the prices)").selectOption("5");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Cow-based tonic for every crop.");
    await fillPack(page, 0, { size: "500", unit: "ml", mrp: "180", discount: "200", stock: "10" });
    await page.getByRole("button", { name: "Add pack size" }).click();
    await fillPack(page, 1, { size: "1", unit: "L", mrp: "320", discount: "20", stock: "5" });
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("The discount cannot be more than the MRP.").waitFor();
    await page.getByRole("group", { name: "500 ml" }).getByLabel("Discount (₹)").fill("20");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.getByRole("heading", { name: product.name, level: 1 }).waitFor();
    await hydrated(page);
    const productId = Number(new URL(page.url()).pathname.split("/").pop());

    // A picture: a text file named .jpg is refused by the server, then a real one is added.
    const pictures = page.getByRole("region", { name: "Pictures" });
    await pictures
      .getByLabel(/New picture/)
      .setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just words") });
    await pictures.getByLabel("Its alt text").fill("Jeevamrut bottle");
    await pictures.getByRole("button", { name: "Upload picture" }).click();
    await pictures
      .getByText("Only JPEG, PNG or WebP pictures can be uploaded, and this file is not one.")
      .first()
      .waitFor();
    await pictures.getByLabel(/New picture/).setInputFiles(await pictureFile("bottle.jpg", 1200, 1200));
    await pictures.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("Picture added.").first().waitFor();
    await pictures.getByRole("img", { name: "Jeevamrut bottle" }).waitFor();
    // The browser logs the refused upload's answer; nothing else went wrong.
    expect(problems).toEqual([
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await context.close();

    // A customer finds it by search and buys the 1 L pack.
    const { page: shopper, context: shopperContext } = await openPage(browser, PHONE);
    await signUp(shopper, newCustomer("Priya Sharma", "terrace-garden-8"), base);
    await shopper.getByRole("button", { name: "Search" }).first().click();
    await shopper.getByLabel("Search products by name").fill("jeevamrut");
    await shopper.getByRole("link", { name: new RegExp(product.name) }).click();
    await shopper.waitForURL(`${base}/product-info/${productId}`);
    await hydrated(shopper);
    const image = shopper.getByRole("img", { name: "Jeevamrut bottle" }).first();
    expect(await image.getAttribute("srcset")).toMatch(
      /\/uploads\/[0-9a-f]{24}-320\.webp 320w, .*-1200\.webp 1200w$/,
    );
    await shopper
      .getByRole("group", { name: "Pack size" })
      .getByRole("button", { name: "1 L", exact: true })
      .click();
    await shopper.getByRole("button", { name: "Add To Cart" }).click();
    await shopper.getByText("Product added to cart successfully.").first().waitFor();
    await shopper.goto(`${base}/checkout`);
    await hydrated(shopper);
    await addAddress(shopper, priya);
    await shopper
      .getByRole("group", { name: "Choose address" })
      .getByRole("radio", { checked: true })
      .waitFor();
    expect(await shopper.getByTestId("checkout-total").textContent()).toBe("₹300.00");
    await shopper.getByRole("button", { name: "Place Order" }).click();
    await shopper
      .getByRole("dialog", { name: "Test payment (sandbox mode)" })
      .getByRole("button", { name: "Pay ₹300.00" })
      .click();
    await shopper.waitForURL(new RegExp(`^${base}/payment-success\\?order=\\d+$`));
    await shopperContext.close();

    // The sale shows in the back office's stock at once.
    const { page: after, context: afterContext } = await openPage(browser, DESKTOP);
    await staffSignIn(after, manager.email, manager.password, /\/admin$/, base);
    await after.goto(`${base}/admin/products?q=JVM-500`);
    await after.getByRole("table", { name: "Products" }).getByText("1 L: ₹300.00, 4 left (low)").waitFor();
    await afterContext.close();
  });

  it("keeps a packer out: the products page answers 403 and so does its API", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await staffSignIn(page, packer.email, packer.password, /\/admin$/, base);
    expect(await page.getByRole("link", { name: "Products" }).count()).toBe(0);
    const res = await page.goto(`${base}/admin/products`);
    expect(res?.status()).toBe(403);
    await page.getByRole("heading", { name: "You cannot open this page" }).waitFor();
    await page
      .getByText("Your role cannot do this: it needs the owner or manager role.", { exact: false })
      .waitFor();
    const api = await page.evaluate(async () => {
      const r = await fetch("/api/admin/v1/products/list", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return { status: r.status, body: await r.json() };
    });
    expect(api.status).toBe(403);
    expect(api.body.status).toBe(0);
    await context.close();
  });

  it("draws the product list and form at 360 and 1280 px without sideways scrolling or serious accessibility faults", async () => {
    for (const [width, viewport] of PHONE_AND_DESKTOP) {
      const { page, context, problems } = await signedInPage(browser, viewport, manager, base);
      for (const [name, address] of [
        ["products", "/admin/products"],
        ["product-form", "/admin/products/1"],
        ["new-product", "/admin/products/new"],
        ["categories", "/admin/categories"],
        ["low-stock", "/admin/stock"],
      ]) {
        await page.goto(`${base}${address}`);
        await hydrated(page);
        expect([address, width, await scrollsSideways(page)]).toEqual([address, width, false]);
        expect([address, width, await seriousViolations(page)]).toEqual([address, width, []]);
        await screenshot(page, `admin-${name}-${width}`);
      }
      if (width === 360) {
        // The list is cards on a phone; the dialog of quick edits opens from one.
        await page.goto(`${base}/admin/products`);
        await hydrated(page);
        await page
          .getByRole("list", { name: "Products" })
          .getByRole("button", { name: /^Stock and prices of / })
          .first()
          .click();
        await page.getByRole("dialog").waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, "admin-quick-edit-360");
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000); // axe over several pages at two widths: minutes, not seconds, on a busy shared machine
});
