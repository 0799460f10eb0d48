import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatRupees, toRupeeString } from "../lib/money";
import { queryRows } from "../server/db/client";
import type { Invoice } from "../server/modules/invoices/invoices.schema";
import { testAppForFile } from "./helpers/app";
import { lastEmailTo } from "./helpers/emails";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * Part refunds from the back office (docs/decisions/0032-refunds.md), on the sandbox provider:
 * lines and quantities at what was charged, or an amount with a reason; a credit note of exactly
 * that part; stock back when asked; never more than what was paid, even asked twice at once.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let manager: Awaited<ReturnType<typeof newStaff>>;
let packer: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  [manager, packer] = [await newStaff(t, "manager"), await newStaff(t, "packer")];
});

const rupees = (s: string) => Math.round(Number(s) * 100);
type Line = { id: number; product_name: string; pack: string; qty: number; line_total: string };

/** A paid order of two lines: 3 of one pack and 1 of another; its lines as staff read them. */
async function twoLineOrder() {
  const a = await shop.pack("TEA-001");
  const b = await shop.pack("GRP-002");
  await shop.setStock(a.priceId, 20);
  await shop.setStock(b.priceId, 20);
  const c = await shop.shopper(a, 3);
  await t.post("/api/cart/add/v1/", {
    ...c.auth,
    product_id: b.productId,
    product_price_id: b.priceId,
    qty: 1,
  });
  const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body.data;
  const signed = await (
    await t.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: placed.id, outcome: "success" }),
    })
  ).json();
  expect((await t.post("/api/payment_response/v1/", { ...c.auth, ...signed })).body.status).toBe(1);
  const order = (await adminPost(t, manager.cookie, "/orders/get", { order_id: placed.order_id })).body.data;
  const lines = order.lines as Line[];
  return {
    c,
    orderId: placed.order_id as number,
    totalPaise: placed.amount as number,
    three: lines.find((l) => l.qty === 3) as Line,
    one: lines.find((l) => l.qty === 1) as Line,
    packs: { three: a, one: b },
  };
}

const creditNotes = async (orderId: number) =>
  (await t.services.invoices.forOrder(orderId))?.creditNotes ?? [];
const invoiceOf = async (orderId: number) =>
  (await t.services.invoices.forOrder(orderId))?.invoice as Invoice;
const taxed = (n: Invoice) => n.taxablePaise + n.cgstPaise + n.sgstPaise + n.igstPaise;
const refund = (body: object) => adminPost(t, manager.cookie, "/orders/refund", body);
const preview = (body: object) => adminPost(t, manager.cookie, "/orders/refund-preview", body);

