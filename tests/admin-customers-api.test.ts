import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/** Customers in the back office (/api/admin/v1/customers/…): search, their page, disabling. */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
const shop = shopHelpers(() => t);
const from = { "x-forwarded-for": "203.0.113.200" };
const login = (email: string, password = "green-fields-42") =>
  t.post("/api/login/v1/", { email, password }, from);
const profile = (c: { auth: object }) => t.post("/api/profile/details/v1/", c.auth);

describe("finding customers", () => {
  it("searches by name, email, phone or #number, newest first, with their order counts", async () => {
    const { c, orderId } = await shop.paidOrder("GRP-001");
    const other = await newCustomer(t);
    const byEmail = await adminPost(t, team.manager.cookie, "/customers/list", { q: c.email.toUpperCase() });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ total: 1, page: 1, page_count: 1 });
    expect(byEmail.body.data.rows[0]).toMatchObject({
      customer_id: c.userId,
      fullname: c.fullname,
      email: c.email,
      phone: c.phonenumber,
      disabled_at: null,
      orders: 1,
    });
    const byPhone = await adminPost(t, team.manager.cookie, "/customers/list", { q: `+91 ${c.phonenumber}` });
    expect(byPhone.body.data.rows.map((r: { customer_id: number }) => r.customer_id)).toEqual([c.userId]);
    const byName = await adminPost(t, team.owner.cookie, "/customers/list", { q: c.fullname });
    expect(byName.body.data.rows[0].customer_id).toBe(c.userId);
    const byNumber = await adminPost(t, team.owner.cookie, "/customers/list", { q: `#${other.userId}` });
    expect(byNumber.body.data.rows.map((r: { customer_id: number }) => r.customer_id)).toEqual([
      other.userId,
    ]);
    const all = await adminPost(t, team.owner.cookie, "/customers/list", {});
    expect(all.body.data.rows[0].customer_id).toBe(other.userId);
    expect(all.body.data.rows[0].orders).toBe(0);
    const none = await adminPost(t, team.owner.cookie, "/customers/list", { q: "100%_nobody" });
    expect(none.body.data).toEqual({ rows: [], total: 0, page: 1, page_count: 1 });
    expect(orderId).toBeGreaterThan(0);
  });

  it("shows a customer's page: orders, addresses, bulk enquiries and contact messages", async () => {
    const { c, orderId, pack } = await shop.paidOrder("GRP-002");
    const sent = await t.post("/api/bulkorder/add/v1/", {
      ...c.auth,
      name: c.fullname,
      email: c.email,
      phone: "",
      products: [{ productId: pack.productId, unit: { product_price_id: pack.priceId }, quantity: 50 }],
    });
    await t.post(
      "/api/contact/v1/",
      {
        first_name: "Test",
        last_name: "Customer",
        email: c.email.toUpperCase(),
        message: "Where is my parcel?",
      },
      { "x-forwarded-for": "192.0.2.77" },
    );
    const page = await adminPost(t, team.manager.cookie, "/customers/get", { customer_id: c.userId });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      customer_id: c.userId,
      email: c.email,
      orders: 1,
      recent_orders: [
        { order_id: orderId, order_status: "PAID", payment_status: "PAID", total: expect.any(String) },
      ],
      addresses: [{ city: "Siliguri", pincode: "734001", is_primary: "1" }],
      enquiries: [{ enquiry_id: sent.body.data.enquiry_id, status: "new", items: 1 }],
      messages: [{ status: "new", message: "Where is my parcel?" }],
    });
    expect(await adminPost(t, team.manager.cookie, "/customers/get", { customer_id: 999_999 })).toEqual({
      status: 404,
      body: { status: 0, message: "This customer was not found." },
    });
  });

  it("refuses bad input with a clear message", async () => {
    const bad = await adminPost(t, team.manager.cookie, "/customers/list", {
      state: "banned",
      page: -1,
      q: 5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      state: "Choose all, active or disabled.",
      page: "The page must be a whole number from 1.",
    });
    expect(bad.body.errors?.q).toBeTruthy();
    const noId = await adminPost(t, team.manager.cookie, "/customers/disable", { customer_id: "me" });
    expect(noId.body.errors).toEqual({ customer_id: "customer_id must be a customer number." });
    const longReason = await adminPost(t, team.manager.cookie, "/customers/disable", {
      customer_id: 1,
      reason: "x".repeat(501),
    });
    expect(longReason.body.errors).toEqual({ reason: "Must be at most 500 characters." });
  });
});

