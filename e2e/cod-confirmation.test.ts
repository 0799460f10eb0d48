import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { emailSubjectsTo } from "./helpers/emails";
import { hydrated, sharedBrowser, submitLogin, visit } from "./helpers/journey";
import { ordersByApi, type Pack, type Session } from "./helpers/orders-by-api";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner as owner } from "./helpers/staff-members";
import { codConfirmation } from "./helpers/texts";

/**
 * Cash on delivery that is confirmed (docs/decisions/0037-cod-confirmation.md), in a real
 * browser on a shop of this file's own, the SMS read from the server's log (SMS_PROVIDER=log):
 * a customer whose number is not confirmed places a COD order and types the code on the order
 * page (and, with scripts off, a wrong code first, then the right one); another confirms with
 * the SMS's link, whose page confirms nothing until its button is pressed; the owner's
 * dashboard shows the waiting order and the pincodes where parcels were refused, and turns cash
 * on delivery off for one, which checkout then refuses.
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";
const { call, customerAt, logins, staffCookieOf } = ordersByApi(() => base);
let pack: Pack;
let ownerCookie = "";
const shot = (page: Page, name: string) => screenshot(page, `cod-confirm-${name}`);

beforeAll(async () => {
  shop = await ownShop([owner], { LOG_LEVEL: "info" });
  base = shop.baseUrl;
  ownerCookie = await staffCookieOf(owner);
  const cod = { enabled: true, max_order_value: "5000", fee: "30", pincodes_all: true, pincodes: "" };
  const saved = await call("/api/admin/v1/settings/cod", cod, { cookie: ownerCookie });
  expect(saved.status, saved.message).toBe(1);
  const listed = await call<
    { id: number; product_name: string; prices: { product_price_id: number; in_stock: string }[] }[]
  >("/api/products/listall/v1/", {});
  const p = listed.data.find((x) => x.prices.some((y) => y.in_stock === "INSTOCK"));
  if (!p) throw new Error("the demo shop has a pack in stock");
  const price = p.prices.find((y) => y.in_stock === "INSTOCK");
  pack = { product_id: p.id, product_price_id: price?.product_price_id ?? 0, name: p.product_name };
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

/** A new customer at `pincode` with the pack in the cart, a COD order placed through the API. */
async function codOrder(name: string, pincode = "734001") {
  const session: Session = await customerAt(name, {
    street1: "14 Hill Cart Road",
    city: "Siliguri",
    pincode,
  });
  const added = await call("/api/cart/add/v1/", { ...session, ...pack, qty: 1 });
  expect(added.status, added.message).toBe(1);
  const [address] = (await call<{ id: number }[]>("/api/saved-address/lists/v1", session)).data;
  const placed = await call<{ order_id: number }>("/api/payment_request/v2/", {
    ...session,
    address_id: address.id,
    payment_method: "COD",
  });
  expect(placed.status, placed.message).toBe(1);
  const profile = await call<{ phonenumber: string }>("/api/profile/details/v1/", session);
  return { session, orderId: placed.data.order_id, phone: profile.data.phonenumber, ...logins[name] };
}

/** Signs the customer in on the storefront's page (works with scripts off too). */
async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  await submitLogin(page, who.email, who.password);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
}

describe("a cash on delivery order from a number not yet confirmed", () => {
  it("is confirmed with the SMS code on the order page; the confirmation email follows", async () => {
    const o = await codOrder("Kiran Tamang");
    const { page, context } = await openPage(browser, PHONE);
    await signIn(page, o);
    await visit(page, `/order/${o.orderId}`, base);
    const box = page.getByTestId("cod-confirm");
    await box.getByRole("heading", { name: "Please confirm your cash on delivery order" }).waitFor();
    const field = page.getByLabel("Code from the SMS");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    expect(await page.getByText("Waiting for confirmation").count()).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "order-waiting-360");
    await page.setViewportSize(DESKTOP);
    await shot(page, "order-waiting-1280");
    await page.setViewportSize(PHONE);

    const { code } = await codConfirmation(shop.server, o.phone);
    await field.fill(code);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByText("Thank you: your order is confirmed and will be packed soon.").waitFor();
    expect(await page.getByTestId("cod-confirm").count()).toBe(0);
    await page.getByText("Confirmed (cash on delivery)").first().waitFor();
    await emailSubjectsTo(shop.server, o.email, new RegExp(`Order #${o.orderId} confirmed`));
    await shot(page, "order-confirmed-360");
    await context.close();
  });

  it("works with scripts off: a wrong code says so on its field, then the right one confirms", async () => {
    const o = await codOrder("Pema Lepcha");
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await signIn(page, o);
    await page.goto(`${base}/order/${o.orderId}`);
    const { code } = await codConfirmation(shop.server, o.phone);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Code from the SMS").fill(wrong);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByText("That code is not right. You can try 4 more times.").waitFor();
    await shot(page, "order-wrong-code-360");
    // A new code: the SMS comes again, and only the new code works.
    await page.getByRole("button", { name: "Send the code again" }).click();
    await page.getByText("A new code is on its way by SMS.").waitFor();
    const fresh = await codConfirmation(shop.server, o.phone, 2);
    await page.getByLabel("Code from the SMS").fill(fresh.code);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.waitForURL(new RegExp(`/order/${o.orderId}\\?confirmed=1$`));
    await page.getByText("Thank you: your order is confirmed and will be packed soon.").waitFor();
    await context.close();
  });

  it("is confirmed from the SMS link's page by its button, never by opening it", async () => {
    const o = await codOrder("Dawa Sherpa");
    const { link } = await codConfirmation(shop.server, o.phone);
    const path = new URL(link).pathname;
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${base}${path}`);
    await page.getByRole("heading", { name: `Confirm order #${o.orderId}` }).waitFor();
    const seen = await call<{ order_status: string }>("/api/order/details/v1/", {
      ...o.session,
      order_id: o.orderId,
    });
    expect(seen.data.order_status).toBe("AWAITING_CONFIRMATION");
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, "link-360");
    await page.setViewportSize(DESKTOP);
    await shot(page, "link-1280");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByText("This order is confirmed. Thank you!").waitFor();
    const after = await call<{ order_status: string }>("/api/order/details/v1/", {
      ...o.session,
      order_id: o.orderId,
    });
    expect(after.data.order_status).toBe("CONFIRMED");
    // A link never sent is not valid.
    const bad = await page.goto(`${base}/cod/${"x".repeat(43)}`);
    expect(bad?.status()).toBe(404);
    await page.getByText("This confirmation link is not valid").waitFor();
    await context.close();
  });
});

