import type { AppLoadContext } from "react-router";
import { categoryPageFields, moveFields, removeFields } from "../../../../lib/validation/catalogue-form";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

export type CategoryIntent = "create" | "update" | "remove" | "move";

/** A chosen file from a posted form (an empty file input sends a nameless, empty one). */
const chosenFile = (value: FormDataEntryValue | null) =>
  value instanceof File && (value.size > 0 || value.name) ? value : undefined;

/**
 * The categories page's forms (their `intent`): create or save one (its banner uploaded in the
 * same post, as the API's /uploads/image stores it), move one up or down, remove an empty one.
 * The same services as the API's /categories/… and the same audit.
 */
export async function categoriesAction(request: Request, context: AppLoadContext) {
  const me = await requireStaffPage(request, context, "catalogue");
  const actor = { staffId: me.id, name: me.name };
  const { catalogAdmin: admin, uploads } = context.services;
  const intent = String((await request.clone().formData()).get("intent") ?? "") as CategoryIntent;
  const tag = { tag: { intent } };
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.removeCategory(actor, v.id, v.version);
      return form.done("Category removed.");
    });
  }
  if (intent === "move") {
    const form = await readForm(request, context, moveFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const ids = (await admin.listCategories()).map((c) => c.id);
      const at = ids.indexOf(v.id);
      const to = at + (v.by === "up" ? -1 : 1);
      if (at >= 0 && to >= 0 && to < ids.length) {
        [ids[at], ids[to]] = [ids[to], ids[at]];
        await admin.reorderCategories(actor, ids);
      }
      return form.done("Order saved.");
    });
  }
  const form = await readForm(request, context, categoryPageFields, { ...tag, hide: ["file"] });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const file = chosenFile(form.formData.get("file"));
    let banner: string | null | undefined = v.drop_banner ? null : intent === "update" ? undefined : null;
    if (file) banner = (await uploads.storeImage(Buffer.from(await file.arrayBuffer()), me.id)).hash;
    const input = { name: v.name, description: v.description, active: v.active, hi: v.hi, banner };
    if (intent !== "update") {
      await admin.createCategory(actor, { ...input, banner: banner ?? null });
      return form.done("Category created.", {}, { reset: true });
    }
    if (v.category_id === undefined || v.version === undefined) {
      return form.failure(400, "Reload the page: the version it started from is missing.");
    }
    await admin.updateCategory(actor, v.category_id, v.version, input);
    return form.done("Category saved.");
  });
}
