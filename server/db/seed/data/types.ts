export interface SeedCategory {
  key: string;
  name: string;
  description: string;
  order: number;
}

export interface SeedPack {
  qty: number;
  unit: "g" | "kg" | "ml" | "L" | "seeds" | "plants" | "pcs";
  mrpPaise: number;
  discountPaise: number;
  stock: number;
}

export interface SeedProduct {
  category: string;
  name: string;
  slug: string;
  sku: string;
  featured: boolean;
  shortDescription: string;
  descriptionHtml: string;
  image: string;
  imageAlt: string;
  packs: SeedPack[];
  /** The art's illustration and a short label on it. */
  art: { kind: string; label: string; color: string };
}
