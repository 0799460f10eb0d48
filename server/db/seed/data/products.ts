import { PACK_UNITS } from "../../../../lib/pack-units";
import { estimatedShippingGrams } from "../../../modules/delivery/pack-weight";
import { fertilizers } from "./products/fertilizers";
import { fieldCrops } from "./products/field-crops";
import { flowerSeeds } from "./products/flower-seeds";
import { gardenCare } from "./products/garden-care";
import { growthPromoters } from "./products/growth-promoters";
import { pesticides } from "./products/pesticides";
import { plants } from "./products/plants";
import { teaProducts } from "./products/tea-product";
import { vegetableSeeds } from "./products/vegetable-seeds";
import type { PackUnit, ProductDef, SeedPack, SeedProduct } from "./types";

/**
 * The demo catalogue: invented products with realistic Indian rupee prices, one file per
 * category under ./products/. The order below is the insertion order (product ids).
 */

/**
 * "1 kg 350 35 40, 5 kg ..." → packs in paise; a pack with no stock is out of stock. An optional
 * last word "3500g" is the packed weight; without it the weight is estimated from the pack.
 */
export function parsePacks(spec: string): SeedPack[] {
  return spec.split(",").map((one) => {
    const [qty, unit, mrp, discount, stock, weight, ...rest] = one.trim().split(/\s+/);
    if (
      rest.length > 0 ||
      !(PACK_UNITS as readonly string[]).includes(unit) ||
      Number.isNaN(Number(stock)) ||
      (weight !== undefined && !/^\d+g$/.test(weight))
    ) {
      throw new Error(`Bad pack "${one.trim()}"`);
    }
    return {
      shippingWeightGrams: weight ? Number.parseInt(weight, 10) : estimatedShippingGrams(Number(qty), unit),
      qty: Number(qty),
      unit: unit as PackUnit,
      mrpPaise: Math.round(Number(mrp) * 100),
      discountPaise: Math.round(Number(discount) * 100),
      stock: Number(stock),
      inStock: Number(stock) > 0,
    };
  });
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const defaultCaution: Record<string, string> = {
  pesticides:
    "Read the label before use. Wear gloves and a mask while spraying, keep away from children, animals and food, and observe the waiting period before harvest.",
  plants: "Keep the plant in shade for two days after it arrives, then move it to its place gradually.",
  "vegetable-seeds": "Seeds may be treated with a fungicide: do not eat them or feed them to animals.",
  "flower-seeds": "Seeds may be treated with a fungicide: do not eat them or feed them to animals.",
  "garden-care": "Keep tools and fittings dry after use, and out of the reach of children.",
};

/** What the picture shows, for its alt text. */
const altFor: Record<string, (name: string) => string> = {
  fertilizers: (n) => `Bag of ${n}`,
  pesticides: (n) => `Pack of ${n}`,
  "growth-promoters": (n) => `Pack of ${n}`,
  "tea-product": (n) => `Pack of ${n} for tea gardens`,
  plants: (n) => `${n} in a nursery pot`,
  "vegetable-seeds": (n) => `Seed packet of ${n}`,
  "flower-seeds": (n) => `Seed packet of ${n}`,
  "garden-care": (n) => n,
};

function product(category: string, d: ProductDef): SeedProduct {
  const slug = slugify(d.name);
  const caution =
    d.caution ?? defaultCaution[category] ?? "Store in a cool, dry place away from children and animal feed.";
  return {
    category,
    name: d.name,
    slug,
    sku: d.sku,
    featured: d.featured ?? false,
    shortDescription: d.short,
    descriptionHtml: [
      `<p>${d.what}</p>`,
      "<h3>Where to use it</h3>",
      `<ul>${d.use.map((u) => `<li>${u}</li>`).join("")}</ul>`,
      `<h3>How much</h3><p>${d.dose}</p>`,
      `<p><strong>Caution:</strong> ${caution}</p>`,
    ].join(""),
    image: `/images/products/${slug}.svg`,
    imageAlt: altFor[category](d.name),
    packs: parsePacks(d.packs),
  };
}

export const products: SeedProduct[] = [
  ...fertilizers.map((d) => product("fertilizers", d)),
  ...pesticides.map((d) => product("pesticides", d)),
  ...growthPromoters.map((d) => product("growth-promoters", d)),
  ...teaProducts.map((d) => product("tea-product", d)),
  ...plants.map((d) => product("plants", d)),
  ...vegetableSeeds.map((d) => product("vegetable-seeds", d)),
  ...flowerSeeds.map((d) => product("flower-seeds", d)),
  ...gardenCare.map((d) => product("garden-care", d)),
  ...fieldCrops.map(({ category, ...d }) => product(category, d)),
];
