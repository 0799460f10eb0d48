import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs } from "./helpers/api-as";
import { openPage, PHONE } from "./helpers/browser";
import { post } from "./helpers/buyers";
import { hydrated, newCustomer, sharedBrowser, submitLogin } from "./helpers/journey";
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
const { api, staffCookie, signUpByApi } = apiAs(() => base);

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
    expect(problems.filter((p) => !p.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  });
});

/**
 * Neemgard Neem Oil's first use is tea's red spider mite: 3–5 ml a litre, 200 L of water a
 * hectare, 3 applications. One hectare needs 1.8 to 3 L; the cheapest packs holding 3 L are three
 * 1 L bottles (₹940 each; 250 ml costs ₹290 and 100 ml ₹135, dearer by the litre).
 */
describe("the dose calculator", () => {
  it("answers a GET form without scripts, in Hindi, with numbers typed in Devanagari", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${base}/product-info/${neem.id}?lang=hi`);
    const dose = page.locator("#dose");
    await dose.getByLabel("खेत का नाप").fill("१");
    await dose.getByLabel("इकाई").selectOption("hectare");
    await dose.getByRole("button", { name: "हिसाब लगाएँ" }).click();
    await page.waitForURL(/area=/);
    await expect.poll(() => page.getByTestId("dose-need").textContent()).toBe("ज़रूरी दवा: 1.8 L से 3 L");
    expect(await page.locator("#dose").getByText("छिड़काव के लिए पानी: 600 लीटर").count()).toBe(1);
    expect(await page.getByTestId("dose-packs").textContent()).toBe("1 लीटर × 3 पैक");
    expect(await page.locator("#dose").getByText("कुल: ₹2,820.00").count()).toBe(1);
    // A bigha without its state is a question, not a guess.
    await page.locator("#dose").getByLabel("इकाई").selectOption("bigha");
    await page.locator("#dose").getByRole("button", { name: "हिसाब लगाएँ" }).click();
    await expect
      .poll(() => page.locator("#dose").getByRole("alert").textContent())
      .toBe("अपना राज्य चुनें: हर राज्य में बीघा का नाप अलग है।");
    await context.close();
  });

  it("on a crop's page, asks which product and use, and answers without scripts", async () => {
    // Urea for paddy's tillering: 40–50 kg an acre; 3 acres need 120–150 kg, which three 45 kg
    // bags (₹267 each) and three 5 kg bags (₹55 each) hold exactly: ₹966, less than four big bags.
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${base}/crops/paddy`);
    const dose = page.locator("#dose");
    await dose.getByLabel("Crop and use").selectOption({ label: "Kisan Neem Coated Urea 46% N · Tillering" });
    await dose.getByLabel("Field size").fill("3");
    await dose.getByRole("button", { name: "Work it out" }).click();
    await page.waitForURL(/\/crops\/paddy\?use=\d+&area=3/);
    await expect
      .poll(() => page.getByTestId("dose-need").textContent())
      .toBe("Product needed: 120 kg to 150 kg");
    expect(await page.getByTestId("dose-packs").locator("li").allTextContents()).toEqual([
      "45 kg × 3",
      "5 kg × 3",
    ]);
    expect(await page.locator("#dose").getByText("Total: ₹966.00").count()).toBe(1);
    await context.close();
  });

  it("answers in the browser with the network gone, then adds all the packs in one tap", async () => {
    const farmer = newCustomer("Gopal Das", "chai-bagan-42");
    await signUpByApi(farmer);
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${base}/login`);
    await submitLogin(page, farmer.email, farmer.password);
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/product-info/${neem.id}`);
    await hydrated(page);
    await context.setOffline(true);
    // Nothing of the page is asked of the server while offline (images further down may be).
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    const dose = page.locator("#dose");
    await dose.getByLabel("Field size").fill("0");
    await dose.getByRole("button", { name: "Work it out" }).click();
    await expect
      .poll(() => dose.getByRole("alert").textContent())
      .toBe("The field size must be more than 0.");
    await dose.getByLabel("Field size").fill("1");
    await dose.getByLabel("Unit").selectOption("hectare");
    await dose.getByRole("button", { name: "Work it out" }).click();
    await expect.poll(() => page.getByTestId("dose-need").textContent()).toBe("Product needed: 1.8 L to 3 L");
    expect(await page.getByTestId("dose-packs").textContent()).toBe("1 L × 3");
    // The address says what was asked, so a reload or a shared link shows the same answer.
    expect(new URL(page.url()).searchParams.get("area")).toBe("1");
    expect(asked.filter((u) => u.includes("/product-info/"))).toEqual([]);
    await context.setOffline(false);
    await dose.getByRole("button", { name: "Add all to cart" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Product added to cart successfully." }).count())
      .toBeGreaterThan(0);
    // The cart holds the three bottles (3 × ₹940), priced by the shop.
    await page.goto(`${base}/cart`);
    await expect.poll(() => page.getByTestId("cart-total").textContent()).toBe("₹2,820.00");
    expect(await page.locator("main").textContent()).toMatch(/Neemgard Neem Oil 1500 ppm1 L · ₹940\.00/);
    expect(problems.filter((p) => !p.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  });
});
