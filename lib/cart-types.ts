import type { StockState } from "./catalog-types";
import type { Paise } from "./money";
import type { SaleStop, StateStop } from "./regulated";

export type { StockState };

/**
 * A line of a customer's cart, priced from the catalogue when the cart is read. The API's
 * shape of it (rupee strings, `INSTOCK`) is made in server/modules/cart/cart.present.ts.
 */
export interface CartLine {
  id: number;
  productId: number;
  productName: string;
  image: string;
  productPriceId: number;
  /** The pack: 250 and "ml" for a 250 ml bottle. */
  packSize: number;
  packUnit: string;
  /** The pack as the page's language says it ("Pack of 10", "10 का पैक", a label staff wrote). */
  packLabel: string;
  qty: number;
  unitMrp: Paise;
  unitDiscount: Paise;
  /** Whether the line can be bought as it stands: the pack is on sale and has enough stock. */
  stock: StockState;
  /** Why it cannot be sold today though it is in stock: the shop's licence of its kind (lib/regulated.ts). */
  offSale?: SaleStop;
  /**
   * Why it cannot go to the customer's default address: no licence of its kind covers that
   * state (docs/decisions/0050-where-each-may-be-sold.md). The checkout decides on the address chosen.
   */
  notCovered?: StateStop;
}
