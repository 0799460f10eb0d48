/**
 * The promotions module's entry (docs/decisions/0029-use-cases-and-borders.md): promo codes as
 * the place-order flow checks and claims them.
 */
export type { PromotionsService } from "./promotions.service";
