import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { confirmPhone, newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * Cash on delivery can't lock the stock (docs/decisions/0031-cod-caps-and-promo-limits.md):
 * open COD orders are capped per account (2), per delivery phone (2) and per client address
 * (5), and one order takes at most 10 of a pack; each refusal says what to do instead.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

type Pack = { productId: number; priceId: number };
let packs: Pack[] = [];
let made = 0;

beforeAll(async () => {
  const owner = await newStaff(t, "owner");
  const cod = { enabled: true, max_order_value: "100000", fee: "0", pincodes_all: true, pincodes: "" };
  expect((await adminPost(t, owner.cookie, "/settings/cod", cod)).status).toBe(200);
  const rows = await queryRows<{ product_id: number; price_id: number }>(
    t.database.db,
    sql`select pp.product_id, pp.id as price_id from product_prices pp join products p on p.id = pp.product_id
        where p.is_active order by pp.id limit 3`,
  );
  packs = rows.map((r) => ({ productId: r.product_id, priceId: r.price_id }));
  for (const p of packs) await shop.setStock(p.priceId, 100_000);
});

/** A new customer with one saved address (phone: theirs, unless given), arriving from `ip`. */
async function buyer(opts: { phone?: string; ip?: string } = {}) {
  made++;
  const c = await newCustomer(t);
  // Confirmed numbers: their COD orders are open at once (waiting ones count the same, decision 0037).
  await confirmPhone(t, c.userId);
  await t.post("/api/saved-address/add/v1", {
    ...c.auth,
    ...raviAddress,
    phone: opts.phone ?? c.phonenumber,
  });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  return { ...c, addressId: a.id as number, ip: opts.ip ?? `198.51.100.${made % 250}` };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Puts `qty` of each pack in the buyer's cart; the cart line ids, in the packs' order. */
async function fill(b: Buyer, chosen: Pack[], qty = 1): Promise<number[]> {
  for (const p of chosen) {
    await t.post("/api/cart/add/v1/", {
      ...b.auth,
      product_id: p.productId,
      product_price_id: p.priceId,
      qty,
    });
  }
  const lines = (await t.post("/api/cart/lists/v1/", b.auth)).body.data as {
    cart_id: number;
    product_price_id: number;
  }[];
  return chosen.map((p) => lines.find((l) => l.product_price_id === p.priceId)?.cart_id as number);
}

/** Places a cash-on-delivery order of the buyer's cart (or these lines) from their address. */
const cod = (b: Buyer, cartIds?: number[], headers: Record<string, string> = {}) =>
  t.post(
    "/api/payment_request/v2/",
    { ...b.auth, address_id: b.addressId, payment_method: "COD", cart_id: cartIds },
    { "x-forwarded-for": b.ip, ...headers },
  );

const openCodOrders = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${userId} and payment_status = 'COD_DUE'
          and status in ('CONFIRMED','PACKED','SHIPPED')`,
    )
  )[0].n;

describe("cash on delivery caps", () => {
  it("takes at most 10 of one pack; more is a Bulk Order, said in English and Hindi", async () => {
    const b = await buyer();
    await fill(b, [packs[0]], 11);
    const before = await shop.stockOf(packs[0].priceId);
    const refused = await cod(b);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Cash on delivery takes at most 10 of one pack, and this order has 11 of .+\. For more, please send a Bulk Order enquiry, or pay online\.$/,
    );
    const hindi = await cod(b, undefined, { "accept-language": "hi" });
    expect(hindi.body.message).toMatch(/^कैश ऑन डिलीवरी में एक पैक के ज़्यादा से ज़्यादा 10 नग .+ के 11 नग हैं।/);
    expect(hindi.body.message).toContain("थोक ऑर्डर (Bulk Order)");
    expect(await shop.stockOf(packs[0].priceId)).toBe(before);
    // Paid online, the same cart is no trouble; and 10 go by cash on delivery.
    const online = await t.post("/api/payment_request/v2/", { ...b.auth, address_id: b.addressId });
    expect(online.body.data.payment_method).toBe("ONLINE");
    const ten = await buyer();
    await fill(ten, [packs[0]], 10);
    expect((await cod(ten)).body.data.payment_method).toBe("COD");
  });

  it("keeps two open per account; one cancelled makes room again", async () => {
    const b = await buyer();
    const [l1, l2, l3] = await fill(b, packs);
    const first = await cod(b, [l1]);
    expect((await cod(b, [l2])).status).toBe(200);
    const before = await shop.stockOf(packs[2].priceId);
    expect(await cod(b, [l3])).toEqual({
      status: 409,
      body: {
        status: 0,
        message:
          "Your cash on delivery orders waiting to be delivered have reached the limit of 2 per account. Please pay online for this order, or wait until one is delivered.",
      },
    });
    expect(await shop.stockOf(packs[2].priceId)).toBe(before);
    const hindi = await cod(b, [l3], { "accept-language": "hi" });
    expect(hindi.body.message).toBe(
      "आपके खाते के डिलीवरी के इंतज़ार वाले कैश ऑन डिलीवरी ऑर्डर 2 की सीमा तक पहुँच गए हैं। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें, या किसी एक ऑर्डर के पहुँचने तक रुकें।",
    );
    const cancelled = await t.post("/api/order/cancel/v1/", {
      ...b.auth,
      order_id: first.body.data.order_id,
    });
    expect(cancelled.status).toBe(200);
    expect((await cod(b, [l3])).status).toBe(200);
    expect(await openCodOrders(b.userId)).toBe(2);
  });

  it("keeps two open per delivery phone, whatever the account", async () => {
    const phone = "9812300001";
    const [a, b, c] = [await buyer({ phone }), await buyer({ phone }), await buyer({ phone })];
    for (const x of [a, b, c]) await fill(x, [packs[1]]);
    expect((await cod(a)).status).toBe(200);
    expect((await cod(b)).status).toBe(200);
    const refused = await cod(c);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Cash on delivery orders waiting to be delivered to the phone number 9812300001 have reached the limit of 2. Please pay online for this order.",
    );
    // Paying online is still open to them.
    const online = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    expect(online.status).toBe(200);
  });

  it("keeps five open per client address (an IPv6 client by its /64), whatever the account", async () => {
    const from = (n: number) => `2001:db8:77:12:${n}::1`; // one /64, a different address each
    const buyers: Buyer[] = [];
    for (let n = 1; n <= 6; n++) buyers.push(await buyer({ ip: from(n) }));
    for (const b of buyers) await fill(b, [packs[2]]);
    for (const b of buyers.slice(0, 5)) expect((await cod(b)).status).toBe(200);
    const refused = await cod(buyers[5]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Cash on delivery orders waiting to be delivered that were placed from your network have reached the limit of 5. Please pay online for this order.",
    );
    // The same customer from another network is another address.
    expect((await cod({ ...buyers[5], ip: "2001:db8:77:13::1" })).status).toBe(200);
  });

  it("lets only one of two orders placed at the same moment by one account take the last place", async () => {
    for (let round = 0; round < 5; round++) {
      const b = await buyer();
      const [l1, l2, l3] = await fill(b, packs);
      expect((await cod(b, [l1])).status).toBe(200);
      const both = await Promise.all([cod(b, [l2]), cod(b, [l3])]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await openCodOrders(b.userId)).toBe(2);
    }
  });
});

describe("the caps' settings", () => {
  it("are whole numbers from the environment, 0 for none, and a wrong one names its variable", () => {
    const base = { NODE_ENV: "test" as const };
    expect(loadConfig(base).codLimits).toEqual({
      openPerAccount: 2,
      openPerPhone: 2,
      openPerAddress: 5,
      unitsPerPack: 10,
    });
    expect(
      loadConfig({ ...base, COD_OPEN_ORDERS_PER_ADDRESS: "0", COD_UNITS_PER_PACK: "25" }).codLimits,
    ).toMatchObject({ openPerAddress: 0, unitsPerPack: 25 });
    expect(() => loadConfig({ ...base, COD_OPEN_ORDERS_PER_ACCOUNT: "two" })).toThrow(
      'COD_OPEN_ORDERS_PER_ACCOUNT must be a whole number, or 0 for no limit (got "two").',
    );
  });
});
