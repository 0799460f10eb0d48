import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { emailSubjectsTo } from "./helpers/emails";
import { arrive, fillAddress, hydrated, newCustomer, sharedBrowser, visit } from "./helpers/journey";
import { ownShopWithCod } from "./helpers/own-shop";
import { ashaOwner as owner } from "./helpers/staff-members";
import { codConfirmation } from "./helpers/texts";

/**
 * The shop in Hindi, in a real browser on a phone, on a shop of this file's own whose owner
 * offers cash on delivery: a farmer opens the shop with `?lang=hi`, browses a category, finds
 * the okra seeds by typing "भिंडी" and by its everyday romanised name "bhindi", signs up, pays
 * cash on delivery and sees the order — its page, the order list and the confirmation email —
 * in Hindi. The same shop, visited without the choice, is the English shop it always was.
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShopWithCod>>;
let base = "";

const OKRA_EN = "Okra (Bhindi) Haritha Green Star";
const OKRA_HI = "भिंडी के बीज हरिता ग्रीन स्टार";

beforeAll(async () => {
  // Cash on delivery everywhere, with a ₹30 fee (a new shop starts with it off).
  shop = await ownShopWithCod(owner, { LOG_LEVEL: "info" });
  base = shop.baseUrl;
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** Nothing wider than the screen, no serious accessibility fault, and a screenshot from the top. */
async function looksRight(page: Page, name: string) {
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Opens the header's search, types `query` and returns the dialog with its answers. */
async function searchFor(page: Page, openLabel: string, query: string) {
  await page.getByRole("button", { name: openLabel }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill(query);
  return dialog;
}

describe("the shop in Hindi", () => {
  it(
    "a farmer browses, searches भिंडी and bhindi, signs up, pays cash on delivery and reads the order in Hindi",
    { timeout: 240_000 },
    async () => {
      const { page, context, problems } = await openPage(browser, PHONE);

      // The choice of language, on the first page; the page says which language it is in.
      await visit(page, "/?lang=hi", base);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      await page.getByRole("link", { name: "English" }).first().waitFor();
      await looksRight(page, "hindi-home-360");

      // The choice is remembered (the `lang` cookie): a category without `?lang=` is in Hindi.
      await visit(page, "/products/vegetable-seeds", base);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      await page.getByRole("heading", { name: "सब्ज़ियों के बीज", level: 1 }).waitFor();
      await page.getByRole("link", { name: OKRA_HI }).first().waitFor();
      expect(await page.getByText(OKRA_EN).count()).toBe(0);
      await looksRight(page, "hindi-category-360");

      // Search in Devanagari: the answers as they are typed, then every result.
      let dialog = await searchFor(page, "उत्पाद खोजें", "भिंडी");
      await dialog.getByRole("link", { name: new RegExp(OKRA_HI) }).waitFor();
      await dialog.getByRole("searchbox").press("Enter");
      await arrive(page, /\/search-item\?q=/);
      await page.getByText("“भिंडी” के नतीजे").waitFor();
      await page.getByRole("link", { name: OKRA_HI }).first().waitFor();
      await looksRight(page, "hindi-search-360");

      // Search by the romanised name farmers type on an English keyboard (the synonyms table).
      dialog = await searchFor(page, "उत्पाद खोजें", "bhindi");
      await dialog.getByRole("link", { name: new RegExp(OKRA_HI) }).click();
      await arrive(page, /\/product-info\/\d+$/);
      const productPath = new URL(page.url()).pathname;
      await page.getByRole("heading", { name: OKRA_HI, level: 1 }).waitFor();
      await page.getByText("सभी टैक्स शामिल").first().waitFor();
      await looksRight(page, "hindi-product-360");

      // Sign up, every label and button in Hindi; a mistake is explained in Hindi too.
      const farmer = newCustomer("Ramesh Yadav", "bhindi-ke-beej-7");
      await visit(page, "/signup", base);
      await page.getByRole("button", { name: "साइन अप करें" }).click();
      await page.getByText("ईमेल लिखना ज़रूरी है", { exact: true }).waitFor();
      await page.getByLabel("पूरा नाम").fill(farmer.fullName);
      await page.getByLabel("फ़ोन").fill(farmer.phone);
      await page.getByLabel("ईमेल").fill(farmer.email);
      await page.getByLabel("पासवर्ड", { exact: true }).fill(farmer.password);
      await page.getByLabel("पासवर्ड दोबारा लिखें").fill(`${farmer.password}x`);
      await page.getByRole("button", { name: "साइन अप करें" }).click();
      await page.getByText("दोनों पासवर्ड एक जैसे नहीं हैं", { exact: true }).waitFor();
      await looksRight(page, "hindi-signup-360");
      await page.getByLabel("पासवर्ड दोबारा लिखें").fill(farmer.password);
      await page.getByRole("button", { name: "साइन अप करें" }).click();
      await page.waitForURL(`${base}/`);
      await emailSubjectsTo(shop.server, farmer.email, /में आपका स्वागत है/);

      // The 100 g pack of okra seed ("100 ग्राम") in the cart (₹120 − ₹10 = ₹110).
      await visit(page, productPath, base);
      await page.getByRole("button", { name: "100 ग्राम", exact: true }).click();
      await page.getByRole("button", { name: "कार्ट में डालें", exact: true }).click();
      await page.getByText("उत्पाद कार्ट में डाल दिया गया।").first().waitFor();

      // Checkout in Hindi: an address, then cash on delivery with its fee on its own line.
      await visit(page, "/checkout", base);
      await page.getByRole("button", { name: "+ नया पता जोड़ें" }).click();
      const form = page.getByRole("dialog", { name: "नया पता जोड़ें" });
      await form.getByRole("button", { name: "पता सेव करें" }).click();
      await form.getByText("पिनकोड लिखना ज़रूरी है", { exact: true }).waitFor();
      await fillAddress(form, {
        "पूरा नाम": farmer.fullName,
        ईमेल: farmer.email,
        फ़ोन: farmer.phone,
        "मकान / गली / मोहल्ला": "Ward 4, Phansidewa Road",
        "शहर / गाँव": "Siliguri",
        पिनकोड: "734001",
      });
      await form.getByLabel("राज्य").selectOption("West Bengal");
      await form.getByRole("button", { name: "पता सेव करें" }).click();
      await form.waitFor({ state: "detached" });
      await page.getByRole("group").getByRole("radio", { checked: true }).first().waitFor();
      await page.getByRole("radio", { name: "कैश ऑन डिलीवरी" }).check();
      await page.getByTestId("cod-fee").waitFor();
      expect(await page.getByTestId("checkout-total").textContent()).toBe("₹140.00");
      expect(await page.getByTestId("cod-to-pay").textContent()).toBe(
        "कैश ऑन डिलीवरी: सामान आने पर ₹140.00 का भुगतान करें।",
      );
      await looksRight(page, "hindi-checkout-cod-360");
      await page.getByRole("button", { name: "ऑर्डर करें" }).click();

      // The order's page, in Hindi: placed, what to pay at the door, its status.
      await page.waitForURL(/\/order\/\d+\?placed=1$/);
      await hydrated(page);
      const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
      await page.getByText("धन्यवाद! आपका ऑर्डर हो गया है।").waitFor();
      await page.getByRole("heading", { name: `ऑर्डर #${orderId}` }).waitFor();
      await page.getByText("पक्का (कैश ऑन डिलीवरी)").first().waitFor();
      expect(await page.getByTestId("order-total").textContent()).toContain("₹140.00");
      // The seeds by their Hindi name and pack, as the catalogue has them.
      await page.getByText(OKRA_HI).first().waitFor();
      await page.getByText("100 ग्राम × 1").first().waitFor();
      await looksRight(page, "hindi-order-placed-360");
      await page.setViewportSize(DESKTOP);
      await looksRight(page, "hindi-order-placed-1280");
      await page.setViewportSize(PHONE);

      // A new number: the order waits for the code sent by SMS, typed on the same page.
      const { code } = await codConfirmation(shop.server, farmer.phone);
      await page.getByLabel("SMS वाला कोड").fill(code);
      await page.getByRole("button", { name: "ऑर्डर पक्का करें" }).click();
      await page.getByText("धन्यवाद: आपका ऑर्डर पक्का हो गया है और जल्द पैक होगा।").waitFor();

      // Every order, from the list: the status and the way of paying in Hindi.
      await page.getByRole("link", { name: "मेरे सभी ऑर्डर" }).click();
      await arrive(page, `${base}/order`);
      await page.getByRole("heading", { name: "मेरे ऑर्डर", level: 1 }).waitFor();
      const row = page.locator("tbody tr").first();
      expect(await row.textContent()).toContain("पक्का (कैश ऑन डिलीवरी)");
      expect(await row.textContent()).toContain("कैश ऑन डिलीवरी");
      expect(await row.textContent()).toContain("₹110.00");
      expect(await row.textContent()).toContain(OKRA_HI);
      await looksRight(page, "hindi-orders-360");

      // The confirmation email is in the language the farmer ordered in.
      const subjects = await emailSubjectsTo(
        shop.server,
        farmer.email,
        new RegExp(`ऑर्डर #${orderId} पक्का हो गया`),
      );
      expect(subjects.some((s) => /confirmed/.test(s))).toBe(false);

      // The header's switch takes the same page to English, and it stays English.
      await page.getByRole("link", { name: "English" }).first().click();
      await page.waitForURL(/\/order(\?lang=en)?$/);
      await hydrated(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
      await page.getByRole("heading", { name: "My Order", level: 1 }).waitFor();
      const english = await page.locator("tbody tr").first().textContent();
      expect(english).toContain("Confirmed (cash on delivery)");
      expect(english).toContain(OKRA_EN);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("leaves the English shop as it was for a visitor who never chose Hindi", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await visit(page, "/products/vegetable-seeds", base);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    await page.getByRole("heading", { name: "Vegetable Seeds", level: 1 }).waitFor();
    await page.getByRole("link", { name: OKRA_EN }).first().waitFor();
    expect(await page.getByText(OKRA_HI).count()).toBe(0);
    // The other language is offered, named in itself, with its address for search engines.
    await page.getByRole("link", { name: "हिन्दी" }).first().waitFor();
    expect(await page.locator('link[rel="alternate"][hreflang="hi"]').count()).toBe(1);
    const dialog = await searchFor(page, "Search products", "bhindi");
    await dialog.getByRole("link", { name: new RegExp(OKRA_EN.replace(/[()]/g, "\\$&")) }).waitFor();
    await looksRight(page, "english-category-1280");
    expect(problems).toEqual([]);
    await context.close();
  });
});
