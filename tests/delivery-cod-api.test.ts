import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { invoices } from "../server/modules/invoices/invoices.schema";
import { orders } from "../server/modules/orders/orders.schema";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * Delivery charges, pincodes and cash on delivery through the API: the owner's rules, the
 * amount charged, a COD order from placing to cash collected or refused at the door.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
const shop = shopHelpers(() => t);

/** ₹60 a parcel, free from ₹999, ₹15 a kg above 5 kg; COD up to ₹2,000 with a ₹30 fee. */
const rules = {
  flat_charge: "60",
  free_above: "999",
  per_kg_charge: "15",
  included_kg: "5",
  served_all: true,
  served_pincodes: "",
  regions: "734 = 2\n7 = 4",
  default_days: 6,
};
const cod = { enabled: true, max_order_value: "2000", fee: "30", pincodes_all: true, pincodes: "" };

const saveRules = async (delivery: object = {}, cash: object = {}) => {
  const d = await adminPost(t, team.owner.cookie, "/settings/delivery", { ...rules, ...delivery });
  const c = await adminPost(t, team.owner.cookie, "/settings/cod", { ...cod, ...cash });
  expect([d.status, c.status], JSON.stringify([d.body, c.body])).toEqual([200, 200]);
};

/** A pack of FRT-001 (Bhoomi Gold Vermicompost) by size: 1 kg is ₹50 (1.03 kg packed), 25 kg ₹800 (25.75 kg). */
async function vermicompost(size: "1" | "25") {
  const [row] = await queryRows<{ product_id: number; price_id: number }>(
    t.database.db,
    sql`select p.id as product_id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
        where p.sku = 'FRT-001' and pp.qty = ${size} and pp.unit = 'kg'`,
  );
  const pack = { productId: row.product_id, priceId: row.price_id };
  await shop.setStock(pack.priceId, 50);
  return pack;
}

const request = (c: { auth: object; addressId: number }, extra: object = {}) =>
  t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId, ...extra });
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
/** The order's tax invoice, if it has one. */
const invoiceOf = async (orderId: number) =>
  (
    await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "INVOICE")))
  )[0];
/** The emails written for an address, oldest first (an updated row may come back in any order). */
const emailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));

