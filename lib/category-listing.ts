import type { ProductCard } from "./catalog-types";

/**
 * How a category page is sorted and filtered, read from its address (GET links and forms, so it
 * works without scripts and can be shared or bookmarked): ?sort=, ?stock=1, ?min=, ?max= (rupees),
 * ?crop= (a crop's key: the products for that crop, docs/decisions/0043-crops-and-doses.md).
 */
export const SORTS = ["popular", "price-asc", "price-desc", "newest", "rating"] as const;
export type Sort = (typeof SORTS)[number];

export interface Listing {
  sort: Sort;
  inStockOnly: boolean;
  /** Rupees, whole; undefined when not given. */
  min?: number;
  max?: number;
  /** A crop's key: only the products used on it (the page checks the key against its crops). */
  crop?: string;
  /** Why a typed price range was set aside (the page says so in its language)… */
  problem?: "price_not_number" | "min_over_max";
  /** …and what was typed, shown again in the form. */
  typed?: { min: string; max: string };
}

const rupees = (raw: string | null): number | undefined | "bad" => {
  if (raw === null || raw.trim() === "") return undefined;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= 0 && n <= 10_000_000 ? Math.floor(n) : "bad";
};

/** The listing an address asks for; anything unknown falls back to the default, never an error. */
export function readListing(params: URLSearchParams): Listing {
  const asked = params.get("sort");
  const sort = (SORTS as readonly string[]).includes(asked ?? "") ? (asked as Sort) : "popular";
  const inStockOnly = params.get("stock") === "1";
  const min = rupees(params.get("min"));
  const max = rupees(params.get("max"));
  const typed = { min: params.get("min") ?? "", max: params.get("max") ?? "" };
  const askedCrop = params.get("crop") ?? "";
  const crop = /^[a-z0-9-]{1,40}$/.test(askedCrop) ? askedCrop : undefined;
  if (min === "bad" || max === "bad") return { sort, inStockOnly, crop, problem: "price_not_number", typed };
  if (min !== undefined && max !== undefined && min > max)
    return { sort, inStockOnly, crop, problem: "min_over_max", typed };
  return { sort, inStockOnly, min, max, crop };
}

/** A card's price to sort by: the price it shows, its first pack's, in paise. */
const shownPrice = (p: ProductCard) => p.prices[0]?.finalPaise ?? 0;

/**
 * The cards in the asked order, filtered. `order` gives the database's orders of the category's
 * products (most sold first; newest first); a price range keeps products with a pack inside it.
 */
export function applyListing(
  cards: ProductCard[],
  listing: Listing,
  order: { popular: number[]; newest: number[] },
): ProductCard[] {
  const inRange = (paise: number) =>
    (listing.min === undefined || paise >= listing.min * 100) &&
    (listing.max === undefined || paise <= listing.max * 100);
  const kept = cards.filter(
    (p) =>
      (!listing.inStockOnly || p.stock === "in_stock") &&
      (listing.min === undefined && listing.max === undefined
        ? true
        : p.prices.some((k) => inRange(k.finalPaise))),
  );
  const rank = (ids: number[]) => {
    const at = new Map(ids.map((id, i) => [id, i]));
    return (p: ProductCard) => at.get(p.id) ?? ids.length;
  };
  const by = (key: (p: ProductCard) => number) => [...kept].sort((a, b) => key(a) - key(b) || a.id - b.id);
  switch (listing.sort) {
    case "price-asc":
      return by(shownPrice);
    case "price-desc":
      return by((p) => -shownPrice(p));
    case "newest":
      return by(rank(order.newest));
    case "rating": {
      // Best average first (as shown, to one decimal), then more ratings; unrated products
      // last; ties in the popular order.
      const popular = rank(order.popular);
      return [...kept].sort(
        (a, b) =>
          (b.rating?.average ?? 0) - (a.rating?.average ?? 0) ||
          (b.rating?.count ?? 0) - (a.rating?.count ?? 0) ||
          popular(a) - popular(b) ||
          a.id - b.id,
      );
    }
    default:
      return by(rank(order.popular));
  }
}

/** The address of a listing (only what differs from the default), with a page when past the first. */
export function listingQuery(listing: Listing, page = 1): string {
  const q = new URLSearchParams();
  if (listing.sort !== "popular") q.set("sort", listing.sort);
  if (listing.inStockOnly) q.set("stock", "1");
  if (listing.min !== undefined) q.set("min", String(listing.min));
  if (listing.max !== undefined) q.set("max", String(listing.max));
  if (listing.crop) q.set("crop", listing.crop);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
