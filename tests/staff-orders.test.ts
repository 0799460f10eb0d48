import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftAnswer } from "../app/admin-staff-order.server";
import { action as newOrderAction, loader as newOrderLoader } from "../app/routes/admin/order-new";
import { queryRows } from "../server/db/client";
import type { StaffOrderInput } from "../server/flows/staff-order-input";
import { adminOrderFilter, adminOrderList } from "../server/modules/orders";
import { createTestApp, type TestApp } from "./helpers/app";
import { linkPaidEvent, type RazorpayFake, razorpayEnv, startRazorpayFake } from "./helpers/razorpay-fake";
import { codWithFee, shopHelpers } from "./helpers/shop";
import { newStaff, type TestStaff } from "./helpers/staff";
import { postRazorpayWebhook } from "./helpers/webhooks";

/**
 * Orders staff place for a customer (docs/decisions/0038-orders-taken-by-staff.md): by phone
 * with cash on delivery, by a Razorpay payment link (the local fake of its API), and a walk-in
 * sale at the counter; who may, what a changed price needs, and what the audit log keeps.
 */
const keyId = "rzp_test_phone1";
const keySecret = "secret_phone_123";
const webhookSecret = "whsec_phone_7654";
let fake: RazorpayFake;
let t: TestApp;
const shop = shopHelpers(() => t);
const team = {} as Record<"packer" | "manager" | "owner", TestStaff>;

