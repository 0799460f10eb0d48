import { z } from "zod";
import { versionField } from "../../../../lib/validation/catalogue";
import { id } from "../../../../lib/validation/fields";
import { synonymFields } from "../../../../lib/validation/synonyms";
import { defineAdminApi, listWrites } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import type { CatalogAdmin } from "./catalog-admin.service";
import type { AdminSynonym } from "./synonyms";

const synonymId = id("Unknown synonym.");
export const adminSynonymJson = z.object({
  id: z.number().int(),
  term: z.string().describe("What customers type, lower case: bhindi."),
  words: z.array(z.string()).describe("What product or category names hold: okra, भिंडी."),
  version: z.number().int().describe("Send it back with an edit: a newer synonym refuses the edit (409)."),
  updated_at: z.string(),
});
const list = z.array(adminSynonymJson);
const present = (s: AdminSynonym): z.infer<typeof adminSynonymJson> => ({
  id: s.id,
  term: s.term,
  words: s.words,
  version: s.version,
  updated_at: s.updatedAt.toISOString(),
});

/** The search's synonyms from the back office (docs/decisions/0017-content-in-hindi.md). */
export function synonymsAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Search synonyms", sessions);
  const write = listWrites(api, {
    permission: "catalogue",
    data: list,
    read: async () => (await admin.listSynonyms()).map(present),
  });

  write(
    { path: "/synonyms/list", summary: "Every search synonym, by term.", body: z.object({}) },
    async () => {},
    "Success",
  );
  write(
    {
      path: "/synonyms/create",
      summary: "Adds a synonym: a word customers type and the words the search looks for as well.",
      body: synonymFields,
      errors: ["conflict"],
    },
    (body, me) => admin.createSynonym(staffActor(me), body),
    "Synonym added.",
  );
  write(
    {
      path: "/synonyms/update",
      summary: "Changes a synonym's term or words; refused with 409 when it changed since `version`.",
      body: synonymFields.extend({ synonym_id: synonymId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.updateSynonym(staffActor(me), body.synonym_id, body.version, body),
    "Synonym saved.",
  );
  write(
    {
      path: "/synonyms/remove",
      summary: "Removes a synonym.",
      body: z.object({ synonym_id: synonymId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.removeSynonym(staffActor(me), body.synonym_id, body.version),
    "Synonym removed.",
  );

  return api;
}
