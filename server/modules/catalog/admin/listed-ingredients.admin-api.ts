import { z } from "zod";
import {
  LISTED_STATUSES,
  listedIngredientFields,
  listedIngredientRemoveFields,
  listedIngredientUpdateFields,
} from "../../../../lib/validation/listed-ingredients";
import { defineAdminApi, listWrites } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import type { CatalogAdmin } from "./catalog-admin.service";
import { type AdminListedIngredient, listChangeSentence } from "./listed-ingredients";

export const adminListedIngredientJson = z.object({
  id: z.number().int(),
  name: z.string().describe("The active ingredient, e.g. Monocrotophos."),
  status: z.enum(LISTED_STATUSES),
  notification: z.string().describe('The notification, e.g. "S.O. 3951(E)"; "" when not known.'),
  notified_on: z.string().nullable().describe("The notification's date, 2018-08-08; null when not known."),
  note: z.string().describe("What the ban or restriction is."),
  source: z.string().describe('Where the row comes from, or "to verify with CIB&RC list".'),
  version: z.number().int().describe("Send it back with an edit: a newer row refuses the edit (409)."),
  updated_at: z.string(),
});
const present = (r: AdminListedIngredient): z.infer<typeof adminListedIngredientJson> => ({
  id: r.id,
  name: r.name,
  status: r.status,
  notification: r.notification,
  notified_on: r.notifiedOn || null,
  note: r.note,
  source: r.source,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
});

/**
 * The banned and restricted active ingredients (owner; docs/decisions/0048-registration-and-ingredients.md).
 * Every answer is the whole list; a ban takes the products on sale that name it off sale at once.
 */
export function listedIngredientsAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Banned and restricted ingredients", sessions);
  const data = z.array(adminListedIngredientJson);
  const read = async () => (await admin.listIngredients()).map(present);
  const write = listWrites(api, { permission: "settings", data, read });
  const ban =
    "A banned ingredient takes every product on sale that names it among its active ingredients off sale at once (audited, with the reason); a restricted one, those without a restriction note.";

  write(
    {
      path: "/ingredients/list",
      summary: "The banned and restricted active ingredients.",
      body: z.object({}),
    },
    async () => {},
    "Success",
  );
  api.post(
    {
      path: "/ingredients/create",
      summary: "Adds a banned or restricted active ingredient.",
      description: ban,
      permission: "settings",
      body: listedIngredientFields,
      data,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      const change = await admin.createIngredient(staffActor(me), body);
      return { data: await read(), message: listChangeSentence("The ingredient is on the list.", change) };
    },
  );
  api.post(
    {
      path: "/ingredients/update",
      summary: "Saves an edit of a listed ingredient; refused with 409 when it changed since `version`.",
      description: ban,
      permission: "settings",
      body: listedIngredientUpdateFields,
      data,
      errors: ["conflict", "not_found"],
    },
    async (_c, { ingredient_id, version, ...input }, me) => {
      const change = await admin.updateIngredient(staffActor(me), ingredient_id, version, input);
      return { data: await read(), message: listChangeSentence("The ingredient is saved.", change) };
    },
  );
  write(
    {
      path: "/ingredients/remove",
      summary:
        "Removes an ingredient from the list (products it kept off sale stay off until saved on sale).",
      body: listedIngredientRemoveFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.removeIngredient(staffActor(me), body.ingredient_id, body.version),
    "The ingredient is removed.",
  );
  return api;
}
