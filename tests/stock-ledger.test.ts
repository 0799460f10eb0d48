import { beforeAll, describe, expect, it } from "vitest";
import { createLedgerReads, moveStock } from "../server/modules/catalog";
import { testAppForFile } from "./helpers/app";
import { createProduct, editBody } from "./helpers/catalogue-admin";
import { exported, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { ledgerHelpers } from "./helpers/ledger";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * The stock ledger (docs/decisions/0030-stock-ledger.md): every way the shop changes a pack's
 * stock leaves one movement saying why, who and for which order, and the pack's stock is the
 * sum of them. Driven through the API as customers and staff would.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const ledger = ledgerHelpers(() => t);

const team = staffForFile(t);
beforeAll(() => ledger.allowCod(team.owner.cookie));

/** A movement as the test compares it: reason, change, who, order, reference. */
const line = (m: Awaited<ReturnType<typeof ledger.movements>>[number]) => [
  m.reason,
  m.change,
  m.who.kind === "system" ? "shop" : `${m.who.kind} ${m.who.id}`,
  m.orderId,
  m.reference,
];

describe("the stock ledger", () => {
  it("records each order's stock: held, released, sold late, sold for cash, cancelled and returned", async () => {
    const pack = await shop.pack("GRP-003");
    await shop.setStock(pack.priceId, 20);

    // An online order held and never paid: released by the expiry job.
    const a = await shop.confirmedShopper(pack, 2);
    const unpaid = (await ledger.place(a)).body.data;
    await ledger.expire([unpaid.order_id]);
    // Paid, then cancelled by the customer: the hold stays a sale until the cancel.
    const b = await shop.confirmedShopper(pack, 3);
    const paid = (await ledger.place(b)).body.data;
    expect((await ledger.pay(b, paid.id)).body.status).toBe(1);
    expect((await t.post("/api/order/cancel/v1/", { ...b.auth, order_id: paid.order_id })).status).toBe(200);
    // Expired, then paid after all while the stock is still there: taken again as a sale.
    const c = await shop.confirmedShopper(pack, 1);
    const late = (await ledger.place(c)).body.data;
    await ledger.expire([late.order_id]);
    expect((await ledger.pay(c, late.id)).body.status).toBe(1);
    // Cash on delivery: sold at once; refused at the door, back on the shelf.
    const d = await shop.confirmedShopper(pack, 4);
    const cod = (await ledger.place(d, "COD")).body.data;
    for (const step of ["/orders/pack", "/orders/ship", "/orders/return"]) {
      const body = {
        order_id: cod.order_id,
        courier_name: "India Post",
        awb_number: "EE1",
        reason: "Not home",
      };
      expect((await adminPost(t, team.manager.cookie, step, body)).status, step).toBe(200);
    }

    expect(await shop.stockOf(pack.priceId)).toBe(19);
    const moves = await ledger.movements(pack.priceId);
    expect(moves.map(line).reverse()).toEqual([
      ["import", expect.any(Number), "shop", null, "demo shop"],
      ["recount", expect.any(Number), "shop", null, ""],
      ["hold", -2, `customer ${a.userId}`, unpaid.order_id, ""],
      ["release", 2, "shop", unpaid.order_id, ""],
      ["hold", -3, `customer ${b.userId}`, paid.order_id, ""],
      ["cancel", 3, `customer ${b.userId}`, paid.order_id, ""],
      ["hold", -1, `customer ${c.userId}`, late.order_id, ""],
      ["release", 1, "shop", late.order_id, ""],
      ["sale", -1, "shop", late.order_id, ""],
      ["sale", -4, `customer ${d.userId}`, cod.order_id, ""],
      ["return", 4, `staff ${team.manager.id}`, cod.order_id, ""],
    ]);
    expect(moves.map((m) => m.stockAfter)).toEqual([
      19,
      15,
      19,
      20,
      19,
      20,
      17,
      20,
      18,
      20,
      moves.at(-1)?.change,
    ]);
    expect(moves[0].who.name).toBe(team.manager.name);
    expect(await ledger.disagreements()).toEqual([]);
  });

  it("records staff's counts from the stock list, the product form and the spreadsheet, with their reasons", async () => {
    const p = await createProduct(t, team.manager.cookie);
    const [small, large] = p.packs as { id: number; stock: number }[];
    // The quick edit on the stock list.
    const quick = { pack_id: small.id, stock_was: 12, stock: 9, reason: "Three tins leaked" };
    expect((await adminPost(t, team.manager.cookie, "/stock/set", quick)).status).toBe(200);
    // The product form: a count changed, and a new pack with stock of its own.
    const got = (await adminPost(t, team.manager.cookie, "/products/get", { product_id: p.id })).body.data;
    const body = editBody(got, { stock_reason: "Counted the shelf" });
    body.packs[1].stock = 5;
    body.packs.push({
      qty: 5,
      unit: "L",
      mrp: "1400",
      discount: "0",
      stock: 2,
      sellable: true,
      low_stock: 1,
    });
    const saved = await adminPost(t, team.manager.cookie, "/products/update", body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const added = saved.body.data.packs[2].id as number;
    // The spreadsheet: the first pack counted again.
    const file = rowsOf((await exported(t, team.owner.cookie)).rows, p.sku, (r, i) =>
      i === 0 ? { ...r, stock: "40" } : r,
    ).join("\n");
    expect((await previewAndApply(t, team.owner.cookie, file)).apply.status).toBe(200);

    const staff = (who: { id: number }) => `staff ${who.id}`;
    expect((await ledger.movements(small.id)).map(line)).toEqual([
      ["import", 31, staff(team.owner), null, "CSV import: catalogue.csv"],
      ["staff adjustment", -3, staff(team.manager), null, "Three tins leaked"],
      ["staff adjustment", 12, staff(team.manager), null, "New pack size"],
    ]);
    expect((await ledger.movements(large.id)).map(line)).toEqual([
      ["staff adjustment", 2, staff(team.manager), null, "Counted the shelf"],
      ["staff adjustment", 3, staff(team.manager), null, "New pack size"],
    ]);
    expect((await ledger.movements(added)).map(line)).toEqual([
      ["staff adjustment", 2, staff(team.manager), null, "Counted the shelf"],
    ]);
    expect((await ledger.movements(small.id))[0]).toMatchObject({
      stockAfter: 40,
      who: { name: team.owner.name },
    });
    // A count that did not change leaves no line.
    const same = { pack_id: large.id, stock_was: 5, stock: 5, reason: "Checked" };
    expect((await adminPost(t, team.manager.cookie, "/stock/set", same)).status).toBe(200);
    expect(await ledger.movements(large.id)).toHaveLength(2);
    expect(await ledger.disagreements()).toEqual([]);
    expect(await ledger.staleBalances()).toEqual([]);
  });

  it("pages a pack's movements newest first, 50 a page, with the order's status now", async () => {
    const pack = await shop.pack("GRP-007");
    await shop.setStock(pack.priceId, 0);
    await t.database.db.transaction((tx) =>
      moveStock(
        tx,
        Array.from({ length: 55 }, (_, i) => ({
          packId: pack.priceId,
          change: 1,
          reason: "staff adjustment" as const,
          who: { kind: "staff" as const, id: team.manager.id },
          reference: `delivery ${i + 1}`,
        })),
      ),
    );
    const c = await shop.confirmedShopper(pack, 2);
    const placed = (await ledger.place(c)).body.data;
    const reads = createLedgerReads(t.database.db);
    const first = await reads.packMovements(pack.priceId, 1);
    expect(first.movements).toHaveLength(50);
    expect(first.more).toBe(true);
    expect(first.movements[0]).toMatchObject({
      reason: "hold",
      change: -2,
      stockAfter: 53,
      orderId: placed.order_id,
      orderStatus: "PENDING_PAYMENT",
    });
    expect(first.movements[1]).toMatchObject({ reference: "delivery 55", stockAfter: 55, orderStatus: null });
    const second = await reads.packMovements(pack.priceId, 2);
    expect(second.more).toBe(false);
    expect(second.movements.map((m) => m.reference).slice(0, 2)).toEqual(["delivery 6", "delivery 5"]);
    expect(second.movements.map((m) => m.reference)).toContain("delivery 1");
    // A take that would leave less than nothing moves nothing and names the pack.
    const short = await t.database.db.transaction((tx) =>
      moveStock(tx, [
        { packId: pack.priceId, change: 1, reason: "recount", who: { kind: "system" } },
        { packId: pack.priceId, change: -60, reason: "sale", who: { kind: "system" } },
      ]),
    );
    expect(short).toEqual({ ok: false, short: [pack.priceId] });
    expect(await shop.stockOf(pack.priceId)).toBe(53);
  });
});
