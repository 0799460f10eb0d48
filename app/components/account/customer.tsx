import { createContext, useContext } from "react";

/**
 * The signed-in customer as the page knows it (from the session cookie, through the root
 * loader); null for a guest. State only: the header draws its own buttons, and every cart
 * change is a form posted to the cart page's action (app/lib/cart-action.server.ts).
 */
export interface Customer {
  /** Lines in the cart, for the header's badge (all the page holds of them: it may be shared). */
  cartCount: number;
}

export const CustomerContext = createContext<Customer | null>(null);

export const useCustomer = () => useContext(CustomerContext);
