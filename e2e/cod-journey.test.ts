import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordRefusal, screenshot, scrollsSideways, staffSignIn } from "./helpers/admin";
import { apiAs } from "./helpers/api-as";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { emailSubjectsTo } from "./helpers/emails";
import { addAddress, hydrated, newCustomer, priya, sharedBrowser, signUp, visit } from "./helpers/journey";
import { ownShop, type StaffLogin } from "./helpers/own-shop";
import { sessionIn } from "./helpers/shop-api";
import { codConfirmation } from "./helpers/texts";

/**
 * Cash on delivery and the delivery charge in a real browser, on a shop of this file's own whose
 * owner sets the rules through the back office's API (₹60 a parcel below ₹999, cash on
 * delivery with a ₹30 fee): a customer on a phone chooses cash on delivery and sees both
 * charges on their own lines; the order takes its stock at once and is emailed; the packer
 * packs and ships it and the manager records the cash in the back office, which makes it paid
 * with a COD Credit; the customer's tax invoice shows the delivery charge. A pincode the shop
 * does not serve is refused at checkout with the reason; an online payment by UPI in the
 * sandbox is charged the delivery charge; the choice and its lines read in Hindi; a parcel
 * refused at the door goes back on the shelf.
 */
const browser = sharedBrowser();
const staff = {
  owner: { email: "asha@haritha.example", name: "Asha Rao", role: "owner", password: "asha-owns-42" },
  manager: {
    email: "meera@haritha.example",
    name: "Meera Iyer",
    role: "manager",
    password: "meera-counts-7",
  },
  packer: { email: "ravi@haritha.example", name: "Ravi Das", role: "packer", password: "ravi-packs-9" },
} satisfies Record<string, StaffLogin>;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const cookies: Record<string, string> = {};

const delivery = {
  flat_charge: "60",
  free_above: "999",
  per_kg_charge: "0",
  included_kg: "5",
  served_all: true,
  served_pincodes: "",
  regions: "734 = 2\n7 = 4",
  default_days: 6,
};
const cod = { enabled: true, max_order_value: "5000", fee: "30", pincodes_all: true, pincodes: "" };

const { api, staffCookie, addOneToCart } = apiAs(() => base);

/** The owner's delivery rules, as the back office's settings save them. */
async function saveDelivery(changes: object = {}) {
  const saved = await api(
    "/api/admin/v1/settings/delivery",
    { ...delivery, ...changes },
    { cookie: cookies.owner },
  );
  expect(saved.status, saved.message).toBe(1);
}

