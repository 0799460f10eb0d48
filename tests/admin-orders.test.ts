import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdminOrdersService } from "../server/modules/orders/admin-orders.service";
import { exportOrdersCsv } from "../server/modules/orders/orders-export";
import { paymentReads } from "../server/modules/payments";
import { testAppForFile } from "./helpers/app";
import { raviAddress } from "./helpers/fixtures";
import { codWithFee, shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/** The back office's order reads: the list (filters, search, counts, pages), one order, the CSV. */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let member: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  member = await newStaff(t, "manager");
});
/** The staff member doing the back office's work in these tests. */
const by = () => ({ staffId: member.id, name: member.name });
const admin = () => createAdminOrdersService(t.database.db, paymentReads(t.database.db));

async function order(sku: string, opts: { pay?: boolean; name?: string } = {}) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 50);
  const c = await shop.shopper(pack, 2);
  if (opts.name) {
    await t.post("/api/saved-address/update/v1", {
      ...c.auth,
      address_id: c.addressId,
      ...raviAddress,
      fullname: opts.name,
    });
  }
  const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body.data;
  let paymentId: string | undefined;
  if (opts.pay !== false) {
    const res = await t.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: placed.id, outcome: "success" }),
    });
    const signed = await res.json();
    paymentId = signed.razorpay_payment_id;
    expect((await t.post("/api/payment_response/v1/", { ...c.auth, ...signed })).body.status).toBe(1);
  }
  return { c, orderId: placed.order_id as number, paymentId };
}

