import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  addAddress,
  addFiveKgFromCard,
  addPacks,
  hydrated,
  idle,
  newCustomer,
  priya,
  sharedBrowser,
  submitSignUp,
} from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner as owner } from "./helpers/staff-members";

/**
 * The cart's delivery line (docs/storefront.md, "Cart"): the charge for the default address or
 * a pincode typed on the cart page, priced by the owner's rules as the checkout prices them;
 * "₹X more for free delivery" when close; a sentence for a pincode not served or typed wrong;
 * in English and Hindi, with scripts and without. The shop is the file's own, so its delivery
 * rules (₹60 a parcel, free from ₹999, pincodes starting 1–7 served) touch no other file.
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

beforeAll(async () => {
  shop = await ownShop([owner]);
  base = shop.baseUrl;
  const login = await fetch(`${base}/api/admin/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const cookie = /staff_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const saved = await fetch(`${base}/api/admin/v1/settings/delivery`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      flat_charge: "60",
      free_above: "999",
      per_kg_charge: "0",
      included_kg: "5",
      served_all: false,
      served_pincodes: "1, 2, 3, 4, 5, 6, 7",
      regions: "734 = 2\n7 = 4",
      default_days: 6,
    }),
  });
  const answer = (await saved.json()) as { status: number; message: string };
  expect(answer.status, answer.message).toBe(1);
}, 180_000);
afterAll(() => shop?.stop());

const row = (page: Page) => page.getByTestId("cart-delivery").textContent();
const total = (page: Page) => page.getByTestId("cart-total").textContent();
const deliveryStatus = (page: Page) => page.locator("#cart-delivery-status").innerText();
const nudge = (page: Page) => page.getByTestId("cart-free-delivery");

/** Types a pincode into the cart's delivery form and checks it. */
async function checkPincode(page: Page, pincode: string) {
  await page.getByRole("textbox", { name: "Pincode" }).fill(pincode);
  await page.getByRole("button", { name: "Check" }).click();
}

/** Neemgard Neem Oil's product page, from search. */
async function neemOilPath(page: Page) {
  await page.goto(`${base}/search-item?q=neemgard`);
  const href = await page
    .locator("main")
    .getByRole("link", { name: /Neemgard Neem Oil/ })
    .first()
    .getAttribute("href");
  return href as string;
}

