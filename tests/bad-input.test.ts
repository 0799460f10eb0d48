import { describe, expect, it } from "vitest";
import { hmacHex } from "../server/modules/payments/signature";
import { bodyWith, describedEndpoints, textFields } from "./helpers/api-shapes";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

describe("text with control characters, in every field of every endpoint", () => {
  it("a NUL in any text field of any endpoint is refused with 400 naming the field", async () => {
    const customer = await newCustomer(t);
    const owner = await newStaff(t, "owner");
    const endpoints = await describedEndpoints(t);
    expect(endpoints.length).toBeGreaterThan(30);
    let fields = 0;
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      for (const field of textFields(endpoint.body)) {
        const name = field.path.join(".");
        const body = { ...(endpoint.customer ? customer.auth : {}), ...bodyWith(field.path, "Ravi\u0000") };
        const res = await t.post(endpoint.path, body, endpoint.staff ? { cookie: owner.cookie } : {});
        fields++;
        const said = res.body.errors?.[name] ?? "";
        if (res.status !== 400 || !said.includes("must not contain control characters")) {
          wrong.push(`${endpoint.path} ${name}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Signup, login, profile, address, contact, search, lists, promo, payment, bulk order...
    expect(fields).toBeGreaterThan(60);
  });

  it("refuses other control characters too, and line breaks outside multi-line fields", async () => {
    const message = { first_name: "Ravi", last_name: "Kumar", email: "ravi@example.com", message: "Hi" };
    for (const bad of ["\u0007", "\u001b[2J", "\u007f", "\u0085", "\n", "\t"]) {
      const res = await t.post("/api/contact/v1/", { ...message, first_name: `Ravi${bad}` });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors).toEqual({ first_name: "first_name must not contain control characters." });
    }
    // The message is a textarea: its lines and tabs are kept; NUL is not.
    const lines = await t.post("/api/contact/v1/", { ...message, message: "Two lines\r\nand\ta tab" });
    expect(lines.status).toBe(200);
    const nul = await t.post("/api/contact/v1/", { ...message, message: "Hi\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe(
      "message must not contain control characters other than line breaks and tabs.",
    );
  });

  it("refuses control characters in field names and in fields the endpoint ignores", async () => {
    const res = await t.post("/api/products/search/v1/", { searchkey: "neem", "x\u0000": 1 });
    expect(res.status).toBe(400);
    const extra = await t.post("/api/products/search/v1/", { searchkey: "neem", note: ["\u0000"] });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ "note.0": "note.0 must not contain control characters." });
  });
});

describe("other client mistakes answer 400, never 500", () => {
  it("a bulk order's phone that is too long or not text", async () => {
    const customer = await newCustomer(t);
    const enquiry = {
      ...customer.auth,
      name: "Ravi Kumar",
      email: "ravi@example.com",
      products: [{ productId: 1, unit: { product_price_id: 1 }, quantity: 2 }],
    };
    const long = await t.post("/api/bulkorder/add/v1/", { ...enquiry, phone: "9".repeat(31) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.phone).toBe("Phone number is too long.");
    const number = await t.post("/api/bulkorder/add/v1/", { ...enquiry, phone: 9876543210 });
    expect(number.status).toBe(400);
    expect(number.body.errors?.phone).toBe("Phone number must be text.");
  });

  it("a session cookie that does not decode is ignored, as if there were none", async () => {
    const res = await t.app.request("/api/profile/details/v1/", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "sid=%E0%A4%A" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 0, message: "Please log in to continue." });
  });
});

describe("the payment webhook", () => {
  it("a correctly signed event holding NUL or control characters is refused with 400", async () => {
    // The sandbox's default webhook secret is public: anyone can sign sandbox events.
    const secret = "sandbox_webhook_secret_not_for_real_money";
    for (const raw of [
      JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: "pay_\u0000", order_id: "order_1" } } },
      }),
      JSON.stringify({
        event: "payment.failed",
        note: "\u0000",
        payload: { order: { entity: { id: "order_1" } } },
      }),
      JSON.stringify({ event: "payment.failed", payload: { order: { entity: { id: "order_\u001b1" } } } }),
    ]) {
      const res = await t.app.request("/api/payments/webhook/razorpay", {
        method: "POST",
        headers: { "content-type": "application/json", "x-razorpay-signature": hmacHex(secret, raw) },
        body: raw,
      });
      expect(res.status, raw).toBe(400);
      expect((await res.json()).message).toBe("The event holds control characters.");
    }
  });
});
