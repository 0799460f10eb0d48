/** A cart line as the API returns it (docs/api.md); money fields are rupee strings. */
export interface CartLine {
  cart_id: number;
  product_id: number;
  product_name: string;
  image: string;
  in_stock: "INSTOCK" | "OUTOFSTOCK";
  product_price_id: number;
  price_qty: string;
  price_unit_name: string;
  qty: number;
  per_mrp_price: string;
  total_mrp_price: string;
  discount_price: string;
  total_discount: string;
  final_per_price: string;
  final_total_price: string;
}
