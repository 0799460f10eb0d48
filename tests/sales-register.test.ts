import { parse } from "csv-parse/sync";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as pageLoader } from "../app/routes/admin/sales-register";
import { loader as exportLoader } from "../app/routes/admin/sales-register-export";
import { loader as summaryLoader } from "../app/routes/admin/sales-register-summary";
import { indiaDay } from "../lib/india-time";
import { toRupeeString } from "../lib/money";
import { testAppForFile } from "./helpers/app";
import { codWithFee, shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * The register of regulated goods sold and its monthly summary
 * (docs/decisions/0050-where-each-may-be-sold.md): tax invoices issued in the period (a COD
 * order once its cash is collected, not before), returns as negative rows of their credit notes.
 */
const t = testAppForFile();
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
const today = () => indiaDay(new Date());
const NEEM = "Neemgard Neem Oil 1500 ppm";

const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie } });
const args = (path: string, cookie = team.owner.cookie) =>
  ({ request: get(path, cookie), context: context(), params: {} }) as never;

let online: { orderId: number; neemLine: number };
let codOpen: number;
let codDone: number;
let refundPaise: number;

beforeAll(async () => {
  await codWithFee(t, team.owner.cookie);
  // An online order of two neem oil packs, paid (invoiced), one of them returned (credit note).
  const paid = await shop.paidOrder("PST-001", 20, 2);
  const order = (await adminPost(t, team.manager.cookie, "/orders/get", { order_id: paid.orderId })).body
    .data;
  online = { orderId: paid.orderId, neemLine: order.lines[0].id };
  const ask = {
    order_id: paid.orderId,
    lines: [{ line_id: online.neemLine, qty: 1 }],
    reason: "One bottle came back sealed",
    restock: true,
  };
  const asked = await adminPost(t, team.manager.cookie, "/orders/refund-preview", ask);
  refundPaise = Math.round(Number(asked.body.data.amount) * 100);
  const made = await adminPost(t, team.manager.cookie, "/orders/refund", {
    ...ask,
    expected_amount: asked.body.data.amount,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);

  // Cash on delivery: one still on its way (no invoice yet), one delivered and its cash collected.
  const urea = await shop.pack("FRT-010");
  await shop.setStock(urea.priceId, 20);
  codOpen = await shop.placeCod(await shop.confirmedShopper(urea, 1));
  const c = await shop.confirmedShopper(urea, 3);
  // An unregulated pack on the same invoice is not in the register.
  const pot = await shop.pack("GDN-001");
  await shop.setStock(pot.priceId, 5);
  await t.post("/api/cart/add/v1/", {
    ...c.auth,
    product_id: pot.productId,
    product_price_id: pot.priceId,
    qty: 1,
  });
  codDone = await shop.placeCod(c);
  for (const [path, body] of [
    ["/orders/pack", { order_id: codDone }],
    ["/orders/ship", { order_id: codDone, courier_name: "India Post", awb_number: "EE123456789IN" }],
  ] as const) {
    expect((await adminPost(t, team.packer.cookie, path, body)).status).toBe(200);
  }
  const collected = await adminPost(t, team.manager.cookie, "/orders/collect-cash", { order_id: codDone });
  expect(collected.status, JSON.stringify(collected.body)).toBe(200);
});

describe("the sales register", () => {
  it("lists invoiced regulated lines and returns as negative rows; an undelivered COD order and unregulated goods are not in it", async () => {
    const docs = async (orderId: number) => t.services.invoices.forOrder(orderId);
    const paidDocs = await docs(online.orderId);
    const codDocs = await docs(codDone);
    expect((await docs(codOpen))?.invoice ?? null).toBeNull();

    const res = (await exportLoader(
      args(`/admin/sales-register/export?from=${today()}&to=${today()}`),
    )) as Response;
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="regulated-sales-${today()}-to-${today()}.csv"`,
    );
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.document, r.number, r.product, r.kind, r.quantity, r.state])).toEqual([
      ["Tax invoice", paidDocs?.invoice?.number, NEEM, "insecticide", "2", "West Bengal"],
      ["Credit note", paidDocs?.creditNotes[0].number, NEEM, "insecticide", "-1", "West Bengal"],
      ["Tax invoice", codDocs?.invoice?.number, expect.any(String), "fertiliser", "3", "West Bengal"],
    ]);
    expect(rows[0]).toMatchObject({
      date: today(),
      // The neem oil's CIB&RC number as on the day of issue (the demo's invented one, decision 0048).
      registration_no: expect.stringMatching(/^CIR-DEMO-\d+$/),
      batches: "",
      buyer_name: "Ravi Kumar",
      buyer_phone: "9876543210",
    });
    expect(Number(rows[1].total_value)).toBe(-refundPaise / 100);
    // A neem oil pack is 1 L or less: its litres are written.
    expect(rows[0].unit).toBe("L");
  });

  it("the page shows the same rows, and a period that is not one is said, not a fault", async () => {
    const page = await pageLoader(args(`/admin/sales-register?from=${today()}&to=${today()}`));
    expect(page.rows.map((r) => r.units)).toEqual([2, -1, 3]);
    const bad = await pageLoader(args("/admin/sales-register?from=2026-02-30"));
    expect(bad.invalid).toBe(
      "Enter each day of the period as YYYY-MM-DD, or leave it empty for the last 30 days.",
    );
    const backwards = await pageLoader(args("/admin/sales-register?from=2026-03-02&to=2026-03-01"));
    expect(backwards.invalid).toBe("The period must end on or after the day it starts.");
    // The CSV refuses it with the sentence, status 400.
    await expect(
      exportLoader(args("/admin/sales-register/export?from=2026-03-02&to=2026-03-01")),
    ).rejects.toMatchObject({
      data: "The period must end on or after the day it starts.",
      init: { status: 400 },
    });
    // A period with no sales: the header alone.
    const empty = (await exportLoader(
      args("/admin/sales-register/export?from=2020-01-01&to=2020-01-31"),
    )) as Response;
    expect((await empty.text()).trim().split("\r\n")).toHaveLength(1);
  });

  it("is for owners and managers, not packers", async () => {
    await expect(
      exportLoader(args("/admin/sales-register/export", team.packer.cookie)),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(pageLoader(args("/admin/sales-register", team.packer.cookie))).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe("the monthly summary per state and kind", () => {
  it("sums the month's packs and values per state and kind, returns taken off", async () => {
    const month = today().slice(0, 7);
    const paidDocs = await t.services.invoices.forOrder(online.orderId);
    const codDocs = await t.services.invoices.forOrder(codDone);
    const neemLine = paidDocs?.invoice?.lines.find((l) => l.description === NEEM);
    const ureaLine = codDocs?.invoice?.lines.find((l) => l.kind === "goods" && l.qty === 3);
    const note = paidDocs?.creditNotes[0];
    const page = await pageLoader(args(`/admin/sales-register?month=${month}`));
    expect(page.summary).toEqual([
      expect.objectContaining({
        state: "West Bengal",
        kind: "fertiliser",
        units: 3,
        taxablePaise: ureaLine?.taxablePaise,
        totalPaise: ureaLine?.amountPaise,
      }),
      expect.objectContaining({
        state: "West Bengal",
        kind: "insecticide",
        units: 1,
        taxablePaise: (neemLine?.taxablePaise ?? 0) - (note?.taxablePaise ?? 0),
        totalPaise: (neemLine?.amountPaise ?? 0) - refundPaise,
      }),
    ]);
    const res = (await summaryLoader(args(`/admin/sales-register/summary?month=${month}`))) as Response;
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.month, r.state, r.kind, r.quantity])).toEqual([
      [month, "West Bengal", "fertiliser", "3"],
      [month, "West Bengal", "insecticide", "1"],
    ]);
    expect(rows[1].total_value).toBe(String(((neemLine?.amountPaise ?? 0) - refundPaise) / 100));
    expect(toRupeeString(ureaLine?.amountPaise ?? 0)).toBeTruthy();
    await expect(summaryLoader(args("/admin/sales-register/summary?month=2026-13"))).rejects.toMatchObject({
      data: "Choose a month as YYYY-MM.",
      init: { status: 400 },
    });
  });
});
