import { z } from "zod";
import { addressFields } from "../../../lib/validation/address";
import { id } from "../../../lib/validation/fields";
import { invalidInput } from "../../domain-error";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts/accounts.service";
import type { AddressesService } from "../addresses/addresses.service";
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
import type { CheckoutService } from "./place-order.service";

const requestBody = z.object({
  ...customerFields,
  address_id: id("Invalid address selected").optional(),
  promo_code: z.string().max(40).optional(),
  cart_id: z.array(id("cart_id must list cart item ids.")).max(500).optional(),
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
});
const listBody = z.object({ ...customerFields, limit: z.unknown().optional() });

export const orderMessages = {
  created: "Order created. Please complete the payment.",
  selectAddress: "Please select an address",
  invalidAddress: "Invalid address selected",
} as const;

/** The address typed into the request itself, checked with the address form's rules. */
function typedAddress(body: z.output<typeof requestBody>): ShippingAddress {
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
  return {
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
        "Prices the cart from the catalogue, re-checks the promo code, holds the stock for 30 minutes and asks the payment provider for an order.",
      body: requestBody,
      data: placedOrderData,
      errors: ["conflict", "unavailable"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
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
      });
      return { data: presentPlacedOrder(placed), message: orderMessages.created };
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
