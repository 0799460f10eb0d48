import { gstinMessages, gstinProblem } from "../../../lib/gstin";
import { invalidInput } from "../../domain-error";

/** What placing and cancelling an order say to the customer (the API and the pages alike). */
export const orderMessages = {
  created: "Order created. Please complete the payment.",
  confirmed: "Order placed. Please keep the cash ready on delivery.",
  selectAddress: "Please select an address",
  invalidAddress: "Invalid address selected",
  alreadyPaid: (id: number) => `Order #${id} is already paid: see it in My Orders.`,
  cannotPayNow: (id: number) => `Order #${id} is not waiting for a payment.`,
  holdOver: (id: number) =>
    `Order #${id} can no longer be paid: its 30 minutes have passed. Place it again from your cart.`,
} as const;

export const orderDetailsMessages = {
  cancelled: "Your order has been cancelled. The refund is on its way.",
  cancelledUnpaid: "Your order has been cancelled. Nothing was paid, so nothing is owed.",
} as const;

/** A business buyer's GSTIN and name as sent, or none; a wrong GSTIN is refused on its field. */
export function buyerOf(body: { buyer_gstin?: string; buyer_legal_name?: string }) {
  const gstin = (body.buyer_gstin ?? "").trim().toUpperCase();
  if (!gstin) return undefined;
  const problem = gstinProblem(gstin);
  if (problem) throw invalidInput(gstinMessages[problem], { buyer_gstin: gstinMessages[problem] });
  return { gstin, legalName: body.buyer_legal_name?.trim() || null };
}