beforeAll(async () => {
  fake = await startRazorpayFake(keyId, keySecret);
  t = await createTestApp(razorpayEnv(fake, { keyId, keySecret, webhookSecret }));
  for (const role of ["packer", "manager", "owner"] as const) team[role] = await newStaff(t, role);
  const cod = await codWithFee(t, team.owner.cookie);
  expect(cod.status, JSON.stringify(cod.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const by = (m: TestStaff) => ({ staffId: m.id, name: m.name, role: m.role });

/** A customer with a saved address, and a pack of `sku` with `stock` units. */
async function caller(sku: string, stock = 20) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, stock);
  const c = await shop.shopper(pack, 1);
  return { c, pack };
}

/** What staff type for the caller: `qty` of the pack, by `channel` and `pay`, to their saved address. */
function orderFor(
  c: { userId: number; addressId: number },
  pack: { priceId: number },
  qty: number,
  pay: StaffOrderInput["pay"],
  channel: StaffOrderInput["channel"] = "phone",
): StaffOrderInput {
  return {
    customerId: c.userId,
    channel,
    lines: [{ packId: pack.priceId, qty }],
    pay,
    addressId: c.addressId,
  };
}

/** A walk-in sale of `qty` of the pack at the counter (no address), paid by `pay`. */
function counterSale(
  c: { userId: number },
  pack: { priceId: number },
  qty: number,
  pay: StaffOrderInput["pay"],
) {
  return { customerId: c.userId, channel: "counter" as const, lines: [{ packId: pack.priceId, qty }], pay };
}

const orderRow = async (id: number) =>
  (
    await queryRows<{
      status: string;
      payment_status: string;
      channel: string;
      placed_by: number | null;
      provider_order_id: string | null;
      payment_link_url: string | null;
      total_paise: number;
    }>(
      t.database.db,
      sql`select status, payment_status, channel, placed_by, provider_order_id, payment_link_url, total_paise from orders where id = ${id}`,
    )
  )[0];

const auditOf = (orderId: number) =>
  queryRows<{ action: string; staff_id: number; reason: string | null; changes: Record<string, unknown> }>(
    t.database.db,
    sql`select action, staff_id, reason, changes from audit_log where entity = 'order' and entity_id = ${String(orderId)} order by id`,
  );

const invoicesOf = async (orderId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoices where order_id = ${orderId} and kind = 'INVOICE'`,
    )
  )[0].n;

const webhook = (body: object, eventId: string, secret = webhookSecret) =>
  postRazorpayWebhook(t, JSON.stringify(body), { secret, eventId });

describe("finding the caller", () => {
  it("finds the customer by their mobile typed any way, and says what is wrong with a bad number", async () => {
    const { c } = await caller("TEA-001");
    const typed = `+91 ${c.phonenumber.slice(0, 5)}-${c.phonenumber.slice(5)}`;
    expect((await t.services.staffOrders.find(typed))?.id).toBe(c.userId);
    expect((await t.services.staffOrders.find(`0${c.phonenumber}`))?.addresses).toHaveLength(1);
    expect(await t.services.staffOrders.find("9000000001")).toBeNull();
    await expect(t.services.staffOrders.find("12345")).rejects.toThrow(/not a phone number|Indian mobile/);
    await expect(t.services.staffOrders.find("+977 9801234567")).rejects.toThrow(/not an Indian mobile/);
  });
});

describe("an order taken on the phone", () => {
  it("is refused to a packer, with a sentence naming the roles that may", async () => {
    const { c, pack } = await caller("TEA-002");
    const input = orderFor(c, pack, 1, "cod");
    await expect(t.services.staffOrders.place(by(team.packer), input)).rejects.toThrow(
      /needs the owner or manager role/,
    );
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });

  it("by cash on delivery lands CONFIRMED, with its channel, who placed it, its stock taken and an audit entry", async () => {
    const { c, pack } = await caller("TEA-003");
    const input = orderFor(c, pack, 2, "cod");
    const quote = await t.services.staffOrders.quote(by(team.manager), input);
    const placed = await t.services.staffOrders.place(by(team.manager), {
      ...input,
      expectedTotalPaise: quote.charges.totalPaise,
    });
    expect(placed.totalPaise).toBe(quote.charges.totalPaise);
    // The COD fee of the shop's rules is in the server's total.
    expect(quote.charges.codFeePaise).toBe(3000);
    const o = await orderRow(placed.orderId);
    expect(o).toMatchObject({
      status: "CONFIRMED",
      payment_status: "COD_DUE",
      channel: "phone",
      placed_by: team.manager.id,
    });
    expect(await shop.stockOf(pack.priceId)).toBe(18);
    const audit = await auditOf(placed.orderId);
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([["place", team.manager.id]]);
  });

  it("refuses to place when the total changed since staff read it out", async () => {
    const { c, pack } = await caller("TEA-004");
    const input = { ...orderFor(c, pack, 1, "cod"), expectedTotalPaise: 100 };
    await expect(t.services.staffOrders.place(by(team.owner), input)).rejects.toThrow(/The total is now ₹/);
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });
});

describe("a payment link", () => {
  async function linkOrder(sku: string) {
    const { c, pack } = await caller(sku);
    const before = Date.now();
    const placed = await t.services.staffOrders.place(
      by(team.manager),
      orderFor(c, pack, 3, "link", "whatsapp"),
    );
    const link = fake.state.links.find((l) => l.reference_id === `order_${placed.orderId}`);
    if (!link) throw new Error("no link made");
    return { c, pack, placed, link, before };
  }

  it("is made at Razorpay for the order's total, expiring in 24 hours, and kept on the order", async () => {
    const { placed, link, before, pack, c } = await linkOrder("TEA-005");
    expect(link.amount).toBe(placed.totalPaise);
    const day = 24 * 3600;
    expect(link.expire_by).toBeGreaterThanOrEqual(Math.floor(before / 1000) + day - 1);
    expect(link.expire_by).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + day);
    expect(link.notify).toEqual({ sms: false, email: false });
    const o = await orderRow(placed.orderId);
    expect(o).toMatchObject({ status: "PENDING_PAYMENT", channel: "whatsapp", provider_order_id: link.id });
    expect(o.payment_link_url).toBe(placed.paymentLinkUrl);
    expect(placed.paymentLinkUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    // Held for the link, as an online order's packs are held for its payment.
    expect(await shop.stockOf(pack.priceId)).toBe(17);
    // The link goes to the customer by SMS, through the outbox, in their language.
    const texts = await queryRows<{ channel: string; kind: string; body_text: string }>(
      t.database.db,
      sql`select channel, kind, body_text from email_outbox where to_address = ${`+91${c.phonenumber}`}`,
    );
    expect(texts).toEqual([
      {
        channel: "sms",
        kind: "payment_link",
        body_text: expect.stringContaining(
          `for your order #${placed.orderId} here: ${placed.paymentLinkUrl}`,
        ),
      },
    ]);
  });

  it("paid: the signed webhook settles the order once, with its invoice, however often it comes", async () => {
    const { placed, link } = await linkOrder("TEA-006");
    const event = linkPaidEvent(link, "pay_LinkFake000001");
    // Razorpay also sends payment.captured naming the link's own order, which the shop never kept.
    const captured = { ...event, event: "payment.captured" };
    expect((await webhook(captured, "evt_captured_1")).status).toBe(200);
    expect((await orderRow(placed.orderId)).status).toBe("PENDING_PAYMENT");
    expect((await webhook(event, "evt_link_1")).status).toBe(200);
    expect((await webhook(event, "evt_link_1")).status).toBe(200);
    // A retry under another event id is still the same payment.
    expect((await webhook(event, "evt_link_2")).status).toBe(200);
    const o = await orderRow(placed.orderId);
    expect([o.status, o.payment_status]).toEqual(["PAID", "PAID"]);
    const credits = (await shop.transactions(placed.orderId)).filter((x) => x.status === "Credit");
    expect(credits).toEqual([
      { status: "Credit", provider_payment_id: "pay_LinkFake000001", amount_paise: placed.totalPaise },
    ]);
    expect(await invoicesOf(placed.orderId)).toBe(1);
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const { placed, link } = await linkOrder("TEA-007");
    const res = await webhook(linkPaidEvent(link, "pay_LinkFake000002"), "evt_forged", "not-the-secret");
    expect(res.status).toBe(400);
    expect((await orderRow(placed.orderId)).status).toBe("PENDING_PAYMENT");
    expect(await shop.transactions(placed.orderId)).toEqual([]);
  });

  it("unpaid after 24 hours: the order expires with it and its packs go back on the shelf", async () => {
    const { placed, pack } = await linkOrder("TEA-008");
    expect(await shop.stockOf(pack.priceId)).toBe(17);
    await shop.expire(placed.orderId);
    expect((await orderRow(placed.orderId)).status).toBe("EXPIRED");
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });

  it("that Razorpay cannot make cancels the order and gives its packs back", async () => {
    const { c, pack } = await caller("GRP-001");
    fake.state.failLinks = true;
    try {
      await expect(
        t.services.staffOrders.place(by(team.owner), orderFor(c, pack, 1, "link")),
      ).rejects.toThrow(/Payment could not be started/);
    } finally {
      fake.state.failLinks = false;
    }
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });
});

