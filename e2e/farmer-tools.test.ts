import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs } from "./helpers/api-as";
import { openPage, PHONE } from "./helpers/browser";
import { post } from "./helpers/buyers";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner } from "./helpers/staff-members";
import { textsTo } from "./helpers/texts";

/**
 * What a farmer uses beside the cart, on a shop of this file's own: "notify me" under a sold-out
 * pack (one SMS when staff book stock in) and the dose calculator, with scripts and without.
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base: string;
const { api, staffCookie } = apiAs(() => base);

/** Sagarika Calcium Nitrate: both packs off sale in the demo shop. */
let soldOut: { id: number };
/** Neemgard Neem Oil's 100 ml pack: 140 in stock in the demo shop, until a test sells it out. */
let neem: { id: number; pack: number };

beforeAll(async () => {
  shop = await ownShop([ashaOwner], { WEB_CONCURRENCY: "1", LOG_LEVEL: "info" });
  base = shop.baseUrl;
  const listed = await post<{ id: number; product_name: string; prices: { product_price_id: number }[] }[]>(
    base,
    "/api/products/listall/v1/",
  );
  const named = (name: string) => {
    const found = listed.data.find((p) => p.product_name === name);
    if (!found) throw new Error(`the demo shop lost ${name}`);
    return found;
  };
  soldOut = { id: named("Sagarika Calcium Nitrate").id };
  const neemOil = named("Neemgard Neem Oil 1500 ppm");
  neem = { id: neemOil.id, pack: neemOil.prices[0].product_price_id };
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe("notify me when a sold-out pack is back", () => {
  it("takes a phone number without scripts, refuses a wrong one with a sentence, and texts once when stock is booked in", async () => {
    // Sales took the last 100 ml bottle.
    const cookie = await staffCookie(ashaOwner);
    const stock = (was: number, now: number) =>
      api(
        "/api/admin/v1/stock/set",
        { pack_id: neem.pack, stock_was: was, stock: now, reason: "count" },
        { cookie },
      );
    expect((await stock(140, 0)).status).toBe(1);
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${base}/product-info/${neem.id}`);
    const form = page.getByRole("form", { name: "Tell me when it is back" });
    await form.getByLabel("Mobile number or email").fill("12345");
    await form.getByRole("button", { name: "Notify me" }).click();
    await expect
      .poll(() =>
        page.getByText("This is neither an Indian mobile number nor an email address. Check it.").count(),
      )
      .toBeGreaterThan(0);
    await page
      .getByRole("form", { name: "Tell me when it is back" })
      .getByLabel("Mobile number or email")
      .fill("98300 55501");
    await page
      .getByRole("form", { name: "Tell me when it is back" })
      .getByRole("button", { name: "Notify me" })
      .click();
    await expect
      .poll(() => page.getByText("We will send you one message when this pack is back in stock.").count())
      .toBeGreaterThan(0);
    // (The refusal came as a 400 page, as a refused form without scripts does: no problem check here.)
    await context.close();

    // Staff book 40 bottles in: the farmer gets one SMS with the product and its page.
    expect((await stock(0, 40)).status).toBe(1);
    const [sms] = await textsTo(shop.server, "9830055501", "back_in_stock");
    expect(sms).toMatch(
      new RegExp(
        `Neemgard Neem Oil 1500 ppm \\(100 ml\\) is back in stock\\. Buy it here: \\S+/product-info/${neem.id}$`,
      ),
    );
  });

  it("in Hindi with scripts, says so in Hindi in place", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${base}/product-info/${soldOut.id}?lang=hi`);
    await hydrated(page);
    await page.getByRole("button", { name: /^5\s/ }).click();
    const form = page.getByRole("form", { name: "उपलब्ध होने पर मुझे बताएँ" });
    await form.getByLabel("मोबाइल नंबर या ईमेल").fill("kisan@example.com");
    await form.getByRole("button", { name: "मुझे सूचना दें" }).click();
    await expect
      .poll(() => page.getByText("यह पैक फिर से उपलब्ध होते ही हम आपको एक संदेश भेजेंगे।").count())
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
