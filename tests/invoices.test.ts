import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { financialYear } from "../server/modules/invoices/invoice-numbers";
import { issueInvoice } from "../server/modules/invoices/issue-invoice";
import { testAppForFile } from "./helpers/app";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";

const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

interface InvoiceRow {
  id: number;
  kind: string;
  number: string;
  seq: number;
  order_id: number;
  intra_state: boolean;
  place_of_supply: string;
  place_of_supply_code: string;
  // biome-ignore lint/suspicious/noExplicitAny: stored JSON checked field by field
  lines: any[];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  buyer: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  supplier: any;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}
const invoicesOf = (orderId: number) =>
  queryRows<InvoiceRow>(t.database.db, sql`select * from invoices where order_id = ${orderId} order by id`);

/** Pays for an order placed to `address` (its fields as the checkout sends them). */
async function paidTo(sku: string, address: Record<string, string>, extra: Record<string, string> = {}) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 50);
  const c = await shop.shopper(pack, 3);
  const placed = await t.post("/api/payment_request/v2/", {
    ...c.auth,
    first_name: address.fullname,
    email: address.email,
    phone: address.phone,
    street1: address.street1,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    ...extra,
  });
  if (placed.status !== 200) return { placed, orderId: 0 };
  const res = await t.app.request("/sandbox/pay", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: placed.body.data.id, outcome: "success" }),
  });
  const paid = await t.post("/api/payment_response/v1/", { ...c.auth, ...(await res.json()) });
  expect(paid.body.status).toBe(1);
  return { placed, orderId: placed.body.data.order_id as number, c };
}

const puneAddress = { ...raviAddress, city: "Pune", state: "Maharashtra", pincode: "411001" };

