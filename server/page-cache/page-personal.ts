import type { ReviewsService } from "../modules/reviews";
import type { CustomerPiece, PagePersonal } from "./customer-pieces";

const PRODUCT_PAGE = "/product-info/:id";

/**
 * What a signed-in customer's catalogue page shows of them (docs/decisions/0056-signed-in-pages.md):
 * the cart's count on every page, and on a product's page whether they may review it. A
 * customer with a review of the product gets that page rendered for them alone (null): it
 * shows their own words.
 */
export function pagePersonalOf(reviews: Pick<ReviewsService, "standing">) {
  return async (pattern: string, path: string, piece: CustomerPiece): Promise<PagePersonal | null> => {
    const personal = { cartCount: piece.cartCount };
    if (pattern !== PRODUCT_PAGE) return personal;
    const raw = path.slice(path.lastIndexOf("/") + 1);
    const productId = Number(raw);
    // Not a product's address: the page is the not-found page, which nothing keeps.
    if (!/^\d{1,9}$/.test(raw) || productId < 1) return personal;
    const standing = await reviews.standing(piece.userId, productId);
    if (standing.review) return null;
    return { ...personal, reviewStanding: { productId, eligible: standing.eligible } };
  };
}
