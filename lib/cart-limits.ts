/**
 * Most of one pack size a single cart line may hold (the cart service's limit and its form's).
 * Apart from lib/validation/cart.ts so the storefront's components read it without zod.
 */
export const MAX_LINE_QTY = 999;
