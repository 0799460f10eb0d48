import { asc, isNull, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { type DigestPolicy, sendDueDigest } from "../server/modules/notifications/digest";
import { recordNotice } from "../server/modules/notifications/notices";
import { staffNotices } from "../server/modules/notifications/notifications.schema";
import { dispatchOutbox, smtpMailer } from "../server/modules/outbox/outbox.service";
import { createTestApp, type TestApp } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { type RazorpayFake, razorpayEnv, signedPayment, startRazorpayFake } from "./helpers/razorpay-fake";
import { shopHelpers } from "./helpers/shop";
import { startSmtpServer } from "./helpers/smtp";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * The staff are told (issue "Back office, part 2"): a new order (paid, or cash on delivery), a bulk enquiry, a
 * contact message and a refund the provider refused are gathered into digest emails to the
 * shop's orders address, through the outbox, to a real SMTP server; one email for many
 * notices in a window, and nothing twice however many runners work at once.
 */
const keyId = "rzp_test_digest1";
const keySecret = "secret_digest_1";
const ORDERS_EMAIL = "orders@dooars-agro.example";
let fake: RazorpayFake;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const shop = shopHelpers(() => t);
const silent = pino({ level: "silent" });
const mailShop = { shopName: "Dooars Agro", publicUrl: "https://shop.example" };

beforeAll(async () => {
  fake = await startRazorpayFake(keyId, keySecret);
  smtp = await startSmtpServer();
  t = await createTestApp(razorpayEnv(fake, { keyId, keySecret, webhookSecret: "whsec_digest" }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await smtp?.close();
});

/** Sends the digest if due, with this policy, to the orders address the owner saved. */
const digest = (policy: DigestPolicy) =>
  sendDueDigest(t.database.db, { to: t.services.settings.ordersEmail, shop: mailShop, policy });
/** Everything the outbox holds, sent to the test SMTP server; the digests it received. */
async function deliver() {
  const mailer = await smtpMailer(smtp.url);
  while ((await dispatchOutbox(t.database.db, { mailer, from: "shop@example.com", logger: silent })) > 0) {}
  return smtp.received.filter((m) => /^To: .*orders@dooars-agro\.example/m.test(m));
}
/** The Subject header, unfolded (long headers continue on lines that start with a space). */
const subjectOf = (m: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m
    .exec(m)?.[1]
    ?.replace(/\r?\n(?=[ \t])/g, "")
    .trim();
/** The message with its quoted-printable parts decoded (soft line breaks, =XX bytes as UTF-8). */
const bodyOf = (m: string) =>
  Buffer.from(
    m
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
const now: DigestPolicy = { gatherMs: 0, windowMs: 60 * 60_000, maxListed: 50 };

async function paidOrder(sku: string, paymentId: string) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 10);
  const c = await shop.shopper(pack);
  const order = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body.data;
  const paid = await t.post("/api/payment_response/v1/", {
    ...c.auth,
    ...signedPayment(keySecret, order.id, paymentId),
  });
  expect(paid.body.status).toBe(1);
  return { c, orderId: order.order_id as number };
}

describe("the orders email", () => {
  it("is a shop setting: the owner saves it (checked), the storefront never sees it", async () => {
    const owner = await newStaff(t, "owner");
    const current = (await adminPost(t, owner.cookie, "/settings/get")).body.data.identity;
    expect(current.orders_email).toBe("");
    // Unset, notices go to the business email.
    expect(await t.services.settings.ordersEmail()).toBe(current.email);
    const { updated_at, ...identity } = current;
    const bad = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      orders_email: "orders at shop",
      expected_updated_at: updated_at ?? "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ orders_email: "Enter a valid email address, or leave it empty." });
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      orders_email: ORDERS_EMAIL,
      expected_updated_at: updated_at ?? "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.identity.orders_email).toBe(ORDERS_EMAIL);
    expect(await t.services.settings.ordersEmail()).toBe(ORDERS_EMAIL);
    expect(JSON.stringify(await t.services.settings.business())).not.toContain(ORDERS_EMAIL);
  });
});

describe("the staff's digest", () => {
  it("gathers new orders, a failed refund, an enquiry and messages into one email, and waits out the window", async () => {
    const orders = [
      await paidOrder("TEA-001", "pay_D000000000001"),
      await paidOrder("TEA-002", "pay_D000000000002"),
      await paidOrder("TEA-003", "pay_D000000000003"),
    ];
    // The customer cancels the third; the provider refuses the refund, then again on the retry.
    fake.state.failRefunds = true;
    try {
      const { c, orderId } = orders[2];
      expect((await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId })).status).toBe(200);
      expect(await t.services.payments.retryRefunds()).toBe(0);
    } finally {
      fake.state.failRefunds = false;
    }
    const buyer = await newCustomer(t);
    const pack = await shop.pack("TEA-001");
    const enquiry = await t.post("/api/bulkorder/add/v1/", {
      ...buyer.auth,
      name: "Bagan Traders",
      email: "buyer@bagan.example",
      phone: "9800011111",
      products: [{ productId: pack.productId, unit: { product_price_id: pack.priceId }, quantity: 200 }],
    });
    expect(enquiry.body.status).toBe(1);
    for (const [i, message] of ["Do you deliver to Kalimpong?", "Is <b>neem cake</b> back?"].entries()) {
      const sent = await t.post(
        "/api/contact/v1/",
        { first_name: "Mina", last_name: `Rai ${i}`, email: `mina${i}@example.com`, message },
        { "x-forwarded-for": `198.51.100.${40 + i}` },
      );
      expect(sent.status).toBe(200);
    }

    expect(await digest(now)).toBe(7);
    const [email] = await deliver();
    expect(await deliver()).toHaveLength(1);
    expect(subjectOf(email)).toBe(
      "Dooars Agro: 1 failed refund, 3 new orders, 1 bulk enquiry, 2 contact messages",
    );
    const body = bodyOf(email);
    for (const { orderId } of orders) expect(body).toContain(`https://shop.example/admin/orders/${orderId}`);
    expect(body).toMatch(new RegExp(`#${orders[0].orderId} · ₹[\\d,.]+ paid online · Ravi Kumar, Siliguri`));
    expect(body).toMatch(
      new RegExp(`Order #${orders[2].orderId} · ₹[\\d,.]+ to refund · the provider said: `),
    );
    expect(body).toContain(`https://shop.example/admin/enquiries/${enquiry.body.data.enquiry_id}`);
    expect(body).toContain("Bagan Traders · buyer@bagan.example, 9800011111 · 1 product");
    expect(body).toContain("Mina Rai 0 <mina0@example.com>: Do you deliver to Kalimpong?");
    // Customers' words are escaped in the HTML part, never markup.
    expect(body).toContain("&lt;b&gt;neem cake&lt;/b&gt;");
    expect(body).not.toContain("<b>neem cake</b></a>");

    // Inside the hour after that email, news waits, however much of it…
    await paidOrder("TEA-004", "pay_D000000000004");
    await paidOrder("GRP-001", "pay_D000000000005");
    expect(await digest(now)).toBe(0);
    expect(await deliver()).toHaveLength(1);
    // …and goes in one email once the hour is over (the last email moved an hour back).
    await t.database.db.execute(sql`update staff_notices set sent_at = sent_at - interval '61 minutes'`);
    expect(await digest(now)).toBe(2);
    const all = await deliver();
    expect(all).toHaveLength(2);
    expect(subjectOf(all[1])).toBe("Dooars Agro: 2 new orders");
  });

  it("after a quiet hour, gives the first notice a moment for what comes with it", async () => {
    await t.database.db.execute(sql`update staff_notices set sent_at = sent_at - interval '2 hours'`);
    const policy: DigestPolicy = { gatherMs: 30_000, windowMs: 60 * 60_000, maxListed: 50 };
    await recordNotice(t.database.db, { kind: "contact-message", refId: 800_001, summary: "First" });
    expect(await digest(policy)).toBe(0);
    await recordNotice(t.database.db, { kind: "contact-message", refId: 800_002, summary: "Second" });
    await t.database.db.execute(
      sql`update staff_notices set created_at = created_at - interval '31 seconds' where ref_id = 800001`,
    );
    expect(await digest(policy)).toBe(2);
    const sent = await deliver();
    expect(subjectOf(sent.at(-1) as string)).toBe("Dooars Agro: 2 contact messages");
  });

  it("sends each notice in exactly one email when two runners race, and each email once", async () => {
    await t.database.db.execute(sql`update staff_notices set sent_at = sent_at - interval '2 hours'`);
    const before = (await deliver()).length;
    const mailer = await smtpMailer(smtp.url);
    // Two runners, as two processes run the job: each round both send what is due and dispatch.
    const runner = async () => {
      let told = 0;
      for (let round = 0; round < 4; round++) {
        told += await digest({ gatherMs: 0, windowMs: 0, maxListed: 50 });
        await dispatchOutbox(t.database.db, { mailer, from: "shop@example.com", logger: silent });
      }
      return told;
    };
    const notices = Array.from({ length: 12 }, (_, i) =>
      recordNotice(t.database.db, { kind: "contact-message", refId: 700_000 + i, summary: `Race ${i}` }),
    );
    const [a, b] = await Promise.all([runner(), runner(), ...notices]);
    expect((a as number) + (b as number)).toBe(12);
    while ((await dispatchOutbox(t.database.db, { mailer, from: "shop@example.com", logger: silent })) > 0) {}

    const raced = await t.database.db
      .select()
      .from(staffNotices)
      .where(sql`${staffNotices.refId} >= 700000 and ${staffNotices.refId} < 700012`)
      .orderBy(asc(staffNotices.id));
    expect(raced).toHaveLength(12);
    expect(raced.every((n) => n.sentAt && n.emailId)).toBe(true);
    const emailIds = [...new Set(raced.map((n) => n.emailId))];
    const received = (await deliver()).slice(before);
    // One email per digest, each received once, and every notice in one of them.
    expect(received).toHaveLength(emailIds.length);
    const lines = received.flatMap((m) => [...bodyOf(m).matchAll(/^- (Race \d+) \(/gm)].map((x) => x[1]));
    expect(lines.sort()).toEqual(raced.map((n) => n.summary).sort());
    const statuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from email_outbox where kind = 'staff-digest'`,
    );
    expect(statuses.every((s) => s.status === "SENT")).toBe(true);
    expect(await t.database.db.select().from(staffNotices).where(isNull(staffNotices.sentAt))).toEqual([]);
  });
});
