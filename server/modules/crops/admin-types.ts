import type { ProblemKind, Season } from "../../../lib/crop-types";
import type { LabelDose } from "../../../lib/dose-types";

/** The crops as the back office shows and edits them (English and Hindi side by side). */

export interface AdminPicture {
  url: string;
  /** The upload's hash, when staff uploaded it (the demo's art has none). */
  hash: string | null;
}

export interface AdminCrop {
  id: number;
  key: string;
  name: string;
  nameHi: string;
  seasons: Season[];
  sortOrder: number;
  picture: AdminPicture | null;
  version: number;
  stageCount: number;
  problemCount: number;
  /** How many product uses name the crop. */
  useCount: number;
}

export interface AdminStage {
  id: number;
  cropId: number;
  key: string;
  name: string;
  nameHi: string;
  sortOrder: number;
  version: number;
  useCount: number;
}

export interface AdminProblem {
  id: number;
  cropId: number;
  key: string;
  kind: ProblemKind;
  name: string;
  nameHi: string;
  symptoms: string;
  symptomsHi: string;
  sortOrder: number;
  picture: AdminPicture | null;
  version: number;
  useCount: number;
}

export interface AdminCropDetail extends AdminCrop {
  stages: AdminStage[];
  problems: AdminProblem[];
}

/** One use of a product on a crop's stage or problem, with the label's dose. */
export interface AdminUse {
  id: number;
  productId: number;
  crop: { id: number; key: string; name: string };
  target: { kind: "stage" | "problem"; id: number; key: string; name: string };
  dose: LabelDose;
  safety: string;
  safetyHi: string;
  version: number;
}

/** What the product page's use form offers: every crop with its stages and problems. */
export interface AdminCropTargets {
  id: number;
  key: string;
  name: string;
  stages: { id: number; key: string; name: string }[];
  problems: { id: number; key: string; name: string }[];
}
