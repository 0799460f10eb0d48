/**
 * The promotions module's entry (docs/decisions/0029-use-cases-and-borders.md): the back
 * office's promo codes as its pages and the admin API show them, and promo codes as the
 * place-order flow checks and claims them.
 */
export { type AdminPromoView, adminPromoList, adminPromoView } from "./promo-admin.queries";
export { promoDescription } from "./promotions.present";
export type { PromotionsService } from "./promotions.service";
