import { type ReactNode, useEffect, useMemo } from "react";
import { type Customer, CustomerContext } from "./customer";
import { clearLogin } from "./storage";

/** What the root loader knows of the signed-in customer. */
export interface RootCustomer {
  cartCount: number;
}

/**
 * Makes the signed-in customer (known to the server by the session cookie) available to the
 * page: the header's cart badge and account menu. A guest gets null.
 */
export function CustomerProvider({
  customer,
  children,
}: {
  customer: RootCustomer | null;
  children: ReactNode;
}) {
  // The cookie is the truth: keys left in storage from an ended session are cleared.
  useEffect(() => {
    if (!customer && localStorage.getItem("isLoggedIn") === "1") clearLogin();
  }, [customer]);

  const value = useMemo<Customer | null>(() => customer && { cartCount: customer.cartCount }, [customer]);

  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}
