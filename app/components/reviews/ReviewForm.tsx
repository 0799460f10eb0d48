import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { MAX_REVIEW_PHOTOS, REVIEW_TEXT_MAX } from "../../../lib/reviews";
import { reviewFields } from "../../../lib/validation/reviews";
import type { MyReview } from "../../../server/modules/reviews";
import { FormMessage, SubmitButton } from "../account/Field";
import { ReviewPhotos } from "./ReviewList";
import { StarInput } from "./StarInput";

export const REVIEW_FORM = "review-form";

/**
 * The signed-in customer's review of the product: the stars (radio buttons), the words and up
 * to 3 photos, new or edited. A multipart POST to the product page's action, with the page's
 * scripts or without (docs/decisions/0028-forms-without-scripts.md); the shop's check is
 * waited for again after each change, as the status line says.
 */
export function ReviewForm({
  productId,
  review,
  answer,
}: {
  productId: number;
  review: MyReview | null;
  answer?: FormAnswer;
}) {
  const t = useT().reviews;
  const form = useShopForm(reviewFields, answer, REVIEW_FORM, {
    stars: review ? String(review.stars) : undefined,
    text: review?.text ?? "",
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const typed = Number(form.values.stars);
  const stars = Number.isInteger(typed) && typed >= 1 ? typed : review?.stars;
  const room = MAX_REVIEW_PHOTOS - (review?.photos.length ?? 0);
  return (
    <Form
      method="post"
      // Without scripts the answering page opens at the form, where its sentence is.
      action={`/product-info/${productId}#review`}
      encType="multipart/form-data"
      preventScrollReset
      {...form.props}
      aria-labelledby="review-form-title"
      className="mt-4 space-y-4 rounded-lg border border-stone-200 p-4"
    >
      <h3 id="review-form-title" className="text-lg font-bold text-brand-900">
        {review ? t.editTitle : t.writeTitle}
      </h3>
      {review && (
        <p className="text-sm text-stone-700" data-testid="review-status">
          {t.status[review.status]}
        </p>
      )}
      <input type="hidden" name="intent" value="review" />
      {review && <input type="hidden" name="reviewId" value={review.id} />}
      <StarInput
        name="stars"
        legend={t.yourStars}
        value={stars}
        error={form.errors.stars}
        errorId="review-stars-error"
      />
      <div>
        <label htmlFor="review-text" className="block text-sm font-semibold text-stone-900">
          {t.text}
        </label>
        <p id="review-text-hint" className="text-sm text-stone-700">
          {t.textHint}
        </p>
        <textarea
          id="review-text"
          name="text"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={form.values.text ?? review?.text ?? ""}
          aria-invalid={form.errors.text ? true : undefined}
          aria-describedby={form.errors.text ? "review-text-hint review-text-error" : "review-text-hint"}
          className={`mt-1 w-full rounded-md border px-3 py-2 ${form.errors.text ? "border-red-700" : "border-stone-300"}`}
        />
        {form.errors.text && (
          <p id="review-text-error" className="mt-1 text-sm text-red-700">
            {form.errors.text}
          </p>
        )}
      </div>
      {review && review.photos.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{t.yourPhotos}</legend>
          <ReviewPhotos photos={review.photos} />
          <div className="mt-1 flex flex-wrap gap-x-4">
            {review.photos.map((p, i) => (
              <label key={p.id} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="remove" value={p.id} className="h-5 w-5" />
                {t.removePhoto(i + 1)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor="review-photos" className="block text-sm font-semibold text-stone-900">
          {t.photos}
        </label>
        <p id="review-photos-hint" className="text-sm text-stone-700">
          {t.photosHint}
        </p>
        <input
          id="review-photos"
          name="photos"
          type="file"
          multiple={room > 1}
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={form.errors.photos ? true : undefined}
          aria-describedby={
            form.errors.photos ? "review-photos-hint review-photos-error" : "review-photos-hint"
          }
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-brand-800 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
        />
        {form.errors.photos && (
          <p id="review-photos-error" className="mt-1 text-sm text-red-700">
            {form.errors.photos}
          </p>
        )}
      </div>
      <div className="space-y-3">
        <SubmitButton
          busy={busy}
          label={review ? t.update : t.submit}
          busyLabel={t.saving}
          className="btn-primary"
        />
        <FormMessage failure={form.failure} done={form.done} />
      </div>
    </Form>
  );
}