beforeAll(async () => {
  shop = await ownShop(Object.values(staff), { LOG_LEVEL: "info" });
  base = shop.baseUrl;
  for (const [role, member] of Object.entries(staff)) cookies[role] = await staffCookie(member);
  await saveDelivery();
  const saved = await api("/api/admin/v1/settings/cod", cod, { cookie: cookies.owner });
  expect(saved.status, saved.message).toBe(1);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** Bhoomi Gold Vermicompost, 5 kg: ₹250 − ₹30 = ₹220. */
const VERMICOMPOST = 1;
async function fiveKg() {
  const product = await api<{ packs: { id: number; qty: number; unit: string; stock: number }[] }>(
    "/api/admin/v1/products/get",
    { product_id: VERMICOMPOST },
    { cookie: cookies.manager },
  );
  const pack = product.data.packs.find((p) => p.qty === 5 && p.unit === "kg");
  if (!pack) throw new Error("the demo shop's vermicompost has no 5 kg pack");
  return pack;
}

/** Priya's address as the API takes it. */
const priyaFields = {
  fullname: priya["Full name"],
  email: priya.Email,
  phone: priya.Phone,
  street1: priya["Street address"],
  city: priya.City,
  state: priya.State,
  pincode: priya.Pincode,
};

/**
 * A new customer signed up in the browser, with the 5 kg pack in the cart and, when `saved`,
 * Priya's address saved through the API (its id as `addressId`).
 */
async function customerWithCart(page: Page, name: string, saved = false) {
  const customer = newCustomer(name, "cash-at-the-door-6");
  await signUp(page, customer, base);
  const session = await sessionIn(page);
  let addressId = 0;
  if (saved) {
    await api("/api/saved-address/add/v1", priyaFields, { session });
    addressId = (await api<{ id: number }[]>("/api/saved-address/lists/v1", {}, { session })).data[0].id;
  }
  await addOneToCart(session, VERMICOMPOST, (await fiveKg()).id);
  return { ...customer, session, addressId };
}

/** A full-page screenshot from the top (the sticky header would otherwise sit mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const summary = (page: Page) => page.getByRole("complementary", { name: "Order Summary" });
/** Waits until the address just added is the one chosen (the page has read its addresses again). */
const addressChosen = (page: Page) =>
  page.getByRole("group", { name: "Choose address" }).getByRole("radio", { checked: true }).waitFor();
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

describe("cash on delivery from checkout to cash collected", () => {
  it(
    "a customer on a phone pays cash on delivery; staff pack, ship and record the cash; the invoice shows the delivery charge",
    { timeout: 180_000 },
    async () => {
      const { page, context, problems } = await openPage(browser, PHONE);
      const customer = await customerWithCart(page, "Kiran Tamang");
      await visit(page, "/checkout", base);
      await addAddress(page, priya);
      await addressChosen(page);
      // Paying online: the goods and the delivery charge on its own line.
      await summary(page).getByText("Delivery charge", { exact: true }).waitFor();
      expect(await text(page, "delivery-charge")).toBe("₹60.00");
      expect(await text(page, "checkout-total")).toBe("₹280.00");
      const codChoice = page.getByRole("radio", { name: "Cash on delivery" });
      expect(await codChoice.isDisabled()).toBe(false);
      expect(await page.getByText("A cash on delivery fee of ₹30.00 is added.").count()).toBe(1);
      expect(await page.getByRole("radio", { name: "Pay online" }).isChecked()).toBe(true);
      await page.getByText("UPI, cards, net banking, wallets").waitFor();

      // Cash on delivery: its fee on its own line, the total and what to pay at the door.
      await codChoice.check();
      await page.getByTestId("cod-fee").waitFor();
      expect(await text(page, "cod-fee")).toBe("₹30.00");
      expect(await text(page, "delivery-charge")).toBe("₹60.00");
      expect(await text(page, "checkout-total")).toBe("₹310.00");
      expect(await text(page, "cod-to-pay")).toBe("Cash on delivery: pay ₹310.00 when it arrives.");
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "checkout-cod-360");
      await page.setViewportSize(DESKTOP);
      await shot(page, "checkout-cod-1280");
      await page.setViewportSize(PHONE);

      const before = (await fiveKg()).stock;
      await page.getByRole("button", { name: "Place Order" }).click();
      // No payment window: the order's own page says it is placed and what to pay at the door.
      await page.waitForURL(/\/order\/\d+\?placed=1$/);
      const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
      await page.getByText("Thank you! Your order is placed.").waitFor();
      expect(await text(page, "cod-to-pay")).toBe("Cash on delivery: pay ₹310.00 when it arrives.");
      const amounts = page.getByRole("region", { name: "Amounts" });
      expect(await amounts.textContent()).toMatch(
        /Delivery charge₹60\.00.*Cash on delivery fee₹30\.00.*Total₹310\.00/,
      );
      expect(await page.getByRole("dialog", { name: "Test payment (sandbox mode)" }).count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "order-cod-placed-360");
      // From a number not yet confirmed, the code sent by SMS confirms it (decision 0037).
      const { code } = await codConfirmation(shop.server, customer.phone);
      await page.getByLabel("Code from the SMS").fill(code);
      await page.getByRole("button", { name: "Confirm order" }).click();
      await page.getByText("Thank you: your order is confirmed and will be packed soon.").waitFor();
      // The pack left the shelf at once (no 30-minute hold waiting for a payment), and the email went.
      expect((await fiveKg()).stock).toBe(before - 1);
      await emailSubjectsTo(shop.server, customer.email, new RegExp(`Order #${orderId} confirmed`));

      // The packer, on a phone: packs and ships it; the cash is not theirs to record.
      const desk = await openPage(browser, PHONE);
      await staffSignIn(desk.page, staff.packer.email, staff.packer.password, /\/admin$/, base);
      await visit(desk.page, `/admin/orders/${orderId}`, base);
      // The packer sees no prices, but the cash the courier is to collect, to write on the parcel.
      await desk.page
        .getByText("Cash on delivery: ₹310.00 to collect. Write it on the parcel for the courier.")
        .waitFor();
      await desk.page.getByRole("button", { name: "Mark packed" }).click();
      await desk.page.getByRole("status").getByText(`Order #${orderId} is packed.`).waitFor();
      await desk.page.getByLabel("Courier").fill("India Post");
      await desk.page.getByLabel("AWB number").fill("EK987654321IN");
      await desk.page.getByRole("button", { name: "Mark shipped" }).click();
      await desk.page.getByRole("status").getByText(`Order #${orderId} is shipped.`).waitFor();
      await desk.page.getByText("Refused at the door…").waitFor();
      expect(await desk.page.getByRole("button", { name: "Cash collected" }).count()).toBe(0);
      await shot(desk.page, "admin-order-cod-shipped-packer-360");
      await desk.context.close();

      // The manager records the cash: delivered and paid, a Credit in cash on delivery.
      const office = await openPage(browser, DESKTOP);
      await staffSignIn(office.page, staff.manager.email, staff.manager.password, /\/admin$/, base);
      await visit(office.page, `/admin/orders/${orderId}`, base);
      await office.page.getByText("Cash on delivery: ₹310.00 to collect.").waitFor();
      await office.page.getByRole("button", { name: "Cash collected" }).click();
      const confirm = office.page.getByRole("dialog", {
        name: `Record ₹310.00 collected in cash for order #${orderId}?`,
      });
      expect(await seriousViolations(office.page)).toEqual([]);
      await shot(office.page, "admin-order-cod-collect-1280");
      await confirm.getByRole("button", { name: "Yes, cash collected" }).click();
      await office.page.getByRole("status").getByText(`Cash for order #${orderId} is recorded.`).waitFor();
      await office.page.locator("li", { hasText: "Credit ₹310.00 in cash on delivery" }).waitFor();
      await office.page.getByText("Nothing to do: the order is delivered.").waitFor();
      const seen = await api<{
        order_status: string;
        payment_status: string;
        payments: { status: string; method: string; amount: string }[];
      }>("/api/admin/v1/orders/get", { order_id: orderId }, { cookie: cookies.manager });
      expect(seen.data).toMatchObject({
        order_status: "DELIVERED",
        payment_status: "PAID",
        payments: [{ status: "Credit", method: "COD", amount: "310.00" }],
      });
      await shot(office.page, "admin-order-cod-paid-1280");
      await office.context.close();

      // The customer's tax invoice, from the order page: the delivery charge is on it.
      await page.reload();
      await hydrated(page);
      expect(await page.getByTestId("cod-to-pay").count()).toBe(0);
      // The timeline is cash on delivery's own, every step ticked, ending with the cash paid.
      const steps = page
        .getByRole("list", { name: `Order #${orderId} progress` })
        .locator("li > div > p:first-child");
      expect(await steps.allTextContents()).toEqual([
        "Placed",
        "Confirmed (cash on delivery)",
        "Packed",
        "Shipped",
        "Delivered",
        "Cash paid",
      ]);
      expect(await page.locator('[aria-current="step"]').textContent()).toContain("Cash paid");
      await page.getByRole("link", { name: /^Tax invoice HA\/\d{4}-\d{2}\/\d{6}$/ }).click();
      await page.waitForURL(`${base}/invoice/${orderId}`);
      const row = page.getByTestId("invoice").locator("tr", { hasText: "Delivery charge" });
      expect(await row.textContent()).toContain("60.00");
      expect(
        await page.getByTestId("invoice").locator("tr", { hasText: "Cash on delivery fee" }).count(),
      ).toBe(1);
      await emailSubjectsTo(shop.server, customer.email, new RegExp(`Order #${orderId} delivered`));
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("a parcel refused at the door is recorded by the packer: returned, its pack back on the shelf", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const customer = await customerWithCart(page, "Dawa Sherpa", true);
    const before = (await fiveKg()).stock;
    const placed = await api<{ order_id: number }>(
      "/api/payment_request/v2/",
      { address_id: customer.addressId, payment_method: "COD" },
      { session: customer.session },
    );
    expect(placed.status, placed.message).toBe(1);
    const orderId = placed.data.order_id;
    expect((await fiveKg()).stock).toBe(before - 1);
    // The shop called the customer, whose number is not confirmed yet: confirmed by hand.
    await api("/api/admin/v1/orders/confirm-cod", { order_id: orderId }, { cookie: cookies.packer });
    await api("/api/admin/v1/orders/pack", { order_id: orderId }, { cookie: cookies.packer });
    await api(
      "/api/admin/v1/orders/ship",
      { order_id: orderId, courier_name: "DTDC", awb_number: "D12345" },
      { cookie: cookies.packer },
    );
    await staffSignIn(page, staff.packer.email, staff.packer.password, /\/admin$/, base);
    await visit(page, `/admin/orders/${orderId}`, base);
    await page.getByText("Refused at the door…").click();
    await page.getByRole("button", { name: "Record the refusal" }).click();
    expect(await page.locator("#return_reason-error").textContent()).toBe(
      "Please say why the parcel was refused.",
    );
    await recordRefusal(page, orderId, "Customer was away; family refused the parcel");
    await page.getByText("Nothing to do: the order is returned (refused at the door).").waitFor();
    expect((await fiveKg()).stock).toBe(before);
    await context.close();
  });
});

describe("the delivery charge at checkout", () => {
  it("refuses an address whose pincode the shop does not serve, with the reason, here and on the server", async () => {
    await saveDelivery({ served_all: false, served_pincodes: "734, 737101-737199" });
    try {
      const { page, context } = await openPage(browser, PHONE);
      const customer = await customerWithCart(page, "Anil Gowda");
      await visit(page, "/checkout", base);
      await addAddress(page, {
        ...priya,
        "Full name": "Anil Gowda",
        "Street address": "12 MG Road",
        City: "Bengaluru",
        State: "Karnataka",
        Pincode: "560001",
      });
      await addressChosen(page);
      const refusal = summary(page).getByRole("alert");
      await refusal.getByText("We do not deliver to 560001 yet.").waitFor();
      expect(await page.getByRole("button", { name: "Place Order" }).isDisabled()).toBe(true);
      expect(await page.getByRole("radio", { name: "Cash on delivery" }).isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "checkout-not-served-360");
      // The server refuses it too, whatever the page does.
      const [address] = (
        await api<{ id: number }[]>("/api/saved-address/lists/v1", {}, { session: customer.session })
      ).data;
      const placed = await api(
        "/api/payment_request/v2/",
        { address_id: address.id },
        { session: customer.session },
      );
      expect(placed).toMatchObject({ http: 400, status: 0, message: "We do not deliver to 560001 yet." });
      await context.close();
    } finally {
      await saveDelivery();
    }
  });

  it("charges the delivery charge in an online payment made by UPI in the sandbox", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const customer = await customerWithCart(page, "Sunita Rai");
    await visit(page, "/checkout", base);
    await addAddress(page, priya);
    await addressChosen(page);
    expect(await text(page, "checkout-total")).toBe("₹280.00");
    await page.getByRole("button", { name: "Place Order" }).click();
    const sandbox = page.getByRole("dialog", { name: "Test payment (sandbox mode)" });
    expect(await sandbox.getByRole("radio", { name: "UPI" }).isChecked()).toBe(true);
    await sandbox.getByLabel("UPI ID").fill("sunita@");
    await sandbox.getByRole("button", { name: "Pay ₹280.00" }).click();
    await sandbox.getByRole("alert").getByText("Enter a UPI ID such as farmer@upi.").waitFor();
    await sandbox.getByLabel("UPI ID").fill("sunita.rai@okaxis");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "sandbox-upi-1280");
    await page.setViewportSize(PHONE);
    await shot(page, "sandbox-upi-360");
    await sandbox.getByRole("button", { name: "Pay ₹280.00" }).click();
    await page.waitForURL(new RegExp(`^${base}/payment-success\\?order=\\d+$`));
    const [tx] = (
      await api<{ amount: string; pay_status: string; order_id: number }[]>(
        "/api/transaction/lists/v1/",
        {},
        { session: customer.session },
      )
    ).data;
    // ₹220 of goods and the ₹60 delivery charge, charged as one payment.
    expect(tx).toMatchObject({ amount: "280.00", pay_status: "Credit" });
    const seen = await api<{ amounts: { delivery_charge: string; total: string } }>(
      "/api/admin/v1/orders/get",
      { order_id: tx.order_id },
      { cookie: cookies.manager },
    );
    expect(seen.data.amounts).toMatchObject({ delivery_charge: "60.00", total: "280.00" });
    await context.close();
  });
});

