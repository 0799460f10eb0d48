/**
 * The account's lists are tables from 601 px up and cards on a phone (600 px and narrower), so
 * a phone never scrolls sideways to find an order's status or total (docs/storefront.md,
 * "Orders and transactions"). Both are in the page; CSS shows one, so it works without scripts.
 * The two queries meet exactly: below 601 px, and from 601 px.
 */
export const WIDE_ONLY = "max-[601px]:hidden";
export const PHONE_ONLY = "min-[601px]:hidden";
