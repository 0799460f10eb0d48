import path from "node:path";
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { addDays } from "../lib/regulated";
import { scrollsSideways, staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { addToCart, newBuyer, paymentResponse, placeOrder, post, sandboxPayment } from "./helpers/buyers";
import { sharedBrowser } from "./helpers/journey";
import { staffWithoutScripts } from "./helpers/no-script-staff";

/**
 * Batches (docs/decisions/0049-batches-and-expiry.md) in the browser: a manager receives a batch
 * on the pack's batches page with JavaScript off, a customer's order takes it (it expires
 * first), and the manager finds who bought it, with JavaScript off and on, and downloads the CSV.
 */
const browser = sharedBrowser();
const manager = {
  email: "arun@haritha.example",
  name: "Arun Das",
  role: "manager",
  password: "arun-counts-the-batches-5",
} as const;
const work = staffWithoutScripts(browser, manager);
const shots = process.env.SCREENSHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

async function press(page: Page, button: string): Promise<Response | null> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return answer;
}

/** The demo's PST-003 first pack (it has batches): its product and pack ids. */
async function batchedPack() {
  const list = await post<{ id: number }[]>(work.base, "/api/products/listall/v1/", {});
  for (const p of list.data) {
    const d = await post<{ sku_number: string; prices: { product_price_id: number }[] }>(
      work.base,
      "/api/products/details/v1/",
      { product_id: String(p.id) },
    );
    if (d.data.sku_number === "PST-003")
      return { product_id: p.id, product_price_id: d.data.prices[0].product_price_id };
  }
  throw new Error("the demo's PST-003 is not listed");
}