describe("a walk-in sale at the counter", () => {
  it("ends DELIVERED and paid in cash, with its tax invoice and its stock taken", async () => {
    const { c, pack } = await caller("GRP-002");
    const placed = await t.services.staffOrders.place(by(team.manager), counterSale(c, pack, 4, "cash"));
    const o = await orderRow(placed.orderId);
    expect(o).toMatchObject({ status: "DELIVERED", payment_status: "PAID", channel: "counter" });
    expect(await invoicesOf(placed.orderId)).toBe(1);
    expect(await shop.stockOf(pack.priceId)).toBe(16);
    expect((await shop.transactions(placed.orderId)).map((x) => [x.status, x.amount_paise])).toEqual([
      ["Credit", placed.totalPaise],
    ]);
    // No delivery at the counter: the total is the goods alone.
    const quote = await t.services.staffOrders.quote(by(team.manager), counterSale(c, pack, 1, "cash"));
    expect(quote.charges.deliveryPaise).toBe(0);
  });

  it("is paid in cash, never by a link", async () => {
    const { c, pack } = await caller("GRP-003");
    await expect(
      t.services.staffOrders.place(by(team.owner), counterSale(c, pack, 1, "link")),
    ).rejects.toThrow(/paid in cash now/);
  });
});

describe("a price changed by staff", () => {
  async function changed(member: TestStaff, reason: string | undefined, sku: string, price = 100) {
    const { c, pack } = await caller(sku);
    return {
      pack,
      place: () =>
        t.services.staffOrders.place(by(member), {
          customerId: c.userId,
          channel: "phone",
          lines: [{ packId: pack.priceId, qty: 1, unitPricePaise: price }],
          pay: "cod",
          addressId: c.addressId,
          priceReason: reason,
        }),
    };
  }

  it("by a packer is refused, whatever the reason", async () => {
    const { place } = await changed(team.packer, "I know them well", "FRT-004");
    await expect(place()).rejects.toThrow(/needs the owner or manager role/);
  });

  it("needs a reason", async () => {
    const { place, pack } = await changed(team.manager, "", "FRT-001");
    await expect(place()).rejects.toThrow(/Say why the price is changed/);
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });

  it("is refused above the pack's MRP", async () => {
    const { place } = await changed(team.owner, "loyal customer", "FRT-002", 99_999_999);
    await expect(place()).rejects.toThrow(/cannot be above its MRP/);
  });

  it("by an owner or manager is stored on the line, and the audit log keeps both prices and the reason", async () => {
    const { place } = await changed(team.owner, "Old customer, agreed on the phone", "FRT-003", 150);
    const placed = await place();
    const [line] = await queryRows<{ unit_final_paise: number; unit_mrp_paise: number }>(
      t.database.db,
      sql`select unit_final_paise, unit_mrp_paise from order_lines where order_id = ${placed.orderId}`,
    );
    expect(line.unit_final_paise).toBe(150);
    const audit = await auditOf(placed.orderId);
    const price = audit.find((a) => a.action === "price_change");
    expect(price).toMatchObject({ staff_id: team.owner.id, reason: "Old customer, agreed on the phone" });
    expect(price?.changes).toMatchObject({ unit_price_paise: { after: 150 } });
  });
});

