import { createContext, useContext } from "react";
import type { AddRequest } from "../catalog/add-to-cart";

/** The signed-in customer as the page knows it; null for a guest. Filled by the accounts issue. */
export interface Customer {
  userId: number;
  fullname: string;
  addToCart(req: AddRequest): Promise<boolean>;
}

export const CustomerContext = createContext<Customer | null>(null);

export const useCustomer = () => useContext(CustomerContext);
