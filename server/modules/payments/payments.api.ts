import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { addressFields } from "../../../lib/validation/address";
import { id } from "../../../lib/validation/fields";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { customerFields, requireCustomer } from "../../http/customer";
import { fail, ok, readBody } from "../../http/envelope";
import { preReadBody } from "../../http/raw-body";
import type { AccountsService } from "../accounts/accounts.service";
import type { AddressesService } from "../addresses/addresses.service";
import type { CheckoutService, ShippingAddress } from "../orders/checkout.service";
import type { OrdersService } from "../orders/orders.service";
import { webhookEvents } from "../payments/payments.schema";
import { paymentSignature } from "./signature";

const requestBody = z.object({
  ...customerFields,
  address_id: id("Invalid address selected").optional(),
  promo_code: z.string().max(40).optional(),
  cart_id: z.array(id("cart_id must list cart item ids.")).max(500).optional(),
  // The spec's client sends the address fields too; they are used when no address_id is given.
  first_name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(20).optional(),
  street1: z.string().max(500).optional(),
  street2: z.string().max(500).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  pincode: z.string().max(10).optional(),
  total_amount: z.unknown().optional(), // never used for what is charged
});
const responseBody = z.object({
  ...customerFields,
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
  payment_request_id: z.string().max(100).optional(),
  payment_id: z.string().max(100).optional(),
  payment_status: z.string().max(20).optional(),
});
const listBody = z.object({ ...customerFields, limit: z.unknown().optional() });

export const paymentMessages = {
  success: "Payment successful. Thank you for your order!",
  invalidSignature: "Invalid payment signature",
  notPaid: "We have not received a payment for this order.",
  selectAddress: "Please select an address",
  invalidAddress: "Invalid address selected",
} as const;

