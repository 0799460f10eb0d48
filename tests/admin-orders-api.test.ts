import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { lastEmailTo } from "./helpers/emails";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/** The back office's order endpoints (/api/admin/v1/orders/…), with each role's refusals. */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const paidOrder = (sku: string, stock?: number, qty?: number) => shop.paidOrder(sku, stock, qty);

const auditOf = (orderId: number) =>
  queryRows<{ actor: string; action: string; staff_id: number }>(
    t.database.db,
    sql`select actor, action, staff_id from audit_log where entity = 'order' and entity_id = ${String(orderId)} order by id`,
  );
const lastEmail = (to: string) => lastEmailTo(t, to);

describe("a packer", () => {
  it("lists and reads orders without money or the customer's account, packs, ships with an AWB and delivers", async () => {
    const { c, orderId } = await paidOrder("GRP-001");
    const list = await adminPost(t, team.packer.cookie, "/orders/list", { status: "PAID" });
    expect(list.status).toBe(200);
    const row = list.body.data.rows.find((r: { order_id: number }) => r.order_id === orderId);
    expect(row).toMatchObject({ order_status: "PAID", customer_name: "Ravi Kumar", items: 2 });
    expect(row).not.toHaveProperty("total");
    expect(list.body.data.counts.PAID).toBeGreaterThanOrEqual(1);

    const read = (await adminPost(t, team.packer.cookie, "/orders/get", { order_id: orderId })).body.data;
    expect(read.delivery).toMatchObject({ fullname: "Ravi Kumar", pincode: "734001" });
    expect(read.lines[0]).toMatchObject({ qty: 2 });
    for (const hidden of ["payments", "amounts", "customer", "provider"])
      expect(read).not.toHaveProperty(hidden);
    expect(read.lines[0]).not.toHaveProperty("line_total");

    const packed = await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: orderId });
    expect(packed.body).toMatchObject({ status: 1, message: `Order #${orderId} is packed.` });
    const again = await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: orderId });
    expect(again).toEqual({
      status: 409,
      body: { status: 0, message: `Order #${orderId} is packed and cannot become packed.` },
    });

    /** The packer's shipping form for this order. */
    const ship = (fields: object) =>
      adminPost(t, team.packer.cookie, "/orders/ship", { order_id: orderId, ...fields });
    const noCourier = await ship({ awb_number: "X1" });
    expect(noCourier.status).toBe(400);
    expect(noCourier.body.errors).toMatchObject({ courier_name: "Please enter the courier's name." });
    const badLink = await ship({
      courier_name: "DTDC",
      awb_number: "D12345",
      tracking_url: "javascript:alert(1)",
    });
    expect(badLink.body.errors).toMatchObject({
      tracking_url: "The tracking link must be a web address starting with https:// or http://.",
    });
    expect((await shop.orderState(orderId)).status).toBe("PACKED");

    const shipped = await ship({
      courier_name: "DTDC",
      awb_number: "D12345678",
      tracking_url: "https://track.example/D12345678",
    });
    expect(shipped.body.data.shipment).toEqual({
      courier: "DTDC",
      awb: "D12345678",
      tracking_url: "https://track.example/D12345678",
    });
    expect((await lastEmail(c.email))?.kind).toBe("order-shipped");
    const customerView = await t.post("/api/order/details/v1/", { ...c.auth, order_id: orderId });
    expect(customerView.body.data.shipment).toMatchObject({ courier: "DTDC", awb: "D12345678" });

    await adminPost(t, team.packer.cookie, "/orders/note", {
      order_id: orderId,
      note: "Left with the neighbour",
    });
    const delivered = await adminPost(t, team.packer.cookie, "/orders/deliver", { order_id: orderId });
    expect(delivered.body.data.order_status).toBe("DELIVERED");
    expect(delivered.body.data.notes).toEqual([
      expect.objectContaining({ body: "Left with the neighbour", staff_name: team.packer.name }),
    ]);
    expect(
      delivered.body.data.events.map((e: { to: string; actor_kind: string }) => [e.to, e.actor_kind]),
    ).toEqual([
      ["PENDING_PAYMENT", "customer"],
      ["PAID", "provider"],
      ["PACKED", "staff"],
      ["SHIPPED", "staff"],
      ["DELIVERED", "staff"],
    ]);
    expect((await auditOf(orderId)).map((a) => [a.action, a.staff_id])).toEqual([
      ["packed", team.packer.id],
      ["shipped", team.packer.id],
      ["note", team.packer.id],
      ["delivered", team.packer.id],
    ]);
  });

  it("is refused cancelling and exporting (403, naming the roles), and nothing changes", async () => {
    const { pack, orderId } = await paidOrder("GRP-002");
    const cancel = await adminPost(t, team.packer.cookie, "/orders/cancel", {
      order_id: orderId,
      reason: "no",
    });
    expect(cancel.status).toBe(403);
    expect(cancel.body.message).toBe(
      "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.",
    );
    expect(
      (await adminPost(t, team.packer.cookie, "/orders/export", { from: "2026-01-01", to: "2026-12-31" }))
        .status,
    ).toBe(403);
    expect((await shop.orderState(orderId)).status).toBe("PAID");
    expect(await shop.stockOf(pack.priceId)).toBe(8);
  });
});

