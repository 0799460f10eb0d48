import { useT } from "~/i18n/i18n";
import { averageText, MAX_STARS, type RatingSummary, STAR_VALUES } from "../../../lib/reviews";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/**
 * One star, filled or outlined (the rating component's own drawing; no icon font). Without
 * `filled` its colours are the stylesheet's (the star input's, app.css).
 */
export function StarShape({ filled, size = 16 }: { filled?: boolean; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={
        filled === undefined
          ? undefined
          : filled
            ? "fill-amber-500 text-amber-600"
            : "fill-none text-stone-400"
      }
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d={STAR} />
    </svg>
  );
}

/**
 * Five stars showing a rating in whole stars (the rating component's precision is 1), drawn
 * for the eye; the words for screen readers come with it (`label`).
 */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label: string }) {
  const whole = Math.min(MAX_STARS, Math.max(0, Math.round(value)));
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-px">
      {STAR_VALUES.map((n) => (
        <StarShape key={n} filled={n <= whole} size={size} />
      ))}
    </span>
  );
}

/** "Rated 4.3 out of 5 by 12 customers", in the page's language. */
export function useRatedWords() {
  const t = useT().reviews;
  return (r: RatingSummary) =>
    r.count === 1 ? t.ratedOne(averageText(r.average)) : t.rated(averageText(r.average), r.count);
}

/**
 * A product card's rating for the eye, laid over the corner of its picture so that rated and
 * unrated cards stay the same height (e2e/catalog-cards.test.ts): "★ 4.3 (12)". Screen readers
 * get `RatedWords` after the product's name instead.
 */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  return (
    <p
      aria-hidden="true"
      data-testid="card-rating"
      className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded border border-stone-200 bg-white/95 px-1.5 py-0.5 text-xs font-semibold text-stone-900 shadow-sm"
    >
      <StarShape filled size={14} />
      {averageText(rating.average)} <span className="font-normal text-stone-700">({rating.count})</span>
    </p>
  );
}

/** The rating in words, for screen readers only. */
export function RatedWords({ rating }: { rating: RatingSummary }) {
  const words = useRatedWords();
  return <p className="sr-only">{words(rating)}</p>;
}

/** The product page's line under the name: the stars, "4.3 out of 5" and how many, to the reviews. */
export function RatingLine({ rating }: { rating: RatingSummary | undefined }) {
  const t = useT().reviews;
  const words = useRatedWords();
  if (!rating) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="product-rating">
      <Stars value={rating.average} size={18} label={words(rating)} />
      <span aria-hidden="true" className="font-semibold text-stone-900">
        {t.outOf(averageText(rating.average))}
      </span>
      <a href="#reviews" className="text-brand-800 underline">
        {t.count(rating.count)}
      </a>
    </p>
  );
}
