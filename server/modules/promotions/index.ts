/**
 * The promotions module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md):
 * the back office's promo codes as its pages and the admin API show them.
 */
export { type AdminPromoView, adminPromoList, adminPromoView } from "./promo-admin.queries";
