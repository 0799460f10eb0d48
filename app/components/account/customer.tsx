import { createContext, type ReactNode, useContext } from "react";
import type { AddRequest } from "../catalog/add-to-cart";

/**
 * The signed-in customer as the page knows it; null for a guest. The accounts issue fills it
 * (from the session cookie on the server and the stored keys in the browser).
 */
export interface Customer {
  userId: number;
  fullname: string;
  addToCart(req: AddRequest, outOfStockMessage?: string): Promise<boolean>;
  /** The header's cart icon with its badge and dropdown. */
  cartButton: ReactNode;
  /** The header's account menu (My Account, My Order, Sign out). */
  accountMenu: ReactNode;
}

export const CustomerContext = createContext<Customer | null>(null);

export const useCustomer = () => useContext(CustomerContext);
