import { plural, tpl } from "../i18n/template";

/** Crops, their stages and problems, and a use's dose in words (part of en.ts). */
export const enCrops = {
  title: "Crops",
  metaTitle: "Products by crop",
  metaDescription:
    "Choose your crop to see what to use at each growth stage and against each pest, disease or deficiency, with the dose from the label.",
  intro:
    "Choose your crop to see what to use at each growth stage and against each pest, disease or deficiency, with the dose from the label.",
  seasons: { kharif: "Kharif", rabi: "Rabi", zaid: "Zaid" },
  seasonsLabel: "Seasons",
  cropDescription: tpl<[crop: string]>(
    "What to use on {0} at each growth stage and against its pests, diseases and deficiencies, with the dose from the label.",
  ),
  onThisPage: "On this page",
  byStage: "By growth stage",
  byProblem: "Pests, diseases and deficiencies",
  kinds: { pest: "Pest", disease: "Disease", deficiency: "Deficiency", weed: "Weed" },
  symptoms: "Symptoms",
  nothingYet: "No product is listed for this yet. Call us and we will advise you.",
  productCount: plural("{0} product", "{0} products"),
  /** The product page's section (app/components/crops/ForWhichCrop.tsx). */
  forWhichCrop: "For which crop?",
  forWhichCropIntro: "The dose from the label for each use. Read the label before use.",
  stage: "Stage",
  problem: "Problem",
  dose: "Dose",
  safety: "Safety",
  /** The category page's crop filter. */
  filterLabel: "For crop",
  allCrops: "All crops",
  /** A use's dose in words: "0.3 ml per litre of water · 200 L of water per acre · 2 sprays". */
  doseWords: {
    range: tpl<[low: string, high: string]>("{0}–{1}"),
    /** Counted units in words; g, kg, ml and L are written as they are on the label. */
    units: { seeds: "seeds", plants: "plants", pcs: "pieces" },
    perAcre: "per acre",
    perHectare: "per hectare",
    perLitre: "per litre of water",
    perPlant: "per plant",
    waterPerAcre: tpl<[litres: string]>("{0} L of water per acre"),
    waterPerHectare: tpl<[litres: string]>("{0} L of water per hectare"),
    sprays: plural("{0} spray", "{0} sprays"),
    applications: plural("{0} application", "{0} applications"),
    every: plural("every {0} day", "every {0} days"),
    beforeHarvest: plural("{0} day before harvest", "{0} days before harvest"),
  },
} as const;
