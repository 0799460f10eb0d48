import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_AND_DESKTOP, screenshot, scrollsSideways, signedInPage, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, idle, sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { meeraManager as manager, ashaOwner as owner } from "./helpers/staff-members";

// The catalogue as a spreadsheet, in a real browser on a shop of this file's own: a manager
// downloads the CSV, changes three prices in it as a spreadsheet would write them, sees exactly
// those three changes in the preview, applies them, and the storefront's product pages show
// the new prices; the owner finds the import in the audit log.

const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

beforeAll(async () => {
  shop = await ownShop([manager, owner]);
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** Downloads the catalogue from the Import and export page; its rows as a spreadsheet reads them. */
async function download(page: Page): Promise<string[][]> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the catalogue (CSV)" }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text, { bom: true });
}

/** Chooses a file in the page's file field and asks for the preview. */
async function preview(page: Page, name: string, text: string) {
  await page
    .getByLabel("CSV file (5 MB at most)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${text}`) });
  await page.getByRole("button", { name: "Preview changes" }).click();
  await page.getByRole("heading", { name: `3. Preview of ${name}` }).waitFor();
}

describe("the catalogue as a spreadsheet", () => {
  it("a manager changes three prices in the CSV, previews and applies them; the storefront and the audit log show them", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, base);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Products" })
      .click();
    await page.getByRole("link", { name: "Import or export (CSV)" }).click();
    await page.getByRole("heading", { name: "Import and export", level: 1 }).waitFor();
    await hydrated(page);
    await idle(page);
    const [header, ...rows] = await download(page);
    const col = (name: string) => header.indexOf(name);

    // The first pack (the one a product page opens on) of three products on sale.
    const chosen = rows
      .filter(
        (r, i) => r[col("active")] === "yes" && r[col("sellable")] === "yes" && rows[i - 1]?.[0] !== r[0],
      )
      .slice(0, 3);
    expect(chosen).toHaveLength(3);
    const edits = chosen.map((r, i) => {
      const mrpPaise = Math.round(Number(r[col("mrp")]) * 100) + 100_050 * (i + 1);
      return {
        sku: r[col("sku")],
        name: r[col("name")],
        size: `${r[col("size")]} ${r[col("unit")]}`,
        before: rupees(Math.round(Number(r[col("mrp")]) * 100)),
        mrp: rupees(mrpPaise),
        price: rupees(mrpPaise - Math.round(Number(r[col("discount")]) * 100)),
      };
    });
    // As a spreadsheet saves it: the new MRPs written "₹1,234.50", CRLF, an empty row at the end.
    const edited = [header, ...rows].map((r) => {
      const edit = r[col("pack_id")] && edits.find((_, i) => chosen[i][col("pack_id")] === r[col("pack_id")]);
      return edit ? r.map((c, j) => (j === col("mrp") ? edit.mrp : c)) : r;
    });
    const csv = `${edited.map((r) => r.map(quote).join(",")).join("\r\n")}\r\n${",".repeat(header.length - 1)}\r\n`;

    await preview(page, "new-prices.csv", csv);
    const changes = page.getByRole("table", { name: "Changes" });
    await page
      .getByText(`${rows.length} rows read: 3 rows would change, ${rows.length - 3} unchanged.`)
      .waitFor();
    expect(await changes.locator("tbody tr").count()).toBe(3);
    for (const e of edits) {
      const row = changes.getByRole("row").filter({ hasText: `SKU ${e.sku}` });
      await row.getByText(`${e.name} · ${e.size}`).waitFor();
      const cell = await row.getByRole("cell").last().innerText();
      expect([cell.startsWith("MRP:"), cell.includes(e.before), cell.includes(e.mrp)]).toEqual([
        true,
        true,
        true,
      ]);
    }
    await page.getByRole("button", { name: "Apply 3 rows of changes" }).click();
    await page.getByText("Import done: the storefront shows the changes.", { exact: false }).waitFor();
    await screenshot(page, "admin-catalogue-import-done-1280");

    // Each product page shows its new price at once.
    const ids: number[] = await page.evaluate(
      async (skus) => {
        const found: number[] = [];
        for (const sku of skus) {
          const res = await fetch("/api/admin/v1/products/list", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ search: sku }),
          });
          found.push((await res.json()).data.products[0].id);
        }
        return found;
      },
      edits.map((e) => e.sku),
    );
    expect(problems).toEqual([]);
    await context.close();
    const { page: shopper, context: shopperContext } = await openPage(browser, PHONE);
    for (const [i, e] of edits.entries()) {
      await shopper.goto(`${base}/product-info/${ids[i]}`);
      await shopper.getByRole("heading", { name: e.name, level: 1 }).waitFor();
      await shopper.getByText(e.price, { exact: true }).first().waitFor();
    }
    await shopperContext.close();

    // The owner finds the import in the audit log: the file, and each product's price before and after.
    const { page: audit, context: auditContext } = await openPage(browser, DESKTOP);
    await staffSignIn(audit, owner.email, owner.password, /\/admin$/, base);
    await audit.goto(`${base}/admin/audit`);
    await hydrated(audit);
    await audit.getByLabel("Kind of thing").selectOption("catalogue");
    await audit.getByLabel("Staff member").selectOption({ label: manager.name });
    await audit.getByRole("button", { name: "Show" }).click();
    await audit.waitForURL(/entity=catalogue/);
    const entries = audit.getByRole("table", { name: "Audit entries" });
    await entries.getByText("new-prices.csv").waitFor();
    // The filtered rows replace the unfiltered ones once the loader answers: wait for them.
    await expect.poll(() => entries.locator("tbody tr").count()).toBe(1);
    await audit.getByLabel("Kind of thing").selectOption("product");
    await audit.getByRole("button", { name: "Show" }).click();
    await audit.waitForURL(/entity=product/);
    for (const e of edits) {
      await entries.getByText(`MRP of ${e.name} ${e.size}: ${e.before} → ${e.mrp}`).waitFor();
    }
    expect(await entries.getByRole("cell", { name: "CSV import", exact: true }).count()).toBe(3);
    await auditContext.close();
  }, 180_000);

  it("shows errors by row and column and the changes as cards on a phone, without sideways scrolling or serious accessibility faults", async () => {
    for (const [width, viewport] of PHONE_AND_DESKTOP) {
      const { page, context, problems } = await signedInPage(browser, viewport, manager, base);
      await page.goto(`${base}/admin/catalogue`);
      await hydrated(page);
      expect([width, await scrollsSideways(page), await seriousViolations(page)]).toEqual([width, false, []]);
      await screenshot(page, `admin-catalogue-${width}`);
      await preview(
        page,
        "mistakes.csv",
        [
          "sku,name,category,size,unit,mrp,discount,stock",
          "NEW-TONIC-1,Jeevamrut Organic Tonic with a very long name for a small phone,Fertilizers,500,ml,180,20,10",
          "NEW-TONIC-2,Seaweed Extract,No Such Category,1,L,abc,,",
        ].join("\r\n"),
      );
      const list =
        width === 360
          ? page.getByRole("list", { name: "Errors" })
          : page.getByRole("table", { name: "Errors" });
      await list.getByText("Enter the MRP in rupees, e.g. 450 or ₹1,250.50.").waitFor();
      await list.getByText(/There is no category "No Such Category"/).waitFor();
      await page.getByText("2 errors: nothing can be imported until every one is corrected").waitFor();
      expect(await page.getByRole("button", { name: /^Apply/ }).count()).toBe(0);
      expect([width, await scrollsSideways(page), await seriousViolations(page)]).toEqual([width, false, []]);
      await screenshot(page, `admin-catalogue-errors-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
