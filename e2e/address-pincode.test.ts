import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  baseUrl,
  type Customer,
  hydrated,
  newCustomer,
  sharedBrowser,
  signUp,
  submitSignUp,
  visit,
} from "./helpers/journey";

/**
 * The address form filled from the account and from the pincode directory
 * (docs/decisions/0041-pincode-directory.md): with scripts, six digits fill the district, city
 * and state; without them, the action fills the empty ones and refuses a pincode of another state.
 */
const browser = sharedBrowser();

/** Puts a pack in the cart through the API with the page's cookie: the checkout shows its addresses then. */
async function fillCart(page: Page) {
  const listed = await page.request.post(`${baseUrl}/api/products/listall/v1/`, {
    data: {},
    headers: { origin: baseUrl },
  });
  const products = (await listed.json()).data as { id: number; prices: { product_price_id: number }[] }[];
  const [product] = products;
  const added = await page.request.post(`${baseUrl}/api/cart/add/v1/`, {
    data: { product_id: product.id, product_price_id: product.prices[0].product_price_id, qty: 1 },
    headers: { origin: baseUrl },
  });
  expect((await added.json()).status).toBe(1);
}

/** Signs up with the scripts off (a plain POST), then fills the cart. */
async function signUpWithoutScripts(page: Page, customer: Customer) {
  await page.goto(`${baseUrl}/signup`);
  await submitSignUp(page, customer);
  await fillCart(page);
}

const value = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true }).inputValue();

describe("the address form and the pincode directory", () => {
  it("with JavaScript: starts from the account, and typing a pincode fills the district, city and state", async () => {
    for (const [size, name] of [
      [PHONE, "phone"],
      [DESKTOP, "desktop"],
    ] as const) {
      const { page, context, problems } = await openPage(browser, size);
      const customer = newCustomer("Meera Das", "guwahati-tea-5");
      await signUp(page, customer);
      await fillCart(page);
      await visit(page, "/checkout");
      await hydrated(page);
      await page.getByRole("button", { name: "+ Add New Address" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Address" });
      expect(await value(dialog, "Full name")).toBe("Meera Das");
      expect(await value(dialog, "Phone")).toBe(customer.phone);
      expect(await value(dialog, "Email")).toBe(customer.email);
      expect(await value(dialog, "City")).toBe("");

      await dialog.getByLabel("Street address").fill("House 4, Uzan Bazar");
      await dialog.getByLabel("Pincode").pressSequentially("781001");
      await expect.poll(() => value(dialog, "District")).toBe("Kamrup");
      expect(await value(dialog, "City")).toBe("Kamrup");
      expect(await dialog.getByLabel("State").inputValue()).toBe("Assam");
      // A city the customer types stays when the pincode changes; the filled fields follow it.
      await dialog.getByLabel("City").fill("Guwahati");
      await dialog.getByLabel("Pincode").fill("");
      await dialog.getByLabel("Pincode").pressSequentially("734001");
      await expect.poll(() => value(dialog, "District")).toBe("Darjiling");
      expect(await value(dialog, "City")).toBe("Guwahati");
      expect(await dialog.getByLabel("State").inputValue()).toBe("West Bengal");
      await screenshot(page, `address-pincode-filled-${name}`);
      expect(await scrollsSideways(page)).toBe(false);
      await dialog.getByLabel("City").fill("Siliguri");
      await dialog.getByLabel("Full name").fill("Ravi Das");
      await dialog.getByRole("button", { name: "Save Address" }).click();
      await dialog.waitFor({ state: "detached" });
      const card = page.locator("fieldset > div", { hasText: "Ravi Das" });
      await card.getByText("Siliguri, West Bengal 734001", { exact: false }).waitFor();

      // Editing keeps the address's own values, not the account's.
      await card.getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Update Address" });
      expect(await value(edit, "Full name")).toBe("Ravi Das");
      expect(await value(edit, "District")).toBe("Darjiling");
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("without JavaScript: a pincode of another state is refused with its sentence and the values kept; empty fields are filled on submit", async () => {
    const { page, context, problems } = await openPage(browser, PHONE, { javaScript: false });
    const customer = newCustomer("Meera Das", "guwahati-tea-6");
    await signUpWithoutScripts(page, customer);
    await page.goto(`${baseUrl}/checkout?address=new`);
    expect(await value(page, "Full name")).toBe("Meera Das");
    expect(await value(page, "Phone")).toBe(customer.phone);
    await page.getByLabel("Street address").fill("House 4, Uzan Bazar");
    await page.getByLabel("City").fill("Guwahati");
    await page.getByLabel("State").selectOption("West Bengal");
    await page.getByLabel("Pincode").fill("781001");
    await page.getByRole("button", { name: "Save Address" }).click();
    await page
      .locator("#addr-pincode-error")
      .getByText("Pincode 781001 is in Assam, not West Bengal.")
      .waitFor();
    expect(await value(page, "Street address")).toBe("House 4, Uzan Bazar");
    expect(await value(page, "City")).toBe("Guwahati");
    expect(await value(page, "Pincode")).toBe("781001");
    expect(await page.getByLabel("State").inputValue()).toBe("West Bengal");
    // The empty district came back filled from the directory.
    expect(await value(page, "District")).toBe("Kamrup");
    await screenshot(page, "address-pincode-refused-no-script-phone");

    // In Hindi the same refusal is a Hindi sentence.
    await page.goto(`${baseUrl}/checkout?address=new&lang=hi`);
    await page.getByLabel("मकान / गली / मोहल्ला").fill("House 4, Uzan Bazar");
    await page.getByLabel("शहर / गाँव").fill("Guwahati");
    await page.locator("#addr-state").selectOption("West Bengal");
    await page.getByLabel("पिनकोड").fill("781001");
    await page.getByRole("button", { name: "पता सेव करें" }).click();
    await page
      .locator("#addr-pincode-error")
      .getByText(/^पिनकोड 781001 .+ में है, .+ में नहीं।$/)
      .waitFor();
    await page.goto(`${baseUrl}/checkout?lang=en`);

    // Only the pincode: the city, district and state are the directory's.
    await page.goto(`${baseUrl}/checkout?address=new`);
    await page.getByLabel("Street address").fill("House 4, Uzan Bazar");
    await page.getByLabel("Pincode").fill("781001");
    await page.getByRole("button", { name: "Save Address" }).click();
    await page.waitForURL(`${baseUrl}/checkout?done=added`);
    await page.getByText("Kamrup, Assam 781001", { exact: false }).waitFor();

    // A pincode the directory lacks is taken as typed, and nothing is filled.
    await page.goto(`${baseUrl}/checkout?address=new`);
    await page.getByLabel("Street address").fill("Ward 9, New Colony");
    await page.getByLabel("Pincode").fill("739999");
    await page.getByRole("button", { name: "Save Address" }).click();
    await page.getByText("City is required").waitFor();
    expect(await value(page, "District")).toBe("");
    await page.getByLabel("City").fill("Newtown");
    await page.getByLabel("State").selectOption("West Bengal");
    await page.getByRole("button", { name: "Save Address" }).click();
    await page.waitForURL(`${baseUrl}/checkout?done=added`);
    await page.getByText("Newtown, West Bengal 739999", { exact: false }).waitFor();
    // A refused form is a whole page answered 400; the browser logs those.
    const refused = /Failed to load resource: the server responded with a status of 400/;
    expect(problems.filter((p) => !refused.test(p))).toEqual([]);
    await context.close();
  });
});
