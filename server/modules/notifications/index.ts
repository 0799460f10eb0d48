/**
 * The staff notices' entry (docs/decisions/0029-use-cases-and-borders.md): a notice written in
 * the transaction of what it tells; the digest that emails them.
 */
export { recordNotice } from "./notices";
