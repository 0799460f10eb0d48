import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import type { CancelOrder } from "../../flows/cancel-order";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import { movableFrom } from "./order-actions";
import { orderDetailsData, presentOrderDetails } from "./order-details.present";
import { orderDetailsMessages } from "./order-messages";
import type { OrdersService } from "./orders.service";

const orderBody = z.object({ ...customerFields, order_id: id("order_id must be an order number.") });

/** One order of the signed-in customer, and cancelling it while it is still PAID (docs/api.md). */
export function orderDetailsApi(deps: {
  orders: OrdersService;
  cancelOrder: CancelOrder;
  accounts: AccountsService;
}) {
  const api = defineApi("Orders");

  api.post(
    {
      path: "/order/details/v1/",
      summary:
        "One of the customer's orders: lines, address, amounts, payments and refunds, timeline, shipment.",
      description: "Another customer's order, or one that does not exist, answers 404 alike.",
      body: orderBody,
      data: orderDetailsData,
      errors: ["not_found"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, deps.accounts);
      return { data: presentOrderDetails(await deps.orders.details(customer.userId, body.order_id)) };
    },
  );

  api.post(
    {
      path: "/order/cancel/v1/",
      summary:
        "Cancels the customer's order while it awaits its payment, is PAID or is CONFIRMED (cash on delivery): the stock goes back and a payment made is refunded in full.",
      description:
        "Once packed the customer can no longer cancel it here (409). The refund goes through the payment provider after the cancellation is saved; if the provider refuses, the order stays cancelled with its refund due and the shop tries again.",
      body: orderBody,
      data: orderDetailsData,
      errors: ["not_found", "conflict"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, deps.accounts);
      const before = await deps.orders.find(customer.userId, body.order_id);
      await deps.cancelOrder(
        body.order_id,
        { kind: "customer", id: customer.userId },
        "cancelled by the customer",
        { ownerId: customer.userId, from: movableFrom("cancel", "customer") },
      );
      return {
        data: presentOrderDetails(await deps.orders.details(customer.userId, body.order_id)),
        message:
          before?.status === "PENDING_PAYMENT"
            ? orderDetailsMessages.cancelledUnpaid
            : orderDetailsMessages.cancelled,
      };
    },
  );

  return api;
}