describe("the back office's pages and lists", () => {
  const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
  const post = (cookie: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return new Request("http://shop.test/admin/orders/new", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  };
  const act = (request: Request) =>
    newOrderAction({ request, context: context(), params: {} } as unknown as Parameters<
      typeof newOrderAction
    >[0]);

  it("adds a caller the shop does not know (a name and a mobile, no email), audited, then finds them", async () => {
    const made = (await act(
      post(team.manager.cookie, {
        intent: "new-caller",
        name: "  Ramesh   Oraon ",
        phone: "+91 93300-55501",
      }),
    )) as Response;
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toBe("/admin/orders/new?phone=9330055501");
    const found = await t.services.staffOrders.find("9330055501");
    expect(found).toMatchObject({ name: "Ramesh Oraon", phone: "9330055501", email: null });
    const [audit] = await queryRows<{ action: string; staff_id: number }>(
      t.database.db,
      sql`select action, staff_id from audit_log where entity = 'customer' and entity_id = ${String(found?.id)}`,
    );
    expect(audit).toMatchObject({ action: "create", staff_id: team.manager.id });
    // The same number again, a name too short, and a packer: each refused with its sentence.
    const again = (await act(
      post(team.manager.cookie, { intent: "new-caller", name: "Another Name", phone: "9330055501" }),
    )) as {
      newCallerProblem: string;
    };
    expect(again.newCallerProblem).toBe("A customer already has this mobile number: find them by it.");
    const short = (await act(
      post(team.manager.cookie, { intent: "new-caller", name: "R", phone: "9330055502" }),
    )) as {
      newCallerProblem: string;
    };
    expect(short.newCallerProblem).toBe("Type the customer's name (3 to 200 letters).");
    expect(await t.services.staffOrders.find("9330055502")).toBeNull();
    const packer = await act(
      post(team.packer.cookie, { intent: "new-caller", name: "Sita Devi", phone: "9330055503" }),
    ).catch((e) => e);
    expect(packer.init?.status).toBe(403);
  });

  it("refuses a packer the page and its form with the sentence naming the roles that may", async () => {
    const request = new Request("http://shop.test/admin/orders/new", {
      headers: { cookie: team.packer.cookie },
    });
    const refused = await newOrderLoader({ request, context: context(), params: {} } as unknown as Parameters<
      typeof newOrderLoader
    >[0]).catch((e) => e);
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatch(/needs the owner or manager role/);
    const posted = await act(post(team.packer.cookie, { customer_id: "1", intent: "place" })).catch((e) => e);
    expect(posted.init?.status).toBe(403);
  });

  it("a manager's form works out the server's total, then places the order (a redirect to it)", async () => {
    const { c, pack } = await caller("VEG-001");
    const fields = {
      customer_id: String(c.userId),
      channel: "phone",
      line: String(pack.priceId),
      [`qty_${pack.priceId}`]: "2",
      address: String(c.addressId),
      pay: "cod",
    };
    const quoted = (await act(post(team.manager.cookie, { ...fields, intent: "quote" }))) as DraftAnswer;
    expect(quoted.quote?.total).toMatch(/^₹/);
    const placeFields = {
      ...fields,
      intent: "place",
      expected_total: String(quoted.quote?.totalPaise),
      attempt: quoted.quote?.attempt ?? "",
    };
    const placed = (await act(post(team.manager.cookie, placeFields))) as Response;
    expect(placed.status).toBe(302);
    const id = Number(/\/admin\/orders\/(\d+)\?placed=cod/.exec(placed.headers.get("location") ?? "")?.[1]);
    expect(await orderRow(id)).toMatchObject({
      status: "CONFIRMED",
      channel: "phone",
      placed_by: team.manager.id,
    });
    // The same form sent again (a double tap without scripts) is the same order, its stock taken once.
    const again = (await act(post(team.manager.cookie, placeFields))) as Response;
    expect(again.headers.get("location")).toBe(placed.headers.get("location"));
    expect(await shop.stockOf(pack.priceId)).toBe(18);

    // The list filters by channel; the accountant's CSV names the channel and who placed it.
    const list = await adminOrderList(t.services.adminOrders, adminOrderFilter({ channel: "phone" }), true);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r) => r.channel === "phone")).toBe(true);
    const web = await adminOrderList(t.services.adminOrders, adminOrderFilter({ channel: "web" }), true);
    expect(web.rows.map((r) => r.order_id)).not.toContain(id);
    const { csv } = await t.services.adminOrders.exportCsv(
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header.endsWith("channel,placed_by")).toBe(true);
    expect(rows.find((r) => r.startsWith(`${id},`))).toMatch(new RegExp(`,phone,${team.manager.name}$`));
  });

  it("says what is wrong with a quantity without placing anything", async () => {
    const { c, pack } = await caller("VEG-002");
    const answer = (await act(
      post(team.owner.cookie, {
        customer_id: String(c.userId),
        line: String(pack.priceId),
        [`qty_${pack.priceId}`]: "two",
        address: String(c.addressId),
        intent: "place",
      }),
    )) as { data: DraftAnswer; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors[`qty_${pack.priceId}`]).toBe("Type how many, from 1 to 9999.");
    expect(await shop.stockOf(pack.priceId)).toBe(20);
  });
});
