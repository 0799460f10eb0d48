import type { PackPrice, ProductCard, ProductImage } from "./catalog-types";
import type { LabelDose } from "./dose-types";

/**
 * Crops, their stages and problems, and the products that serve them, as the storefront's pages
 * are handed them (server/modules/crops): names already in the page's language (English where
 * no Hindi was written), doses as the label gives them (lib/dose-types.ts).
 * See docs/decisions/0043-crops-and-doses.md.
 */

/** India's three cropping seasons: monsoon (kharif), winter (rabi), the summer between (zaid). */
export const SEASONS = ["kharif", "rabi", "zaid"] as const;
export type Season = (typeof SEASONS)[number];

/** What troubles a crop: an insect or mite, a disease, a nutrient's lack, a weed. */
export const PROBLEM_KINDS = ["pest", "disease", "deficiency", "weed"] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** A crop in the list (/crops): on an English page its Hindi name too, the name farmers say. */
export interface CropSummary {
  key: string;
  /** In the page's language. */
  name: string;
  /** On an English page the Hindi name ("" when not written); on a Hindi page "" (no Latin words there). */
  otherName: string;
  seasons: Season[];
  picture: ProductImage | null;
}

/** A product listed under a stage or problem of a crop, with that use's dose. */
export interface CropProduct {
  useId: number;
  dose: LabelDose;
  /** The use's safety note in the page's language, or null when there is none. */
  safety: string | null;
  product: ProductCard;
  /** The product's packs with their prices (the product page's PackPrice), for the dose calculator. */
  packs: PackPrice[];
}

export interface CropStageView {
  key: string;
  name: string;
  products: CropProduct[];
}

export interface CropProblemView {
  key: string;
  kind: ProblemKind;
  name: string;
  symptoms: string;
  picture: ProductImage | null;
  products: CropProduct[];
}

/** A crop's page (/crops/{key}): its stages in order, then its problems, each with its products. */
export interface CropPage extends CropSummary {
  stages: CropStageView[];
  problems: CropProblemView[];
}

/** One use of a product, as its page lists it under "For which crop?". */
export interface ProductCropUse {
  id: number;
  crop: { key: string; name: string };
  target: { kind: "stage" | "problem"; key: string; name: string };
  dose: LabelDose;
  safety: string | null;
}

/** A crop the category page can filter by: one its products serve. */
export interface CropChoice {
  key: string;
  name: string;
}
