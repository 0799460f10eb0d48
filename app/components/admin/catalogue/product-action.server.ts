import { type AppLoadContext, redirect } from "react-router";
import {
  pictureAddFields,
  picturesFields,
  productPageFields,
} from "../../../../lib/validation/catalogue-form";
import { requireStaffPage } from "../../../admin-session.server";
import { readForm } from "../../../lib/forms/form-action.server";

/** Which of the product page's forms was posted (its hidden `form` field). */
export type ProductPageForm = "product" | "picture" | "pictures";

/**
 * The product page's forms posted to it (new or edit), with the same checks and service calls
 * as the API's /products/create, /update, /images/add and /images/arrange, so the audit log and
 * the stale-edit refusal ("changed by someone else") are the same. A new product opens its own
 * page; a saved one stays, its form started again from what was saved (new packs have ids).
 */
export async function productPageAction(request: Request, context: AppLoadContext, productId?: number) {
  const me = await requireStaffPage(request, context, "catalogue");
  const which = String((await request.clone().formData()).get("form") ?? "product") as ProductPageForm;
  const { catalogAdmin: admin, uploads } = context.services;
  const actor = { staffId: me.id, name: me.name };
  const tag = { tag: { form: which } };

  if (productId !== undefined && which === "picture") {
    const form = await readForm(request, context, pictureAddFields, { ...tag, hide: ["file"] });
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const file = form.formData.get("file");
      const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
      // The upload's own checks (a picture, 10 MB at most) answer on the `file` field.
      const stored = await uploads.storeImage(bytes, me.id);
      await admin.addImage(actor, productId, v.version, stored.hash, v.alt);
      return form.done("Picture added.", {}, { reset: true });
    });
  }
  if (productId !== undefined && which === "pictures") {
    const form = await readForm(request, context, picturesFields, tag);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.arrangeImages(actor, productId, v.version, v.images);
      return form.done("Pictures saved.", {}, { reset: true });
    });
  }

  const form = await readForm(request, context, productPageFields, { tag: { form: "product" } });
  if (!form.ok) return form.answer;
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
