import routes from "../../app/routes";
import { crops } from "../../server/db/seed/data/crops";
import type { demoShop, PlacedOrder } from "./shop-api";

export type Shop = Awaited<ReturnType<typeof demoShop>>;

/** Routes that answer something other than a page. */
const NOT_PAGES = new Set(["sitemap.xml", "robots.txt", "pincode/:pincode"]);

/**
 * Addresses to visit for the routes with parameters (and a few that show more with a query), by
 * their first path segment, filled from the demo shop: its real keys, an order, one awaiting payment.
 */
export function routeSamples(
  shop: Shop,
  order?: PlacedOrder,
  waiting?: PlacedOrder,
): Record<string, string[]> {
  const [product] = shop.productIds;
  return {
    products: shop.categoryKeys.map((key) => `/products/${key}`),
    // A product's page, and its reviews past the first page (beyond the last: the last).
    "product-info": [
      ...shop.productIds.map((id) => `/product-info/${id}`),
      `/product-info/${product}?reviews=2`,
    ],
    // Every demo crop's page, and one no shop has.
    crops: ["/crops", ...crops.map((c) => `/crops/${c.key}`), "/crops/no-such-crop"],
    "bulk-order": ["/bulk-order", ...shop.productIds.map((id) => `/bulk-order/${id}`)],
    login: ["/login", "/login/bulkorder", `/login/product/${product}`],
    signup: ["/signup", "/signup/bulkorder", `/signup/product/${product}`],
    "forgot-password": ["/forgot-password", "/forgot-password/reset/not-a-real-token"],
    "blog-details": shop.postTitles.map((title) => `/blog-details/${title}`),
    "*": ["/no-such-page/with-a-rather-long-unbroken-path-segment-to-show"],
    profile: [
      "/profile",
      ...["update", "password", "orders", "transactions"].map((t) => `/profile?tab=${t}`),
    ],
    "search-item": ["/search-item?q=neem", "/search-item?q=a", "/search-item?q=zzzzzz"],
    // A cash-on-delivery confirm link and a payment link that are not (or no longer) good.
    cod: ["/cod/not-a-real-token"],
    "pay-link": ["/pay-link/not-a-real-link"],
    // My Order, and one order's page.
    order: ["/order", ...(order ? [`/order/${order.orderId}`] : [])],
    // The sandbox's test payment window as a page, for an order awaiting its payment.
    "payment-sandbox": waiting ? [`/payment-sandbox/${waiting.providerOrderId}`] : [],
    "payment-status": [
      "/payment-status",
      ...(order ? [`/payment-status?payment_request_id=${order.providerOrderId}`] : []),
    ],
  };
}

/**
 * Every address to visit: each route of app/routes.ts (but those `skip` names), a route with
 * parameters by its samples. A new route without samples stops the test, so it is checked the
 * day it is added.
 */
export function everyPage(samples: Record<string, string[]>, skip: (path: string) => boolean = () => false) {
  const urls: string[] = [];
  for (const r of routes) {
    const path = r.index ? "" : (r.path ?? "");
    if (NOT_PAGES.has(path) || skip(path)) continue;
    const head = path === "*" ? "*" : path.split("/")[0];
    const sample = samples[head] ?? (path.includes(":") ? undefined : [`/${path}`]);
    if (!sample) throw new Error(`no sample addresses for the route "${path}": add them to this test`);
    urls.push(...sample);
  }
  return [...new Set(urls)];
}
