import { grains } from "./crops/grains";
import type { SeedCrop } from "./crops/make";
import { plantations } from "./crops/plantations";
import { vegetables } from "./crops/vegetables";

export type { SeedCrop, SeedProblem, SeedStage } from "./crops/make";

/**
 * The demo shop's crops, their growth stages and problems, in English and Hindi (one file per
 * kind under ./crops/). Inserted by seed.ts with the uses of data/crop-uses.ts, in this order;
 * pictures drawn by scripts/art-crops.mjs (/images/crops/{crop}.svg,
 * /images/crops/{crop}-{problem}.svg). A stage and a problem of one crop never share a key:
 * `paddy:stem-borer` names one thing in the spreadsheet.
 */
const byKey = new Map([...grains, ...plantations, ...vegetables].map((c) => [c.key, c]));
export const crops: SeedCrop[] = ["paddy", "wheat", "tea", "tomato", "okra", "chilli", "potato", "mango"].map(
  (key) => byKey.get(key) as SeedCrop,
);

/** The picture of a crop, and of one of its problems (drawn by scripts/generate-art.mjs). */
export const cropPicture = (crop: string) => `/images/crops/${crop}.svg`;
export const problemPicture = (crop: string, problem: string) => `/images/crops/${crop}-${problem}.svg`;
