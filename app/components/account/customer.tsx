import { createContext, useContext } from "react";

/** Packs of a product to add from a script (Frequently Bought Together). */
export interface AddRequest {
  productId: number;
  productPriceId: number;
  qty: number;
  inStock: boolean;
  name: string;
}

/**
 * The signed-in customer as the page knows it (from the session cookie, through the root
 * loader); null for a guest. State and actions only: the header draws its own buttons.
 */
export interface Customer {
  userId: number;
  fullName: string;
  /** Lines in the cart, for the header's badge. */
  cartCount: number;
  addToCart(req: AddRequest): Promise<boolean>;
}

export const CustomerContext = createContext<Customer | null>(null);

export const useCustomer = () => useContext(CustomerContext);
