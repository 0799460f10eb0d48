import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CacheBus, createCacheBus } from "../server/cache-bus";
import { customerPieces } from "../server/page-cache/customer-pieces";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { shopHelpers } from "./helpers/shop";

/**
 * A signed-in customer's piece of their catalogue pages (docs/decisions/0056-signed-in-pages.md):
 * kept for an hour here, so whatever changes it within a test was said by the database's
 * triggers (migration 0036) over the real LISTEN/NOTIFY bus, or by the shop itself.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let bus: CacheBus;
let pack: { productId: number; priceId: number };
const HOUR = 3_600_000;

beforeAll(async () => {
  bus = await createCacheBus(t.database);
  pack = await shop.pack("FRT-001");
});
afterAll(async () => {
  await bus.close();
});

const piecesWith = (over: Partial<Parameters<typeof customerPieces>[0]> = {}) =>
  customerPieces({
    authenticate: (key) => t.services.accounts.authenticate(key),
    cartCount: (userId) => t.services.cart.count(userId),
    bus,
    ttlMs: HOUR,
    ...over,
  });

const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean) => {
  let value = await read();
  for (let i = 0; i < 50 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
};

const addToCart = (auth: object, priceId = pack.priceId) =>
  t.post("/api/cart/add/v1/", { ...auth, product_id: pack.productId, product_price_id: priceId, qty: 1 });

describe("a signed-in customer's piece", () => {
  it("is read once and then kept: the session and the cart's count", async () => {
    let reads = 0;
    const pieces = piecesWith({
      cartCount: (id) => {
        reads++;
        return t.services.cart.count(id);
      },
    });
    const c = await newCustomer(t);
    await addToCart(c.auth);
    await new Promise((r) => setTimeout(r, 200)); // the change's NOTIFY has come and gone
    expect(await pieces.get(c.sessionKey)).toEqual({ userId: c.userId, cartCount: 1 });
    expect(await pieces.get(c.sessionKey)).toEqual({ userId: c.userId, cartCount: 1 });
    expect(reads).toBe(1);
  });

  it("is dropped when the cart changes, however it changed: the shop, or a statement of its own", async () => {
    const pieces = piecesWith();
    const c = await newCustomer(t);
    expect((await pieces.get(c.sessionKey))?.cartCount).toBe(0);
    await addToCart(c.auth);
    expect(
      (
        await until(
          () => pieces.get(c.sessionKey),
          (p) => p?.cartCount === 1,
        )
      )?.cartCount,
    ).toBe(1);
    // A cart emptied by anything else (a paid order, staff): the trigger speaks for it.
    await t.database.db.execute(
      sql`delete from cart_lines where cart_id in (select id from carts where user_id = ${c.userId})`,
    );
    expect(
      (
        await until(
          () => pieces.get(c.sessionKey),
          (p) => p?.cartCount === 0,
        )
      )?.cartCount,
    ).toBe(0);
  });

  it("keeps nothing for another customer's change, and another's piece stays", async () => {
    let reads = 0;
    const pieces = piecesWith({
      cartCount: (id) => {
        reads++;
        return t.services.cart.count(id);
      },
    });
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    await pieces.get(a.sessionKey);
    await pieces.get(b.sessionKey);
    await addToCart(b.auth);
    await until(
      () => pieces.get(b.sessionKey),
      (p) => p?.cartCount === 1,
    );
    const before = reads;
    expect((await pieces.get(a.sessionKey))?.cartCount).toBe(0);
    expect(reads).toBe(before);
  });

  it("is gone when the customer signs out: the session's page is a guest's again", async () => {
    const pieces = piecesWith();
    const c = await newCustomer(t);
    expect(await pieces.get(c.sessionKey)).not.toBeNull();
    const out = await t.post("/api/logout/v1/", c.auth);
    expect(out.status).toBe(200);
    expect(
      await until(
        () => pieces.get(c.sessionKey),
        (p) => p === null,
      ),
    ).toBeNull();
  });

  it("does not keep a read that a change overtook: the next page reads again", async () => {
    let raced = false;
    const c = await newCustomer(t);
    const pieces = piecesWith({
      cartCount: async (id) => {
        const n = await t.services.cart.count(id);
        if (!raced) {
          raced = true;
          // The cart changes after the count was read, before the piece is kept.
          await addToCart(c.auth);
          await new Promise((r) => setTimeout(r, 200)); // the NOTIFY arrives
        }
        return n;
      },
    });
    expect((await pieces.get(c.sessionKey))?.cartCount).toBe(0); // what that read saw
    expect((await pieces.get(c.sessionKey))?.cartCount).toBe(1);
  });

  it("answers a live session once however many ask at the same moment, and keeps no dead one", async () => {
    let lookups = 0;
    const pieces = piecesWith({
      authenticate: (key) => {
        lookups++;
        return t.services.accounts.authenticate(key);
      },
    });
    const c = await newCustomer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pieces.get(c.sessionKey)));
    expect(new Set(answers.map((a) => a?.userId))).toEqual(new Set([c.userId]));
    expect(lookups).toBe(1);
    expect(await pieces.get("no-such-session")).toBeNull();
    expect(await pieces.get("no-such-session")).toBeNull();
    expect(lookups).toBe(3);
  });

  it("is read again after its time to live, and this process forgets a session that posted", async () => {
    let clock = 0;
    let reads = 0;
    const pieces = piecesWith({
      ttlMs: 1000,
      now: () => clock,
      cartCount: (id) => {
        reads++;
        return t.services.cart.count(id);
      },
    });
    const c = await newCustomer(t);
    await pieces.get(c.sessionKey);
    clock = 999;
    await pieces.get(c.sessionKey);
    expect(reads).toBe(1);
    clock = 1000;
    await pieces.get(c.sessionKey);
    expect(reads).toBe(2);
    pieces.forgetSession(c.sessionKey);
    await pieces.get(c.sessionKey);
    expect(reads).toBe(3);
  });
});
