import { z } from "zod";
import type { CartLine } from "../../../lib/cart-types";
import { toRupeeString } from "../../../lib/money";
import { lineTotals } from "../../../lib/pricing";

/** Money as the API sends it: rupees with two decimals. */
const rupees = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Rupees with two decimals, e.g. "450.00".');

/** A cart line as docs/api.md describes it. */
export const wireCartLine = z.strictObject({
  cart_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  image: z.string(),
  in_stock: z.enum(["INSTOCK", "OUTOFSTOCK"]),
  product_price_id: z.number().int(),
  price_qty: z.string(),
  price_unit_name: z.string(),
  qty: z.number().int(),
  per_mrp_price: rupees,
  total_mrp_price: rupees,
  discount_price: rupees,
  total_discount: rupees,
  final_per_price: rupees,
  final_total_price: rupees,
});

export const wireCartLines = z.array(wireCartLine);

export const wireAdded = z.strictObject({ cart_id: z.number().int() });

export function presentCartLine(line: CartLine): z.input<typeof wireCartLine> {
  const t = lineTotals(line);
  return {
    cart_id: line.id,
    product_id: line.productId,
    product_name: line.productName,
    image: line.image,
    in_stock: line.stock === "in_stock" ? "INSTOCK" : "OUTOFSTOCK",
    product_price_id: line.productPriceId,
    price_qty: String(line.packSize),
    price_unit_name: line.packUnit,
    qty: line.qty,
    per_mrp_price: toRupeeString(line.unitMrp),
    total_mrp_price: toRupeeString(t.totalMrp),
    discount_price: toRupeeString(line.unitDiscount),
    total_discount: toRupeeString(t.totalDiscount),
    final_per_price: toRupeeString(t.unitFinal),
    final_total_price: toRupeeString(t.totalFinal),
  };
}
