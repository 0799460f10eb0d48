import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, newCustomer, sharedBrowser } from "./helpers/journey";
import { ownShopWithCod, type StaffLogin } from "./helpers/own-shop";

/**
 * Orders staff take for a customer (docs/decisions/0038-orders-taken-by-staff.md): the owner
 * finds a caller by their mobile typed as people say it, picks a pack, reads out the server's
 * total and places a cash on delivery order, all with JavaScript off on a 360 px phone; then,
 * with the scripts, a walk-in sale at the counter, which ends delivered and paid.
 */
const browser = sharedBrowser();
const owner: StaffLogin = {
  email: "dorje@haritha.example",
  name: "Dorje Lama",
  role: "owner",
  password: "counter-and-phone-9",
};
let shop: Awaited<ReturnType<typeof ownShopWithCod>>;
let base = "";
const caller = newCustomer("Sushila Thapa", "farm-by-the-river-4");

beforeAll(async () => {
  shop = await ownShopWithCod(owner);
  base = shop.baseUrl;
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ status: number; message: string; data: never }>);
  const signup = await post("/api/signup/v1/", {
    fullname: caller.fullName,
    phonenumber: caller.phone,
    email: caller.email,
    password: caller.password,
    confirmpassword: caller.password,
  });
  expect(signup.status, signup.message).toBe(1);
  const login = (await post("/api/login/v1/", caller)) as { data: { userid: number; session_key: string } };
  const added = await post("/api/saved-address/add/v1", {
    user_id: login.data.userid,
    sessionkey: login.data.session_key,
    fullname: caller.fullName,
    email: caller.email,
    phone: caller.phone,
    street1: "3 Tea Estate Lane",
    city: "Siliguri",
    state: "West Bengal",
    pincode: "734001",
  });
  expect(added.status, added.message).toBe(1);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${base}/admin/login?next=${encodeURIComponent("/admin/orders/new")}`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/orders\/new$/);
}

/** Finds the caller by their number as they say it, then adds one vermicompost pack. */
async function findAndPick(page: Page) {
  await page
    .getByLabel("Customer's mobile number")
    .fill(`+91 ${caller.phone.slice(0, 5)} ${caller.phone.slice(5)}`);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByTestId("caller").getByText(caller.fullName).waitFor();
  await page.getByLabel("Product name or SKU").fill("vermicompost");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Packs found" }).getByRole("button").first().click();
  await page.getByRole("list", { name: "Packs in this order" }).waitFor();
}

describe("orders taken by staff", () => {
  it("a phone order for an existing customer, cash on delivery, with JavaScript off on a phone", async () => {
    const { page, context, problems } = await openPage(browser, PHONE, { javaScript: false });
    try {
      await signIn(page);
      // A number that is not a mobile gets its sentence.
      await page.getByLabel("Customer's mobile number").fill("12345");
      await page.getByRole("button", { name: "Find" }).click();
      await page.getByText(/not a phone number|not an Indian mobile/).waitFor();
      await findAndPick(page);
      await page.getByLabel("How many").fill("2");
      await page.getByRole("button", { name: "Work out the total" }).click();
      const total = (await page.getByTestId("order-total").textContent()) ?? "";
      expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, "phone-order-form-360");
      await page.getByRole("button", { name: `Place order · ${total}` }).click();
      await page.waitForURL(/\/admin\/orders\/\d+\?placed=cod$/);
      await page.getByText("Order placed: cash on delivery, confirmed by you.").waitFor();
      expect(await page.getByTestId("order-channel").textContent()).toBe(`Phone · placed by ${owner.name}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Order #\d+$/);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, "phone-order-placed-360");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a WhatsApp order paid by a payment link: the sandbox's window takes the payment, the order is paid", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    try {
      await signIn(page);
      await hydrated(page);
      await findAndPick(page);
      await page.getByLabel("WhatsApp").check();
      await page.getByLabel("Send a payment link by text message (open 24 hours)").check();
      await page.getByRole("button", { name: "Work out the total" }).click();
      const total = (await page.getByTestId("order-total").textContent()) ?? "";
      await page.getByRole("button", { name: `Place order · ${total}` }).click();
      await page.waitForURL(/\/admin\/orders\/\d+\?placed=link$/);
      const link = (await page.getByTestId("payment-link").getAttribute("href")) ?? "";
      expect(link).toMatch(/\/pay-link\/plink_\w+$/);
      expect(await page.getByTestId("order-channel").textContent()).toBe(
        `WhatsApp · placed by ${owner.name}`,
      );
      await screenshot(page, "link-order-placed-360");
      // The customer opens the link from the text message: no sign-in.
      const customer = await openPage(browser, PHONE);
      try {
        await customer.page.goto(link);
        await customer.page.getByRole("button", { name: `Pay ${total}` }).click();
        await customer.page
          .getByRole("status")
          .getByText(/^Paid\. Thank you!/)
          .waitFor();
        await screenshot(customer.page, "pay-link-paid-360");
        expect(customer.problems).toEqual([]);
      } finally {
        await customer.context.close();
      }
      await page.reload();
      await page
        .getByText(/^Paid · /)
        .first()
        .waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a walk-in sale at the counter: paid in cash at once, delivered, listed as a counter sale", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    try {
      await signIn(page);
      await hydrated(page);
      await findAndPick(page);
      await page.getByLabel("At the counter (paid in cash now)").check();
      await page.getByRole("button", { name: "Work out the total" }).click();
      const total = (await page.getByTestId("order-total").textContent()) ?? "";
      await screenshot(page, "counter-sale-form-1280");
      await page.getByRole("button", { name: `Place order · ${total}` }).click();
      await page.waitForURL(/\/admin\/orders\/\d+\?placed=cash$/);
      await page.getByText("Sale recorded: paid in cash at the counter, delivered, invoiced.").waitFor();
      await page.getByRole("link", { name: "Tax invoice" }).waitFor();
      expect(await page.getByTestId("order-channel").textContent()).toBe(`Counter · placed by ${owner.name}`);
      await screenshot(page, "counter-sale-placed-1280");
      await page.goto(`${base}/admin/orders?channel=counter`);
      await page.getByRole("cell", { name: "Counter" }).first().waitFor();
      await screenshot(page, "orders-by-channel-1280");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