describe("the owner's rules", () => {
  it("are the owner's alone, checked field by field, and refused when stale", async () => {
    for (const who of [team.manager, team.packer]) {
      expect((await adminPost(t, who.cookie, "/settings/delivery", rules)).status).toBe(403);
      expect((await adminPost(t, who.cookie, "/settings/cod", cod)).status).toBe(403);
      expect((await adminPost(t, who.cookie, "/settings/delivery/get")).status).toBe(403);
    }
    const bad = await adminPost(t, team.owner.cookie, "/settings/delivery", {
      ...rules,
      flat_charge: "sixty",
      served_all: false,
      served_pincodes: "734001, 73400x",
      regions: "734 two days",
      default_days: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      flat_charge: "Enter the delivery charge in rupees, e.g. 60 (0 for none).",
      served_pincodes:
        '"73400x" is not a pincode: write six-digit pincodes, ranges such as 734001-734999 or prefixes such as 734.',
      regions: '"734 two days" is not a region: write a pincode prefix and the days, such as 734 = 2.',
      default_days: "Enter the usual days to deliver, 1 to 60.",
    });
    const none = await adminPost(t, team.owner.cookie, "/settings/cod", { ...cod, pincodes_all: false });
    expect(none.body.errors).toEqual({
      pincodes: "List the pincodes for cash on delivery, or offer it wherever you deliver.",
    });

    await saveRules({ served_all: false, served_pincodes: "734, 737101-737199, 560001" });
    const read = (await adminPost(t, team.owner.cookie, "/settings/delivery/get")).body.data;
    expect(read.delivery).toMatchObject({
      flat_charge: "60.00",
      free_above: "999.00",
      per_kg_charge: "15.00",
      included_kg: 5,
      served_all: false,
      served_pincodes: "734, 737101-737199, 560001",
      regions: "734 = 2\n7 = 4",
    });
    expect(read.cod).toMatchObject({ enabled: true, max_order_value: "2000.00", fee: "30.00" });
    const stale = await adminPost(t, team.owner.cookie, "/settings/delivery", {
      ...rules,
      expected_updated_at: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.status).toBe(409);
    await saveRules();
  });
});

describe("the delivery charge", () => {
  it("is added to the amount charged and kept on the order: the flat charge below ₹999", async () => {
    await saveRules();
    const c = await shop.confirmedShopper(await vermicompost("1"), 2); // ₹100, 2.06 kg
    const quote = await t.post("/api/checkout/quote/v1/", { ...c.auth, address_id: c.addressId });
    expect(quote.body.data).toMatchObject({
      price: "120.00",
      discount: "20.00",
      delivery_charge: "60.00",
      cod_fee: "0.00",
      total_amount: "160.00",
      served: true,
      cod_available: true,
      // What choosing cash on delivery would add, shown beside the choice before it is made.
      cod_option_fee: "30.00",
      deliver_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const placed = await request(c, { total_amount: "1.00" });
    expect(placed.body.data).toMatchObject({ payment_method: "ONLINE", amount: 16_000 });
    const row = await orderRow(placed.body.data.order_id);
    expect(row).toMatchObject({ deliveryChargePaise: 6000, codFeePaise: 0, totalPaise: 16_000 });
    const details = await t.post("/api/order/details/v1/", { ...c.auth, order_id: row.id });
    expect(details.body.data).toMatchObject({ delivery_charge: "60.00", cod_fee: "0.00", total: "160.00" });
  });

  it("is free from ₹999 but charges each started kg above 5 kg", async () => {
    await saveRules();
    const c = await shop.confirmedShopper(await vermicompost("25"), 2); // ₹1,600, 51.5 kg
    const placed = await request(c);
    // 46.5 kg above the first 5 → 47 × ₹15 = ₹705; no flat charge.
    expect(placed.body.data.amount).toBe(160_000 + 70_500);
    expect(await orderRow(placed.body.data.order_id)).toMatchObject({ deliveryChargePaise: 70_500 });
  });

  it("refuses a pincode the shop does not serve, taking no stock", async () => {
    await saveRules({ served_all: false, served_pincodes: "737101-737199" });
    const pack = await vermicompost("1");
    const c = await shop.confirmedShopper(pack, 1);
    const before = await shop.stockOf(pack.priceId);
    for (const payment_method of ["ONLINE", "COD"]) {
      const refused = await request(c, { payment_method });
      expect(refused).toEqual({
        status: 400,
        body: { status: 0, message: "We do not deliver to 734001 yet." },
      });
    }
    expect(await shop.stockOf(pack.priceId)).toBe(before);
    const quote = await t.post("/api/checkout/quote/v1/", { ...c.auth, address_id: c.addressId });
    expect(quote.body.data).toMatchObject({ served: false, message: "We do not deliver to 734001 yet." });
    await saveRules();
  });

  it("is told on the product page: served or not, the charge for the pack and the day", async () => {
    await saveRules({ served_all: false, served_pincodes: "734" });
    const pack = await vermicompost("25");
    const yes = await t.post("/api/delivery/check/v1/", {
      pincode: "734010",
      product_price_id: pack.priceId,
    });
    expect(yes.body.data).toEqual({
      pincode: "734010",
      served: true,
      delivery_charge: "375.00", // ₹60 + 21 kg × ₹15 (₹800 is below ₹999)
      deliver_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cod_available: true,
      // Vermicompost is no regulated good (decision 0050).
      not_deliverable: null,
    });
    const no = await t.post("/api/delivery/check/v1/", { pincode: "123456" });
    expect(no.body.data).toEqual({
      pincode: "123456",
      served: false,
      delivery_charge: null,
      deliver_by: null,
      cod_available: false,
      not_deliverable: null,
    });
    const bad = await t.post("/api/delivery/check/v1/", { pincode: "12345" });
    expect(bad).toMatchObject({ status: 400, body: { errors: { pincode: "Enter a 6-digit pincode." } } });
    // Six digits but no place: never a delivery day or cash on delivery.
    for (const pincode of ["000000", "999999", "012345"]) {
      const nowhere = await t.post("/api/delivery/check/v1/", { pincode });
      expect(nowhere).toMatchObject({
        status: 400,
        body: { errors: { pincode: "This is not an Indian pincode. Check it." } },
      });
    }
    const hindi = await t.post("/api/delivery/check/v1/", { pincode: "000000" }, { "accept-language": "hi" });
    expect(hindi.body.errors?.pincode).toBe("यह भारत का पिनकोड नहीं है। इसे जाँच लें।");
    await saveRules();
  });
});

describe("cash on delivery", () => {
  it("takes the stock at once, adds its fee, empties the cart and emails the confirmation", async () => {
    await saveRules();
    const pack = await vermicompost("1");
    const c = await shop.confirmedShopper(pack, 2);
    const before = await shop.stockOf(pack.priceId);
    const placed = await request(c, { payment_method: "COD" });
    expect(placed.body).toEqual({
      status: 1,
      message: "Order placed. Please keep the cash ready on delivery.",
      data: { payment_method: "COD", order_id: expect.any(Number), amount: 19_000, currency: "INR" },
    });
    const id = placed.body.data.order_id;
    expect(await shop.stockOf(pack.priceId)).toBe(before - 2);
    expect(await orderRow(id)).toMatchObject({
      status: "CONFIRMED",
      paymentStatus: "COD_DUE",
      paymentMethod: "COD",
      deliveryChargePaise: 6000,
      codFeePaise: 3000,
      totalPaise: 19_000,
    });
    // No 30-minute hold: the expiry job leaves it alone.
    await t.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 hour' where id = ${id}`,
    );
    await t.services.checkout.expireUnpaid();
    expect((await orderRow(id)).status).toBe("CONFIRMED");
    expect(await shop.stockOf(pack.priceId)).toBe(before - 2);
    expect((await t.post("/api/cart/lists/v1/", c.auth)).body.data ?? []).toEqual([]);
    const mail = (await emailsTo(c.email)).at(-1);
    expect(mail?.kind).toBe("order-confirmation");
    expect(mail?.bodyText).toContain("confirmed for cash on delivery: please keep ₹190.00 ready");
    expect(mail?.bodyText).toContain("Cash on delivery fee");
  });

  it("is refused above its maximum, outside its pincodes and when off, with the reason", async () => {
    const pack = await vermicompost("25");
    const c = await shop.confirmedShopper(pack, 3); // ₹2,400
    const before = await shop.stockOf(pack.priceId);
    await saveRules();
    expect((await request(c, { payment_method: "COD" })).body).toEqual({
      status: 0,
      message: "Cash on delivery is available for orders up to ₹2,000.00. Please pay online.",
    });
    await saveRules({}, { max_order_value: "0", pincodes_all: false, pincodes: "560001-560099" });
    expect((await request(c, { payment_method: "COD" })).body.message).toBe(
      "Cash on delivery is not available for 734001. Please pay online.",
    );
    await saveRules({}, { enabled: false });
    const off = await request(c, { payment_method: "COD" });
    expect(off).toEqual({
      status: 400,
      body: { status: 0, message: "Cash on delivery is not available at the moment. Please pay online." },
    });
    const quote = await t.post("/api/checkout/quote/v1/", { ...c.auth, address_id: c.addressId });
    expect(quote.body.data).toMatchObject({
      cod_available: false,
      cod_message: off.body.message,
      cod_option_fee: null,
    });
    expect(await shop.stockOf(pack.priceId)).toBe(before);
    await saveRules();
  });

  it("refuses a payment method it does not know", async () => {
    const c = await shop.confirmedShopper(await vermicompost("1"), 1);
    const bad = await request(c, { payment_method: "CHEQUE" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ payment_method: 'payment_method must be "ONLINE" or "COD".' });
  });

  it("goes packed → shipped, then the manager records the cash: paid, a Credit of method COD", async () => {
    await saveRules();
    const c = await shop.confirmedShopper(await vermicompost("1"), 2);
    const id = (await request(c, { payment_method: "COD" })).body.data.order_id;
    expect((await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id })).status).toBe(200);
    const ship = { order_id: id, courier_name: "India Post", awb_number: "EE123456789IN" };
    expect((await adminPost(t, team.packer.cookie, "/orders/ship", ship)).status).toBe(200);
    // Not delivered yet: no tax invoice (cash on delivery is invoiced when the goods arrive).
    expect(await invoiceOf(id)).toBeUndefined();
    // Money is for managers and owners.
    expect((await adminPost(t, team.packer.cookie, "/orders/collect-cash", { order_id: id })).status).toBe(
      403,
    );
    const collected = await adminPost(t, team.manager.cookie, "/orders/collect-cash", { order_id: id });
    expect(collected.body).toMatchObject({
      status: 1,
      message: `Cash for order #${id} is recorded.`,
      data: {
        order_status: "DELIVERED",
        payment_status: "PAID",
        amounts: { delivery_charge: "60.00", cod_fee: "30.00", total: "190.00" },
        payments: [{ status: "Credit", method: "COD", amount: "190.00" }],
      },
    });
    const [credit] = await queryRows<{
      status: string;
      method: string;
      amount_paise: number;
      provider: string;
    }>(
      t.database.db,
      sql`select status, method, amount_paise, provider from payment_transactions where order_id = ${id}`,
    );
    expect(credit).toEqual({ status: "Credit", method: "COD", amount_paise: 19_000, provider: "cod" });
    // Delivered by the cash collected at the door: its tax invoice, the charges on their own lines.
    const invoice = await invoiceOf(id);
    expect(invoice?.totalPaise).toBe(19_000);
    expect(invoice?.lines.filter((l) => l.kind === "charge")).toEqual([
      expect.objectContaining({ description: "Delivery charge", amountPaise: 6000 }),
      expect.objectContaining({ description: "Cash on delivery fee", amountPaise: 3000 }),
    ]);
    expect((await shop.orderState(id)).path).toEqual(["CONFIRMED", "PACKED", "SHIPPED", "DELIVERED"]);
    expect((await emailsTo(c.email)).at(-1)?.kind).toBe("order-delivered");
    const again = await adminPost(t, team.manager.cookie, "/orders/collect-cash", { order_id: id });
    expect(again).toEqual({
      status: 409,
      body: { status: 0, message: `Order #${id} has no cash to collect.` },
    });
  });

  it("is invoiced when marked delivered, and the cash recorded afterwards keeps that invoice", async () => {
    await saveRules();
    const c = await shop.confirmedShopper(await vermicompost("1"), 1);
    const id = (await request(c, { payment_method: "COD" })).body.data.order_id;
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id });
    await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: id,
      courier_name: "DTDC",
      awb_number: "D9",
    });
    const delivered = await adminPost(t, team.packer.cookie, "/orders/deliver", { order_id: id });
    expect(delivered.body.data).toMatchObject({ order_status: "DELIVERED", payment_status: "COD_DUE" });
    const invoice = await invoiceOf(id);
    expect(invoice?.totalPaise).toBe(14_000); // ₹50 + ₹60 delivery + ₹30 fee
    const collected = await adminPost(t, team.manager.cookie, "/orders/collect-cash", { order_id: id });
    expect(collected.body.data).toMatchObject({ order_status: "DELIVERED", payment_status: "PAID" });
    expect((await invoiceOf(id))?.number).toBe(invoice?.number);
  });

  it("a parcel refused at the door is returned: stock back, nothing owed; only for cash on delivery", async () => {
    await saveRules();
    const pack = await vermicompost("1");
    const c = await shop.confirmedShopper(pack, 3);
    const before = await shop.stockOf(pack.priceId);
    const id = (await request(c, { payment_method: "COD" })).body.data.order_id;
    expect(await shop.stockOf(pack.priceId)).toBe(before - 3);
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id });
    const early = await adminPost(t, team.packer.cookie, "/orders/return", {
      order_id: id,
      reason: "Refused",
    });
    expect(early.body.message).toBe(`Order #${id} is packed and cannot become returned.`);
    await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: id,
      courier_name: "DTDC",
      awb_number: "D1",
    });
    const noReason = await adminPost(t, team.packer.cookie, "/orders/return", { order_id: id, reason: " " });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain("Please say why the parcel was refused.");
    expect((await shop.orderState(id)).status).toBe("SHIPPED");
    const returned = await adminPost(t, team.packer.cookie, "/orders/return", {
      order_id: id,
      reason: "Customer refused the parcel",
    });
    expect(returned.body).toMatchObject({
      status: 1,
      data: { order_status: "RETURNED", payment_status: "CANCELLED" },
    });
    expect(await shop.stockOf(pack.priceId)).toBe(before);
    expect((await adminPost(t, team.manager.cookie, "/orders/collect-cash", { order_id: id })).status).toBe(
      409,
    );
    expect(await invoiceOf(id)).toBeUndefined();

    const online = await shop.paidOrder("FRT-002");
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: online.orderId });
    await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: online.orderId,
      courier_name: "DTDC",
      awb_number: "D2",
    });
    const refused = await adminPost(t, team.packer.cookie, "/orders/return", {
      order_id: online.orderId,
      reason: "Refused",
    });
    expect(refused.status).toBe(409);
    expect((await shop.orderState(online.orderId)).status).toBe("SHIPPED");
  });

  it("the customer may cancel it before it is packed: stock back, no refund asked", async () => {
    await saveRules();
    const pack = await vermicompost("1");
    const c = await shop.confirmedShopper(pack, 1);
    const before = await shop.stockOf(pack.priceId);
    const id = (await request(c, { payment_method: "COD" })).body.data.order_id;
    const details = await t.post("/api/order/details/v1/", { ...c.auth, order_id: id });
    expect(details.body.data).toMatchObject({
      can_cancel: true,
      order_method: "COD",
      pay_status: "Cash on delivery",
    });
    const cancelled = await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: id });
    expect(cancelled.body.data).toMatchObject({ order_status: "CANCELLED", payment_status: "CANCELLED" });
    expect(await shop.stockOf(pack.priceId)).toBe(before);
    expect(await shop.transactions(id)).toEqual([]);
    expect((await emailsTo(c.email)).at(-1)?.bodyText).toContain("nothing was paid and nothing is owed");
  });
});

describe("addresses typed into the payment request", () => {
  it("refuse a pincode that cannot be in the chosen state", async () => {
    const c = await newCustomer(t);
    const pack = await vermicompost("1");
    await t.post("/api/cart/add/v1/", {
      ...c.auth,
      product_id: pack.productId,
      product_price_id: pack.priceId,
      qty: 1,
    });
    const wrong = await t.post("/api/payment_request/v2/", {
      ...c.auth,
      first_name: raviAddress.fullname,
      email: raviAddress.email,
      phone: raviAddress.phone,
      street1: raviAddress.street1,
      city: raviAddress.city,
      state: "Kerala",
      pincode: "734001",
    });
    expect(wrong).toEqual({
      status: 400,
      body: { status: 0, message: "Pincode 734001 is in West Bengal, not Kerala." },
    });
  });
});
