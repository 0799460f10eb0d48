import { useCallback, useMemo } from "react";
import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import type { CartLine } from "../../../lib/cart-types";
import { useToast } from "../ui/Toaster";

/**
 * − / + / delete on a cart line, used by the header's dropdown and the cart page. + needs the
 * pack in stock ('Product is out of stock'); − stops at 1; after a delete the server's
 * message is shown. `after` refreshes whatever shows the cart.
 */
export function useCartActions(after: () => void | Promise<void>) {
  const t = useT();
  const toast = useToast();
  const run = useCallback(
    async (path: string, body: object, announceSuccess: boolean) => {
      const answer = await callApi(path, body);
      if (answer.status !== 1 || announceSuccess)
        toast(answer.message, answer.status === 1 ? "success" : "error");
      await after();
    },
    [after, toast],
  );
  return useMemo(
    () => ({
      plus: (l: CartLine) =>
        l.stock !== "in_stock"
          ? toast(t.catalog.outOfStock, "error")
          : run(
              "/api/cart/add/v1/",
              { product_id: l.productId, product_price_id: l.productPriceId, qty: 1 },
              false,
            ),
      minus: (l: CartLine) =>
        l.qty <= 1
          ? undefined
          : run(
              "/api/cart/removeone/v1/",
              {
                product_id: l.productId,
                cart_id: l.id,
                // The original client sends the pack too; the server reads only cart_id.
                product_price_id: l.productPriceId,
                price_qty: String(l.packSize),
                price_unit_name: l.packUnit,
              },
              false,
            ),
      remove: (l: CartLine) => run("/api/cart/remove/v1/", { product_id: l.productId, cart_id: l.id }, true),
    }),
    [run, toast, t],
  );
}
