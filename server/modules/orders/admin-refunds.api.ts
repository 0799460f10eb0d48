import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { refundAsk, refundBody } from "../../../lib/validation/refunds";
import type { RefundPart } from "../../flows/refund-part";
import { defineAdminApi } from "../../http/admin-api";
import type { SessionStaff, StaffSessions } from "../staff";
import { adminOrderWire, presentAdminOrder, refundLinesWire } from "./admin-orders.present";
import type { AdminOrdersService } from "./admin-orders.service";
import { orderStepMessages as says } from "./order-step-messages";

const refundPreviewWire = z.object({
  amount: z.string().describe("What the refund returns, in rupees."),
  refundable: z.string().describe("What was left to refund before it."),
  lines: refundLinesWire(z.string()),
});

/**
 * Part refunds from the back office (docs/decisions/0032-refunds.md): what one would return (the
 * amount the question names) and making it, with its credit note. Money: owners and managers.
 */
export function adminRefundsApi(deps: {
  sessions: StaffSessions;
  adminOrders: AdminOrdersService;
  refundPart: RefundPart;
}) {
  const { adminOrders, refundPart } = deps;
  const api = defineAdminApi("Orders", deps.sessions);
  const by = (me: SessionStaff) => ({ staffId: me.id, name: me.name });
  const one = async (orderId: number, me: SessionStaff) =>
    presentAdminOrder(await adminOrders.get(orderId), me.role);

  api.post(
    {
      path: "/orders/refund-preview",
      summary:
        "What a part refund would return (lines and quantities, or an amount), without making it: the amount the confirming question names.",
      permission: "payments",
      body: refundBody,
      data: refundPreviewWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body) => {
      const plan = await refundPart.preview(body.order_id, refundAsk(body));
      return {
        data: {
          amount: toRupeeString(plan.amountPaise),
          refundable: toRupeeString(plan.leftPaise),
          lines: plan.lines.map((l) => ({
            line_id: l.orderLineId,
            product_name: l.productName,
            pack: l.pack,
            qty: l.qty,
            amount: toRupeeString(l.amountPaise),
          })),
        },
        message: says.refundQuestion(plan.amountPaise),
      };
    },
  );

  api.post(
    {
      path: "/orders/refund",
      summary:
        "Refunds part of a paid order through the provider (lines and quantities at what was charged, or an amount) with a reason the customer reads; a credit note of exactly that part; the lines' stock back when `restock`.",
      description:
        "Never more than what is left of what was paid: two refunds at once are decided one after the other. With `expected_amount` (the amount the question named) a refund that no longer comes to it is refused (409).",
      permission: "payments",
      body: refundBody,
      data: adminOrderWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const paise = await refundPart.refund(body.order_id, by(me), refundAsk(body));
      return { data: await one(body.order_id, me), message: says.refunded(body.order_id, paise) };
    },
  );

  return api;
}
