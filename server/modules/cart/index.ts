/**
 * The cart module's one entry for the pages (docs/decisions/0028-forms-without-scripts.md):
 * the service's type and its sentences, which the cart page's action answers with.
 */
// For the place-order flow and the orders module: the cart's tables (a sale empties its lines).
export { cartLines, carts } from "./cart.schema";
export {
  type CartLine,
  type CartPick,
  type CartService,
  cartMessages,
  MAX_LINE_QTY,
  PickRefused,
} from "./cart.service";
