import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { addDays } from "../lib/regulated";
import { testAppForFile } from "./helpers/app";
import { raviAddress } from "./helpers/fixtures";
import { endLicences, licenceBody, licenceNumbered } from "./helpers/licences";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * Goods the shop's licences do not cover today are off sale (docs/decisions/0047-regulated-sales.md):
 * the storefront says why, the cart and the checkout refuse them naming the product, from
 * India's day after the licence's last one until a valid licence is saved again.
 */
const t = testAppForFile();
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const today = () => indiaDay(new Date());
const NEEM = "Neemgard Neem Oil 1500 ppm";
const ENDED = `${NEEM} cannot be sold just now: the shop's insecticide licence has ended.`;

const detail = (id: number, lang: "en" | "hi" = "en") => t.services.catalog.in(lang).productDetail(id);

describe("a product whose licence has ended", () => {
  it("is on sale through the licence's last day, and off sale with why from the next, in every listing", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    await endLicences(t, team.owner.cookie, "insecticides", today());
    expect((await detail(neem.productId))?.offSale).toBeUndefined();
    expect((await detail(neem.productId))?.stock).toBe("in_stock");

    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), -1));
    const off = await detail(neem.productId);
    expect(off?.offSale).toEqual({ licence: "insecticides", why: "ended" });
    expect(off?.stock).toBe("out_of_stock");
    expect(off?.prices.every((p) => p.stock === "out_of_stock")).toBe(true);
    const cards = await t.services.catalog.in("en").productsByCategory("pesticides");
    expect(cards.find((c) => c.id === neem.productId)?.offSale).toEqual({
      licence: "insecticides",
      why: "ended",
    });
    // Fertilisers, seeds and unregulated goods are not touched.
    const urea = await shop.pack("FRT-010");
    expect((await detail(urea.productId))?.offSale).toBeUndefined();
    // The API reads the same.
    const api = await t.post("/api/products/details/v1/", { product_id: neem.productId });
    expect(api.body.data).toMatchObject({
      in_stock: "OUTOFSTOCK",
      off_sale: { licence: "insecticides", why: "ended" },
    });
  });

  it("the cart refuses it, naming the product and why, in English and in Hindi; a line already in a cart says so", async () => {
    const neem = await shop.pack("PST-001");
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), 30));
    const c = await shop.shopper(neem, 1);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), -1));

    const add = { ...c.auth, product_id: neem.productId, product_price_id: neem.priceId, qty: 1 };
    const refused = await t.post("/api/cart/add/v1/", add);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ENDED);
    const hindi = await t.post("/api/cart/add/v1/", add, { cookie: "lang=hi" });
    expect(hindi.status).toBe(409);
    expect(hindi.body.message).toBe(`${NEEM} अभी बेचा नहीं जा सकता: दुकान का कीटनाशक लाइसेंस खत्म हो गया है।`);

    const lines = await t.services.cart.list(c.userId);
    expect(lines[0]).toMatchObject({
      stock: "out_of_stock",
      offSale: { licence: "insecticides", why: "ended" },
    });
    const wire = await t.post("/api/cart/lists/v1/", c.auth);
    expect(wire.body.data[0].in_stock).toBe("OUTOFSTOCK");
  });

  it("the checkout refuses an order holding it (online and cash on delivery), and takes no stock", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), 30));
    const c = await shop.shopper(neem, 2);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), -1));
    for (const method of [undefined, "COD"]) {
      const placed = await t.post("/api/payment_request/v2/", {
        ...c.auth,
        address_id: c.addressId,
        ...(method ? { payment_method: method } : {}),
      });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toBe(ENDED);
    }
    expect(await shop.stockOf(neem.priceId)).toBe(30);
  });

  it("goes off sale at India's midnight after the last day: the checkout at 23:59 takes it, at 00:00 refuses it", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    await endLicences(t, team.owner.cookie, "insecticides", "2026-12-31");
    const c = await shop.shopper(neem, 1);
    const place = (iso: string) => t.services.checkout.placeOrder(c.userId, ADDRESS, new Date(iso));
    // 00:00 on 1 January in India (UTC is still on 31 December).
    await expect(place("2026-12-31T18:30:00Z")).rejects.toThrow(ENDED);
    // 23:59 on 31 December in India: the last minute of the licence.
    const placed = await place("2026-12-31T18:29:00Z");
    expect(placed.orderId).toBeGreaterThan(0);
  });

  it("comes back on sale as soon as a new valid licence is saved", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), -1));
    const c = await shop.shopper(neem, 1);
    expect((await detail(neem.productId))?.offSale).toBeDefined();
    const made = await adminPost(
      t,
      team.owner.cookie,
      "/licences/create",
      licenceBody({ number: "RENEWED-2027", valid_until: addDays(today(), 365) }),
    );
    expect(licenceNumbered(made.body, "RENEWED-2027").ended).toBe(false);
    const back = await detail(neem.productId);
    expect(back?.offSale).toBeUndefined();
    expect(back?.stock).toBe("in_stock");
    const added = await t.post("/api/cart/add/v1/", {
      ...c.auth,
      product_id: neem.productId,
      product_price_id: neem.priceId,
      qty: 1,
    });
    expect(added.status).toBe(200);
    // Tidy for the next test: the renewed licence goes.
    const list = await adminPost(t, team.owner.cookie, "/licences/list");
    const renewed = licenceNumbered(list.body, "RENEWED-2027");
    await adminPost(t, team.owner.cookie, "/licences/remove", {
      licence_id: renewed.id,
      version: renewed.version,
    });
  });

  it("staff taking an order on the phone are refused it too", async () => {
    const neem = await shop.pack("PST-001");
    await shop.setStock(neem.priceId, 30);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), 30));
    const c = await shop.shopper(neem, 1);
    await endLicences(t, team.owner.cookie, "insecticides", addDays(today(), -1));
    const by = { staffId: team.manager.id, name: team.manager.name, role: team.manager.role };
    await expect(
      t.services.staffOrders.quote(by, {
        customerId: c.userId,
        channel: "phone",
        lines: [{ packId: neem.priceId, qty: 1 }],
        pay: "link",
        addressId: c.addressId,
      }),
    ).rejects.toThrow(ENDED);
  });
});

/** The checkout's delivery address, as the checkout page sends it. */
const ADDRESS = {
  address: {
    fullName: raviAddress.fullname,
    email: raviAddress.email,
    mobile: raviAddress.phone,
    address1: raviAddress.street1,
    address2: "",
    city: raviAddress.city,
    state: raviAddress.state,
    pincode: raviAddress.pincode,
    landmark: "",
  },
};
