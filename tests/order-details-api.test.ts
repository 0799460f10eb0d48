import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";
import { newStaff } from "./helpers/staff";

/** The customer's order page API and cancelling from it (docs/api.md, "Order details"). */
const t = testAppForFile({
  TRUST_PROXY: "true",
  PUBLIC_URL: "https://shop.example",
  PAYMENT_PROVIDER: "sandbox",
});
const shop = shopHelpers(() => t);
let member: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  member = await newStaff(t, "manager");
});
/** The staff member doing the back office's work in these tests. */
const by = () => ({ staffId: member.id, name: member.name });
type Shopper = Awaited<ReturnType<typeof shop.shopper>>;

const paidOrder = (sku: string, stock?: number, qty?: number) => shop.paidOrder(sku, stock, qty);

const details = (c: Shopper, orderId: number) =>
  t.post("/api/order/details/v1/", { ...c.auth, order_id: orderId });
const cancel = (c: Shopper, orderId: number) =>
  t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId });
const mails = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id));

describe("the order details API", () => {
  it("gives the owner the order: lines with pictures, address, amounts, payment, timeline, cancel allowed", async () => {
    const { c, orderId, amount, signed } = await paidOrder("GRP-001");
    const res = await details(c, orderId);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      order_id: orderId,
      order_status: "PAID",
      payment_status: "PAID",
      pay_status: "Paid",
      total: (amount / 100).toFixed(2),
      address: { fullname: raviAddress.fullname, pincode: raviAddress.pincode, city: raviAddress.city },
      shipment: null,
      refunded_at: null,
      can_cancel: true,
    });
    expect(d.items).toHaveLength(1);
    expect(d.items[0].qty).toBe(2);
    expect(d.items[0].image).toMatch(/^\/|^https?:/);
    expect(Number(d.items[0].unit_price) * 2).toBeCloseTo(Number(d.items[0].final_total_price));
    expect(d.payments).toEqual([
      expect.objectContaining({
        pay_status: "Credit",
        payment_id: signed.razorpay_payment_id,
        refunded_at: null,
      }),
    ]);
    expect(d.timeline.map((s: { status: string }) => s.status)).toEqual(["PENDING_PAYMENT", "PAID"]);
  });

  it("emails an order confirmation with the lines and totals, as text and as HTML", async () => {
    const { c, orderId, amount } = await paidOrder("GRP-002");
    const [mail] = await mails(c.email);
    expect(mail.kind).toBe("order-confirmation");
    const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(amount / 100);
    expect(mail.bodyText).toContain(`Total paid: ${total}`);
    expect(mail.bodyText).toMatch(/× 2: ₹/);
    expect(mail.bodyText).toContain(`https://shop.example/order/${orderId}`);
    expect(mail.bodyHtml).toContain("<table");
    expect(mail.bodyHtml).toContain(`href="https://shop.example/order/${orderId}"`);
  });

  it("answers 404 for another customer's order, exactly as for one that does not exist", async () => {
    const { c, orderId } = await paidOrder("GRP-003");
    const other = await newCustomer(t);
    const theirs = await details(other as Shopper, orderId);
    const missing = await details(other as Shopper, 2_000_000_000);
    expect(theirs).toEqual({ status: 404, body: { status: 0, message: "This order was not found." } });
    expect(missing).toEqual(theirs);
    // Nor can they cancel it; the order is untouched.
    expect(await cancel(other as Shopper, orderId)).toEqual(theirs);
    expect((await details(c, orderId)).body.data.order_status).toBe("PAID");
    // Without a session: 401.
    expect((await t.post("/api/order/details/v1/", { order_id: orderId })).status).toBe(401);
    expect((await t.post("/api/order/details/v1/", { ...c.auth, order_id: "abc" })).status).toBe(400);
  });
});

