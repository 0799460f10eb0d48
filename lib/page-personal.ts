/**
 * What a kept signed-in catalogue page was rendered with (docs/decisions/0056-signed-in-pages.md):
 * the cart's count, and on a product's page whether the customer may review it. The page is
 * shared by every customer with the same values, so it holds nothing else of theirs; the
 * loaders read it from their context (app/load-context.ts) instead of the session.
 */
export interface PagePersonal {
  cartCount: number;
  reviewStanding?: { productId: number; eligible: boolean };
}