describe("the back office's order list", () => {
  it("filters by status and payment status, searches by number, name, email and phone, counts per status, pages", async () => {
    const a = await order("GRP-001", { name: "Pemba Bhutia" });
    const b = await order("GRP-002");
    const unpaid = await order("GRP-003", { pay: false });
    await t.services.fulfilment.markPacked(b.orderId, by());

    const all = await admin().list({});
    expect(all.rows.map((r) => r.id)).toEqual([unpaid.orderId, b.orderId, a.orderId]);
    expect(all.counts).toMatchObject({ PAID: 1, PACKED: 1, PENDING_PAYMENT: 1, SHIPPED: 0 });
    expect(all.rows[0]).toMatchObject({ customerName: "Ravi Kumar", itemCount: 2, paymentStatus: "PENDING" });

    const paid = await admin().list({ status: "PAID" });
    expect(paid.rows.map((r) => r.id)).toEqual([a.orderId]);
    // The counts ignore the status filter, so each tab shows its own number.
    expect(paid.counts.PACKED).toBe(1);
    expect((await admin().list({ paymentStatus: "PENDING" })).rows.map((r) => r.id)).toEqual([
      unpaid.orderId,
    ]);

    expect((await admin().list({ q: `#${b.orderId}` })).rows.map((r) => r.id)).toContain(b.orderId);
    expect((await admin().list({ q: "pemba" })).rows.map((r) => r.id)).toEqual([a.orderId]);
    expect((await admin().list({ q: a.c.email.toUpperCase() })).rows.map((r) => r.id)).toEqual([a.orderId]);
    expect((await admin().list({ q: a.c.phonenumber })).rows.map((r) => r.id)).toEqual([a.orderId]);
    expect((await admin().list({ q: "100%_" })).rows).toEqual([]);

    const page2 = await admin().list({ perPage: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual([a.orderId]);
    const future = new Date(Date.now() + 60_000);
    expect((await admin().list({ from: future })).total).toBe(0);
    expect((await admin().list({ to: future })).total).toBe(3);
  });

  it("gives one order in full: lines, customer, payments and refunds with the provider's ids, every event", async () => {
    const { c, orderId, paymentId } = await order("GRP-004");
    await t.services.fulfilment.cancel(orderId, by(), "Damaged in the store");
    const o = await admin().get(orderId);
    expect(o.customer).toMatchObject({ email: c.email, phone: c.phonenumber });
    expect(o.lines[0]).toMatchObject({ qty: 2 });
    expect(o.payments).toEqual([
      expect.objectContaining({
        status: "Refund",
        providerPaymentId: paymentId,
        refundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(o.events.map((e) => [e.to, e.actorKind, e.actorId, e.note])).toEqual([
      ["PENDING_PAYMENT", "customer", c.userId, "placed"],
      ["PAID", "provider", null, expect.stringContaining(paymentId as string)],
      ["CANCELLED", "staff", member.id, "Damaged in the store"],
    ]);
    await expect(admin().get(2_000_000_000)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the accountant's CSV", () => {
  it("has one row per line with the order's totals and payment ids, and never a formula", async () => {
    const { orderId, paymentId } = await order("GRP-005", { name: '=HYPERLINK("http://x")' });
    // The range holds this order alone: from the moment it was placed, for one millisecond.
    const from = (await admin().get(orderId)).placedAt;
    const { csv, orders } = await exportOrdersCsv(
      t.database.db,
      paymentReads(t.database.db),
      from,
      new Date(from.getTime() + 1),
    );
    expect(orders).toBe(1);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^order_id,placed_at,order_status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderId},`);
    expect(lines[1]).toContain(`,PAID,PAID,Online,"'=HYPERLINK(""http://x"")",`);
    expect(lines[1]).toContain(paymentId);
    const empty = await exportOrdersCsv(
      t.database.db,
      paymentReads(t.database.db),
      new Date(0),
      new Date(1000),
    );
    expect(empty.csv.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("lets the accountant add up each order's total from its row: items, discounts, delivery, COD fee", async () => {
    // The owner's rules: ₹60 a parcel under ₹999, cash on delivery with a ₹30 fee.
    const owner = await newStaff(t, "owner");
    const delivery = await adminPost(t, owner.cookie, "/settings/delivery", {
      flat_charge: "60",
      free_above: "999",
      per_kg_charge: "0",
      included_kg: "0",
      served_all: true,
      served_pincodes: "",
      regions: "",
      default_days: 4,
    });
    const cod = await codWithFee(t, owner.cookie);
    expect([delivery.status, cod.status], JSON.stringify([delivery.body, cod.body])).toEqual([200, 200]);
    // Two packs of ₹300 (MRP ₹340), to be paid at the door.
    const pack = await shop.pack("GRP-006");
    await shop.setStock(pack.priceId, 50);
    const c = await shop.shopper(pack, 2);
    const orderId = await shop.placeCod(c);
    const from = (await admin().get(orderId)).placedAt;
    const { csv } = await exportOrdersCsv(
      t.database.db,
      paymentReads(t.database.db),
      from,
      new Date(from.getTime() + 1),
    );
    const [row] = parse(csv, { columns: true }) as Record<string, string>[];
    const rupees = (column: string) => {
      expect(row[column], column).toMatch(/^\d+\.\d\d$/);
      return Math.round(Number(row[column]) * 100);
    };
    expect(row.order_id).toBe(String(orderId));
    expect([row.payment_method, rupees("delivery_charge"), rupees("cod_fee")]).toEqual(["COD", 6000, 3000]);
    expect(rupees("line_total")).toBe(rupees("unit_price") * Number(row.qty));
    expect(rupees("order_total")).toBe(
      rupees("order_items_mrp") -
        rupees("order_discount") -
        rupees("promo_discount") +
        rupees("delivery_charge") +
        rupees("cod_fee"),
    );
  });

  it("refuses a range with more orders than one file takes, rather than cutting it short", async () => {
    const everything = [new Date(0), new Date(Date.now() + 60_000)] as const;
    const { orders } = await exportOrdersCsv(t.database.db, paymentReads(t.database.db), ...everything);
    expect(orders).toBeGreaterThan(1);
    await expect(
      exportOrdersCsv(t.database.db, paymentReads(t.database.db), ...everything, orders - 1),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: `These days hold more than ${orders - 1} orders: export a shorter range, then the rest.`,
    });
  });
});
