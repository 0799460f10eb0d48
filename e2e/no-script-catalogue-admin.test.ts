import type { Locator, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { staffWithoutScripts } from "./helpers/no-script-staff";
import { meeraManager as manager } from "./helpers/staff-members";

/**
 * The back office's catalogue with JavaScript off (docs/decisions/0028-forms-without-scripts.md):
 * every form is a plain POST to its page, which answers a whole page with the messages in place
 * and the typed values kept. The manager signs in with scripts (that page is not this file's),
 * then works with them off; no password ever shows in an address.
 */
const browser = sharedBrowser();
const work = staffWithoutScripts(browser, manager);

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
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/products/new`);
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

    // Two pages open on it: the second save is refused, in the page, the typing kept.
    const other = await work.pageWithoutScripts();
    await other.goto(page.url());
    await page.getByLabel("Short description", { exact: true }).fill("From cold-pressed neem seeds.");
    await press(page, "Save product");
    await page.getByText("Product saved.").waitFor();
    await other.getByLabel("Short description", { exact: true }).fill("Neem seed cake, powdered.");
    expect((await press(other, "Save product"))?.status()).toBe(409);
    await other
      .getByRole("alert")
      .getByText(/was changed by Meera Iyer/)
      .waitFor();
    expect(await other.getByLabel("Short description", { exact: true }).inputValue()).toBe(
      "Neem seed cake, powdered.",
    );

    // Each pack's stock movements (docs/decisions/0030-stock-ledger.md): a plain link chooses the pack.
    const moves = page.getByRole("region", { name: "Stock movements" });
    const row = (pack: string, text: RegExp) =>
      moves.getByRole("table", { name: `Stock movements of ${pack}` }).getByRole("row", { name: text });
    await row("1 kg", /^Staff adjustment \+12 12 Meera Iyer New pack size/).waitFor();
    await Promise.all([page.waitForNavigation(), moves.getByRole("link", { name: "5 kg (4 left)" }).click()]);
    expect(new URL(page.url()).search).toMatch(/^\?pack=\d+$/);
    await row("5 kg", /^Staff adjustment \+4 4 Meera Iyer New pack size/).waitFor();
  });
});

describe("pictures, categories and synonyms without scripts", () => {
  it("a manager uploads a picture (none chosen first), moves and removes one", async () => {
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/products/1`);
    const pictures = page.getByRole("region", { name: "Pictures" });
    const before = await pictures.getByRole("listitem").count();
    await pictures.getByLabel("Its alt text").fill("A sack of compost");
    expect((await press(page, "Upload picture", pictures))?.status()).toBe(400);
    await pictures.getByRole("alert").getByText("Choose a picture to upload.").waitFor();
    expect(await pictures.getByLabel("Its alt text").inputValue()).toBe("A sack of compost");
    await pictures
      .getByLabel(/New picture/)
      .setInputFiles({ name: "sack.png", mimeType: "image/png", buffer: await png() });
    await press(page, "Upload picture", pictures);
    await pictures.getByText("Picture added.").waitFor();
    await pictures.getByRole("img", { name: "A sack of compost" }).waitFor();
    expect(await pictures.getByRole("listitem").count()).toBe(before + 1);
    // The new one first, then saved; then removed and saved.
    await press(page, `Move picture ${before + 1} earlier`, pictures);
    expect(await pictures.getByLabel(`Alt text of picture ${before}`).inputValue()).toBe("A sack of compost");
    await press(page, "Save pictures", pictures);
    await pictures.getByText("Pictures saved.").waitFor();
    await press(page, `Remove picture ${before}`, pictures);
    await press(page, "Save pictures", pictures);
    await pictures.getByText("Pictures saved.").waitFor();
    expect(await pictures.getByRole("img", { name: "A sack of compost" }).count()).toBe(0);
  });

  it("a manager adds, edits and removes a category and a search synonym", async () => {
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/categories`);
    const newCategory = page.getByRole("region", { name: "New category" });
    await newCategory.getByLabel("Description", { exact: true }).fill("Grow without soil.");
    expect((await press(page, "Create category", newCategory))?.status()).toBe(400);
    await newCategory.getByText("Enter the category's name.").waitFor();
    expect(await newCategory.getByLabel("Description", { exact: true }).inputValue()).toBe(
      "Grow without soil.",
    );
    await newCategory.getByLabel("Name", { exact: true }).fill("Aquaponics");
    await newCategory
      .getByLabel(/Banner picture/)
      .setInputFiles({ name: "b.png", mimeType: "image/png", buffer: await png() });
    await press(page, "Create category", newCategory);
    await page.getByText("Category created.").waitFor();
    const table = page.getByRole("table", { name: "Categories" });
    await table.getByText("/products/aquaponics").waitFor();
    await press(page, "Edit Aquaponics", table);
    const edit = page.getByRole("region", { name: "Edit Aquaponics" });
    await edit.getByLabel("Name in Hindi (empty: the English shows)").fill("एक्वापोनिक्स");
    await press(page, "Save category", edit);
    await page.getByText("Category saved.").waitFor();
    await press(page, "Remove Aquaponics", table);
    await press(page, "Remove", page.getByRole("region", { name: /^Remove Aquaponics\?/ }));
    await page.getByText("Category removed.").waitFor();
    expect(await table.getByText("/products/aquaponics").count()).toBe(0);

    await page.goto(`${work.base}/admin/synonyms`);
    const form = page.getByRole("form", { name: "New synonym" });
    await form.getByLabel("Customers type").fill("khali");
    expect((await press(page, "Add synonym", form))?.status()).toBe(400);
    await form.getByText("Enter at least one word it stands for.").waitFor();
    expect(await form.getByLabel("Customers type").inputValue()).toBe("khali");
    await form.getByLabel(/^Find products named/).fill("neem, cake");
    await press(page, "Add synonym", form);
    await page.getByText("Synonym added.").waitFor();
    const synonyms = page.getByRole("table", { name: "Search synonyms" });
    await synonyms.getByText("neem, cake").waitFor();
    await press(page, "Edit khali", synonyms);
    const editSynonym = page.getByRole("form", { name: "Edit the synonym khali" });
    await editSynonym.getByLabel(/^Find products named/).fill("neem");
    await press(page, "Save synonym", editSynonym);
    await page.getByText("Synonym saved.").waitFor();
    await synonyms.getByRole("row", { name: /khali/ }).getByText("neem", { exact: true }).waitFor();
    await press(page, "Remove khali", synonyms);
    await press(page, "Remove", page.getByRole("region", { name: /^Remove the synonym khali\?/ }));
    await page.getByText("Synonym removed.").waitFor();
  });
});

describe("the catalogue spreadsheet without scripts", () => {
  it("a manager previews a CSV (none chosen first) and applies it: a price changes", async () => {
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/catalogue`);
    expect((await press(page, "Preview changes"))?.status()).toBe(400);
    await page.getByText("Choose a CSV file to upload.").waitFor();
    await page.getByLabel(/^CSV file/).setInputFiles({
      name: "neem.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("sku,size,unit,mrp\r\nNEEM-CAKE-1,1,kg,₹175\r\n"),
    });
    await press(page, "Preview changes");
    await page.getByRole("heading", { name: "3. Preview of neem.csv" }).waitFor();
    const changes = page.getByRole("table", { name: "Changes" });
    expect(await changes.locator("tbody tr").count()).toBe(1);
    await press(page, "Apply 1 row of changes");
    await page.getByText("Import done: the storefront shows the changes.", { exact: false }).waitFor();
    await page.goto(`${work.base}/admin/products?q=NEEM-CAKE-1`);
    await page.getByRole("link", { name: "Neem Cake Powder" }).first().click();
    await page.getByRole("heading", { name: "Neem Cake Powder", level: 1 }).waitFor();
    expect(await page.getByRole("group", { name: "1 kg" }).getByLabel("MRP (₹)").inputValue()).toBe("175.00");
  });
});

