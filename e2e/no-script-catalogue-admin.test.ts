import type { Locator, Page, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, type WatchedPage } from "./helpers/browser";
import { sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";

/**
 * The back office's catalogue with JavaScript off (docs/decisions/0028-forms-without-scripts.md):
 * every form is a plain POST to its page, which answers a whole page with the messages in place
 * and the typed values kept. The manager signs in with scripts (that page is not this file's),
 * then works with them off; no password ever shows in an address.
 */
const browser = sharedBrowser();
const manager = {
  email: "meera@haritha.example",
  name: "Meera Iyer",
  role: "manager",
  password: "meera-manages-7",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const visited: string[] = [];
let open: WatchedPage[] = [];

beforeAll(async () => {
  shop = await ownShop([manager]);
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});
afterEach(async () => {
  for (const { context } of open) await context.close();
  open = [];
  for (const address of visited) expect(decodeURIComponent(address)).not.toContain(manager.password);
});

/** A page with scripts off, signed in as the manager. */
async function managerWithoutScripts(): Promise<Page> {
  const signIn = await openPage(browser, DESKTOP);
  open.push(signIn);
  await staffSignIn(signIn.page, manager.email, manager.password, /\/admin$/, base);
  const watched = await openPage(browser, DESKTOP, { javaScript: false });
  open.push(watched);
  await watched.context.addCookies(await signIn.context.cookies());
  watched.page.on("framenavigated", (frame) => visited.push(frame.url()));
  watched.page.on("request", (req) => {
    if (req.isNavigationRequest()) visited.push(req.url());
  });
  return watched.page;
}

/** Presses a button (in `scope`) and waits for the whole page that answers the form. */
async function press(
  page: Page,
  button: string | RegExp,
  scope: Page | Locator = page,
): Promise<Response | null> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    scope.getByRole("button", { name: button, exact: typeof button === "string" }).click(),
  ]);
  return answer;
}

const packGroup = (page: Page, index: number) =>
  page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").nth(index);

async function fillPack(
  page: Page,
  index: number,
  pack: { size: string; unit: string; mrp: string; stock: string },
) {
  const group = packGroup(page, index);
  await group.getByLabel("Size", { exact: true }).fill(pack.size);
  await group.getByLabel("Unit").selectOption(pack.unit);
  await group.getByLabel("MRP (₹)").fill(pack.mrp);
  await group.getByLabel("Stock", { exact: true }).fill(pack.stock);
}

describe("the catalogue's back office without scripts", () => {
  it("a manager creates a product with two packs (a mistake first), then edits it: a third pack, a Hindi name", async () => {
    const page = await managerWithoutScripts();
    await page.goto(`${base}/admin/products/new`);
    await page.getByLabel("Name", { exact: true }).fill("Neem Cake Powder");
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("SKU").fill("NEEM-CAKE-1");
    await page.getByLabel("HSN code").fill("3101");
    await page.getByLabel("GST rate (included in the prices)").selectOption("5");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("<p>Slow-release neem.</p>");
    await fillPack(page, 0, { size: "1", unit: "kg", mrp: "150", stock: "12" });
    // A second pack: the page comes back with a new row, what was typed kept.
    await press(page, "Add pack size");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Neem Cake Powder");
    expect(await packGroup(page, 0).getByLabel("MRP (₹)").inputValue()).toBe("150");
    await fillPack(page, 1, { size: "5", unit: "kg", mrp: "abc", stock: "4" });
    const refused = await press(page, "Create product");
    expect(refused?.status()).toBe(400);
    await page.getByText("Enter the MRP in rupees, e.g. 450 or 450.50.").waitFor();
    expect(await packGroup(page, 1).getByLabel("MRP (₹)").inputValue()).toBe("abc");
    expect(await page.getByLabel("SKU").inputValue()).toBe("NEEM-CAKE-1");
    await packGroup(page, 1).getByLabel("MRP (₹)").fill("600");
    await press(page, "Create product");
    expect(page.url()).toMatch(/\/admin\/products\/\d+$/);
    await page.getByRole("heading", { name: "Neem Cake Powder", level: 1 }).waitFor();
    expect(await page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").count()).toBe(2);

    // Edited: a third pack and a Hindi name.
    await press(page, "Add pack size");
    await fillPack(page, 2, { size: "10", unit: "kg", mrp: "1100", stock: "2" });
    await page.getByLabel("Name in Hindi").fill("नीम खली");
    await press(page, "Save product");
    await page.getByText("Product saved.").waitFor();
    expect(await page.getByLabel("Name in Hindi").inputValue()).toBe("नीम खली");
    await page.getByRole("group", { name: "10 kg" }).waitFor();
    // Saved again at once: the page holds the new version and the new pack's id.
    await press(page, "Save product");
    await page.getByText("Product saved.").waitFor();
    expect(await page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").count()).toBe(3);

    // A pack removed without scripts.
    await press(page, "Remove 10 kg");
    expect(await page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").count()).toBe(2);
    await press(page, "Save product");
    await page.getByText("Product saved.").waitFor();
    expect(await page.getByRole("group", { name: "Pack sizes" }).locator("fieldset").count()).toBe(2);
  });
});
