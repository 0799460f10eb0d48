import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { openPage, PHONE } from "./helpers/browser";
import { hydrated, newCustomer, priya, sharedBrowser, signUp } from "./helpers/journey";
import { type ownShop, ownShopWithCod, type StaffLogin } from "./helpers/own-shop";

/**
 * The checkout and the customer's order before the page's scripts arrive (a phone on a slow
 * link): every form is a plain POST answered with a whole page (docs/decisions/0028).
 * Addresses, promo codes, cash on delivery, cancelling, and paying in the sandbox's test
 * window as a page. Then the promo box's Remove with scripts.
 */
const browser = sharedBrowser();
const PASSWORD = "slow-link-garden-4";
const owner: StaffLogin = {
  email: "asha@slowlink.example",
  name: "Asha Rao",
  role: "owner",
  password: "asha-owns-42",
};
let shop: Awaited<ReturnType<typeof ownShop>>;
let baseUrl = "";

// A shop of this file's own: a new shop starts with cash on delivery off, its owner turns it on (₹30 fee).
beforeAll(async () => {
  shop = await ownShopWithCod(owner);
  baseUrl = shop.baseUrl;
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** Every address the page visits, to make sure no password ever travels in one. */
function watchAddresses(page: Page) {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** Puts the 5 kg vermicompost (₹250 − ₹30 = ₹220) in the cart through the API, with the page's cookie. */
async function fillCart(page: Page) {
  const listed = await page.request.post(`${baseUrl}/api/products/listall/v1/`, {
    data: {},
    headers: { origin: baseUrl },
  });
  const products = (await listed.json()).data as {
    id: number;
    prices: { product_price_id: number; final_price: string }[];
  }[];
  const pack = products.find((p) => p.id === 1)?.prices.find((x) => x.final_price === "220.00");
  if (!pack) throw new Error("the demo shop's vermicompost has no ₹220 pack");
  const added = await page.request.post(`${baseUrl}/api/cart/add/v1/`, {
    data: { product_id: 1, product_price_id: pack.product_price_id, qty: 1 },
    headers: { origin: baseUrl },
  });
  expect((await added.json()).status).toBe(1);
}

/** Signs up through /signup with the scripts off: a plain POST, then the home page. */
async function signUpWithoutScripts(page: Page) {
  const customer = newCustomer("Priya Sharma", PASSWORD);
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel("Full Name").fill(customer.fullName);
  await page.getByLabel("Phone").fill(customer.phone);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Signup" }).click();
  await page.waitForURL(`${baseUrl}/`);
  return customer;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
/** Applies KRISHI10 (10 % off the ₹220 cart) and removes it again: the total follows each step. */
async function krishi10OnAndOff(page: Page) {
  await page.getByLabel("Coupon code").fill("KRISHI10");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByText("₹22.00 Discount Applied").waitFor();
  expect(await text(page, "checkout-total")).toBe("₹198.00");
  await page.getByRole("button", { name: "Remove" }).click();
  await page.getByText("Promo code removed.").waitFor();
  expect(await text(page, "checkout-total")).toBe("₹220.00");
}
const chosen = (page: Page) =>
  page.getByRole("group", { name: "Choose address" }).getByRole("radio", { checked: true });
const card = (page: Page, name: string) => page.locator("fieldset > div", { hasText: name });

/** Fills the address form in the page by its labels. */
async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    if (label === "State") await page.getByLabel(label).selectOption(value);
    else await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Fills `label` with `value` and presses `button`: the page shows `problem` and keeps the value as typed. */
async function refusedAsTyped(page: Page, label: string, value: string, button: string, problem: Locator) {
  await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: button }).click();
  await problem.waitFor();
  expect(await page.getByLabel(label).inputValue()).toBe(value);
}

describe("the checkout with JavaScript off", () => {
  it(
    "adds and changes addresses, applies a promo, places a cash-on-delivery order, cancels it, and pays another in the sandbox's page",
    { timeout: 120_000 },
    async () => {
      const { page, context, problems } = await openPage(browser, PHONE, { javaScript: false });
      const addresses = watchAddresses(page);
      await signUpWithoutScripts(page);
      await fillCart(page);

      // An address: the button opens the form in the page; a wrong phone is refused in place.
      await page.goto(`${baseUrl}/checkout`);
      await page.getByText("No saved addresses found. Please add an address.").waitFor();
      await page.getByRole("button", { name: "+ Add New Address" }).click();
      await page.waitForURL(`${baseUrl}/checkout?address=new`);
      await page.getByRole("heading", { name: "Add New Address" }).waitFor();
      await fillAddress(page, { ...priya, Phone: "98765" });
      await page.getByRole("button", { name: "Save Address" }).click();
      await page.getByText("Phone must be 10 digits").waitFor();
      expect(await page.getByLabel("Full name").inputValue()).toBe("Priya Sharma");
      expect(await page.getByLabel("Street address").inputValue()).toBe("14 Hill Cart Road");
      expect(await page.getByLabel("State").inputValue()).toBe("West Bengal");
      expect(await page.getByLabel("Phone").inputValue()).toBe("98765");
      await page.getByLabel("Phone").fill(priya.Phone);
      await page.getByRole("button", { name: "Save Address" }).click();
      await page.waitForURL(`${baseUrl}/checkout?done=added`);
      await page.getByRole("status").getByText("Address added successfully!").waitFor();
      await chosen(page).waitFor();
      expect(await text(page, "checkout-total")).toBe("₹220.00");

      // A second address, edited, made the default; then deleted after the question in the page.
      await page.getByRole("button", { name: "+ Add New Address" }).click();
      await fillAddress(page, {
        ...priya,
        "Full name": "Ravi Kumar",
        "Street address": "Plot 7, Tea Estate Lane",
      });
      await page.getByRole("button", { name: "Save Address" }).click();
      await page.waitForURL(`${baseUrl}/checkout?done=added`);
      await card(page, "Ravi Kumar").getByRole("button", { name: "Edit" }).click();
      await page.waitForURL(/\/checkout\?address=edit&id=\d+$/);
      expect(await page.getByLabel("Street address").inputValue()).toBe("Plot 7, Tea Estate Lane");
      // An empty city is filled from a pincode the directory knows; with a wrong pincode it is asked for.
      await page.getByLabel("City").fill("");
      await page.getByLabel("Pincode").fill("7340");
      await page.getByRole("button", { name: "Update Address" }).click();
      await page.getByText("City is required").waitFor();
      await page.getByLabel("City").fill("Jalpaiguri");
      await page.getByLabel("Pincode").fill("734001");
      await page.getByRole("button", { name: "Update Address" }).click();
      await page.waitForURL(`${baseUrl}/checkout?done=updated`);
      await page.getByText("Address updated successfully!").waitFor();
      await card(page, "Ravi Kumar").getByText("Jalpaiguri", { exact: false }).waitFor();
      await card(page, "Ravi Kumar").getByRole("button", { name: "Make default" }).click();
      await page.waitForURL(`${baseUrl}/checkout?done=primary`);
      await page.getByText("Default address changed successfully!").waitFor();
      await card(page, "Ravi Kumar").getByText("Default", { exact: true }).waitFor();
      await card(page, "Ravi Kumar").getByRole("button", { name: "Delete" }).click();
      await page.getByRole("heading", { name: "Are you sure you want to delete this address?" }).waitFor();
      await page.getByRole("link", { name: "Cancel" }).click();
      await page.waitForURL(`${baseUrl}/checkout`);
      expect(await card(page, "Ravi Kumar").count()).toBe(1);
      await card(page, "Ravi Kumar").getByRole("button", { name: "Delete" }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await page.waitForURL(`${baseUrl}/checkout?done=removed`);
      await page.getByText("Address deleted successfully!").waitFor();
      expect(await card(page, "Ravi Kumar").count()).toBe(0);
      expect(await chosen(page).count()).toBe(1);

      // Promo codes: a bad one says why and stays in the box; a good one changes the figures.
      await page.getByText("View coupon").click();
      await page.getByText("KRISHI10").first().waitFor();
      await page.getByLabel("Coupon code").fill("MONSOON20");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByText("Promo code is not valid at this time.").waitFor();
      expect(await page.getByLabel("Coupon code").inputValue()).toBe("MONSOON20");
      await krishi10OnAndOff(page);
      await page.getByLabel("Coupon code").fill("KRISHI10");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByText("₹22.00 Discount Applied").waitFor();

      // A wrong GSTIN is refused on its field, kept as typed; nothing is ordered.
      await page.getByText("Claim GST input credit (business buyers)").click();
      await refusedAsTyped(
        page,
        "GSTIN",
        "19AAACH1234F1Z1",
        "Place Order",
        page.locator("#buyer_gstin-error"),
      );
      await page.getByLabel("GSTIN").fill("");

      // Cash on delivery: its fee was not on the screen yet, so the page shows the new total first.
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("button", { name: "Place Order" }).click();
      await page
        .getByText("The total for your choices is ₹228.00. Check it, then press Place Order again.")
        .waitFor();
      expect(await text(page, "checkout-total")).toBe("₹228.00");
      expect(await page.getByRole("radio", { name: "Cash on delivery" }).isChecked()).toBe(true);
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/\d+\?placed=1$/);
      const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
      await page.getByText("Thank you! Your order is placed.").waitFor();
      expect(await text(page, "order-total")).toBe("₹228.00");
      expect(await text(page, "cod-to-pay")).toBe("Cash on delivery: pay ₹228.00 when it arrives.");
      // A reload of the page after the POST orders nothing again.
      await page.reload();
      const orders = await page.request.post(`${baseUrl}/api/order/lists/v1/`, {
        data: {},
        headers: { origin: baseUrl },
      });
      const ids = new Set(((await orders.json()).data as { order_id: number }[]).map((o) => o.order_id));
      expect([...ids]).toEqual([orderId]);

      // Cancelling asks first, in the page; "Keep the order" keeps it.
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.waitForURL(`${baseUrl}/order/${orderId}?confirm=cancel`);
      await page
        .getByRole("heading", {
          name: "Cancel this order? You chose cash on delivery, so nothing was paid and nothing is owed.",
        })
        .waitFor();
      await page.getByRole("link", { name: "Keep the order" }).click();
      await page.waitForURL(`${baseUrl}/order/${orderId}`);
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.getByRole("button", { name: "Yes, cancel the order" }).click();
      await page.waitForURL(`${baseUrl}/order/${orderId}?cancelled=1`);
      await page.getByText("Your order has been cancelled. The refund is on its way.").waitFor();
      await page.getByText("Status: Cancelled").waitFor();
      expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);

      // Paying online: the sandbox's test window is a page; a wrong UPI ID is refused in place.
      await fillCart(page);
      await page.goto(`${baseUrl}/checkout`);
      expect(await text(page, "checkout-total")).toBe("₹220.00");
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/payment-sandbox\/order_\w+$/);
      await page.getByText("TEST MODE", { exact: true }).waitFor();
      const noUpi = page.getByText("Enter a UPI ID such as farmer@upi.");
      await refusedAsTyped(page, "UPI ID", "priya@", "Pay ₹220.00", noUpi);
      await page.getByLabel("UPI ID").fill("priya.sharma@okaxis");
      await page.getByRole("button", { name: "Pay ₹220.00" }).click();
      await page.waitForURL(/\/payment-success\?order=\d+$/);
      await page.getByRole("heading", { name: "Thank you. You have successfully paid." }).waitFor();
      // The page names the order: number, amount, items, the day it arrives, a link to it.
      const paidId = Number(new URL(page.url()).searchParams.get("order"));
      await page.getByRole("heading", { name: `Order #${paidId} · ₹220.00` }).waitFor();
      await page.getByText(/Vermicompost .*· 5 kg/).waitFor();
      await page.getByText(/^It should arrive by \w+day, \d+ \w+\.$/).waitFor();
      expect(await page.getByRole("link", { name: `See order #${paidId}` }).getAttribute("href")).toBe(
        `/order/${paidId}`,
      );
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, "payment-success-360");
      await page.getByRole("link", { name: "View my orders" }).click();
      await page.waitForURL(`${baseUrl}/order`);
      const paid = await page.request.post(`${baseUrl}/api/order/lists/v1/`, {
        data: {},
        headers: { origin: baseUrl },
      });
      const rows = (await paid.json()).data as {
        order_id: number;
        pay_status: string;
        order_status: string;
      }[];
      const online = rows.find((r) => r.order_id !== orderId);
      expect(online).toMatchObject({ pay_status: "Paid", order_status: "PAID" });
      await page.goto(`${baseUrl}/order/${online?.order_id}`);
      await page.getByText("Status: Paid").waitFor();
      expect(await text(page, "order-total")).toBe("₹220.00");

      for (const address of addresses) expect(address).not.toContain(PASSWORD);
      // A refused form is a whole page answered 400 (409: a new total to check); the browser logs those.
      const refused = /Failed to load resource: the server responded with a status of 40[09]/;
      expect(problems.filter((p) => !refused.test(p))).toEqual([]);
      await context.close();
    },
  );

  it("fails a payment: the error page says why and offers Try again (the same order); Place Order twice is one order", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await signUpWithoutScripts(page);
    await fillCart(page);
    await page.goto(`${baseUrl}/checkout?address=new`);
    await fillAddress(page, priya);
    await page.getByRole("button", { name: "Save Address" }).click();
    await page.waitForURL(`${baseUrl}/checkout?done=added`);
    // Place Order sent twice from the same page (a double tap on a slow link): one order.
    const form = await page
      .locator("form#checkout")
      .evaluate((f) =>
        Object.fromEntries(
          new FormData(f as HTMLFormElement, f.querySelector<HTMLElement>('[value="place"]')),
        ),
      );
    const post = () =>
      page.request.post(`${baseUrl}/checkout`, {
        form: form as Record<string, string>,
        headers: { origin: baseUrl },
        maxRedirects: 0,
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect(second.headers().location).toBe(first.headers().location);
    expect(first.headers().location).toMatch(/^\/payment-sandbox\/order_\w+$/);
    await page.goto(`${baseUrl}${first.headers().location}`);
    const window = page.url();
    await page.getByRole("radio", { name: "Card" }).check();
    await page.getByRole("button", { name: "Fail the payment" }).click();
    await page.waitForURL(/\/payment-error\?order=\d+&why=failed$/);
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    await page.getByText("API Error").waitFor();
    await page.getByText("The payment did not go through. No money was taken.").waitFor();
    await page.getByRole("heading", { name: `Order #${orderId} · ₹220.00` }).waitFor();
    expect(await page.getByRole("link", { name: "Pay cash on delivery instead" }).getAttribute("href")).toBe(
      "/checkout?method=COD",
    );
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "payment-error-360");
    // Try again: the same order's payment page.
    await page.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL(window);
    await page.getByRole("button", { name: "Pay ₹220.00" }).waitFor();
    // Its own page says it waits for the payment, with Pay now and Cancel.
    await page.goto(`${baseUrl}/order/${orderId}`);
    await page.getByText(/^This order is waiting for its payment\./).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "order-awaiting-payment-360");
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.waitForURL(window);
    const orders = await page.request.post(`${baseUrl}/api/order/lists/v1/`, {
      data: {},
      headers: { origin: baseUrl },
    });
    expect(((await orders.json()).data as { order_id: number }[]).map((o) => o.order_id)).toEqual([orderId]);
    await page.goto(`${baseUrl}/order/${orderId}`);
    await page.getByRole("button", { name: "Cancel order" }).click();
    await page
      .getByRole("heading", { name: "Cancel this order? Nothing has been paid, so nothing is owed." })
      .waitFor();
    await page.getByRole("button", { name: "Yes, cancel the order" }).click();
    await page.waitForURL(`${baseUrl}/order/${orderId}?cancelled=unpaid`);
    await page.getByText("Your order has been cancelled. Nothing was paid, so nothing is owed.").waitFor();
    expect(await page.getByRole("button", { name: "Pay now" }).count()).toBe(0);
    await context.close();
  });
});

describe("the promo box with scripts", () => {
  it("applies a code and removes it again", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await signUp(page, newCustomer("Meena Rai", PASSWORD), baseUrl);
    await fillCart(page);
    await page.goto(`${baseUrl}/checkout?address=new`);
    await hydrated(page);
    await fillAddress(page, priya);
    await page.getByRole("button", { name: "Save Address" }).click();
    await page.waitForURL(`${baseUrl}/checkout?done=added`);
    await chosen(page).waitFor();
    await krishi10OnAndOff(page);
    expect(await page.getByLabel("Coupon code").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });
});