describe("a long catalogue preview without scripts", () => {
  it("draws the first 200 changes, and the rest inside Show all", async () => {
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/catalogue`);
    const rows = Array.from(
      { length: 205 },
      (_, i) => `SEED-PREVIEW-${i + 1},Seed tray ${i + 1},garden-care,1,pc,99`,
    );
    await page.getByLabel(/^CSV file/).setInputFiles({
      name: "trays.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["sku,name,category,size,unit,mrp", ...rows].join("\r\n")),
    });
    await press(page, "Preview changes");
    await page.getByRole("heading", { name: "3. Preview of trays.csv" }).waitFor();
    expect(await page.getByRole("table", { name: "Changes" }).locator("tbody tr").count()).toBe(200);
    const more = page.getByRole("table", { name: "More changes" });
    expect(await more.isVisible()).toBe(false);
    await page.getByText("Show all 205 rows").click();
    expect(await more.locator("tbody tr").count()).toBe(5);
    await more.getByText("Seed tray 205").first().waitFor();
  });
});

describe("the same forms with scripts", () => {
  it("a category is edited in its dialog and removed after the question, without a reload", async () => {
    const watched = await openPage(browser, DESKTOP);
    work.open.push(watched);
    const { page, problems } = watched;
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, work.base);
    await page.goto(`${work.base}/admin/categories`);
    await hydrated(page);
    const newCategory = page.getByRole("region", { name: "New category" });
    await newCategory.getByLabel("Name", { exact: true }).fill("Mushroom kits");
    await newCategory.getByRole("button", { name: "Create category" }).click();
    await page.getByText("Category created.").waitFor();
    expect(await newCategory.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    const table = page.getByRole("table", { name: "Categories" });
    await table.getByRole("button", { name: "Edit Mushroom kits" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Mushroom kits" });
    await dialog.getByLabel("Name", { exact: true }).fill("Mushroom grow kits");
    await dialog.getByRole("button", { name: "Save category" }).click();
    await page.getByText("Category saved.").waitFor();
    await dialog.waitFor({ state: "detached" });
    await table.getByRole("button", { name: "Remove Mushroom grow kits" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await page.getByText("Category removed.").waitFor();
    await table.getByText("/products/mushroom-kits").waitFor({ state: "detached" });
    expect(page.url()).toBe(`${work.base}/admin/categories`);
    expect(problems).toEqual([]);
  });
});

/** A small real picture (PNG). */
async function png() {
  const sharp = (await import("sharp")).default;
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}
