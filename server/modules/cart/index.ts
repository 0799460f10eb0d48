/**
 * The cart module's one entry for the pages (docs/decisions/0028-forms-without-scripts.md):
 * the service's type and its sentences, which the cart page's action answers with.
 */
export { type CartLine, type CartService, cartMessages, MAX_LINE_QTY } from "./cart.service";
