import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { presentQuote } from "../lib/checkout-quote";
import { queryRows } from "../server/db/client";
import { CODE_TRIES } from "../server/one-time-code";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * Cash on delivery that is confirmed (docs/decisions/0037-cod-confirmation.md): an order from a
 * phone number not yet confirmed waits (AWAITING_CONFIRMATION, its stock held) for the SMS code,
 * the SMS's link or staff who called; only then is it offered for packing. Never confirmed, it
 * is cancelled after COD_CONFIRM_HOURS by a job that any number of processes may run at once.
 * The codes are read where a customer reads them: the queued SMS, never the stored hash.
 */
const t = testAppForFile({ TRUST_PROXY: "true", COD_CONFIRM_HOURS: "24" });
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const db = () => t.database.db;

let pack = { productId: 0, priceId: 0 };
let big = { productId: 0, priceId: 0 };
let made = 0;

beforeAll(async () => {
  const cod = { enabled: true, max_order_value: "100000", fee: "0", pincodes_all: true, pincodes: "" };
  expect((await adminPost(t, team.owner.cookie, "/settings/cod", cod)).status).toBe(200);
  pack = await shop.pack("FRT-001");
  const [row] = await queryRows<{ product_id: number; price_id: number }>(
    db(),
    sql`select p.id as product_id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
        where p.sku = 'FRT-001' and pp.qty = '25' and pp.unit = 'kg'`,
  );
  big = { productId: row.product_id, priceId: row.price_id };
  await shop.setStock(pack.priceId, 1000);
  await shop.setStock(big.priceId, 1000);
});

/** A new customer with an address at `pincode` (their own phone) and `qty` of a pack in the cart. */
async function buyer(opts: { qty?: number; pincode?: string; item?: typeof pack } = {}) {
  made++;
  const c = await newCustomer(t);
  const ip = `198.51.100.${made % 250}`;
  const address = { ...raviAddress, phone: c.phonenumber, pincode: opts.pincode ?? "734001" };
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...address });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  const b = { ...c, addressId: a.id as number, ip };
  await fill(b, opts.qty ?? 2, opts.item);
  return b;
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const fill = (b: { auth: object }, qty: number, item = pack) =>
  t.post("/api/cart/add/v1/", {
    ...b.auth,
    product_id: item.productId,
    product_price_id: item.priceId,
    qty,
  });