describe("a part refund of lines", () => {
  it("returns units at what was charged, with a credit note of exactly them, the stock back and the customer told", async () => {
    const o = await twoLineOrder();
    const stockBefore = await shop.stockOf(o.packs.three.priceId);
    const ask = {
      order_id: o.orderId,
      lines: [{ line_id: o.three.id, qty: 1 }],
      reason: "One pack arrived torn",
      restock: true,
    };
    const asked = await preview(ask);
    expect(asked.status).toBe(200);
    const oneUnit = Math.floor(rupees(o.three.line_total) / 3);
    expect(asked.body.data).toMatchObject({
      amount: toRupeeString(oneUnit),
      refundable: toRupeeString(o.totalPaise),
    });
    expect(asked.body.message).toBe(`Refund ${formatRupees(oneUnit)} to the customer?`);

    const made = await refund({ ...ask, expected_amount: asked.body.data.amount });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe(
      `${formatRupees(oneUnit)} of order #${o.orderId} is being refunded to the customer; a credit note is issued.`,
    );
    expect(made.body.data).toMatchObject({
      order_status: "PAID",
      payment_status: "PARTLY_REFUNDED",
      refundable: toRupeeString(o.totalPaise - oneUnit),
      refunds: [
        {
          kind: "part",
          status: "Refund",
          amount: toRupeeString(oneUnit),
          reason: "One pack arrived torn",
          restocked: true,
          lines: [{ line_id: o.three.id, qty: 1, amount: toRupeeString(oneUnit) }],
        },
      ],
    });
    expect(made.body.data.lines.find((l: Line) => l.id === o.three.id).refunded_qty).toBe(1);
    expect(await shop.stockOf(o.packs.three.priceId)).toBe(stockBefore + 1);

    // The credit note: that one unit, its GST split as on the invoice, adding up to the refund.
    const [note] = await creditNotes(o.orderId);
    const invoice = await invoiceOf(o.orderId);
    expect(note.invoiceId).toBe(invoice.id);
    expect(note.totalPaise).toBe(oneUnit);
    expect(taxed(note)).toBe(oneUnit);
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ description: o.three.product_name, qty: 1, amountPaise: oneUnit });
    const invoiced = invoice.lines.find((l) => l.description === o.three.product_name);
    expect(note.lines[0].ratePercent).toBe(invoiced?.ratePercent);
    if (invoice.intraState) expect(note.igstPaise).toBe(0);
    else expect(note.cgstPaise + note.sgstPaise).toBe(0);

    // The customer's email and order page say it.
    const email = await lastEmailTo(t, o.c.email);
    expect(email?.kind).toBe("refund");
    expect(email?.bodyText).toContain(`We have refunded ${formatRupees(oneUnit)} of order #${o.orderId}`);
    expect(email?.bodyText).toContain("One pack arrived torn");
    expect(email?.bodyText).toContain(`${o.three.product_name} (${o.three.pack}) × 1`);
    const details = (await t.post("/api/order/details/v1/", { ...o.c.auth, order_id: o.orderId })).body.data;
    expect(details).toMatchObject({ payment_status: "PARTLY_REFUNDED", pay_status: "Partly refunded" });
    expect(details.refunds).toEqual([
      expect.objectContaining({
        amount: toRupeeString(oneUnit),
        reason: "One pack arrived torn",
        status: "Refunded",
        lines: [
          { product_name: o.three.product_name, pack: o.three.pack, qty: 1, amount: toRupeeString(oneUnit) },
        ],
      }),
    ]);

    // The other two units return exactly the rest of the line; a fourth is refused.
    const rest = await refund({ ...ask, lines: [{ line_id: o.three.id, qty: 2 }], restock: false });
    expect(rest.status).toBe(200);
    expect(rupees(rest.body.data.refunds[1].amount) + oneUnit).toBe(rupees(o.three.line_total));
    const more = await refund({
      ...ask,
      lines: [
        { line_id: o.one.id, qty: 0 },
        { line_id: o.three.id, qty: 1 },
      ],
    });
    expect(more.status).toBe(400);
    const said = `All 3 of ${o.three.product_name} (${o.three.pack}) are refunded already.`;
    expect(more.body).toMatchObject({ message: said, errors: { "lines[1].qty": said } });
    expect(await shop.stockOf(o.packs.three.priceId)).toBe(stockBefore + 1);

    // The last line and what is left (the delivery charge) return everything: REFUNDED.
    await refund({ ...ask, lines: [{ line_id: o.one.id, qty: 1 }], restock: false });
    const left = (await adminPost(t, manager.cookie, "/orders/get", { order_id: o.orderId })).body.data
      .refundable;
    if (rupees(left) > 0) {
      expect(
        (await refund({ order_id: o.orderId, amount: left, reason: "Delivery charge back" })).status,
      ).toBe(200);
    }
    const after = (await adminPost(t, manager.cookie, "/orders/get", { order_id: o.orderId })).body.data;
    expect(after).toMatchObject({ payment_status: "REFUNDED", refundable: "0.00", order_status: "PAID" });
    expect(after.payments.map((p: { status: string }) => p.status)).toEqual(["Refund"]);
    const notes = await creditNotes(o.orderId);
    expect(notes.reduce((s, n) => s + n.totalPaise, 0)).toBe(invoice.totalPaise);
    expect(notes.reduce((s, n) => s + taxed(n), 0)).toBe(invoice.totalPaise);
  });
});

