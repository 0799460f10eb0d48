import type { PlacedOrder } from "../../../server/modules/orders";
import type { PlacedWire } from "./checkout-answers";

/** The order placed (or opened again), as the page's scripts get it to open the payment. */
export function placedWire(placed: PlacedOrder): PlacedWire {
  return placed.method === "COD"
    ? { method: "COD", orderId: placed.orderId, amount: placed.amountPaise }
    : {
        method: "ONLINE",
        orderId: placed.orderId,
        amount: placed.amountPaise,
        providerOrderId: placed.providerOrderId,
        key: placed.providerKeyId,
      };
}

/** Where a payment goes on without the page's scripts: the sandbox's own page, or the order's. */
export const placedPath = (placed: PlacedOrder) =>
  placed.method === "COD"
    ? `/order/${placed.orderId}?placed=1`
    : `/payment-sandbox/${encodeURIComponent(placed.providerOrderId)}`;
