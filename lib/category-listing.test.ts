import { describe, expect, it } from "vitest";
import type { ProductCard } from "./catalog-types";
import { applyListing, listingQuery, readListing } from "./category-listing";

const card = (id: number, prices: number[], inStock = true): ProductCard =>
  ({
    id,
    name: `P${id}`,
    category: { name: "C", key: "c" },
    image: { url: "", alt: "" },
    stock: inStock ? "in_stock" : "out_of_stock",
    prices: prices.map((paise, i) => ({
      id: id * 10 + i,
      qty: 1,
      unit: "kg",
      mrpPaise: paise,
      discountPaise: 0,
      finalPaise: paise,
      stock: inStock ? "in_stock" : "out_of_stock",
    })),
  }) as ProductCard;
const cards = [card(1, [50_000]), card(2, [10_000, 90_000]), card(3, [30_000], false), card(4, [20_000])];
const order = { popular: [3, 1, 4, 2], newest: [4, 3, 2, 1] };
const ids = (q: string) => applyListing(cards, readListing(new URLSearchParams(q)), order).map((c) => c.id);

describe("a category's sort and filters", () => {
  it("sorts by popularity, by the price a card shows (its first pack's) either way, and by newest", () => {
    expect(ids("")).toEqual([3, 1, 4, 2]);
    expect(ids("sort=price-asc")).toEqual([2, 4, 3, 1]);
    expect(ids("sort=price-desc")).toEqual([1, 3, 4, 2]);
    const firstPackDear = [card(5, [90_000, 1_000]), card(6, [20_000])];
    expect(
      applyListing(firstPackDear, readListing(new URLSearchParams("sort=price-asc")), order).map((c) => c.id),
    ).toEqual([6, 5]);
    expect(ids("sort=newest")).toEqual([4, 3, 2, 1]);
    expect(ids("sort=nonsense")).toEqual([3, 1, 4, 2]);
  });

  it("sorts by rating: best average first, then more ratings, unrated last in the popular order", () => {
    const rated = (c: ProductCard, average: number, count: number) => ({ ...c, rating: { average, count } });
    const list = [
      rated(card(1, [1]), 4.5, 2),
      card(2, [1]),
      rated(card(3, [1]), 4.5, 9),
      card(4, [1]),
      rated(card(5, [1]), 5, 1),
    ];
    const sorted = applyListing(list, readListing(new URLSearchParams("sort=rating")), {
      popular: [4, 2],
      newest: [],
    });
    expect(sorted.map((c) => c.id)).toEqual([5, 3, 1, 4, 2]);
    expect(listingQuery(readListing(new URLSearchParams("sort=rating")))).toBe("?sort=rating");
  });

  it("keeps products in stock, and those with a pack inside the price range (rupees)", () => {
    expect(ids("stock=1")).toEqual([1, 4, 2]);
    expect(ids("min=250&max=600")).toEqual([3, 1]);
    expect(ids("min=800")).toEqual([2]);
    expect(ids("max=150&sort=price-asc")).toEqual([2]);
  });

  it("sets a wrong range aside with its reason, keeping what was typed", () => {
    expect(readListing(new URLSearchParams("min=abc&max=5"))).toMatchObject({
      problem: "price_not_number",
      typed: { min: "abc", max: "5" },
    });
    expect(readListing(new URLSearchParams("min=500&max=100")).problem).toBe("min_over_max");
    expect(ids("min=500&max=100")).toEqual([3, 1, 4, 2]);
  });

  it("writes only what differs from the default into the address, the page last", () => {
    expect(listingQuery(readListing(new URLSearchParams("")))).toBe("");
    expect(listingQuery(readListing(new URLSearchParams("sort=newest&stock=1&min=10")), 2)).toBe(
      "?sort=newest&stock=1&min=10&page=2",
    );
  });

  it("keeps a crop's key through sorting and paging, and sets aside one that is not a key", () => {
    expect(listingQuery(readListing(new URLSearchParams("crop=paddy&sort=newest")), 3)).toBe(
      "?sort=newest&crop=paddy&page=3",
    );
    expect(readListing(new URLSearchParams("crop=<script>")).crop).toBeUndefined();
    expect(readListing(new URLSearchParams("crop=paddy&min=x")).crop).toBe("paddy");
  });
});
