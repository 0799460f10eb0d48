import { type AppLoadContext, data, redirect } from "react-router";
import { reviewFields } from "../../lib/validation/reviews";
import { reviewMessages } from "../../server/modules/reviews";
import { customerOf } from "../session.server";
import { readForm } from "./forms/form-action.server";
import { loginPath } from "./return-to";

/** The files a form's `photos` field sent (an empty file input sends one empty, nameless file). */
async function photosOf(form: FormData): Promise<Buffer[]> {
  const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  return Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
}

/**
 * The product page's review form (app/components/reviews/ReviewForm.tsx), posted as multipart
 * with its photos, with the page's scripts or without: the customer's review written or edited
 * by the reviews service, which checks who may (a delivered order of the product), the text,
 * the photos and the limits. A guest is sent to log in and back.
 */
export async function reviewAction(request: Request, context: AppLoadContext, productId: number) {
  const customer = await customerOf(request, context);
  if (!customer) throw redirect(loginPath(`/product-info/${productId}`));
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  if (intent !== "review") throw data(null, { status: 400 });
  // The photos' bytes never go back to the page.
  const form = await readForm(request, context, reviewFields, { hide: ["photos"] });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.reviews.save(
      customer.userId,
      productId,
      {
        stars: v.stars,
        text: v.text,
        reviewId: v.reviewId,
        remove: v.remove,
        photos: await photosOf(form.formData),
      },
      { ip: context.clientAddress, pageLang: context.lang },
    );
    return form.done(reviewMessages.saved);
  });
}
