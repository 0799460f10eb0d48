import { type AppLoadContext, redirect } from "react-router";
import { productPageFields } from "../../../../lib/validation/catalogue-form";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

/**
 * The product form posted to its page (new or edit): the same checks and service calls as the
 * API's /products/create and /products/update, so the audit log and the stale-edit refusal
 * ("changed by someone else") are the same. A new product opens its own page; a saved one
 * stays, its form started again from what was saved (new packs now have ids).
 */
export async function saveProductForm(request: Request, context: AppLoadContext, productId?: number) {
  const me = await requireStaffPage(request, context, "catalogue");
  const form = await readForm(request, context, productPageFields, { tag: { intent: "product" } });
  if (!form.ok) return form.answer;
  const admin = context.services.catalogAdmin;
  const actor = { staffId: me.id, name: me.name };
  return form.run(async (v) => {
    if (productId === undefined) {
      const created = await admin.createProduct(actor, v);
      throw redirect(`/admin/products/${created.id}`);
    }
    if (v.version === undefined) {
      return form.failure(400, "Reload the page: the version it started from is missing.");
    }
    await admin.updateProduct(actor, productId, v.version, v);
    return form.done("Product saved.", {}, { reset: true });
  });
}
