import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDays } from "../lib/india-time";
import { screenshot, staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { ordersByApi } from "./helpers/orders-by-api";
import { ownShop } from "./helpers/own-shop";

// The back office's messages and CSV forms, on a shop of this file's own: an error told in a
// toast goes once the next action succeeds (the success shows instead), and the orders' and
// invoices' export forms start with the last 30 days, their file in India's time.

const browser = sharedBrowser();
const owner = {
  email: "tashi@haritha.example",
  name: "Tashi Bhutia",
  role: "owner",
  password: "tashi-owns-77",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const { call, customerAt, order } = ordersByApi(() => base);
let orderId = 0;

beforeAll(async () => {
  shop = await ownShop([owner]);
  base = shop.baseUrl;
  const listed = await call<{ id: number; prices: { product_price_id: number; in_stock: string }[] }[]>(
    "/api/products/listall/v1/",
    {},
  );
  const product = listed.data.find((p) => p.prices.some((x) => x.in_stock === "INSTOCK"));
  const price = product?.prices.find((x) => x.in_stock === "INSTOCK");
  const ravi = await customerAt("Ravi Kumar", {
    street1: "14 Hill Cart Road",
    city: "Siliguri",
    pincode: "734001",
  });
  orderId = await order(
    ravi,
    [{ product_id: product?.id ?? 0, product_price_id: price?.product_price_id ?? 0, name: "" }],
    "ONLINE",
  );
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

describe("a back-office error toast", () => {
  it("goes when the next action succeeds, and the success shows", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await staffSignIn(page, owner.email, owner.password, /\/admin$/, base);
    await page.goto(`${base}/admin/orders/${orderId}`);
    await hydrated(page);
    // Someone else packs the order meanwhile, in another tab.
    const other = await context.newPage();
    await other.goto(`${base}/admin/orders/${orderId}`);
    await hydrated(other);
    await other.getByRole("button", { name: "Mark packed" }).click();
    await other.getByRole("status").getByText(`Order #${orderId} is packed.`).waitFor();
    await other.close();

    // Toasts here never run out by themselves (the page's long timers are dropped), so only the
    // next success can take the error away, however slow this machine is.
    await page.evaluate(() => {
      const set = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) =>
        (ms ?? 0) >= 4000 ? 0 : set(fn, ms, ...rest)) as typeof window.setTimeout;
    });
    // This page still offers Mark packed: the server refuses it, in an error toast.
    await page.getByRole("button", { name: "Mark packed" }).click();
    const error = page.getByRole("alert").getByText(`Order #${orderId} is packed and cannot become packed.`);
    await error.waitFor();
    await screenshot(page, "admin-error-toast-360");
    // The next action succeeds (another form of the page): its message shows, and the error is
    // gone at once rather than when its 7 s run out.
    // Sent with Enter: on a phone the error toast covers the button at the foot of the screen.
    await page.getByLabel("Add a note").fill("Customer asked for India Post.");
    await page.getByLabel("Add a note").press("Enter");
    await page.getByRole("status").getByText("Note added.").waitFor();
    expect(await error.count()).toBe(0);
    expect(await page.getByRole("alert").textContent()).toBe("");
    await screenshot(page, "admin-success-after-error-360");
    await context.close();
  });
});

describe("the orders' and invoices' CSV forms", () => {
  it("start with the last 30 days and download them with India's time", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await staffSignIn(page, owner.email, owner.password, /\/admin$/, base);
    const days = exportDays(undefined, undefined);
    for (const list of ["orders", "invoices"]) {
      await page.goto(`${base}/admin/${list}`);
      await hydrated(page);
      expect(await page.getByLabel("Export from (day)").inputValue()).toBe(days.from);
      expect(await page.getByLabel("Export to (day)").inputValue()).toBe(days.to);
    }
    await page.goto(`${base}/admin/orders`);
    await hydrated(page);
    await screenshot(page, "admin-orders-export-1280");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders-${days.from}-to-${days.to}.csv`);
    const rows = parse(await readFile(await download.path()), { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => Number(r.order_id) === orderId);
    expect(row?.placed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    // The staff may choose other days: a range that ends before the order leaves it out.
    await page.getByLabel("Export from (day)").fill("2025-01-01");
    await page.getByLabel("Export to (day)").fill("2025-01-31");
    const [older] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(older.suggestedFilename()).toBe("orders-2025-01-01-to-2025-01-31.csv");
    expect(parse(await readFile(await older.path()), { columns: true })).toEqual([]);
    await context.close();
  });
});