describe("the cart's delivery charge", () => {
  it("prices a typed pincode without scripts, remembers it, says when it is not served or wrong, and nudges towards free delivery", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${base}/signup`);
    await submitSignUp(page, newCustomer("Sunita Devi", "no-scripts-pin-9"), base);

    // Bhoomi Gold Vermicompost, 5 kg (₹250 − ₹30) from its card.
    await page.goto(`${base}/products/fertilizers`);
    const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
    await card.getByLabel("Pack size").selectOption({ label: "5 kg" });
    await card.getByRole("button", { name: "Add Bhoomi Gold Vermicompost to cart" }).click();
    await page.waitForURL(`${base}/cart?done=added`);
    // No address yet, nothing typed: the page asks for a pincode.
    expect(await deliveryStatus(page)).toBe("Enter a pincode to see the delivery charge.");
    expect(await row(page)).toBe("—");
    expect(await total(page)).toBe("₹220.00");

    // Typed wrong, and not an Indian pincode: each its sentence, on the field.
    await checkPincode(page, "12345");
    await page.waitForURL(`${base}/cart?pincode=12345`);
    expect(await deliveryStatus(page)).toBe("Enter a 6-digit pincode.");
    expect(await page.getByRole("textbox", { name: "Pincode" }).getAttribute("aria-invalid")).toBe("true");
    await checkPincode(page, "912345");
    expect(await deliveryStatus(page)).toBe("This is not an Indian pincode. Check it.");
    // A pincode the shop does not deliver to.
    await checkPincode(page, "800001");
    await page.waitForURL(`${base}/cart?pincode=800001`);
    expect(await deliveryStatus(page)).toBe("We do not deliver to 800001 yet.");
    expect(await row(page)).toBe("—");
    expect(await total(page)).toBe("₹220.00");

    // Served: ₹60 below ₹999, in the total; far from ₹999, no nudge.
    await checkPincode(page, "734001");
    await page.waitForURL(`${base}/cart?pincode=734001`);
    expect(await row(page)).toBe("₹60.00");
    expect(await total(page)).toBe("₹280.00");
    expect(await deliveryStatus(page)).toMatch(/^Delivery to 734001 by \w{3}, \d{1,2} \w{3}$/);
    expect(await nudge(page).count()).toBe(0);

    // Remembered: the cart without `?pincode=` is still priced for it.
    await page.goto(`${base}/cart`);
    expect(await row(page)).toBe("₹60.00");
    expect(await page.getByRole("textbox", { name: "Pincode" }).inputValue()).toBe("734001");

    // Two 250 ml Neem Oils (₹320 − ₹30 each): ₹800, ₹199 short of free delivery.
    await page.goto(`${base}${await neemOilPath(page)}`);
    await page
      .getByRole("group", { name: "Pack size" })
      .getByRole("button", { name: "250 ml", exact: true })
      .click();
    await page.waitForURL(/\?pack=\d+$/);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(`${base}/cart?done=added`);
    expect(await total(page)).toBe("₹860.00");
    expect(await nudge(page).textContent()).toBe("Add ₹199.00 more for free delivery.");
    await screenshot(page, "cart-delivery-nudge-360");
    expect(await scrollsSideways(page)).toBe(false);

    // One more vermicompost: ₹1,020, delivered free, nothing more to add.
    await page.getByRole("button", { name: "One more Bhoomi Gold Vermicompost" }).click();
    await page.waitForURL(`${base}/cart?done=increased`);
    expect(await row(page)).toBe("Free");
    expect(await total(page)).toBe("₹1,020.00");
    expect(await nudge(page).count()).toBe(0);

    // In Hindi: the row, the refusal and the wrong pincode in Hindi.
    await page.goto(`${base}/cart?lang=hi`);
    expect(await row(page)).toBe("मुफ़्त");
    await page.goto(`${base}/cart?pincode=800001`);
    expect(await deliveryStatus(page)).toBe("हम अभी 800001 पर डिलीवरी नहीं करते।");
    await page.goto(`${base}/cart?pincode=1234`);
    expect(await deliveryStatus(page)).toBe("6 अंकों का पिनकोड लिखें।");
    await screenshot(page, "cart-delivery-hindi-360");
    await context.close();
  });

  it("prices the default address with scripts, takes a typed pincode and goes back to the address", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await page.goto(`${base}/signup`);
    await hydrated(page);
    await submitSignUp(page, newCustomer("Arjun Mehta", "scripts-pin-42"), base);
    await idle(page);

    // Two 250 ml Neem Oils from the product page: ₹580 (MRP ₹640), far from free delivery.
    const neem = await neemOilPath(page);
    await page.goto(`${base}${neem}`);
    await hydrated(page);
    await addPacks(page, "250 ml", 2);
    await idle(page);

    // The default address, made at the checkout (Siliguri, 734001).
    await page.goto(`${base}/checkout`);
    await hydrated(page);
    await addAddress(page, priya);
    await page.goto(`${base}/cart`);
    await hydrated(page);
    expect(await row(page)).toBe("₹60.00");
    expect(await total(page)).toBe("₹640.00");
    expect(await deliveryStatus(page)).toMatch(
      /^Delivery to 734001 \(your default address\) by \w{3}, \d{1,2} \w{3}$/,
    );
    await screenshot(page, "cart-delivery-address-1280");

    // A pincode not served, typed with scripts: said in place, the figures follow.
    await checkPincode(page, "800001");
    await page.waitForURL(`${base}/cart?pincode=800001`);
    await page.getByText("We do not deliver to 800001 yet.").waitFor();
    expect(await row(page)).toBe("—");
    // Another served one, remembered for the next visit (a navigation of the page's scripts).
    await checkPincode(page, "560001");
    await page.getByText(/^Delivery to 560001 by/).waitFor();
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.goto(`${base}/cart`);
    await hydrated(page);
    await page.getByText(/^Delivery to 560001 by/).waitFor();
    // Back to the default address.
    await page.getByRole("link", { name: "Use my default address (734001)" }).click();
    await page.getByText(/^Delivery to 734001 \(your default address\)/).waitFor();
    await page.reload();
    await page.getByText(/^Delivery to 734001 \(your default address\)/).waitFor();
    expect(problems.filter((p) => !p.includes("status of 4"))).toEqual([]);
    await context.close();
  });

  it("shows each dropdown line at its discounted price, the lines adding up to the dropdown's total", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${base}/signup`);
    await hydrated(page);
    await submitSignUp(page, newCustomer("Kavita Rao", "dropdown-sum-7"), base);
    await idle(page);
    // Vermicompost 5 kg (₹250 − ₹30) once, Neem Oil 250 ml (₹320 − ₹30) three times.
    await addFiveKgFromCard(page, base);
    await page.goto(`${base}${await neemOilPath(page)}`);
    await hydrated(page);
    await page
      .getByRole("group", { name: "Pack size" })
      .getByRole("button", { name: "250 ml", exact: true })
      .click();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.getByText("Product added to cart successfully.").first().waitFor();
    await idle(page);

    await page.getByRole("button", { name: /^Cart, 2 items$/ }).click();
    const dropdown = page.getByRole("dialog", { name: "Cart" });
    await dropdown.getByText("Neemgard Neem Oil 1500 ppm").waitFor();
    const rupees = (s: string) => Math.round(Number(s.replace(/[₹,]/g, "")) * 100);
    const lineTotals = (await dropdown.getByTestId("cart-line-total").allTextContents()).map(rupees);
    const dropdownTotal = rupees((await dropdown.getByTestId("cart-dropdown-total").textContent()) ?? "");
    expect(lineTotals.sort((a, b) => a - b)).toEqual([22_000, 87_000]); // 220; 3 × 290
    expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(dropdownTotal);
    expect(dropdownTotal).toBe(109_000);
    // The MRPs are there, struck through, not as the price.
    expect(await dropdown.locator("s").allTextContents()).toEqual(
      expect.arrayContaining(["₹250.00", "₹320.00"]),
    );
    await screenshot(page, "cart-dropdown-360");
    await context.close();
  });
});
