import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  addAddress,
  addFiveKgToCart,
  baseUrl,
  fillAddress,
  hydrated,
  idle,
  newCustomer,
  priya,
  seeAll,
  sharedBrowser,
  signUp,
  visit,
} from "./helpers/journey";

const browser = sharedBrowser();

async function signUpAndFillCart(page: Page) {
  await signUp(page, newCustomer("Priya Sharma", "terrace-garden-8"));
  await addFiveKgToCart(page);
}

describe("buying in the sandbox", () => {
  it("adds an address after each validation message, applies a promo, pays and sees the order", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signUpAndFillCart(page);
    await page.goto(`${baseUrl}/checkout`);
    await hydrated(page);
    await page.getByText("No saved addresses found. Please add an address.").waitFor();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("alert").getByText("Please select an address").waitFor();

    await page.getByRole("button", { name: "+ Add New Address" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Address" });
    // A new address starts with the account's name, phone and email; emptied, each is asked for.
    expect(await dialog.getByLabel("Full name").inputValue()).toBe("Priya Sharma");
    expect(await dialog.getByLabel("Phone").inputValue()).toMatch(/^9\d{9}$/);
    expect(await dialog.getByLabel("Email").inputValue()).toMatch(/^priya\d+@example\.com$/);
    for (const label of ["Full name", "Phone", "Email"]) await dialog.getByLabel(label).fill("");
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await seeAll(
      dialog,
      [
        "Full name is required",
        "Phone is required",
        "Street address is required",
        "City is required",
        "State is required",
        "Pincode is required",
      ],
      { exact: true },
    );
    await dialog.getByLabel("Full name").fill("Pr");
    await dialog.getByText("Name must be at least 3 characters").waitFor();
    await dialog.getByLabel("Email").fill("priya@");
    await dialog.getByText("Invalid email format").waitFor();
    await dialog.getByLabel("Phone").fill("98765");
    await dialog.getByText("Phone must be 10 digits").waitFor();
    await dialog.getByLabel("Street address").fill("Rd 1");
    await dialog.getByText("Address is too short").waitFor();
    await dialog.getByLabel("Pincode").fill("7340");
    await dialog.getByText("Pincode must be 6 digits").waitFor();
    // A pincode that cannot be in the chosen state (Kerala's pincodes start with 67–69).
    await dialog.getByLabel("State").selectOption("Kerala");
    await dialog.getByLabel("Pincode").fill("734001");
    await dialog.getByText("Pincode 734001 is in West Bengal, not Kerala.").waitFor();
    await fillAddress(dialog, priya);
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await page.getByText("Address added successfully!").first().waitFor();
    await page.getByRole("group", { name: "Choose address" }).getByRole("radio", { checked: true }).waitFor();
    // Nothing wider than the phone's screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // 5 kg vermicompost: ₹250 − ₹30 = ₹220; KRISHI10 → ₹22 off → ₹198.
    expect(await page.getByTestId("checkout-total").textContent()).toBe("₹220.00");
    expect(await page.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true);
    await page.getByLabel("Coupon code").fill("MONSOON20");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Promo code is not valid at this time.").waitFor();
    await page.getByLabel("Coupon code").fill("BULK500");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Minimum cart value should be ₹5,000.00").waitFor();
    await page.getByRole("button", { name: "View coupon" }).click();
    const codes = page.getByRole("dialog", { name: "Available Promo Codes" });
    await codes.locator("li", { hasText: "KRISHI10" }).getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("₹22.00 Discount Applied").waitFor();
    expect(await page.getByTestId("checkout-total").textContent()).toBe("₹198.00");
    expect(await page.getByTestId("checkout-savings").textContent()).toBe(
      "You will Save ₹52.00 in this order",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Place Order" }).click();
    const sandbox = page.getByRole("dialog", { name: "Test payment (sandbox mode)" });
    await sandbox.getByText("TEST MODE", { exact: true }).waitFor();
    await sandbox.getByRole("button", { name: "Pay ₹198.00" }).click();
    await page.waitForURL(new RegExp(`^${baseUrl}/payment-success\\?order=\\d+$`));
    await page.getByRole("heading", { name: "Thank you. You have successfully paid." }).waitFor();
    await page.getByRole("link", { name: "View my orders" }).click();
    await page.waitForURL(/\/order/);
    // On a phone each order is a card: its status, its lines and their prices.
    const card = page.getByRole("article").filter({ hasText: "Bhoomi Gold Vermicompost" });
    await card.waitFor();
    expect(await card.getByTestId("order-card-status").textContent()).toContain("Paid");
    expect(await card.textContent()).toContain("₹220.00"); // the line; the promo is on the order
    expect(await page.getByTestId("rows-range").textContent()).toBe("1–1 of 1");
    await context.close();
  });

  it("fails a payment, lands on /payment-error and keeps the cart", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signUpAndFillCart(page);
    // From the cart: while the checkout's data is on its way, a spinner and a skeleton of the page.
    await page.goto(`${baseUrl}/cart`);
    await hydrated(page);
    await page.route("**/checkout.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.getByRole("progressbar", { name: "Loading..." }).waitFor();
    await page.locator('section[aria-busy="true"]').waitFor();
    await page.getByRole("button", { name: "Place Order" }).waitFor();
    await page.unroute("**/checkout.data*");
    await addAddress(page, priya);
    await page.getByRole("group", { name: "Choose address" }).getByRole("radio", { checked: true }).waitFor();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page
      .getByRole("dialog", { name: "Test payment (sandbox mode)" })
      .getByRole("button", { name: "Fail the payment" })
      .click();
    await page.waitForURL(new RegExp(`^${baseUrl}/payment-error\\?order=\\d+&why=failed$`));
    await page.getByText("API Error").waitFor();
    await page.getByText("The payment did not go through. No money was taken.").waitFor();
    // Try again opens the same order's payment in the test window, here on the page.
    await hydrated(page);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("dialog", { name: "Test payment (sandbox mode)" }).waitFor();
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole("link", { name: "Bhoomi Gold Vermicompost" }).first().waitFor();
    await context.close();
  });
});

describe("saved addresses and the cart at checkout", () => {
  it("steps quantities in the header's cart, then edits, makes default and deletes addresses only once confirmed", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signUpAndFillCart(page);
    await idle(page);

    // The header's dropdown: + and − change the line and the total at once.
    await page.getByRole("button", { name: /^Cart, 1 item$/ }).click();
    const cart = page.getByRole("dialog", { name: "Cart" });
    const total = cart.getByTestId("cart-dropdown-total");
    await cart.getByText("MRP: ₹250.00 · Net Weight: 5 kg").waitFor();
    expect(await total.textContent()).toBe("₹220.00");
    await cart.getByRole("button", { name: "One more Bhoomi Gold Vermicompost" }).click();
    await cart.getByTestId("cart-dropdown-total").getByText("₹440.00").waitFor();
    await cart.getByRole("button", { name: "One less Bhoomi Gold Vermicompost" }).click();
    await cart.getByTestId("cart-dropdown-total").getByText("₹220.00").waitFor();
    await page.keyboard.press("Escape");

    await visit(page, "/checkout");
    await addAddress(page, priya);
    await addAddress(page, {
      ...priya,
      "Full name": "Ravi Kumar",
      "Street address": "Plot 7, Tea Estate Lane",
    });
    const card = (name: string) => page.locator("fieldset > div", { hasText: name });
    await card("Ravi Kumar").waitFor();
    expect(await card("Priya Sharma").getByText("Default", { exact: true }).count()).toBe(1);
    expect(await card("Ravi Kumar").getByText("Default", { exact: true }).count()).toBe(0);
    expect(await card("Priya Sharma").getByRole("radio").isChecked()).toBe(true);

    // Edit opens the dialog filled with the address.
    await card("Ravi Kumar").getByRole("button", { name: "Edit" }).click();
    const update = page.getByRole("dialog", { name: "Update Address" });
    expect(await update.getByLabel("Full name").inputValue()).toBe("Ravi Kumar");
    expect(await update.getByLabel("Street address").inputValue()).toBe("Plot 7, Tea Estate Lane");
    await update.getByLabel("City").fill("Jalpaiguri");
    await update.getByRole("button", { name: "Update Address" }).click();
    await page.getByText("Address updated successfully!").first().waitFor();
    await card("Ravi Kumar").getByText("Jalpaiguri", { exact: false }).waitFor();

    await card("Ravi Kumar").getByRole("button", { name: "Make default" }).click();
    await page.getByText("Default address changed successfully!").first().waitFor();
    await card("Ravi Kumar").getByText("Default", { exact: true }).waitFor();

    // Delete asks first; Cancel keeps the address.
    await card("Priya Sharma").getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this address?" });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await card("Priya Sharma").count()).toBe(1);
    await card("Priya Sharma").getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    await page.getByText("Address deleted successfully!").first().waitFor();
    await card("Priya Sharma").waitFor({ state: "detached" });
    expect(await page.getByRole("group", { name: "Choose address" }).getByRole("radio").count()).toBe(1);
    expect(await card("Ravi Kumar").getByRole("radio").isChecked()).toBe(true);
    await context.close();
  });
});
