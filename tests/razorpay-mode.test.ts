import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { testAppForFile } from "./helpers/app";

const razorpayEnv = {
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_abc123",
  RAZORPAY_KEY_SECRET: "secret_123456",
  RAZORPAY_WEBHOOK_SECRET: "whsec_7654321",
};

const t = testAppForFile(razorpayEnv);

describe("PAYMENT_PROVIDER=razorpay", () => {
  it("needs its three variables, each named when missing", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(
      "RAZORPAY_KEY_ID must be set when PAYMENT_PROVIDER is razorpay.",
    );
    expect(() => loadConfig({ ...razorpayEnv, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET must be set/,
    );
    expect(() => loadConfig({ ...razorpayEnv, RAZORPAY_KEY_ID: "abc" })).toThrow(
      /RAZORPAY_KEY_ID must look like rzp_test_/,
    );
  });

  it("has no sandbox, and lets pages load Razorpay's checkout", async () => {
    const sandbox = await t.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: "order_x", outcome: "success" }),
    });
    expect(sandbox.status).toBe(404);
    const page = await t.app.request("/healthz");
    expect(page.headers.get("content-security-policy")).toContain("https://checkout.razorpay.com");
  });
});
