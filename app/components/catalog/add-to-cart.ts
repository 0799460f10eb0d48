import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/i18n/i18n";
import { type AddRequest, useCustomer } from "../account/customer";
import { useToast } from "../ui/Toaster";

/**
 * Add to cart (docs/storefront.md, "Adding to the cart"): a guest goes to /login/product/{id};
 * an unavailable product gives 'Product is out of stock'; a customer's add calls the cart API.
 */
export function useAddToCart() {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const customer = useCustomer();
  return useCallback(
    async (req: AddRequest, outOfStockMessage: string = t.catalog.outOfStock) => {
      if (!customer) {
        navigate(`/login/product/${req.productId}`);
        return false;
      }
      if (!req.inStock) {
        toast(outOfStockMessage, "error");
        return false;
      }
      return customer.addToCart(req);
    },
    [customer, navigate, toast, t],
  );
}
