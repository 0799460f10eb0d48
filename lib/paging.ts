/** Products 8 per page, the blog 6 per page (docs/storefront.md, "Routes and layout"). */
export const PRODUCTS_PER_PAGE = 8;
export const POSTS_PER_PAGE = 6;

/** One page of a list; the page asked for is clamped to the pages that exist. */
export function paginate<T>(items: T[], requested: number, perPage: number) {
  const pageCount = Math.ceil(items.length / perPage);
  const page = Number.isInteger(requested) ? Math.min(Math.max(1, requested), Math.max(1, pageCount)) : 1;
  return { page, pageCount, items: items.slice((page - 1) * perPage, page * perPage) };
}

/** The ?page= of a URL as a number (1 when absent or not a number). */
export function requestedPage(url: string): number {
  const n = Number(new URL(url).searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