describe("a batch received and traced to its buyer", () => {
  it("works without JavaScript and with it", async () => {
    const pack = await batchedPack();
    const today = indiaDay(new Date());
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/stock/${pack.product_price_id}/batches`);
    await page.getByLabel("Batch number (as on the label)").fill("E2E-777");
    await page.getByLabel("Packs received").fill("5");
    await page.getByLabel("Manufacturing date").fill(addDays(today, -10));
    // Expires before the demo's batches: the next sale takes it.
    await page.getByLabel("Expiry date").fill(addDays(today, 20));
    const got = await press(page, "Receive the batch");
    expect(got?.status()).toBe(200);
    await expect
      .poll(() => page.getByText("Batch E2E-777 received: 5 packs added to the stock.").count())
      .toBe(1);
    await expect.poll(() => page.getByText("Expires within 60 days").count()).toBeGreaterThan(0);
    await shoot(page, "batches-desktop");

    // A bad row: the field says what is wrong, nothing is received.
    await page.getByLabel("Batch number (as on the label)").fill("E2E-778");
    await page.getByLabel("Packs received").fill("3");
    await page.getByLabel("Manufacturing date").fill(addDays(today, -10));
    await page.getByLabel("Expiry date").fill(addDays(today, -11));
    expect((await press(page, "Receive the batch"))?.status()).toBe(400);
    expect(await page.locator("#expires_on-error").innerText()).toBe(
      "Expiry date: it must come after the manufacturing date.",
    );
    expect(await page.getByLabel("Expiry date").getAttribute("aria-invalid")).toBe("true");
    // Shown once, under its field; the form's alert says it to a screen reader without showing it again.
    const sentence = page.getByText("Expiry date: it must come after the manufacturing date.");
    expect(await sentence.count()).toBe(2);
    const shown = await sentence.evaluateAll(
      (els) => els.filter((el) => el.getBoundingClientRect().width > 1).length,
    );
    expect(shown).toBe(1);
    expect(await page.getByRole("alert").filter({ hasText: "Expiry date: it must come" }).count()).toBe(1);

    // A customer buys a pack, paid online.
    const buyer = await newBuyer(work.base, "Batchbuyer");
    await addToCart(buyer, pack);
    const order = await placeOrder(buyer);
    expect(order.status, order.message).toBe(1);
    const signed = await sandboxPayment(work.base, order.data.id);
    expect((await paymentResponse(buyer, signed)).data.status).toBe(true);

    // Without JavaScript: search, pick, read.
    await page.goto(`${work.base}/admin/batch-buyers`);
    await page.getByLabel("Batch number (or its start)").fill("e2e-7");
    await press(page, "Search");
    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "E2E-777" }).click()]);
    const row = page.getByRole("row").filter({ hasText: "Buyer Batchbuyer" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`#${order.data.order_id}`);
    expect(await row.innerText()).toContain("734001");

    // With JavaScript, on a phone: the same, and the CSV downloads.
    const watched = await openPage(browser, PHONE);
    work.open.push(watched);
    work.watch(watched.page);
    await staffSignIn(watched.page, manager.email, manager.password, /\/admin$/, work.base);
    await watched.page.goto(`${work.base}/admin/batch-buyers`);
    await watched.page.getByLabel("Batch number (or its start)").fill("E2E-777");
    await watched.page.getByRole("button", { name: "Search" }).click();
    await watched.page.getByRole("link", { name: "E2E-777" }).click();
    // On a phone each buyer is a card, and nothing scrolls sideways.
    const card = watched.page
      .getByRole("list", { name: "Buyers of batch E2E-777" })
      .getByRole("listitem")
      .filter({ hasText: "Buyer Batchbuyer" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain("734001");
    expect(await scrollsSideways(watched.page)).toBe(false);
    await shoot(watched.page, "batch-buyers-phone");
    const [download] = await Promise.all([
      watched.page.waitForEvent("download"),
      watched.page.getByRole("link", { name: "Download as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("batch-E2E-777-buyers.csv");
    const file = await download.path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(file, "utf8");
    expect(csv).toContain("Buyer Batchbuyer");
    expect(csv).toContain(`${order.data.order_id},`);
    // Desktop view of the batch page with scripts, for the screenshots.
    const desk = await openPage(browser, DESKTOP);
    work.open.push(desk);
    await desk.context.addCookies(await watched.context.cookies());
    await desk.page.goto(watched.page.url());
    await shoot(desk.page, "batch-buyers-desktop");
  }, 180_000);

  it("receives a delivery's batches from the spreadsheet without JavaScript, all or none", async () => {
    const pack = await batchedPack();
    const today = indiaDay(new Date());
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/batches`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the batches (CSV)" }).click(),
    ]);
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(await download.path(), "utf8");
    const [header] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "pack_id,sku,product,size,unit,batch_no,made_on,expires_on,received,left,written_off",
    );
    expect(csv).toContain("E2E-777");
    const upload = async (rows: string[]) => {
      await page.getByLabel("Batches CSV file (2 MB at most)").setInputFiles({
        name: "batches.csv",
        mimeType: "text/csv",
        buffer: Buffer.from([header, ...rows].join("\r\n")),
      });
      return press(page, "Receive the batches");
    };
    const id = pack.product_price_id;
    // One bad row: nothing is received, the problem named by row and column.
    const refused = await upload([
      `${id},,,,,SHEET-1,${addDays(today, -5)},${addDays(today, 300)},6,,`,
      `${id},,,,,SHEET-2,${addDays(today, -5)},31-02-2027,6,,`,
    ]);
    expect(refused?.status()).toBe(400);
    const alert = page.locator("#batches-problems");
    expect(await alert.innerText()).toContain("Row 3, expires_on: write a real day");
    await shoot(page, "batches-sheet-refused");
    const got = await upload([`${id},,,,,SHEET-1,${addDays(today, -5)},${addDays(today, 300)},6,,`]);
    expect(got?.status()).toBe(200);
    expect(await page.locator("#batches-received").innerText()).toContain("1 batch received (6 packs).");
    await page.goto(`${work.base}/admin/stock/${id}/batches`);
    expect(await page.getByText("SHEET-1").count()).toBe(1);
    expect(await page.getByText("SHEET-2").count()).toBe(0);
  }, 120_000);
});
