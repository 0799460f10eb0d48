import { z } from "zod";
import { versionField } from "../../../../lib/validation/catalogue";
import { id } from "../../../../lib/validation/fields";
import { synonymFields } from "../../../../lib/validation/synonyms";
import { defineAdminApi } from "../../../http/admin-api";
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
  const answer = async (message: string) => ({ data: (await admin.listSynonyms()).map(present), message });

  api.post(
    {
      path: "/synonyms/list",
      summary: "Every search synonym, by term.",
      permission: "catalogue",
      body: z.object({}),
      data: list,
    },
    async () => answer("Success"),
  );

  api.post(
    {
      path: "/synonyms/create",
      summary: "Adds a synonym: a word customers type and the words the search looks for as well.",
      permission: "catalogue",
      body: synonymFields,
      data: list,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      await admin.createSynonym(staffActor(me), body);
      return answer("Synonym added.");
    },
  );

  api.post(
    {
      path: "/synonyms/update",
      summary: "Changes a synonym's term or words; refused with 409 when it changed since `version`.",
      permission: "catalogue",
      body: synonymFields.extend({ synonym_id: synonymId, version: versionField }),
      data: list,
      errors: ["conflict", "not_found"],
    },
    async (_c, body, me) => {
      await admin.updateSynonym(staffActor(me), body.synonym_id, body.version, body);
      return answer("Synonym saved.");
    },
  );

  api.post(
    {
      path: "/synonyms/remove",
      summary: "Removes a synonym.",
      permission: "catalogue",
      body: z.object({ synonym_id: synonymId, version: versionField }),
      data: list,
      errors: ["conflict", "not_found"],
    },
    async (_c, body, me) => {
      await admin.removeSynonym(staffActor(me), body.synonym_id, body.version);
      return answer("Synonym removed.");
    },
  );

  return api;
}
