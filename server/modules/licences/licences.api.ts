import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import {
  licenceFields,
  licenceRemoveFields,
  licenceUpdateFields,
  licenceVersion,
} from "../../../lib/validation/licences";
import { invalidInput, notFound } from "../../domain-error";
import { defineAdminApi, listWrites } from "../../http/admin-api";
import { multipartFile } from "../../http/multipart-file";
import { type StaffSessions, staffActor } from "../staff";
import type { UploadsService } from "../uploads";
import { NO_SCAN, storeScan } from "./licence-scan";
import { GONE, licenceWire } from "./licences.present";
import { licenceList } from "./licences.queries";
import type { LicencesService } from "./licences.service";

const scanTarget = z.object({
  licence_id: id("Unknown licence."),
  version: z.coerce.number().pipe(licenceVersion),
});

const NOT_MULTIPART =
  "Send the scan as multipart/form-data: the file in a field named file, with licence_id and version.";

/**
 * The shop's licences (owner): list, add, edit, remove, and a scan (PDF or picture) for one.
 * Every answer is the whole list again; every change is audited and shows on the storefront
 * at once (docs/decisions/0047-regulated-sales.md).
 */
export function licencesApi(licences: LicencesService, uploads: UploadsService, sessions: StaffSessions) {
  const api = defineAdminApi("Licences", sessions);
  const data = z.array(licenceWire);
  const read = () => licenceList(licences);

  api.post(
    {
      path: "/licences/list",
      summary: "The shop's licences to sell insecticides, fertilisers and seeds, ended ones too.",
      permission: "settings",
      body: z.object({}),
      data,
    },
    async () => ({ data: await read() }),
  );

  const write = listWrites(api, { permission: "settings", data, read });
  write(
    {
      path: "/licences/create",
      summary:
        "Adds a licence: its kind, number, issuing authority, last valid day and the states it covers.",
      description:
        "A kind's products (`regulated_kind` of products) are on sale while one licence of that kind is valid on India's day.",
      body: licenceFields,
    },
    (body, me) => licences.create(staffActor(me), body),
    "The licence is saved.",
  );
  write(
    {
      path: "/licences/update",
      summary: "Saves an edit of a licence (its scan stays).",
      description: "A form loaded before someone else saved is refused with 409 (send `version`).",
      body: licenceUpdateFields,
      errors: ["conflict", "not_found"],
    },
    ({ licence_id, version, ...input }, me) => licences.update(staffActor(me), licence_id, version, input),
    "The licence is saved.",
  );
  write(
    {
      path: "/licences/remove",
      summary: "Removes a licence.",
      body: licenceRemoveFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => licences.remove(staffActor(me), body.licence_id, body.version),
    "The licence is removed.",
  );

  api.postRaw(
    {
      path: "/licences/scan",
      summary: "Attaches a scan to a licence: a PDF or a JPEG, PNG or WebP picture, 10 MB at most.",
      description:
        "The type is read from the file's first bytes, not its name. A PDF is kept as it came and served to the owner as a download; a picture is made into WebP copies like every upload.",
      permission: "settings",
      bodyType: "multipart/form-data",
      body: z.object({
        licence_id: z.string(),
        version: z.string(),
        file: z.string().meta({ format: "binary" }),
      }),
      data,
      errors: ["too_large", "unsupported_media_type", "conflict", "not_found", "unavailable"],
    },
    async (c, me) => {
      const { file, form } = await multipartFile(c, { notMultipart: NOT_MULTIPART, noFile: NO_SCAN });
      const target = scanTarget.safeParse(form);
      if (!target.success) throw invalidInput(target.error.issues[0].message);
      const current = await licences.get(target.data.licence_id);
      if (!current) throw notFound(GONE);
      const scan = await storeScan(uploads, Buffer.from(await file.arrayBuffer()), me.id);
      const { kind, number, authority, validUntil, states } = current;
      await licences.update(
        staffActor(me),
        current.id,
        target.data.version,
        { kind, number, authority, valid_until: validUntil, states },
        scan,
      );
      return { data: await read(), message: "The scan is saved." };
    },
  );
  return api;
}
