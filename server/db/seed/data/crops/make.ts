import type { ProblemKind, Season } from "../../../../../lib/crop-types";

/** The shapes of the demo shop's crops (data/crops.ts) and the helpers their files write them with. */

export interface SeedStage {
  key: string;
  name: string;
  nameHi: string;
}

export interface SeedProblem extends SeedStage {
  kind: ProblemKind;
  symptoms: string;
  symptomsHi: string;
}

export interface SeedCrop extends SeedStage {
  seasons: Season[];
  stages: SeedStage[];
  problems: SeedProblem[];
}

export const stage = (key: string, name: string, nameHi: string): SeedStage => ({ key, name, nameHi });
export const problem = (
  key: string,
  kind: ProblemKind,
  [name, nameHi]: [string, string],
  [symptoms, symptomsHi]: [string, string],
): SeedProblem => ({ key, kind, name, nameHi, symptoms, symptomsHi });