describe("cash on delivery in Hindi", () => {
  it("offers the choice and shows its lines in Hindi (?lang=hi), and places the order", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await customerWithCart(page, "Geeta Devi", true);
    await visit(page, "/checkout?lang=hi", base);
    await page.getByRole("heading", { name: "आप भुगतान कैसे करेंगे?" }).waitFor();
    await page.getByRole("radio", { name: "ऑनलाइन भुगतान" }).waitFor();
    await page.getByText("UPI, कार्ड, नेट बैंकिंग, वॉलेट").waitFor();
    await page.getByText("₹30.00 का कैश ऑन डिलीवरी शुल्क जुड़ेगा।", { exact: false }).waitFor();
    await page.getByRole("radio", { name: "कैश ऑन डिलीवरी" }).check();
    const box = page.getByRole("complementary", { name: "ऑर्डर का सारांश" });
    await box.getByText("कैश ऑन डिलीवरी शुल्क").waitFor();
    await box.getByText("डिलीवरी शुल्क", { exact: true }).waitFor();
    expect(await text(page, "cod-to-pay")).toBe("कैश ऑन डिलीवरी: सामान आने पर ₹310.00 का भुगतान करें।");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "checkout-cod-hi-360");
    await page.getByRole("button", { name: "ऑर्डर करें" }).click();
    await page.waitForURL(/\/order\/\d+\?placed=1$/);
    await page.getByText("धन्यवाद! आपका ऑर्डर हो गया है।").waitFor();
    expect(await text(page, "cod-to-pay")).toBe("कैश ऑन डिलीवरी: सामान आने पर ₹310.00 का भुगतान करें।");
    expect(problems).toEqual([]);
    await context.close();
  });
});
