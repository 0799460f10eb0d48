import type { ProductDetail } from "../../../lib/catalog-types";
import { toRupeeString } from "../../../lib/money";
import { averageText, MAX_STARS } from "../../../lib/reviews";
import type { PublicReview } from "../../../server/modules/reviews";
import { isoDay } from "../blog/format-date";

/** Reviews written into the product's structured data at most (those shown first on its page). */
const LD_REVIEWS = 5;

/**
 * The product's schema.org data: its offers, and once anyone's rating is published its
 * `aggregateRating` (the same average and count the page shows) and the first reviews with
 * words, as the page shows them. Never a rating the page does not show.
 */
export function productLd(base: string, path: string, product: ProductDetail, reviews: PublicReview[]) {
  const offers = product.prices.map((p) => ({
    "@type": "Offer",
    priceCurrency: "INR",
    // schema.org wants a plain decimal here, as the API writes money.
    price: toRupeeString(p.finalPaise),
    availability: p.stock === "in_stock" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    url: `${base}${path}`,
    sku: `${product.sku}-${p.qty}${p.unit}`,
  }));
  const rating = product.rating;
  const written = reviews.filter((r) => r.text).slice(0, LD_REVIEWS);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    image: product.images.map((i) => `${base}${i.url}`),
    description: product.shortDescription,
    category: product.category.name,
    offers,
    ...(rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: averageText(rating.average),
        ratingCount: rating.count,
        bestRating: MAX_STARS,
        worstRating: 1,
      },
    }),
    ...(rating &&
      written.length > 0 && {
        review: written.map((r) => ({
          "@type": "Review",
          author: { "@type": "Person", name: r.author },
          datePublished: isoDay(r.publishedAt),
          reviewBody: r.text,
          inLanguage: r.lang,
          reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: MAX_STARS, worstRating: 1 },
        })),
      }),
  };
}
