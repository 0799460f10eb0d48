import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryDate } from "../lib/delivery";
import { screenshot, scrollsSideways, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, idle, sharedBrowser, visit } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";

// The India settings from the back office, in a real browser on a shop of this file's own: the
// owner sets the delivery charge, the pincodes served and cash on delivery, and the product
// page's pincode check follows (in English and Hindi); a manager gives a product a Hindi name
// and adds a search synonym, and the storefront shows both.

const browser = sharedBrowser();
const owner = {
  email: "meera@haritha.example",
  name: "Meera Rai",
  role: "owner",
  password: "owns-shop-27",
} as const;
const manager = {
  email: "tenzing@haritha.example",
  name: "Tenzing Lama",
  role: "manager",
  password: "runs-shop-27",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

beforeAll(async () => {
  shop = await ownShop([owner, manager]);
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

/** India's day `days` from now as the product page writes it: "Fri 27 Nov" (or in Hindi). */
const shownDay = (days: number, locale = "en-IN") =>
  new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .formatToParts(new Date(`${deliveryDate(days)}T00:00:00Z`))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");

/**
 * Types a pincode into the product page's check, waits until its answer (the lines `told`) is
 * read out, and gives the whole answer as shown.
 */
async function checkPincode(page: Page, pincode: string, told: string[], hindi = false) {
  const form = page.getByRole("form", { name: hindi ? "डिलीवरी जाँचें" : "Check delivery", exact: true });
  await form.getByLabel(hindi ? "आपका पिनकोड" : "Your pincode").fill(pincode);
  await form.getByRole("button", { name: hindi ? "जाँचें" : "Check", exact: true }).click();
  const status = form.getByRole("status");
  for (const line of told) await status.getByText(line, { exact: true }).waitFor();
  return (await status.innerText()).split("\n").filter((l) => l.trim());
}

/** Clicks Save product and waits for the server's answer. */
async function saveProduct(page: Page) {
  // The form posts to its page's action (React Router asks for /admin/products/1.data).
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/products/"),
  );
  await page.getByRole("button", { name: "Save product" }).click();
  expect((await saved).status()).toBe(200);
  await idle(page);
}

describe("delivery, cash on delivery, Hindi and synonyms from the back office", () => {
  it("the owner's delivery charge and pincodes price the product page's pincode check at once", async () => {
    // Before the owner saves any rules, a new shop delivers everywhere for nothing, without COD.
    const customer = await openPage(browser, PHONE);
    const shopper = customer.page;
    await visit(shopper, "/product-info/1", base);
    const free = [`Delivery to 560001 by ${shownDay(7)} · free`, "No cash on delivery here: pay online"];
    expect(await checkPincode(shopper, "560001", free)).toEqual(free);
    const bad = ["Enter a 6-digit pincode."];
    expect(await checkPincode(shopper, "12345", bad)).toEqual(bad);
    expect(await shopper.getByLabel("Your pincode").getAttribute("aria-invalid")).toBe("true");

    const staff = await openPage(browser, DESKTOP);
    const admin = staff.page;
    await staffSignIn(admin, owner.email, owner.password, /\/admin$/, base);
    await admin
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Delivery & COD" })
      .click();
    await admin.getByRole("heading", { name: "Delivery & COD", level: 1 }).waitFor();
    await hydrated(admin);
    const delivery = admin.getByRole("form", { name: "Delivery", exact: true });
    await delivery.getByLabel(/^Delivery charge per order/).fill("seventy-five");
    await delivery.getByLabel("Only the pincodes listed").check();
    await delivery.getByLabel("Pincodes you deliver to").fill("734001-734999, 70001x");
    await delivery.getByLabel("Days by region (optional)").fill("734 = 2");
    await delivery.getByRole("button", { name: "Save delivery rules" }).click();
    // The browser's own check (the server's rules) speaks under each field it refuses.
    await delivery.getByText("Enter the delivery charge in rupees, e.g. 60 (0 for none).").waitFor();
    expect(await delivery.getByLabel(/^Delivery charge per order/).getAttribute("aria-invalid")).toBe("true");
    await delivery.getByLabel(/^Delivery charge per order/).fill("75");
    await delivery.getByRole("button", { name: "Save delivery rules" }).click();
    await delivery
      .getByText(
        '"70001x" is not a pincode: write six-digit pincodes, ranges such as 734001-734999 or prefixes such as 734.',
      )
      .waitFor();
    await delivery.getByLabel("Pincodes you deliver to").fill("734001-734999, 700");
    await delivery.getByRole("button", { name: "Save delivery rules" }).click();
    await delivery.getByRole("status").getByText("The delivery rules are saved.").waitFor();
    await expect
      .poll(() => delivery.getByLabel(/^Delivery charge per order/).inputValue(), { timeout: 10_000 })
      .toBe("75.00");

    const cod = admin.getByRole("form", { name: "Cash on delivery", exact: true });
    await cod.getByLabel("Offer cash on delivery").check();
    await cod.getByLabel(/^Cash-on-delivery fee/).fill("30");
    await cod.getByLabel("Only the pincodes listed").check();
    await cod.getByRole("button", { name: "Save cash-on-delivery rules" }).click();
    await cod
      .getByText("List the pincodes for cash on delivery, or offer it wherever you deliver.")
      .waitFor();
    await cod.getByLabel("Pincodes for cash on delivery").fill("734");
    await cod.getByRole("button", { name: "Save cash-on-delivery rules" }).click();
    await cod.getByRole("status").getByText("Cash on delivery is offered as set.").waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "delivery-cod-1280");

    // The customer's next check is priced by the new rules: ₹75 to a served pincode, in two
    // days there, with cash on delivery; a refusal for a pincode not served.
    const near = [`Delivery to 734010 by ${shownDay(2)} · ₹75.00`, "Cash on delivery available"];
    expect(await checkPincode(shopper, "734010", near)).toEqual(near);
    const kolkata = [`Delivery to 700019 by ${shownDay(7)} · ₹75.00`, "No cash on delivery here: pay online"];
    expect(await checkPincode(shopper, "700019", kolkata)).toEqual(kolkata);
    const refused = ["We do not deliver to 560001 yet."];
    expect(await checkPincode(shopper, "560001", refused)).toEqual(refused);
    expect(await scrollsSideways(shopper)).toBe(false);
    expect(await seriousViolations(shopper)).toEqual([]);
    await screenshot(shopper, "product-delivery-check-360");

    // The same check in Hindi.
    await visit(shopper, "/product-info/1?lang=hi", base);
    const nearHi = [`734010 पर ${shownDay(2, "hi-IN")} तक डिलीवरी · ₹75.00`, "कैश ऑन डिलीवरी उपलब्ध"];
    expect(await checkPincode(shopper, "734010", nearHi, true)).toEqual(nearHi);
    const refusedHi = ["हम अभी 560001 पर डिलीवरी नहीं करते।"];
    expect(await checkPincode(shopper, "560001", refusedHi, true)).toEqual(refusedHi);
    expect(await seriousViolations(shopper)).toEqual([]);
    await screenshot(shopper, "product-delivery-check-hi-360");

    const wide = await openPage(browser, DESKTOP);
    await visit(wide.page, "/product-info/1", base);
    expect(await checkPincode(wide.page, "734010", near)).toEqual(near);
    await screenshot(wide.page, "product-delivery-check-1280");

    // On a phone the owner's page fits the screen.
    const phone = await openPage(browser, PHONE);
    await staffSignIn(phone.page, owner.email, owner.password, /\/admin$/, base);
    await phone.page.goto(`${base}/admin/settings/delivery`);
    await hydrated(phone.page);
    expect(await phone.page.getByLabel("Pincodes you deliver to").inputValue()).toBe("734001-734999, 700");
    expect(await scrollsSideways(phone.page)).toBe(false);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, "delivery-cod-360");

    expect([...customer.problems, ...staff.problems, ...wide.problems, ...phone.problems]).toEqual([]);
    await Promise.all([customer, staff, wide, phone].map((p) => p.context.close()));
  });

  it("a manager gives a product a Hindi name and a pack a Hindi label; English readers see no change", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, base);
    // The owner's settings are not in a manager's menu, and their page answers 403.
    const nav = page.getByRole("navigation", { name: "Back office" });
    await nav.getByRole("link", { name: "Search synonyms" }).waitFor();
    expect(await nav.getByRole("link", { name: "Delivery & COD" }).count()).toBe(0);
    expect((await page.goto(`${base}/admin/settings/delivery`))?.status()).toBe(403);

    await page.goto(`${base}/admin/products/1`);
    await page.getByRole("heading", { name: "Bhoomi Gold Vermicompost", level: 1 }).waitFor();
    await hydrated(page);
    const hindi = page.getByRole("region", { name: /In Hindi/ });
    // Emptied, the Hindi page shows the English name.
    await hindi.getByLabel("Name in Hindi").fill("");
    await saveProduct(page);
    const reader = await openPage(browser, PHONE);
    await visit(reader.page, "/product-info/1?lang=hi", base);
    await reader.page.getByRole("heading", { name: "Bhoomi Gold Vermicompost", level: 1 }).waitFor();

    await hindi.getByLabel("Name in Hindi").fill("भूमि गोल्ड केंचुआ खाद");
    await page.getByRole("group", { name: "1 kg" }).getByLabel("Label in Hindi").fill("1 किलो थैली");
    await saveProduct(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "product-form-hindi-1280");

    await visit(reader.page, "/product-info/1?lang=hi", base);
    await reader.page.getByRole("heading", { name: "भूमि गोल्ड केंचुआ खाद", level: 1 }).waitFor();
    await reader.page
      .getByRole("group", { name: "पैक का साइज़" })
      .getByRole("button", { name: "1 किलो थैली", exact: true })
      .waitFor();
    await visit(reader.page, "/product-info/1?lang=en", base);
    await reader.page.getByRole("heading", { name: "Bhoomi Gold Vermicompost", level: 1 }).waitFor();
    await reader.page
      .getByRole("group", { name: "Pack size" })
      .getByRole("button", { name: "1 kg", exact: true })
      .waitFor();
    expect(await reader.page.getByText("भूमि गोल्ड केंचुआ खाद").count()).toBe(0);

    // The form at phone width.
    const phone = await openPage(browser, PHONE);
    await staffSignIn(phone.page, manager.email, manager.password, /\/admin$/, base);
    await phone.page.goto(`${base}/admin/products/1`);
    await hydrated(phone.page);
    expect(await phone.page.getByLabel("Name in Hindi").inputValue()).toBe("भूमि गोल्ड केंचुआ खाद");
    expect(await scrollsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, "product-form-hindi-360");
    // The browser logs the refused page's 403; nothing else went wrong.
    expect([...problems, ...reader.problems, ...phone.problems]).toEqual([
      "console: Failed to load resource: the server responded with a status of 403 (Forbidden)",
    ]);
    await Promise.all([context, reader.context, phone.context].map((c) => c.close()));
  });

  it("a manager adds a search synonym and the storefront's search finds the product by it", async () => {
    const customer = await openPage(browser, PHONE);
    const results = customer.page.locator("main").getByRole("link", { name: /Bhoomi Gold Vermicompost/ });
    await visit(customer.page, "/search-item?q=gobarkhad", base);
    expect(await results.count()).toBe(0);

    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, manager.email, manager.password, /\/admin$/, base);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Search synonyms" })
      .click();
    await page.getByRole("heading", { name: "Search synonyms", level: 1 }).waitFor();
    await hydrated(page);
    const form = page.getByRole("form", { name: "New synonym" });
    await form.getByLabel("Customers type").fill("gobar khad");
    await form.getByRole("button", { name: "Add synonym" }).click();
    await form.getByText("Enter one word customers type (2–40 letters, no spaces), e.g. bhindi.").waitFor();
    await form.getByText("Enter at least one word it stands for.").waitFor();
    await form.getByLabel("Customers type").fill("Gobarkhad");
    await form.getByLabel(/^Find products named/).fill("vermicompost, केंचुआ");
    await form.getByRole("button", { name: "Add synonym" }).click();
    await page.getByText("Synonym added.").first().waitFor();
    const row = page.getByRole("table", { name: "Search synonyms" }).getByRole("row", { name: /gobarkhad/ });
    await row.getByText("vermicompost, केंचुआ").waitFor();
    // A second synonym for the same word is refused on its field.
    await form.getByLabel("Customers type").fill("gobarkhad");
    await form.getByLabel(/^Find products named/).fill("manure");
    await form.getByRole("button", { name: "Add synonym" }).click();
    await form
      .getByRole("alert")
      .getByText("There is already a synonym for “gobarkhad”: edit that one.")
      .waitFor();
    expect(await form.getByLabel("Customers type").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "synonyms-1280");

    await visit(customer.page, "/search-item?q=gobarkhad", base);
    await results.first().waitFor();

    // Edited to other words, then removed: the search follows each change.
    await row.getByRole("button", { name: "Edit gobarkhad" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit gobarkhad" });
    await dialog.getByLabel(/^Find products named/).fill("neem");
    await dialog.getByRole("button", { name: "Save synonym" }).click();
    await page.getByText("Synonym saved.").first().waitFor();
    await row.getByText("neem", { exact: true }).waitFor();
    await visit(customer.page, "/search-item?q=gobarkhad", base);
    await customer.page.locator("main").getByRole("link", { name: /Neem/ }).first().waitFor();
    expect(await results.count()).toBe(0);
    await row.getByRole("button", { name: "Remove gobarkhad" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await page.getByText("Synonym removed.").first().waitFor();
    await row.waitFor({ state: "detached" });

    const phone = await openPage(browser, PHONE);
    await staffSignIn(phone.page, manager.email, manager.password, /\/admin$/, base);
    await phone.page.goto(`${base}/admin/synonyms`);
    await hydrated(phone.page);
    await phone.page
      .getByRole("list", { name: "Search synonyms" })
      .getByText("bhindi", { exact: true })
      .waitFor();
    expect(await scrollsSideways(phone.page)).toBe(false);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, "synonyms-360");
    // The browser logs the refused second synonym's 409; nothing else went wrong.
    expect([...problems, ...customer.problems, ...phone.problems]).toEqual([
      "console: Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await Promise.all([context, customer.context, phone.context].map((c) => c.close()));
  });
});