describe("a part refund of an amount", () => {
  it("is spread over the invoice's lines, and never passes what is left; a changed amount is refused", async () => {
    const o = await twoLineOrder();
    const made = await refund({ order_id: o.orderId, amount: "50", reason: "Late delivery" });
    expect(made.status).toBe(200);
    const [note] = await creditNotes(o.orderId);
    expect(note.totalPaise).toBe(5000);
    expect(taxed(note)).toBe(5000);
    expect(note.lines.length).toBeGreaterThanOrEqual(1);

    const left = o.totalPaise - 5000;
    const tooMuch = await refund({ order_id: o.orderId, amount: toRupeeString(left + 1), reason: "x" });
    const said = `At most ${formatRupees(left)} can still be refunded for order #${o.orderId}; this is ${formatRupees(left + 1)}.`;
    expect(tooMuch).toEqual({
      status: 400,
      body: expect.objectContaining({ message: said, errors: { amount: said } }),
    });

    const changed = await refund({ order_id: o.orderId, amount: "10", expected_amount: "12", reason: "x" });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/^The refund is now ₹10\.00, not ₹12\.00/);

    const noReason = await refund({ order_id: o.orderId, amount: "10" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toMatchObject({
      reason: "Please say why you are refunding; the customer reads it.",
    });
    const both = await refund({
      order_id: o.orderId,
      amount: "10",
      lines: [{ line_id: o.one.id, qty: 1 }],
      reason: "x",
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain("one of the two");
    expect(await creditNotes(o.orderId)).toHaveLength(1);
  });

  it("is money: a packer is refused, and an order not paid cannot be refunded", async () => {
    const o = await twoLineOrder();
    const refused = await adminPost(t, packer.cookie, "/orders/refund", {
      order_id: o.orderId,
      amount: "10",
      reason: "x",
    });
    expect(refused.status).toBe(403);
    await adminPost(t, manager.cookie, "/orders/cancel", { order_id: o.orderId, reason: "Out of stock" });
    const late = await refund({ order_id: o.orderId, amount: "10", reason: "x" });
    expect(late).toMatchObject({
      status: 409,
      body: { message: `Order #${o.orderId} is cancelled: only a paid order can be refunded in part.` },
    });
  });
});

describe("cancelling after a part refund", () => {
  it("refunds only what is left, with a credit note of the rest, and names that amount", async () => {
    const o = await twoLineOrder();
    const part = await refund({
      order_id: o.orderId,
      lines: [{ line_id: o.one.id, qty: 1 }],
      reason: "Wrong seeds",
    });
    expect(part.status).toBe(200);
    const partPaise = rupees(part.body.data.refunds[0].amount);
    const cancelled = await adminPost(t, manager.cookie, "/orders/cancel", {
      order_id: o.orderId,
      reason: "Customer asked",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      refundable: "0.00",
    });
    expect(
      cancelled.body.data.refunds.map((r: { kind: string; amount: string }) => [r.kind, rupees(r.amount)]),
    ).toEqual([
      ["part", partPaise],
      ["whole", o.totalPaise - partPaise],
    ]);
    const notes = await creditNotes(o.orderId);
    expect(notes.map((n) => n.totalPaise)).toEqual([partPaise, o.totalPaise - partPaise]);
    expect(notes.every((n) => taxed(n) === n.totalPaise)).toBe(true);
    const emails = await queryRows<{ body_text: string }>(
      t.database.db,
      sql`select body_text from email_outbox where to_address = ${o.c.email} and kind = 'order-cancelled'`,
    );
    expect(emails[0].body_text).toContain(
      `We are refunding the remaining ${formatRupees(o.totalPaise - partPaise)}`,
    );
    // The credit notes have pages of their own: the first as before, the second numbered.
    for (const file of ["credit-note", "credit-note-2"]) {
      const page = await t.app.request(`/admin/invoices/${o.orderId}/${file}`, {
        headers: { cookie: manager.cookie },
      });
      expect(page.status).toBe(200);
    }
    const page = await (
      await t.app.request(`/admin/invoices/${o.orderId}/credit-note`, { headers: { cookie: manager.cookie } })
    ).text();
    expect(page).toContain("credits part of the invoice above");
  });
});

describe("two part refunds at once", () => {
  it("never both pass when together they would return more than was paid (10 rounds)", async () => {
    for (let round = 0; round < 10; round++) {
      const o = await twoLineOrder();
      const most = toRupeeString(Math.floor(o.totalPaise * 0.6));
      const answers = await Promise.all([
        refund({ order_id: o.orderId, amount: most, reason: `Round ${round} A` }),
        refund({ order_id: o.orderId, amount: most, reason: `Round ${round} B` }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const [sum] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select coalesce(sum(amount_paise), 0)::int as n from refunds where order_id = ${o.orderId}`,
      );
      expect(sum.n).toBe(Math.floor(o.totalPaise * 0.6));
      expect(await creditNotes(o.orderId)).toHaveLength(1);
    }
  }, 120_000);
});