describe("cancelling from the order page", () => {
  it("gives the stock back, refunds through the sandbox and emails the customer twice", async () => {
    const { c, pack, orderId, amount, signed } = await paidOrder("GRP-004", 5, 2);
    expect(await shop.stockOf(pack.priceId)).toBe(3);
    const res = await cancel(c, orderId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your order has been cancelled. The refund is on its way.");
    expect(res.body.data).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      can_cancel: false,
    });
    expect(res.body.data.refunded_at).not.toBeNull();
    expect(res.body.data.payments).toEqual([
      expect.objectContaining({
        pay_status: "Refund",
        payment_id: signed.razorpay_payment_id,
        amount: (amount / 100).toFixed(2),
      }),
    ]);
    expect(await shop.stockOf(pack.priceId)).toBe(5);
    const state = await shop.orderState(orderId);
    expect(state.path).toEqual(["PENDING_PAYMENT", "PAID", "CANCELLED"]);
    const kinds = (await mails(c.email)).map((m) => m.kind);
    expect(kinds.slice(0, 2).sort()).toEqual(["order-cancelled", "refund"]);
    // A second try is refused and changes nothing.
    const again = await cancel(c, orderId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order #${orderId} is cancelled and can no longer be cancelled.`);
    expect(await shop.stockOf(pack.priceId)).toBe(5);
  });

  it("is refused once the order is packed; an order still awaiting payment is cancelled with nothing to refund", async () => {
    const { c, pack, orderId } = await paidOrder("GRP-005", 5, 1);
    await t.services.fulfilment.markPacked(orderId, by());
    const res = await cancel(c, orderId);
    expect(res).toEqual({
      status: 409,
      body: { status: 0, message: `Order #${orderId} is packed and can no longer be cancelled.` },
    });
    expect((await details(c, orderId)).body.data).toMatchObject({
      order_status: "PACKED",
      can_cancel: false,
    });
    expect(await shop.stockOf(pack.priceId)).toBe(4);

    const unpaid = await shop.shopper(pack);
    const placed = (
      await t.post("/api/payment_request/v2/", { ...unpaid.auth, address_id: unpaid.addressId })
    ).body.data;
    expect((await details(unpaid, placed.order_id)).body.data.can_cancel).toBe(true);
    expect(await shop.stockOf(pack.priceId)).toBe(3);
    const gone = await cancel(unpaid, placed.order_id);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("Your order has been cancelled. Nothing was paid, so nothing is owed.");
    expect(gone.body.data).toMatchObject({ order_status: "CANCELLED", can_cancel: false });
    // Its held pack is back on the shelf.
    expect(await shop.stockOf(pack.priceId)).toBe(4);
  });
});

describe("the way to the door as the customer sees it", () => {
  it("shows courier and AWB once shipped, emails shipped and delivered, and refuses a staff cancel after shipping", async () => {
    const { c, orderId } = await paidOrder("GRP-006", 5, 1);
    const f = t.services.fulfilment;
    await expect(
      f.markShipped(orderId, by(), { courierName: "DTDC", awbNumber: "D1", trackingUrl: null }),
    ).rejects.toMatchObject({ code: "conflict" });
    await f.markPacked(orderId, by());
    await f.markShipped(orderId, by(), {
      courierName: "Blue Dart <Express>",
      awbNumber: "BD-12345678",
      trackingUrl: "https://track.example/BD-12345678",
    });
    const shipped = (await details(c, orderId)).body.data;
    expect(shipped.shipment).toEqual({
      courier: "Blue Dart <Express>",
      awb: "BD-12345678",
      tracking_url: "https://track.example/BD-12345678",
    });
    const [mail] = await mails(c.email);
    expect(mail.kind).toBe("order-shipped");
    expect(mail.bodyText).toContain("Courier: Blue Dart <Express>");
    expect(mail.bodyText).toContain("Tracking (AWB) number: BD-12345678");
    expect(mail.bodyText).toContain("https://track.example/BD-12345678");
    // Staff typing never becomes markup in the customer's mail.
    expect(mail.bodyHtml).toContain("Blue Dart &lt;Express&gt;");
    expect(mail.bodyHtml).not.toContain("<Express>");

    await expect(f.cancel(orderId, by(), "out of stock")).rejects.toMatchObject({ code: "conflict" });
    await f.markDelivered(orderId, by());
    const done = (await details(c, orderId)).body.data;
    expect(done.timeline.map((s: { status: string }) => s.status)).toEqual([
      "PENDING_PAYMENT",
      "PAID",
      "PACKED",
      "SHIPPED",
      "DELIVERED",
    ]);
    expect((await mails(c.email))[0].kind).toBe("order-delivered");
  });

  it("lets staff cancel a packed order with a reason the customer reads", async () => {
    const { c, pack, orderId } = await paidOrder("GRP-007", 5, 1);
    await t.services.fulfilment.markPacked(orderId, by());
    await t.services.fulfilment.cancel(orderId, by(), "The batch failed our quality check");
    expect(await shop.stockOf(pack.priceId)).toBe(5);
    const cancelled = (await mails(c.email)).find((m) => m.kind === "order-cancelled");
    expect(cancelled?.bodyText).toContain("cancelled: The batch failed our quality check");
    expect((await details(c, orderId)).body.data).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
    });
  });
});
