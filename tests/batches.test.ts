import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { batchHelpers } from "./helpers/batches";
import { ledgerHelpers } from "./helpers/ledger";
import { shopHelpers } from "./helpers/shop";
import { staffForFile } from "./helpers/staff";

/**
 * Batches and expiry (docs/decisions/0049-batches-and-expiry.md): a sale draws the batch that
 * expires first, never an expired one; a cancel gives units back to the batches they came from;
 * the pack's stock stays the units left in its batches not written off, and the ledger its sum.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const ledger = ledgerHelpers(() => t);
const batches = batchHelpers(() => t);
const team = staffForFile(t);
beforeAll(() => ledger.allowCod(team.owner.cookie));

/** A regulated pack of the demo shop emptied, then given batches. */
async function batchedPack(sku: string, list: [string, number, number][]) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 0);
  const ids: number[] = [];
  for (const [no, qty, days] of list) ids.push(await batches.receive(pack.priceId, no, qty, days));
  return { pack, ids };
}

/** An order paid online, its units held until paid (a hold draws batches as a sale does). */
async function placeOrder(pack: { productId: number; priceId: number }, qty: number) {
  const c = await shop.confirmedShopper(pack, qty);
  return { c, res: await ledger.place(c) };
}

async function expectBalanced() {
  expect(await batches.unbalanced()).toEqual([]);
  expect(await ledger.disagreements()).toEqual([]);
}

describe("a sale draws its pack's batches", () => {
  it("takes the earliest expiry first, across batches, and records them on the order line", async () => {
    const { pack } = await batchedPack("PST-004", [
      ["LATE-1", 5, 300],
      ["SOON-1", 3, 90],
    ]);
    expect(await shop.stockOf(pack.priceId)).toBe(8);
    const { res } = await placeOrder(pack, 4);
    expect(res.body.status, res.body.message).toBe(1);
    expect(await batches.drawn(res.body.data.order_id)).toEqual(["SOON-1×3", "LATE-1×1"]);
    expect(await shop.stockOf(pack.priceId)).toBe(4);
    await expectBalanced();
  });

  it("never sells an expired batch, even before the nightly write-off has run", async () => {
    const { pack, ids } = await batchedPack("PST-006", [
      ["OLD-1", 6, 90],
      ["NEW-1", 4, 400],
    ]);
    await batches.expire(ids[0]);
    // The stock still counts the expired batch until something writes it off.
    expect(await shop.stockOf(pack.priceId)).toBe(10);
    const { res } = await placeOrder(pack, 2);
    expect(res.body.status, res.body.message).toBe(1);
    expect(await batches.drawn(res.body.data.order_id)).toEqual(["NEW-1×2"]);
    expect(await shop.stockOf(pack.priceId)).toBe(2);
    expect(await batches.batch(ids[0])).toEqual({ left: 6, writtenOff: true });
    const moves = await ledger.movements(pack.priceId);
    expect(moves.map((m) => [m.reason, m.change, m.reference])).toContainEqual([
      "expired",
      -6,
      `batch OLD-1 expired ${batches.day(-1)}`,
    ]);
    await expectBalanced();
  });

  it("a pack whose batches have all expired is sold out once written off, and the job is idempotent", async () => {
    const { pack, ids } = await batchedPack("PST-007", [["ALL-1", 5, 30]]);
    await batches.expire(ids[0]);
    const { res } = await placeOrder(pack, 1);
    expect(res.status).toBe(409);
    const [first, second] = await Promise.all([t.services.batches.writeOff(), t.services.batches.writeOff()]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await t.services.batches.writeOff()).toBe(0);
    expect(await shop.stockOf(pack.priceId)).toBe(0);
    const expired = (await ledger.movements(pack.priceId)).filter((m) => m.reason === "expired");
    expect(expired.map((m) => m.change)).toEqual([-5]);
    const product = await t.post("/api/products/details/v1/", { product_id: String(pack.productId) });
    const packJson = product.body.data.prices.find(
      (p: { product_price_id: number }) => p.product_price_id === pack.priceId,
    );
    expect(packJson?.in_stock, JSON.stringify(product.body.data.prices)).toBe("OUTOFSTOCK");
    await expectBalanced();
  });

  it("a cancel gives units back to the batches they came from; to an expired batch they stay written off", async () => {
    const { pack, ids } = await batchedPack("PST-008", [
      ["C-SOON", 2, 40],
      ["C-LATE", 5, 500],
    ]);
    const { c, res } = await placeOrder(pack, 3);
    expect(res.body.status, res.body.message).toBe(1);
    const orderId = res.body.data.order_id;
    expect(await batches.drawn(orderId)).toEqual(["C-SOON×2", "C-LATE×1"]);
    // C-SOON expires while the order waits; the cancel brings its units back, but not for sale.
    await batches.expire(ids[0]);
    const cancel = await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await batches.batch(ids[0])).toEqual({ left: 2, writtenOff: true });
    expect(await batches.batch(ids[1])).toEqual({ left: 5, writtenOff: false });
    expect(await shop.stockOf(pack.priceId)).toBe(5);
    expect(await batches.drawn(orderId)).toEqual(["C-SOON×0", "C-LATE×0"]);
    await expectBalanced();
  });
});

describe("races and faults", () => {
  it("two orders at once for the last unit of the earliest batch: one gets it, the other the next batch", async () => {
    const { pack, ids } = await batchedPack("FRT-008", [
      ["R-SOON", 1, 60],
      ["R-LATE", 1, 600],
    ]);
    const [a, b] = await Promise.all([shop.confirmedShopper(pack, 1), shop.confirmedShopper(pack, 1)]);
    const answers = await Promise.all([ledger.place(a), ledger.place(b)]);
    expect(answers.map((r) => r.body.status)).toEqual([1, 1]);
    const drawn = (await Promise.all(answers.map((r) => batches.drawn(r.body.data.order_id)))).flat().sort();
    expect(drawn).toEqual(["R-LATE×1", "R-SOON×1"]);
    expect(await batches.batch(ids[0])).toEqual({ left: 0, writtenOff: false });
    // Now one unit left in all: two more orders at once, one is refused.
    await t.services.batches.correct({ staffId: null, name: "test" }, ids[1], 0, 1, "found one more");
    const [c1, c2] = await Promise.all([shop.confirmedShopper(pack, 1), shop.confirmedShopper(pack, 1)]);
    const again = await Promise.all([ledger.place(c1), ledger.place(c2)]);
    expect(again.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await shop.stockOf(pack.priceId)).toBe(0);
    await expectBalanced();
  });

  it("a statement failing mid-placement leaves the batches as they were", async () => {
    const { pack, ids } = await batchedPack("FRT-009", [["F-1", 4, 100]]);
    const c = await shop.confirmedShopper(pack, 2);
    await t.database.db.execute(
      sql.raw(`create function test_fail_draws() returns trigger language plpgsql as $$
        begin raise exception 'injected fault'; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger test_fail_draws before insert on order_line_batches for each row execute function test_fail_draws()`,
    );
    try {
      const res = await ledger.place(c);
      expect(res.status, res.body.message).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.db.execute(sql`drop trigger test_fail_draws on order_line_batches`);
    }
    expect(await batches.batch(ids[0])).toEqual({ left: 4, writtenOff: false });
    expect(await shop.stockOf(pack.priceId)).toBe(4);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements where product_price_id = ${pack.priceId} and reason = 'sale'`,
    );
    expect(n.n).toBe(0);
    await expectBalanced();
  });
});