describe("disabling an account", () => {
  it("ends the customer's sessions at once, refuses sign-in with a clear message and keeps the orders; enabling lets them in again", async () => {
    const { c, orderId } = await shop.paidOrder("GRP-003");
    const second = (await login(c.email)).body.data.session_key as string;
    expect((await profile(c)).status).toBe(200);

    const disabled = await adminPost(t, team.manager.cookie, "/customers/disable", {
      customer_id: c.userId,
      reason: "Chargeback fraud",
    });
    expect(disabled.body).toMatchObject({
      status: 1,
      message: `${c.fullname}'s account is disabled; 2 sessions ended.`,
      data: { customer_id: c.userId, disabled_at: expect.any(String), orders: 1 },
    });
    // Both sessions, cookie or key, stop working at once.
    expect((await profile(c)).status).toBe(401);
    expect((await t.post("/api/profile/details/v1/", { user_id: c.userId, sessionkey: second })).status).toBe(
      401,
    );
    expect((await t.post("/api/cart/lists/v1/", c.auth)).status).toBe(401);
    // The right password is refused with the reason; a wrong one says only that it is wrong.
    const refused = await login(c.email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "This account has been disabled by the shop, so you cannot log in. Please contact us through the Contact Us page if you think this is a mistake.",
    );
    expect((await login(c.phonenumber)).status).toBe(403);
    expect((await login(c.email, "wrong-password-1")).body.message).toBe("Invalid email/phone or password");
    // No reset link goes to a disabled account.
    const before = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, c.email));
    await t.post("/api/password/forgot/v1/", { email: c.email }, from);
    const after = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, c.email));
    expect(after.length).toBe(before.length);
    // The orders are kept, and staff still see them.
    expect((await shop.orderState(orderId)).status).toBe("PAID");
    expect((await adminPost(t, team.manager.cookie, "/orders/get", { order_id: orderId })).status).toBe(200);
    const listed = await adminPost(t, team.manager.cookie, "/customers/list", {
      state: "disabled",
      q: c.email,
    });
    expect(listed.body.data.rows.map((r: { customer_id: number }) => r.customer_id)).toEqual([c.userId]);
    expect(
      (await adminPost(t, team.manager.cookie, "/customers/list", { state: "active", q: c.email })).body.data
        .total,
    ).toBe(0);

    const twice = await adminPost(t, team.manager.cookie, "/customers/disable", { customer_id: c.userId });
    expect(twice).toEqual({
      status: 409,
      body: { status: 0, message: `${c.fullname}'s account is already disabled.` },
    });

    const enabled = await adminPost(t, team.owner.cookie, "/customers/enable", { customer_id: c.userId });
    expect(enabled.body).toMatchObject({
      status: 1,
      message: `${c.fullname} can sign in again.`,
      data: { disabled_at: null },
    });
    expect((await login(c.email)).status).toBe(200);
    expect(
      (await adminPost(t, team.owner.cookie, "/customers/enable", { customer_id: c.userId })).status,
    ).toBe(409);

    const audit = await queryRows<{ action: string; actor: string; reason: string | null; staff_id: number }>(
      t.database.db,
      sql`select action, actor, reason, staff_id from audit_log where entity = 'customer' and entity_id = ${String(c.userId)} order by id`,
    );
    expect(audit).toEqual([
      { action: "disable", actor: team.manager.name, reason: "Chargeback fraud", staff_id: team.manager.id },
      { action: "enable", actor: team.owner.name, reason: null, staff_id: team.owner.id },
    ]);
  });
});

describe("roles", () => {
  it("refuses packers (403) and anyone without a staff session (401) on every customer endpoint", async () => {
    const c = await newCustomer(t);
    const calls: [string, object][] = [
      ["/customers/list", {}],
      ["/customers/get", { customer_id: c.userId }],
      ["/customers/disable", { customer_id: c.userId }],
      ["/customers/enable", { customer_id: c.userId }],
    ];
    for (const [path, body] of calls) {
      const res = await adminPost(t, team.packer.cookie, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toContain("it needs the owner or manager role");
      expect((await t.post(`/api/admin/v1${path}`, { ...body, ...c.auth })).status, path).toBe(401);
    }
    expect((await profile(c)).status).toBe(200);
  });
});
