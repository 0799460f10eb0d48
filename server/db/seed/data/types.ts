/** The demo shop's data as plain values (server/db/seed/data/*), inserted by seed.ts. */

export interface SeedCategory {
  /** The categorykey of the spec: used in routes (/products/{key}). */
  key: string;
  name: string;
  description: string;
  order: number;
}

import type { PackUnit } from "../../../../lib/pack-units";

export type { PackUnit };

export interface SeedPack {
  qty: number;
  unit: PackUnit;
  /** Integer paise. */
  mrpPaise: number;
  /** Integer paise, never above mrpPaise. */
  discountPaise: number;
  stock: number;
  inStock: boolean;
  /** The packed weight in grams, for the delivery charge. */
  shippingWeightGrams: number;
}

export interface SeedProduct {
  /** A SeedCategory key. */
  category: string;
  name: string;
  slug: string;
  sku: string;
  featured: boolean;
  shortDescription: string;
  /** Only p, ul, li, strong, em and h3. */
  descriptionHtml: string;
  /** /images/products/<slug>.svg, drawn by scripts/generate-art.mjs. */
  image: string;
  imageAlt: string;
  /** 1–4 pack sizes; the first is the one a card shows. */
  packs: SeedPack[];
}

/** A product as written in data/products/*.ts; data/products.ts turns it into a SeedProduct. */
export interface ProductDef {
  sku: string;
  name: string;
  featured?: boolean;
  /** One line for cards and search results. */
  short: string;
  /** The opening paragraph: what it is, its composition. */
  what: string;
  /** Crops or places it suits. */
  use: string[];
  /** Dose or care. */
  dose: string;
  /**
   * Pack sizes as "qty unit mrp-rupees discount-rupees stock [weight]", comma-separated:
   * "1 kg 350 35 40, 5 kg ...". The weight ("3500g") is the packed weight when the pack's size
   * does not say it (pieces, big plants); otherwise it is estimated.
   */
  packs: string;
  /** Replaces the category's default caution line. */
  caution?: string;
}

export interface SeedBlogCategory {
  key: string;
  name: string;
}

export interface SeedPost {
  /** The blog_url_title: the post's address, /blog-details/{urlTitle}. */
  urlTitle: string;
  title: string;
  /** A SeedBlogCategory key. */
  category: string;
  author: string;
  /** A date, YYYY-MM-DD (published at 09:00 India time). */
  postedOn: string;
  /** About 25 words for the blog list. */
  short: string;
  /** Only h2, h3, p, ul, li, strong and em. */
  body: string;
  /** /images/blog/<urlTitle>.svg, drawn by scripts/generate-art.mjs. */
  image: string;
  imageAlt: string;
}

/** value: a whole percent for 'percent', paise for 'flat'. Amounts are paise; dates ISO 8601. */
export interface SeedPromo {
  code: string;
  /** Shown in the header's promo strip and the checkout's code list. */
  description: string;
  /** The same in Hindi, for Hindi readers. */
  descriptionHi: string;
  type: "percent" | "flat";
  value: number;
  minCartValuePaise: number;
  maxAmountPaise: number;
  startsAt: string;
  endsAt: string;
  /** Limits (lib/promo-limits.ts); left out: none. */
  usesPerCustomer?: number;
  firstOrderOnly?: boolean;
}
