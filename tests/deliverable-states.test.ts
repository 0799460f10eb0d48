import { afterEach, describe, expect, it } from "vitest";
import { notCoveredText } from "../app/components/catalog/off-sale";
import { compile } from "../app/i18n/template";
import { enPages } from "../app/messages/en-pages";
import { hiPages } from "../app/messages/hi-pages";
import type { Messages } from "../app/messages/types";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { coverStates, DEMO_STATES } from "./helpers/licence-states";
import { shopHelpers } from "./helpers/shop";
import { staffForFile } from "./helpers/staff";

/**
 * A regulated product goes only to a state a valid licence of its kind covers
 * (docs/decisions/0050-where-each-may-be-sold.md): the cart (to the default address), the
 * checkout and orders staff place refuse others, naming the product and the state.
 */
const t = testAppForFile();
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const NEEM = "Neemgard Neem Oil 1500 ppm";
const notCovered = (state: string) =>
  `${NEEM} cannot be delivered to ${state}: the shop's insecticide licence does not cover ${state}.`;
const NOT_TN_HI = `${NEEM} की डिलीवरी तमिलनाडु में नहीं हो सकती: दुकान का कीटनाशक लाइसेंस तमिलनाडु के लिए नहीं है।`;
const chennai = {
  ...raviAddress,
  street1: "4 Mount Road",
  city: "Chennai",
  state: "Tamil Nadu",
  pincode: "600002",
};

afterEach(async () => {
  await coverStates(t, team.owner.cookie, "insecticides", DEMO_STATES);
});

/** A customer whose default (first) address is in Chennai; the address's id. */
async function chennaiCustomer() {
  const c = await newCustomer(t);
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...chennai });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  return { ...c, addressId: a.id as number };
}

describe("the cart, to the customer's default address", () => {
  it("refuses a product no licence of its kind covers in that state, in English and Hindi; others go in", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await chennaiCustomer();
    const add = { ...c.auth, product_id: neem.productId, product_price_id: neem.priceId, qty: 1 };
    const refused = await t.post("/api/cart/add/v1/", add);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(notCovered("Tamil Nadu"));
    const hindi = await t.post("/api/cart/add/v1/", add, { cookie: "lang=hi" });
    expect(hindi.status).toBe(409);
    expect(hindi.body.message).toBe(NOT_TN_HI);
    expect(await t.services.cart.list(c.userId)).toEqual([]);

    // Unregulated goods and bio-stimulants need no licence; Tamil Nadu added, the neem oil goes in.
    for (const sku of ["GDN-001", "GRP-001"]) {
      const pack = await shop.pack(sku);
      await shop.setStock(pack.priceId, 5);
      const ok = await t.post("/api/cart/add/v1/", {
        ...c.auth,
        product_id: pack.productId,
        product_price_id: pack.priceId,
        qty: 1,
      });
      expect(ok.status, sku).toBe(200);
    }
    await coverStates(t, team.owner.cookie, "insecticides", [...DEMO_STATES, "Tamil Nadu"]);
    expect((await t.post("/api/cart/add/v1/", add)).status).toBe(200);
  });

  it("lets a customer with no address yet add it: the checkout decides", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await newCustomer(t);
    const added = await t.post("/api/cart/add/v1/", {
      ...c.auth,
      product_id: neem.productId,
      product_price_id: neem.priceId,
      qty: 1,
    });
    expect(added.status).toBe(200);
  });
});