describe("tax invoices", () => {
  it("a paid order in the shop's state gets CGST + SGST, numbered in the financial year's series", async () => {
    const { orderId } = await paidTo("PST-001", raviAddress);
    const [inv] = await invoicesOf(orderId);
    expect(inv.kind).toBe("INVOICE");
    expect(inv.number).toMatch(new RegExp(`^HA/${financialYear(new Date())}/\\d{6}$`));
    expect(inv).toMatchObject({
      intra_state: true,
      place_of_supply: "West Bengal",
      place_of_supply_code: "19",
    });
    expect(inv.supplier).toMatchObject({ gstin: "19AAHFH4321K1ZA", stateCode: "19", state: "West Bengal" });
    expect(inv.igst_paise).toBe(0);
    expect(inv.cgst_paise).toBeGreaterThan(0);
    expect(Math.abs(inv.cgst_paise - inv.sgst_paise)).toBeLessThanOrEqual(inv.lines.length);
    const [order] = await queryRows<{ total_paise: number }>(
      t.database.db,
      sql`select total_paise from orders where id = ${orderId}`,
    );
    expect(inv.total_paise).toBe(order.total_paise);
    expect(inv.taxable_paise + inv.cgst_paise + inv.sgst_paise).toBe(order.total_paise);
    // A pesticide: HSN 3808 at 18 %.
    expect(inv.lines[0]).toMatchObject({ kind: "goods", code: "3808", ratePercent: 18, qty: 3 });
  });

  it("a delivery to another state gets IGST, with the place of supply named", async () => {
    const { orderId } = await paidTo("FRT-003", puneAddress);
    const [inv] = await invoicesOf(orderId);
    expect(inv).toMatchObject({
      intra_state: false,
      place_of_supply: "Maharashtra",
      place_of_supply_code: "27",
    });
    expect(inv.cgst_paise + inv.sgst_paise).toBe(0);
    expect(inv.lines[0]).toMatchObject({ code: "3105", ratePercent: 5 });
    // 5 % inside the price: taxable = round(total × 100 / 105).
    expect(inv.taxable_paise).toBe(Math.round((inv.total_paise * 100) / 105));
    expect(inv.igst_paise).toBe(inv.total_paise - inv.taxable_paise);
  });

  it("a business buyer's GSTIN is checked at checkout and printed on the invoice", async () => {
    const wrong = await paidTo("FRT-003", raviAddress, { buyer_gstin: "27AAPFU0939F1ZW" });
    expect(wrong.placed.status).toBe(400);
    expect(wrong.placed.body.message).toBe(
      "This GSTIN's last character does not match the rest: check it for a typing mistake.",
    );
    expect(wrong.placed.body.errors).toMatchObject({
      buyer_gstin: expect.stringContaining("last character"),
    });
    const short = await paidTo("FRT-003", raviAddress, { buyer_gstin: "27AAPFU0939" });
    expect(short.placed.status).toBe(400);
    expect(short.placed.body.message).toBe("The GSTIN must be 15 characters such as 19AAACH1234F1Z0.");

    const { orderId } = await paidTo("FRT-003", puneAddress, {
      buyer_gstin: " 27aapfu0939f1zv ",
      buyer_legal_name: "Pune Agri Traders LLP",
    });
    const [inv] = await invoicesOf(orderId);
    expect(inv.buyer).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      legalName: "Pune Agri Traders LLP",
      state: "Maharashtra",
    });
  });

  it("numbers invoices of concurrent payments with no gaps and no repeats", async () => {
    const orders = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const pack = await shop.pack("VEG-001");
        const c = await shop.shopper(pack, 1);
        const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
          .data;
        const res = await t.app.request("/sandbox/pay", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: placed.id, outcome: "success" }),
        });
        return { c, signed: await res.json(), orderId: placed.order_id as number };
      }),
    );
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(max(seq), 0)::int as n from invoices where kind = 'INVOICE'`,
    );
    const answers = await Promise.all(
      orders.map((o) => t.post("/api/payment_response/v1/", { ...o.c.auth, ...o.signed })),
    );
    expect(answers.map((a) => a.body.status)).toEqual(orders.map(() => 1));
    const seqs = (
      await queryRows<{ seq: number }>(
        t.database.db,
        sql`select seq from invoices where kind = 'INVOICE' and seq > ${before[0].n} order by seq`,
      )
    ).map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: 8 }, (_, i) => before[0].n + 1 + i));
  });

  it("a number taken by a transaction that fails is given back", async () => {
    const pack = await shop.pack("VEG-001");
    const c = await shop.shopper(pack, 1);
    const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
      .data;
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(max(seq), 0)::int as n from invoices where kind = 'INVOICE'`,
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(tx, placed.order_id);
        throw new Error("the payment's transaction fails after the invoice");
      }),
    ).rejects.toThrow("fails");
    const issued = await t.database.db.transaction((tx) => issueInvoice(tx, placed.order_id));
    expect(issued.seq).toBe(n + 1);
    // Issuing again gives the same invoice back.
    const again = await t.database.db.transaction((tx) => issueInvoice(tx, placed.order_id));
    expect(again.number).toBe(issued.number);
  });

  it("taxes the delivery charge and the COD fee at the goods' highest rate", async () => {
    const pack = await shop.pack("PST-001");
    const c = await shop.shopper(pack, 1);
    const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
      .data;
    await t.database.db.execute(
      sql`update orders set delivery_charge_paise = 6000, cod_fee_paise = 3000, total_paise = total_paise + 9000 where id = ${placed.order_id}`,
    );
    const inv = await t.database.db.transaction((tx) => issueInvoice(tx, placed.order_id));
    const charges = inv.lines.filter((l) => l.kind === "charge");
    expect(charges).toMatchObject([
      {
        description: "Delivery charge",
        code: "9965",
        ratePercent: 18,
        amountPaise: 6000,
        // ₹50.8475 exactly: ₹50.85 would leave ₹9.15 of tax, which can't be two equal halves;
        // ₹50.84 leaves ₹4.58 CGST and ₹4.58 SGST.
        taxablePaise: 5084,
        cgstPaise: 458,
        sgstPaise: 458,
      },
      {
        description: "Cash on delivery fee",
        code: "9971",
        ratePercent: 18,
        amountPaise: 3000,
        taxablePaise: 2542,
      },
    ]);
    expect(inv.totalPaise).toBe(placed.amount + 9000);
  });

  it("a cancelled paid order gets a credit note of its own series; invoices cannot be changed", async () => {
    const { orderId, c } = await paidTo("FRT-003", raviAddress);
    const cancel = await t.post("/api/order/cancel/v1/", { ...c?.auth, order_id: orderId });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [inv, note] = await invoicesOf(orderId);
    expect(note.kind).toBe("CREDIT_NOTE");
    expect(note.number).toMatch(new RegExp(`^HA/CN/${financialYear(new Date())}/\\d{6}$`));
    expect(note).toMatchObject({
      total_paise: inv.total_paise,
      taxable_paise: inv.taxable_paise,
      lines: inv.lines,
    });
    await expect(
      t.database.db.execute(sql`update invoices set total_paise = 1 where id = ${inv.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from invoices where id = ${inv.id}`)).rejects.toThrow();
  });
});

describe("financial years", () => {
  it("run April to March in India's time", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26"); // 23:59:59 IST, 31 March
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27"); // midnight IST, 1 April
    expect(financialYear(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
  });
});