describe("the owner's dashboard", () => {
  it("shows the orders waiting and the refusals per pincode; turning COD off there refuses it at checkout", async () => {
    const waiting = await codOrder("Maya Gurung");
    // A parcel refused at the door at 734214: confirmed by the shop's call, packed, shipped, returned.
    const refused = await codOrder("Norbu Bhutia", "734214");
    for (const [step, body] of [
      ["confirm-cod", {}],
      ["pack", {}],
      ["ship", { courier_name: "DTDC", awb_number: "D5501" }],
      ["return", { reason: "Refused at the door" }],
    ] as const) {
      const res = await call(
        `/api/admin/v1/orders/${step}`,
        { order_id: refused.orderId, ...body },
        { cookie: ownerCookie },
      );
      expect(res.status, res.message).toBe(1);
    }

    const { page, context } = await openPage(browser, PHONE);
    await staffSignIn(page, owner.email, owner.password, /\/admin$/, base);
    const tile = page.getByRole("link", { name: /Cash on delivery, waiting for the customer's code/ });
    expect(await tile.innerText()).toMatch(
      /^\d+\s+Cash on delivery, waiting for the customer's code\s+Oldest placed/,
    );
    const row = page.getByTestId("rto-734214");
    expect((await row.innerText()).replace(/\s+/g, " ")).toMatch(/^734214 1 of 1 100% On Turn off$/);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, "dashboard-360");
    await page.setViewportSize(DESKTOP);
    await shot(page, "dashboard-1280");

    await row.getByRole("button", { name: "Turn cash on delivery off for 734214" }).click();
    await page
      .getByText("Cash on delivery is off for 734214: checkout offers only paying online there.")
      .waitFor();
    expect((await page.getByTestId("rto-734214").innerText()).replace(/\s+/g, " ")).toContain(
      "Off Turn back on",
    );
    // Checkout refuses cash on delivery to 734214 now, with the sentence.
    const again = await customerAt("Sonam Tamang", {
      street1: "Lake Side",
      city: "Mirik",
      pincode: "734214",
    });
    await call("/api/cart/add/v1/", { ...again, ...pack, qty: 1 });
    const [address] = (await call<{ id: number }[]>("/api/saved-address/lists/v1", again)).data;
    const placed = await call("/api/payment_request/v2/", {
      ...again,
      address_id: address.id,
      payment_method: "COD",
    });
    expect(placed.message).toBe("Cash on delivery is not available for 734214. Please pay online.");

    // The tile opens the list of the waiting orders.
    await tile.click();
    await page.waitForURL(/\/admin\/orders\?status=AWAITING_CONFIRMATION$/);
    await hydrated(page);
    await page
      .getByRole("link", { name: `#${waiting.orderId}`, exact: false })
      .first()
      .waitFor();
    // The shop called Maya: confirmed by hand from the order's page, then offered for packing.
    await visit(page, `/admin/orders/${waiting.orderId}`, base);
    await page.getByRole("button", { name: "Confirm order (customer called)" }).click();
    await page.getByText(`Order #${waiting.orderId} is confirmed; it can be packed now.`).waitFor();
    await page.getByRole("button", { name: "Mark packed" }).waitFor();
    await shot(page, "admin-order-confirmed-1280");
    await context.close();
  });
});
