import { formatDate, isoDay } from "~/components/blog/format-date";
import { useLang, useT } from "~/i18n/i18n";
import type { PublicReview, ReviewPhoto } from "../../../server/modules/reviews";
import { Picture } from "../ui/Picture";
import { Stars } from "./Stars";

/**
 * A review's photos: small copies, each a link to its largest (a plain link: no script needed).
 * `author` names whose review they are with; none: the customer's own.
 */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhoto[]; author?: string }) {
  const t = useT().reviews;
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} className="block">
            <Picture
              picture={p}
              sizes="96px"
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              alt={author ? t.photoOf(i + 1, author) : t.yourPhotoOf(i + 1)}
              className="h-24 w-24 rounded border border-stone-200 bg-stone-100 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The published reviews of a product, newest first, each with its photos and the shop's answer. */
export function ReviewList({
  reviews,
  page,
  pageCount,
  path,
}: {
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  /** The product page's address, for the pages of reviews (?reviews=2#reviews). */
  path: string;
}) {
  const t = useT().reviews;
  const lang = useLang();
  const at = (p: number) => `${path}${p > 1 ? `?reviews=${p}` : ""}#reviews`;
  return (
    <>
      <ol className="mt-4 divide-y divide-stone-200" data-testid="review-list">
        {reviews.map((r) => (
          <li key={r.id} className="py-4">
            <article aria-label={`${r.author}: ${t.starsOf(r.stars)}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars value={r.stars} label={t.starsOf(r.stars)} />
                <p className="text-sm text-stone-700">
                  <strong className="text-stone-900">{r.author}</strong>{" "}
                  <time dateTime={isoDay(r.publishedAt)}>{t.on(formatDate(r.publishedAt, lang))}</time>
                </p>
              </div>
              {r.text && (
                <p lang={r.lang} className="mt-2 whitespace-pre-line text-stone-900">
                  {r.text}
                </p>
              )}
              <ReviewPhotos photos={r.photos} author={r.author} />
              {r.answer && (
                <div className="mt-3 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3">
                  <p className="text-sm font-semibold text-brand-900">{t.shopAnswer}</p>
                  <p className="mt-1 whitespace-pre-line text-sm text-stone-900">{r.answer.text}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
      {pageCount > 1 && (
        <nav aria-label={t.pages} className="mt-2 flex gap-4">
          {page > 1 && (
            <a href={at(page - 1)} className="inline-flex min-h-11 items-center text-brand-800 underline">
              {t.newer}
            </a>
          )}
          {page < pageCount && (
            <a href={at(page + 1)} className="inline-flex min-h-11 items-center text-brand-800 underline">
              {t.older}
            </a>
          )}
        </nav>
      )}
    </>
  );
}
