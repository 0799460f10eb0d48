import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { TitledSection } from "~/components/ui/TitledSection";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { loginPath } from "~/lib/return-to";
import { averageText, type RatingSummary } from "../../../lib/reviews";
import type { PublicReview, ReviewStanding } from "../../../server/modules/reviews";
import { ReviewList } from "./ReviewList";
import { Stars, useRatedWords } from "./Stars";

/**
 * The form and its checks (Conform and zod, some 25 KB) load only for a customer who may write
 * a review: a guest's product page stays within its first-load budget (docs/decisions/0003-small-first-load.md).
 * The page is rendered whole before it is sent (app/entry.server.tsx), so the form is in the
 * HTML without scripts; with them it hydrates once its module has come.
 */
const ReviewForm = lazy(() => import("./ReviewForm").then((m) => ({ default: m.ReviewForm })));

export interface ReviewsData {
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  /** Null for a guest (the page every guest shares: nothing of anyone's in it). */
  standing: ReviewStanding | null;
}

/**
 * A product page's ratings and reviews: the average and how many, the published reviews, and
 * for the signed-in customer who received it the form to write or edit theirs (a guest is
 * offered to log in; a customer who has not received it is told why they cannot yet).
 */
export function ProductReviews({
  productId,
  rating,
  data,
  answer,
}: {
  productId: number;
  rating: RatingSummary | undefined;
  data: ReviewsData;
  answer?: FormAnswer;
}) {
  const t = useT().reviews;
  const words = useRatedWords();
  const path = `/product-info/${productId}`;
  const { standing } = data;
  return (
    <TitledSection id="reviews-title" title={t.title} size="xl" className="mt-10 max-w-3xl">
      {/* Anchors clear of the sticky header: #reviews (the rating's link), #review (the form). */}
      <span id="reviews" className="block scroll-mt-24" />
      {rating ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-4xl font-extrabold text-stone-950" aria-hidden="true">
            {averageText(rating.average)}
          </span>
          <div>
            <Stars value={rating.average} size={22} label={words(rating)} />
            <p className="text-sm text-stone-700" aria-hidden="true">
              {t.count(rating.count)}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-stone-700">{t.none}</p>
      )}
      {data.reviews.length > 0 && (
        <ReviewList reviews={data.reviews} page={data.page} pageCount={data.pageCount} path={path} />
      )}
      <div id="review" className="scroll-mt-24">
        {standing === null ? (
          <p className="mt-4">
            <Link to={loginPath(path)} className="btn-outline">
              {t.signIn}
            </Link>
          </p>
        ) : standing.eligible ? (
          // A saved review starts the form again from what is now stored.
          <Suspense fallback={null}>
            <ReviewForm
              key={standing.review?.updatedAt.toString() ?? "new"}
              productId={productId}
              review={standing.review}
              answer={answer}
            />
          </Suspense>
        ) : (
          <p
            className="mt-4 rounded-md bg-stone-100 p-3 text-sm text-stone-800"
            data-testid="review-not-eligible"
          >
            {t.notEligible}
          </p>
        )}
      </div>
    </TitledSection>
  );
}