describe("the checkout, to the address chosen", () => {
  const toChennai = {
    first_name: chennai.fullname,
    email: chennai.email,
    phone: chennai.phone,
    street1: chennai.street1,
    city: chennai.city,
    state: chennai.state,
    pincode: chennai.pincode,
  };

  it("refuses an order to a state no licence covers, online and COD, in English and Hindi, taking no stock", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await shop.shopper(neem, 2);
    for (const method of [undefined, "COD"]) {
      const placed = await t.post("/api/payment_request/v2/", {
        ...c.auth,
        ...toChennai,
        ...(method ? { payment_method: method } : {}),
      });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toBe(notCovered("Tamil Nadu"));
    }
    const hindi = await t.post(
      "/api/payment_request/v2/",
      { ...c.auth, ...toChennai },
      { cookie: "lang=hi" },
    );
    expect(hindi.body.message).toBe(NOT_TN_HI);
    expect(await shop.stockOf(neem.priceId)).toBe(30);
    expect(await t.services.cart.list(c.userId)).toHaveLength(1);
  });

  it("the checkout's figures for an address in such a state say why, before the order is placed", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await shop.shopper(neem, 1);
    await t.post("/api/saved-address/add/v1", { ...c.auth, ...chennai });
    const list = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data as {
      id: number;
      state: string;
    }[];
    const there = list.find((a) => a.state === "Tamil Nadu")?.id;
    const quote = await t.post("/api/checkout/quote/v1/", { ...c.auth, address_id: there });
    expect(quote.status).toBe(200);
    expect(quote.body.data.message).toBe(notCovered("Tamil Nadu"));
    const hindi = await t.post(
      "/api/checkout/quote/v1/",
      { ...c.auth, address_id: there },
      { cookie: "lang=hi" },
    );
    expect(hindi.body.data.message).toBe(notCovered("Tamil Nadu"));
    // The home address is covered: nothing to say.
    const home = await t.post("/api/checkout/quote/v1/", { ...c.auth, address_id: c.addressId });
    expect(home.body.data.message).toBeNull();
  });

  it("takes the order once a licence of its kind covers the state", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await shop.shopper(neem, 1);
    await coverStates(t, team.owner.cookie, "insecticides", ["Tamil Nadu"]);
    const placed = await t.post("/api/payment_request/v2/", { ...c.auth, ...toChennai });
    expect(placed.status, placed.body.message).toBe(200);
    expect(await shop.stockOf(neem.priceId)).toBe(29);
  });

  it("a licence narrowed after the cart took the product: the placement refuses it", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await shop.shopper(neem, 1);
    expect(await t.services.cart.list(c.userId)).toHaveLength(1);
    await coverStates(t, team.owner.cookie, "insecticides", ["Assam"]);
    const placed = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(notCovered("West Bengal"));
    expect(await shop.stockOf(neem.priceId)).toBe(30);
  });

  it("a licence narrowed after the cart took the product: the cart's line says why, in English and Hindi", async () => {
    const neem = await shop.pack("PST-001");
    const seeds = await shop.pack("VEG-001");
    await shop.setStock(neem.priceId, 30);
    await shop.setStock(seeds.priceId, 30);
    const c = await shop.shopper(neem, 1);
    await t.services.cart.add(c.userId, seeds.productId, seeds.priceId, 1);
    const before = await t.services.cart.list(c.userId);
    expect(before.map((l) => l.notCovered)).toEqual([undefined, undefined]);
    await coverStates(t, team.owner.cookie, "insecticides", ["Assam"]);
    const [neemLine, seedLine] = await t.services.cart.list(c.userId);
    expect(neemLine.notCovered).toEqual({ licence: "insecticides", state: "West Bengal" });
    expect(seedLine.notCovered).toBeUndefined();
    // Still in stock and in the cart: the checkout decides on the address chosen.
    expect(neemLine.stock).toBe("in_stock");
    const stop = neemLine.notCovered ?? { licence: "insecticides", state: "" };
    expect(notCoveredText(compile(enPages) as unknown as Messages, "en", stop)).toBe(
      "Cannot be delivered to West Bengal, the state of your default address: the shop's insecticide licence does not cover West Bengal.",
    );
    expect(notCoveredText(compile(hiPages) as unknown as Messages, "hi", stop)).toBe(
      "आपके मुख्य पते के राज्य पश्चिम बंगाल में डिलीवरी नहीं हो सकती: दुकान का कीटनाशक लाइसेंस पश्चिम बंगाल के लिए नहीं है।",
    );
  });

  it("a narrowing racing the placement: either the order was placed before it or it is refused, never half", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await shop.shopper(neem, 1);
    const [placed] = await Promise.all([
      t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId }),
      coverStates(t, team.owner.cookie, "insecticides", ["Assam"]),
    ]);
    if (placed.status === 200) expect(await shop.stockOf(neem.priceId)).toBe(29);
    else {
      expect(placed.body.message).toBe(notCovered("West Bengal"));
      expect(await shop.stockOf(neem.priceId)).toBe(30);
    }
  });
});

describe("an order staff place", () => {
  it("is refused to a state no licence covers (quote and placement), and placed once one covers it", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    const c = await chennaiCustomer();
    const by = { staffId: team.manager.id, name: team.manager.name, role: team.manager.role };
    const input = {
      customerId: c.userId,
      channel: "phone" as const,
      lines: [{ packId: neem.priceId, qty: 1 }],
      pay: "link" as const,
      addressId: c.addressId,
    };
    await expect(t.services.staffOrders.quote(by, input)).rejects.toThrow(notCovered("Tamil Nadu"));
    await expect(t.services.staffOrders.place(by, input)).rejects.toThrow(notCovered("Tamil Nadu"));
    expect(await shop.stockOf(neem.priceId)).toBe(30);

    await coverStates(t, team.owner.cookie, "insecticides", [...DEMO_STATES, "Tamil Nadu"]);
    const placed = await t.services.staffOrders.place(by, input);
    expect(placed.orderId).toBeGreaterThan(0);
    expect(await shop.stockOf(neem.priceId)).toBe(29);
  });
});

describe("the product page's pincode check", () => {
  it("says when the product cannot go to the pincode's state, in the page's language; null otherwise", async () => {
    const neem = await shop.pack("PST-001");
    const pot = await shop.pack("GDN-001");
    const check = (pincode: string, product_price_id: number, headers = {}) =>
      t.post("/api/delivery/check/v1/", { pincode, product_price_id }, headers);
    const chennaiCheck = await check("600002", neem.priceId);
    expect(chennaiCheck.status).toBe(200);
    expect(chennaiCheck.body.data.not_deliverable).toBe(notCovered("Tamil Nadu"));
    expect((await check("600002", neem.priceId, { cookie: "lang=hi" })).body.data.not_deliverable).toBe(
      NOT_TN_HI,
    );
    expect((await check("734001", neem.priceId)).body.data.not_deliverable).toBeNull();
    expect((await check("600002", pot.priceId)).body.data.not_deliverable).toBeNull();
    // Without a pack, nothing to say about licences.
    expect(
      (await t.post("/api/delivery/check/v1/", { pincode: "600002" })).body.data.not_deliverable,
    ).toBeNull();
  });
});