/** Checkout, payment verification, the provider's webhook, orders and transactions. */
export function paymentsApi(deps: {
  checkout: CheckoutService;
  orders: OrdersService;
  addresses: AddressesService;
  accounts: AccountsService;
  db: Db;
}) {
  const { checkout, accounts } = deps;
  const api = new Hono<AppEnv>();

  api.post("/payment_request/v2/", async (c) => {
    const body = await readBody(c, requestBody);
    const customer = await requireCustomer(c, body, accounts);
    let address: ShippingAddress;
    if (body.address_id !== undefined) {
      const saved = await deps.addresses.get(customer.userid, body.address_id);
      if (!saved) throw invalidInput(paymentMessages.invalidAddress);
      address = saved;
    } else if (body.street1 || body.first_name) {
      const parsed = addressFields.safeParse({
        fullname: body.first_name,
        email: body.email,
        phone: body.phone,
        street1: body.street1,
        city: body.city,
        state: body.state,
        pincode: body.pincode,
      });
      if (!parsed.success) throw invalidInput(parsed.error.issues[0].message);
      const a = parsed.data;
      address = {
        fullName: a.fullname,
        email: a.email,
        mobile: a.phone,
        address1: a.street1,
        address2: body.street2 ?? "",
        city: a.city,
        state: a.state,
        pincode: a.pincode,
        landmark: a.landmark,
      };
    } else throw invalidInput(paymentMessages.selectAddress);
    const data = await checkout.placeOrder(customer.userid, {
      address,
      promoCode: body.promo_code,
      cartLineIds: body.cart_id,
    });
    return ok(c, data, "Order created. Please complete the payment.");
  });

  api.post("/payment_response/v1/", async (c) => {
    const body = await readBody(c, responseBody);
    const customer = await requireCustomer(c, body, accounts);
    // The status page's form: report what the server knows; the browser's payment_status is ignored.
    if (!body.razorpay_order_id && body.payment_request_id) {
      const order = await checkout.ownOrder(customer.userid, body.payment_request_id as string);
      const paid = ["PAID", "SHIPPED", "DELIVERED"].includes(order.status);
      return paid
        ? ok(c, { status: true, order_id: order.id }, paymentMessages.success)
        : c.json(
            { status: 0, message: paymentMessages.notPaid, data: { status: false, order_id: order.id } },
            200,
          );
    }
    if (!body.razorpay_order_id || !body.razorpay_payment_id || !body.razorpay_signature) {
      throw invalidInput("razorpay_order_id, razorpay_payment_id and razorpay_signature are required.");
    }
    const order = await checkout.ownOrder(customer.userid, body.razorpay_order_id as string);
    const valid = checkout.provider.paymentSignatureValid(
      order.providerOrderId as string,
      body.razorpay_payment_id,
      body.razorpay_signature,
    );
    if (!valid) {
      await checkout.recordFailure(
        order.providerOrderId as string,
        body.razorpay_payment_id,
        { source: "checkout" },
        false,
      );
      return c.json({ status: 0, message: paymentMessages.invalidSignature, data: { status: false } }, 400);
    }
    const settled = await checkout.settle(
      order.providerOrderId as string,
      body.razorpay_payment_id as string,
      {
        source: "checkout",
      },
    );
    return ok(c, { status: true, order_id: settled.id }, paymentMessages.success);
  });

  api.post("/payments/webhook/razorpay", async (c) => {
    const raw = preReadBody(c.env) ?? Buffer.from(await c.req.text());
    const signature = c.req.header("x-razorpay-signature") ?? "";
    if (!checkout.provider.webhookSignatureValid(raw, signature))
      return fail(c, 400, "Invalid webhook signature.");
    let event: {
      event?: string;
      payload?: {
        payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
        order?: { entity?: { id?: string } };
      };
    };
    try {
      event = JSON.parse(raw.toString("utf8"));
    } catch {
      return fail(c, 400, "The request body is not valid JSON.");
    }
    const eventId =
      c.req.header("x-razorpay-event-id") ?? paymentSignature("event", raw.toString("utf8"), "");
    const fresh = await deps.db
      .insert(webhookEvents)
      .values({
        provider: "razorpay",
        eventId,
        eventType: String(event.event ?? "unknown"),
        payload: event as object,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return ok(c, null, "Duplicate event ignored.");
    const payment = event.payload?.payment?.entity;
    const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if ((event.event === "payment.captured" || event.event === "order.paid") && orderId && payment?.id) {
      await checkout.settle(
        orderId,
        payment.id as string,
        { source: "webhook", event: event.event },
        payment.amount,
      );
    } else if (event.event === "payment.failed" && orderId) {
      await checkout.recordFailure(
        orderId,
        payment?.id ?? null,
        { source: "webhook", event: event.event },
        true,
      );
    }
    return ok(c, null, "Event processed.");
  });

  api.post("/order/lists/v1/", async (c) => {
    const customer = await requireCustomer(c, await readBody(c, listBody), accounts);
    return ok(c, await deps.orders.orderRows(customer.userid));
  });

  api.post("/transaction/lists/v1/", async (c) => {
    const customer = await requireCustomer(c, await readBody(c, listBody), accounts);
    return ok(c, await deps.orders.transactionRows(customer.userid));
  });

  return api;
}

/**
 * `POST /sandbox/pay`: plays the provider's checkout in sandbox mode. Success answers the ids
 * and a signature made exactly as Razorpay makes it; it settles nothing by itself.
 */
export function sandboxApi(keySecret: string) {
  const api = new Hono<AppEnv>();
  const body = z.object({
    order_id: z
      .string({ error: "order_id is required." })
      .regex(/^order_\w+$/, "order_id must be a sandbox order id."),
    outcome: z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure".' }),
  });
  api.post("/pay", async (c) => {
    const input = await readBody(c, body);
    if (input.outcome === "failure") {
      return c.json(
        { error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the sandbox (test mode)." } },
        200,
      );
    }
    const paymentId = `pay_${randomBytes(10).toString("hex").slice(0, 14)}`;
    return c.json({
      razorpay_order_id: input.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(keySecret, input.order_id, paymentId),
    });
  });
  return api;
}