/** Places a cash on delivery order of the buyer's cart; the order id. */
async function placeCod(b: Buyer, extra: object = {}) {
  const res = await t.post(
    "/api/payment_request/v2/",
    { ...b.auth, address_id: b.addressId, payment_method: "COD", ...extra },
    { "x-forwarded-for": b.ip },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_id as number;
}

/** The SMS queued to the buyer of a kind, newest first, as the outbox will send them. */
async function texts(b: Buyer, kind: string) {
  return queryRows<{ body_text: string; vars: Record<string, string>; lang: string }>(
    db(),
    sql`select body_text, vars, lang from email_outbox
        where channel = 'sms' and kind = ${kind} and to_address = ${`+91${b.phonenumber}`} order by id desc`,
  );
}
const lastCode = async (b: Buyer) => (await texts(b, "cod_confirm"))[0].vars;

const status = async (id: number) => (await shop.orderState(id)).status;
const phoneConfirmedAt = async (userId: number) =>
  (
    await queryRows<{ at: string | null }>(
      db(),
      sql`select phone_verified_at as at from users where id = ${userId}`,
    )
  )[0].at;

describe("a cash on delivery order from a phone number not yet confirmed", () => {
  it("waits for the SMS code with its stock held, and is not offered for packing", async () => {
    const b = await buyer({ qty: 3 });
    const before = await shop.stockOf(pack.priceId);
    const id = await placeCod(b);
    expect(await shop.orderState(id)).toMatchObject({
      status: "AWAITING_CONFIRMATION",
      payment_status: "COD_DUE",
    });
    expect(await shop.stockOf(pack.priceId)).toBe(before - 3);
    // The cart is emptied: the order is placed.
    expect((await t.post("/api/cart/lists/v1/", b.auth)).body.data).toEqual([]);
    // One SMS with the code, the link (its token alone) and the WebOTP line.
    const [sms] = await texts(b, "cod_confirm");
    expect(sms.vars.code).toMatch(/^\d{6}$/);
    expect(sms.vars.link).toMatch(/\/cod\/[\w-]{40,}$/);
    expect(sms.vars.link).not.toContain(sms.vars.code);
    expect(sms.body_text).toContain(`#${sms.vars.code}`);
    // The customer's page offers the confirmation; packing is refused, and no slip lists it.
    const details = await t.post("/api/order/details/v1/", { ...b.auth, order_id: id });
    expect(details.body.data.allowed_actions).toEqual(["confirm", "cancel"]);
    const pack1 = await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id });
    expect(pack1.status).toBe(409);
    const slips = await t.services.adminOrders.list({ status: "CONFIRMED", perPage: 500 });
    expect(slips.rows.map((r) => r.id)).not.toContain(id);
    expect(await status(id)).toBe("AWAITING_CONFIRMATION");
  });

  it("is confirmed by the code: a sale to pack, the number confirmed, the next COD order confirmed at once", async () => {
    const b = await buyer();
    const id = await placeCod(b);
    const { code } = await lastCode(b);
    await t.services.codConfirmation.withCode(b.userId, id, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await shop.orderState(id)).toMatchObject({
      status: "CONFIRMED",
      path: ["AWAITING_CONFIRMATION", "CONFIRMED"],
    });
    expect(await phoneConfirmedAt(b.userId)).not.toBeNull();
    const packed = await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id });
    expect(packed.body.data.order_status).toBe("PACKED");
    // Confirmed once, no code next time.
    await fill(b, 1);
    const next = await placeCod(b);
    expect(await status(next)).toBe("CONFIRMED");
    expect(await texts(b, "cod_confirm")).toHaveLength(1);
  });

  it(`spends a code after ${CODE_TRIES} wrong tries; a new code works, the old does not; a few new codes at most`, async () => {
    const b = await buyer();
    const id = await placeCod(b);
    const { code } = await lastCode(b);
    const wrong = code === "000000" ? "111111" : "000000";
    const said: string[] = [];
    for (let i = 0; i < CODE_TRIES; i++) {
      const e = await t.services.codConfirmation.withCode(b.userId, id, wrong).catch((x: Error) => x);
      said.push((e as Error).message);
    }
    expect(said[0]).toBe("That code is not right. You can try 4 more times.");
    expect(said[3]).toBe("That code is not right. You can try once more.");
    expect(said[4]).toBe("That code was typed wrongly too many times. Please ask for a new code.");
    // Even the right code is refused now.
    await expect(t.services.codConfirmation.withCode(b.userId, id, code)).rejects.toThrow(/too many times/);
    expect(await status(id)).toBe("AWAITING_CONFIRMATION");
    // Send the code again: a new code and link; the old ones no longer work.
    const oldLink = (await lastCode(b)).link.split("/cod/")[1];
    expect(await t.services.codConfirmation.resend(b.userId, id)).toBe(2);
    const fresh = await lastCode(b);
    expect(await t.services.codConfirmation.linkOrder(oldLink)).toBeUndefined();
    if (fresh.code !== code) {
      await expect(t.services.codConfirmation.withCode(b.userId, id, code)).rejects.toThrow(/not right/);
    }
    await t.services.codConfirmation.resend(b.userId, id);
    await t.services.codConfirmation.resend(b.userId, id);
    await expect(t.services.codConfirmation.resend(b.userId, id)).rejects.toThrow(
      "We have sent the most codes we can for this order. Please wait for the SMS, or call the shop to confirm the order.",
    );
    expect(await texts(b, "cod_confirm")).toHaveLength(4);
    await t.services.codConfirmation.withCode(b.userId, id, (await lastCode(b)).code);
    expect(await status(id)).toBe("CONFIRMED");
  });

  it("is not the business of another customer", async () => {
    const b = await buyer();
    const other = await buyer();
    const id = await placeCod(b);
    const { code } = await lastCode(b);
    await expect(t.services.codConfirmation.withCode(other.userId, id, code)).rejects.toThrow("not found");
    await expect(t.services.codConfirmation.resend(other.userId, id)).rejects.toThrow("not found");
    expect(await status(id)).toBe("AWAITING_CONFIRMATION");
  });

  it("is confirmed by the SMS link's POST; reading the link confirms nothing", async () => {
    const b = await buyer();
    const id = await placeCod(b);
    const token = (await lastCode(b)).link.split("/cod/")[1];
    const seen = await t.services.codConfirmation.linkOrder(token);
    expect(seen?.id).toBe(id);
    expect(await status(id)).toBe("AWAITING_CONFIRMATION");
    expect(await t.services.codConfirmation.linkOrder(`${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(await t.services.codConfirmation.withLink(token)).toBe(id);
    expect(await status(id)).toBe("CONFIRMED");
    expect(await phoneConfirmedAt(b.userId)).not.toBeNull();
    // A second POST (a double tap) confirms nothing twice.
    await expect(t.services.codConfirmation.withLink(token)).rejects.toThrow(
      "is not waiting for a confirmation",
    );
  });

  it("is confirmed by staff who called the customer: audited, and the number stays unconfirmed", async () => {
    const b = await buyer();
    const id = await placeCod(b);
    const res = await adminPost(t, team.packer.cookie, "/orders/confirm-cod", { order_id: id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Order #${id} is confirmed; it can be packed now.`);
    expect(res.body.data.order_status).toBe("CONFIRMED");
    const again = await adminPost(t, team.packer.cookie, "/orders/confirm-cod", { order_id: id });
    expect(again.status).toBe(409);
    const audit = await queryRows<{ actor: string; action: string }>(
      db(),
      sql`select actor, action from audit_log where entity = 'order' and entity_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ actor: team.packer.name, action: "confirmed" }]);
    expect(await phoneConfirmedAt(b.userId)).toBeNull();
  });

  it("can be cancelled by its customer while it waits: stock back", async () => {
    const b = await buyer({ qty: 4 });
    const before = await shop.stockOf(pack.priceId);
    const id = await placeCod(b);
    const res = await t.post("/api/order/cancel/v1/", { ...b.auth, order_id: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await shop.orderState(id)).toMatchObject({ status: "CANCELLED", payment_status: "CANCELLED" });
    expect(await shop.stockOf(pack.priceId)).toBe(before);
  });
});

describe("unconfirmed orders past COD_CONFIRM_HOURS", () => {
  it("are cancelled once by two runs at the same moment: stock and promo use back, email and SMS once", async () => {
    const buyers = await Promise.all([
      buyer({ qty: 1, item: big }),
      buyer({ qty: 1, item: big }),
      buyer({ qty: 1, item: big }),
    ]);
    const before = await shop.stockOf(big.priceId);
    const ids: number[] = [];
    for (const b of buyers) ids.push(await placeCod(b, { promo_code: "WELCOME75" }));
    expect(await shop.stockOf(big.priceId)).toBe(before - 3);
    const welcome = await t.services.promotions.find("WELCOME75");
    if (!welcome) throw new Error("the demo shop has WELCOME75");
    // Waiting holds the promo's one use per customer.
    expect(await t.services.promotions.refusalFor(welcome, buyers[0].userId)).not.toBeNull();
    // Not yet due: nothing happens.
    expect(await t.services.codConfirmation.expireUnconfirmed(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    const [waiting] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders where status = 'AWAITING_CONFIRMATION'`,
    );
    const runs = await Promise.all([
      t.services.codConfirmation.expireUnconfirmed(later),
      t.services.codConfirmation.expireUnconfirmed(later),
    ]);
    // Each waiting order cancelled by exactly one of the two runs.
    expect(runs[0] + runs[1]).toBe(waiting.n);
    for (const id of ids) {
      expect(await shop.orderState(id)).toMatchObject({
        status: "CANCELLED",
        path: ["AWAITING_CONFIRMATION", "CANCELLED"],
      });
    }
    expect(await shop.stockOf(big.priceId)).toBe(before);
    const back = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stock_movements where order_id in (${sql.join(ids, sql`, `)}) and change > 0`,
    );
    expect(back[0].n).toBe(3);
    expect(await t.services.promotions.refusalFor(welcome, buyers[0].userId)).toBeNull();
    for (const b of buyers) {
      const cancelled = await texts(b, "cancelled");
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0].vars.reason).toBe("Not confirmed in 24 hours.");
      const mails = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from email_outbox where channel = 'email' and to_address = ${b.email} and subject like '%cancelled%'`,
      );
      expect(mails[0].n).toBe(1);
    }
  });
});