describe("a manager", () => {
  it("sees money and refunds with the provider's ids, and cancels a packed order with a reason", async () => {
    const { c, pack, orderId, paymentId } = await paidOrder("GRP-003");
    const read = (await adminPost(t, team.manager.cookie, "/orders/get", { order_id: orderId })).body.data;
    expect(read.customer).toMatchObject({ email: c.email });
    expect(read.payments).toEqual([expect.objectContaining({ status: "Credit", payment_id: paymentId })]);
    expect(read.amounts.total).toMatch(/^\d+\.\d{2}$/);
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: orderId });

    expect(
      (await adminPost(t, team.manager.cookie, "/orders/cancel", { order_id: orderId, reason: "  " })).body
        .errors,
    ).toEqual({
      reason: "Please say why the order is cancelled.",
    });
    const cancelled = await adminPost(t, team.manager.cookie, "/orders/cancel", {
      order_id: orderId,
      reason: "The pack was damaged in the store",
    });
    expect(cancelled.body.message).toBe(`Order #${orderId} is cancelled; the refund is on its way.`);
    expect(cancelled.body.data).toMatchObject({ order_status: "CANCELLED", payment_status: "REFUNDED" });
    expect(cancelled.body.data.payments[0]).toMatchObject({
      status: "Refund",
      payment_id: paymentId,
      refund_id: expect.stringMatching(/^rfnd_/),
    });
    expect(await shop.stockOf(pack.priceId)).toBe(10);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, c.email));
    expect(mails.find((m) => m.kind === "order-cancelled")?.bodyText).toContain(
      "The pack was damaged in the store",
    );
    expect(mails.some((m) => m.kind === "refund")).toBe(true);
    expect((await auditOf(orderId)).map((a) => a.action)).toEqual(["packed", "cancelled"]);

    const shippedLater = await adminPost(t, team.manager.cookie, "/orders/ship", {
      order_id: orderId,
      courier_name: "DTDC",
      awb_number: "D1",
    });
    expect(shippedLater.status).toBe(409);
  });

  it("exports the CSV for a range of days, and refuses a range that ends before it starts", async () => {
    const { orderId } = await paidOrder("GRP-004");
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const res = await t.app.request("/api/admin/v1/orders/export", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: team.owner.cookie },
      body: JSON.stringify({ from: today, to: today }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="orders-${today}-to-${today}.csv"`,
    );
    const csv = await res.text();
    expect(csv.split("\r\n").some((line) => line.startsWith(`${orderId},`))).toBe(true);
    const backwards = await adminPost(t, team.owner.cookie, "/orders/export", {
      from: "2026-05-02",
      to: "2026-05-01",
    });
    expect(backwards).toEqual({
      status: 400,
      body: { status: 0, message: "The range must end on or after the day it starts." },
    });
    expect(
      (await adminPost(t, team.owner.cookie, "/orders/export", { from: "2026-02-30", to: "2026-03-01" })).body
        .errors,
    ).toEqual({
      from: "Enter a date as YYYY-MM-DD.",
    });
  });

  it("finds orders by search, and answers 404 for an order that does not exist", async () => {
    const { c, orderId } = await paidOrder("GRP-005");
    const found = await adminPost(t, team.manager.cookie, "/orders/list", { q: c.email });
    expect(found.body.data.rows.map((r: { order_id: number }) => r.order_id)).toEqual([orderId]);
    expect(found.body.data.rows[0].total).toMatch(/^\d+\.\d{2}$/);
    expect((await adminPost(t, team.manager.cookie, "/orders/list", { status: "LOST" })).status).toBe(400);
    expect(await adminPost(t, team.manager.cookie, "/orders/get", { order_id: 999_999 })).toEqual({
      status: 404,
      body: { status: 0, message: "This order was not found." },
    });
  });
});

describe("without a staff session", () => {
  it("answers 401 on every order endpoint, a customer's session included", async () => {
    const { c, orderId } = await paidOrder("GRP-006");
    for (const path of ["list", "get", "pack", "ship", "deliver", "cancel", "note", "export"]) {
      const res = await t.post(`/api/admin/v1/orders/${path}`, { ...c.auth, order_id: orderId });
      expect(res.status, path).toBe(401);
    }
    expect((await shop.orderState(orderId)).status).toBe("PAID");
  });
});
