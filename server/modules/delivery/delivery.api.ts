import { z } from "zod";
import { type CheckoutQuoteWire, presentQuote } from "../../../lib/checkout-quote";
import { toRupeeString } from "../../../lib/money";
import { id, pincodeField } from "../../../lib/validation/fields";
import { invalidInput } from "../../domain-error";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import { say } from "../../http/language";
import type { AccountsService } from "../accounts";
import type { AddressesService } from "../addresses";
import { PAYMENT_METHODS } from "../orders";
import type { DeliveryService } from "./delivery.service";

const pincode = pincodeField;
const rupees = z.string().regex(/^\d+\.\d{2}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const pincodeCheckData = z.object({
  pincode: z.string(),
  served: z.boolean(),
  delivery_charge: rupees
    .nullable()
    .describe("For the pack alone (or any order, without a pack); null when not served."),
  deliver_by: day.nullable().describe("India's date the parcel should arrive by."),
  cod_available: z.boolean(),
  not_deliverable: z
    .string()
    .nullable()
    .describe(
      "Why the pack's product cannot be sent to the pincode's state (the shop's licences for regulated goods), in the request's language; null when it can.",
    ),
});

export const checkoutQuoteData = z.object({
  price: rupees,
  discount: rupees,
  coupon_savings: rupees,
  delivery_charge: rupees,
  cod_fee: rupees,
  total_amount: rupees,
  served: z.boolean(),
  /** Why the order cannot be placed as asked (a pincode not served, cash on delivery refused). */
  message: z.string().nullable(),
  cod_available: z.boolean(),
  cod_message: z.string().nullable(),
  cod_option_fee: rupees
    .nullable()
    .describe("The fee cash on delivery would add to this order; null where it is not offered."),
  deliver_by: day.nullable(),
}) satisfies z.ZodType<CheckoutQuoteWire>;

/** The product page's pincode check and the checkout's figures (docs/api.md, "Delivery"). */
export function deliveryApi(deps: {
  delivery: DeliveryService;
  addresses: AddressesService;
  accounts: AccountsService;
}) {
  const api = defineApi("Delivery");

  api.post(
    {
      path: "/delivery/check/v1/",
      summary: "Whether the shop delivers to a pincode, by when, and the delivery charge for one pack.",
      body: z.object({
        pincode,
        product_price_id: id("product_price_id must be a pack size's id.").optional(),
      }),
      data: pincodeCheckData,
    },
    async (c, body) => {
      const r = await deps.delivery.checkPincode(body.pincode, body.product_price_id);
      const not_deliverable = r.notCovered ? say(c, r.notCovered) : null;
      return {
        data: r.served
          ? {
              pincode: r.pincode,
              served: true,
              delivery_charge: toRupeeString(r.chargePaise),
              deliver_by: r.deliverBy,
              cod_available: r.codAvailable,
              not_deliverable,
            }
          : {
              pincode: r.pincode,
              served: false,
              delivery_charge: null,
              deliver_by: null,
              cod_available: false,
              not_deliverable,
            },
      };
    },
  );

  api.post(
    {
      path: "/checkout/quote/v1/",
      summary:
        "The checkout's figures for the cart sent to one of the customer's addresses: price, discounts, delivery charge, COD fee and the total, priced exactly as the order will be.",
      body: z.object({
        ...customerFields,
        address_id: id("Invalid address selected"),
        promo_code: z.string().max(40).optional(),
        cart_id: z.array(id("cart_id must list cart item ids.")).max(500).optional(),
        payment_method: z
          .enum(PAYMENT_METHODS, { error: 'payment_method must be "ONLINE" or "COD".' })
          .default("ONLINE"),
      }),
      data: checkoutQuoteData,
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, deps.accounts);
      const address = await deps.addresses.get(customer.userId, body.address_id);
      if (!address) throw invalidInput("Invalid address selected");
      const quote = await deps.delivery.quoteCheckout(customer.userId, {
        pincode: address.pincode,
        state: address.state,
        promoCode: body.promo_code,
        cartLineIds: body.cart_id,
        method: body.payment_method,
      });
      return { data: presentQuote(quote) };
    },
  );

  return api;
}
