/**
 * The catalogue's shapes as the API returns them (docs/api.md). Money fields are the API's
 * rupee strings with two decimals ("450.00"); pages format them for people.
 */
export type StockLabel = "INSTOCK" | "OUTOFSTOCK";

export interface CategoryItem {
  id: number;
  category: string;
  categorykey: string;
}

export interface PriceOption {
  product_price_id: number;
  price_qty: string;
  price_unit_name: string;
  price_mrp: string;
  price_discount: string;
  price_final_price: string;
  /** Whether this pack size can be bought now (our addition; the spec's label is per product). */
  in_stock: StockLabel;
}

export interface ProductCard {
  id: number;
  product_name: string;
  products_units_all: string;
  image: string;
  alt: string;
  in_stock: StockLabel;
  category: string;
  categorykey: string;
  price_final_price: string;
  price_mrp: string;
  price_discount: string;
  price_qty: string;
  price_unit_name: string;
  product_price_id: number;
  pricesArr: PriceOption[];
}

export interface DetailPrice {
  product_price_id: number;
  qty: string;
  unit_name: string;
  mrp: string;
  discount: string;
  final_price: string;
  in_stock: StockLabel;
}

export interface ProductDetail {
  id: number;
  product_name: string;
  in_stock: StockLabel;
  images: string[];
  image_alts: string[];
  category: string;
  categorykey: string;
  sku_number: string;
  product_description: string;
  short_description: string;
  prices: DetailPrice[];
}

export interface FrequentProduct {
  id: number;
  product_name: string;
  images: string[];
  in_stock: StockLabel;
  prices: DetailPrice[];
}

export interface SearchResult {
  id: number;
  product_name: string;
  products_units_all: string;
  category: string;
}

export interface TopProduct {
  id: number;
  product_name: string;
}

export interface ProductListItem {
  id: number;
  product_name: string;
  prices: DetailPrice[];
}

export interface BlogPost {
  id: number;
  blog_url_title: string;
  blog_title_display: string;
  blog_logo: string;
  blog_logo_alt: string;
  posted_on: string;
  short_description_for_list: string;
  postedby_name: string;
  blog_description: string;
  category: string | null;
}
