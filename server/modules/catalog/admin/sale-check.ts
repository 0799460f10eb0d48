import { asc } from "drizzle-orm";
import type { RegulatedKind } from "../../../../lib/regulated";
import {
  cannotGoOnSale,
  type ListedIngredient,
  NO_REGULATED_FIELDS,
  type RegulatedFields,
  saleProblems,
} from "../../../../lib/regulated-fields";
import type { ProductInput } from "../../../../lib/validation/catalogue";
import type { Db, Tx } from "../../../db/client";
import { DomainError } from "../../../domain-error";
import type { Product } from "../catalog.schema";
import { listedIngredients } from "../ingredients.schema";

type Ex = Db | Tx;

/** A product row's label details. */
export const labelOf = (p: Product): RegulatedFields => ({
  registrationNo: p.registrationNo,
  grade: p.grade,
  variety: p.variety,
  germinationPct: p.germinationPct,
  manufacturer: p.manufacturer,
  marketer: p.marketer,
  activeIngredients: p.activeIngredients,
  restrictionNote: p.restrictionNote,
});

/** The label details an API body or a form gave; one left out is absent (an edit keeps it). */
export function givenLabel(input: Partial<ProductInput>): Partial<RegulatedFields> {
  const given: Partial<RegulatedFields> = {
    registrationNo: input.registration_no,
    grade: input.grade,
    variety: input.variety,
    germinationPct: input.germination_pct,
    manufacturer: input.manufacturer,
    marketer: input.marketer,
    activeIngredients: input.active_ingredients,
    restrictionNote: input.restriction_note,
  };
  for (const k of Object.keys(given) as (keyof RegulatedFields)[])
    if (given[k] === undefined) delete given[k];
  return given;
}

/** The banned and restricted list as the rule reads it, read in the caller's transaction. */
export async function listedIn(ex: Ex): Promise<(ListedIngredient & { id: number })[]> {
  const rows = await ex.select().from(listedIngredients).orderBy(asc(listedIngredients.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    notification: r.notification,
    notifiedOn: r.notifiedOn ?? "",
  }));
}

/**
 * Refuses to put `name` on sale while its label details are incomplete, it names a banned
 * ingredient or a restricted one without a note (lib/regulated-fields.ts), with one sentence
 * naming all of it, on the `active` field.
 */
export async function refuseOffLabel(
  ex: Ex,
  name: string,
  kind: RegulatedKind,
  fields: RegulatedFields = NO_REGULATED_FIELDS,
): Promise<void> {
  if (kind === "none") return;
  const problems = saleProblems(kind, fields, await listedIn(ex));
  if (problems.length === 0) return;
  const sentence = cannotGoOnSale(name, problems);
  throw new DomainError("invalid_input", sentence, { active: sentence });
}
