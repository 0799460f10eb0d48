import type { AppLoadContext } from "react-router";
import { removeFields } from "../../../../lib/validation/catalogue-form";
import { licencePageFields } from "../../../../lib/validation/licences";
import { type ScanChoice, storeScan } from "../../../../server/modules/licences";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

export type LicenceIntent = "create" | "update" | "remove";

/** A chosen file from a posted form (an empty file input sends a nameless, empty one). */
const chosenFile = (value: FormDataEntryValue | null) =>
  value instanceof File && (value.size > 0 || value.name) ? value : undefined;

/**
 * The licences page's forms (their `intent`): add or save one, its scan uploaded in the same
 * post (checked and stored as the API's /licences/scan does), or remove one. The same service
 * calls and audit as the API's /licences/….
 */
export async function licencesAction(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "settings");
  const actor = { staffId: me.id, name: me.name };
  const { licences, uploads } = context.services;
  const intent = String((await request.clone().formData()).get("intent") ?? "") as LicenceIntent;
  const tag = { tag: { intent } };
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await licences.remove(actor, v.id, v.version);
      return form.done("The licence is removed.");
    });
  }
  const form = await readForm(request, context, licencePageFields, { ...tag, hide: ["file"] });
  if (!form.ok) return form.answer;
  return form.run(async ({ licence_id, version, drop_scan, ...input }) => {
    const file = chosenFile(form.formData.get("file"));
    let scan: ScanChoice | undefined = drop_scan ? null : undefined;
    if (file) scan = await storeScan(uploads, Buffer.from(await file.arrayBuffer()), me.id);
    if (intent !== "update") {
      await licences.create(actor, input, scan ?? null);
      return form.done("The licence is saved.", {}, { reset: true });
    }
    if (licence_id === undefined || version === undefined) {
      return form.failure(400, "Reload the page: the version it started from is missing.");
    }
    await licences.update(actor, licence_id, version, input, scan);
    return form.done("The licence is saved.");
  });
}