describe("cash on delivery per pincode", () => {
  it("is refused at checkout where the owner turned it off, with a sentence; on again, it is offered", async () => {
    const b = await buyer({ pincode: "734005" });
    const off = await t.services.delivery.setCodOff(
      { staffId: team.owner.id, name: team.owner.name },
      "734005",
      true,
    );
    expect(off).toBeUndefined();
    const refused = await t.post(
      "/api/payment_request/v2/",
      { ...b.auth, address_id: b.addressId, payment_method: "COD" },
      { "x-forwarded-for": b.ip },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Cash on delivery is not available for 734005. Please pay online.");
    const quote = presentQuote(
      await t.services.delivery.quoteCheckout(b.userId, { pincode: "734005", method: "ONLINE" }),
    );
    expect(quote.cod_available).toBe(false);
    expect(quote.cod_message).toBe("Cash on delivery is not available for 734005. Please pay online.");
    await t.services.delivery.setCodOff({ staffId: team.owner.id, name: team.owner.name }, "734005", false);
    expect(await status(await placeCod(b))).toBe("AWAITING_CONFIRMATION");
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'cod_pincode' and entity_id = '734005' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["cod_off", "cod_on"]);
  });
});

describe("the dashboard's cash on delivery", () => {
  /** A confirmed COD order to `pincode`, taken to the door: delivered, or refused there. */
  async function toTheDoor(pincode: string, outcome: "deliver" | "return") {
    const b = await buyer({ qty: 1, pincode });
    const id = await placeCod(b);
    await adminPost(t, team.packer.cookie, "/orders/confirm-cod", { order_id: id });
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: id });
    await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: id,
      courier_name: "DTDC",
      awb_number: `D${id}`,
    });
    const body = outcome === "deliver" ? { order_id: id } : { order_id: id, reason: "Refused at the door" };
    const res = await adminPost(t, team.packer.cookie, `/orders/${outcome}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it("counts the orders waiting, and the return-to-origin rate per pincode from real orders, worst first", async () => {
    await placeCod(await buyer());
    await toTheDoor("711101", "return");
    await toTheDoor("711101", "deliver");
    await toTheDoor("700001", "return");
    await toTheDoor("700001", "return");
    await toTheDoor("700001", "deliver");
    await toTheDoor("734013", "deliver");
    const dash = await adminPost(t, team.manager.cookie, "/dashboard/get");
    const rows = dash.body.data.cod_returns as {
      pincode: string;
      reached: number;
      returned: number;
      rate: number;
    }[];
    const mine = rows.filter((r) => ["711101", "700001", "734013"].includes(r.pincode));
    expect(mine.map(({ pincode, reached, returned }) => ({ pincode, reached, returned }))).toEqual([
      { pincode: "700001", reached: 3, returned: 2 },
      { pincode: "711101", reached: 2, returned: 1 },
    ]);
    expect(mine[0].rate).toBeCloseTo(2 / 3);
    const waiting = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders where status = 'AWAITING_CONFIRMATION'`,
    );
    expect(dash.body.data.cod_waiting.count).toBe(waiting[0].n);
    expect(dash.body.data.cod_waiting.oldest_at).not.toBeNull();
    // A packer sees the waiting orders, not the money-side figures.
    const packer = await adminPost(t, team.packer.cookie, "/dashboard/get");
    expect(packer.body.data.cod_waiting.count).toBe(waiting[0].n);
    expect(packer.body.data.cod_returns).toBeUndefined();
  });
});
