/**
 * Where login and signup go next (spec section 4): /bulk-order/11 after 'bulkorder',
 * the product after 'product/{id}', otherwise home.
 */
export function afterLoginPath(param?: string, param2?: string): string {
  if (param === "bulkorder") return "/bulk-order/11";
  if (param === "product" && param2 && /^\d+$/.test(param2)) return `/product-info/${param2}`;
  return "/";
}
