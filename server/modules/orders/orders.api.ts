import { z } from "zod";
import { findState } from "../../../lib/india-states";
import { checkedAddress } from "../../../lib/validation/address";
import { id } from "../../../lib/validation/fields";
import { invalidInput } from "../../domain-error";
import type { CheckoutService } from "../../flows/place-order";
import { addressOf } from "../../http/client-ip";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import type { AddressesService } from "../addresses";
import { buyerOf, orderMessages } from "./order-messages";
import { PAYMENT_METHODS } from "./order-status";
import type { ShippingAddress } from "./order-types";
import {
  orderRowData,
  placedOrderData,
  presentOrderRows,
  presentPlacedOrder,
  presentTransactions,
  transactionRowData,
} from "./orders.present";
import type { OrdersService } from "./orders.service";

const requestBody = z.object({
  ...customerFields,
  address_id: id("Invalid address selected").optional(),
  promo_code: z.string().max(40).optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, { error: 'payment_method must be "ONLINE" or "COD".' })
    .default("ONLINE")
    .describe("Pay online through the provider (UPI, cards, net banking, wallets) or cash on delivery."),
  cart_id: z.array(id("cart_id must list cart item ids.")).max(500).optional(),
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/, "idempotency_key must be 8 to 100 letters, digits, - or _.")
    .optional()
    .describe(
      "One key per checkout (a UUID made when the checkout is shown): sent again, the same order and payment come back, never a second order. Optional for older clients.",
    ),
  // Older clients send the address fields too; they are used when no address_id is given.
  first_name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(20).optional(),
  street1: z.string().max(500).optional(),
  street2: z.string().max(500).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  pincode: z.string().max(10).optional(),
  total_amount: z.unknown().optional().describe("Ignored: the server prices the cart itself."),
  // "Claim GST input credit": a business buyer's GSTIN (checked by its check character) and name.
  buyer_gstin: z
    .string()
    .max(20)
    .optional()
    .describe("A business buyer's GSTIN, printed on the tax invoice."),
  buyer_legal_name: z.string().max(160).optional().describe("The name the buyer's GSTIN is registered to."),
});
const listBody = z.object({ ...customerFields, limit: z.unknown().optional() });

/** The address typed into the request itself, checked with the address form's rules. */
function typedAddress(body: z.output<typeof requestBody>): ShippingAddress {
  const parsed = checkedAddress.safeParse({
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
  return {
    fullName: a.fullname,
    email: a.email,
    mobile: a.phone,
    address1: a.street1,
    address2: body.street2 ?? "",
    city: a.city,
    state: findState(a.state)?.name ?? a.state,
    pincode: a.pincode,
    landmark: a.landmark,
  };
}

/** Placing an order, and the customer's order and transaction lists (docs/api.md). */
export function ordersApi(deps: {
  checkout: CheckoutService;
  orders: OrdersService;
  addresses: AddressesService;
  accounts: AccountsService;
}) {
  const { checkout, accounts } = deps;
  const api = defineApi("Orders");

  api.post(
    {
      path: "/payment_request/v2/",
      summary: "Places an order for the cart (or the listed cart lines) and starts its payment.",
      description:
        'Prices the cart from the catalogue, re-checks the promo code, adds the delivery charge (and for cash on delivery the COD fee) by the owner\'s rules, holds the stock for 30 minutes and asks the payment provider for an order. With `payment_method: "COD"` no provider is asked: the order is confirmed at once, its stock taken, and the cash is collected on delivery. A pincode the shop does not serve, or cash on delivery where its rules say no, is refused with status 0 and the reason.',
      body: requestBody,
      data: placedOrderData,
      errors: ["conflict", "unavailable"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const buyer = buyerOf(body);
      let address: ShippingAddress;
      if (body.address_id !== undefined) {
        const saved = await deps.addresses.get(customer.userId, body.address_id);
        if (!saved) throw invalidInput(orderMessages.invalidAddress);
        address = saved;
      } else if (body.street1 || body.first_name) {
        address = typedAddress(body);
      } else throw invalidInput(orderMessages.selectAddress);
      const placed = await checkout.placeOrder(customer.userId, {
        address,
        promoCode: body.promo_code,
        cartLineIds: body.cart_id,
        buyer,
        method: body.payment_method,
        lang: c.get("lang"),
        idempotencyKey: body.idempotency_key,
        clientAddress: addressOf(c),
      });
      const message = placed.method === "COD" ? orderMessages.confirmed : orderMessages.created;
      return { data: presentPlacedOrder(placed), message };
    },
  );

  api.post(
    {
      path: "/order/lists/v1/",
      summary: "The customer's orders, one row per product, newest first.",
      body: listBody,
      data: z.array(orderRowData),
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      return { data: presentOrderRows(await deps.orders.list(customer.userId)) };
    },
  );

  api.post(
    {
      path: "/transaction/lists/v1/",
      summary: "The customer's payment transactions, newest first.",
      body: listBody,
      data: z.array(transactionRowData),
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      return { data: presentTransactions(await deps.orders.transactions(customer.userId)) };
    },
  );

  return api;
}
