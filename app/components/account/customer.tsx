import { createContext, useContext } from "react";
import type { AddRequest } from "../catalog/add-to-cart";

/**
 * The signed-in customer as the page knows it (from the session cookie, through the root
 * loader); null for a guest. State and actions only: the header draws its own buttons.
 */
export interface Customer {
  userId: number;
  fullName: string;
  /** Lines in the cart, for the header's badge. */
  cartCount: number;
  /** Goes up whenever the cart changed, so an open cart list reloads. */
  cartVersion: number;
  addToCart(req: AddRequest): Promise<boolean>;
  /** The cart changed (here or in the dropdown): reload what shows it. */
  cartChanged(): void;
}

export const CustomerContext = createContext<Customer | null>(null);

export const useCustomer = () => useContext(CustomerContext);
