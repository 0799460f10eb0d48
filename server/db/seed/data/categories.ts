import type { SeedCategory } from "./types";

/** The shop's lines of business , in menu order (docs/storefront.md). */
export const categories: SeedCategory[] = [
  {
    key: "fertilizers",
    name: "Fertilizers",
    order: 1,
    description: "Organic and mineral plant nutrition for field crops, orchards and gardens.",
  },
  {
    key: "pesticides",
    name: "Pesticides",
    order: 2,
    description: "Crop protection: insecticides, fungicides and botanical sprays, used as the label says.",
  },
  {
    key: "growth-promoters",
    name: "Growth Promoters",
    order: 3,
    description: "Seaweed, humic and amino-acid promoters for stronger roots, flowering and fruit set.",
  },
  {
    key: "tea-product",
    name: "Special Tea Products",
    order: 4,
    description: "Fertilizers and growth regulators made for tea gardens of Assam, Dooars and Darjeeling.",
  },
  {
    key: "plants",
    name: "Nursery Plants",
    order: 5,
    description:
      "Cactus, succulents, aglaonema, grafted hibiscus, ornamental and fruit plants from our nursery.",
  },
  {
    key: "vegetable-seeds",
    name: "Vegetable Seeds",
    order: 6,
    description: "Our own brand of F1 hybrid and open-pollinated vegetable seeds, tested for germination.",
  },
  {
    key: "flower-seeds",
    name: "Flower Seeds",
    order: 7,
    description: "Flower seeds imported from overseas breeders, packed for Indian seasons.",
  },
  {
    key: "garden-care",
    name: "Garden Care & Landscaping",
    order: 8,
    description: "Tools, irrigation from drip to micro, potting media and landscaping supplies.",
  },
];
