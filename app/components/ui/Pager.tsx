import { Link } from "react-router";
import { Icon } from "./Icon";

/** What a screen reader hears of the pager's links: the storefront passes its language's (`t.nav`). */
export interface PagerWords {
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
}

/** The back office's (English by design: its pages carry no message catalogue). */
const ENGLISH: PagerWords = {
  previousPage: "Previous page",
  nextPage: "Next page",
  pageNumber: (p) => `Page ${p}`,
};

/** Numbered pages as links (?page=N), so paging works without JavaScript and is crawlable. */
export function Pager({
  page,
  pageCount,
  hrefFor,
  label = "Pages",
  words = ENGLISH,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  words?: PagerWords;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const cls =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          className={`${cls} border-stone-300`}
          aria-label={words.previousPage}
          preventScrollReset
        >
          <Icon name="chevronLeft" size={18} />
        </Link>
      )}
      {pages.map((p) => (
        <Link
          key={p}
          to={hrefFor(p)}
          preventScrollReset
          aria-current={p === page ? "page" : undefined}
          aria-label={words.pageNumber(p)}
          className={`${cls} ${p === page ? "border-brand-800 bg-brand-800 text-white" : "border-stone-300 text-stone-800 hover:bg-brand-50"}`}
        >
          {p}
        </Link>
      ))}
      {page < pageCount && (
        <Link
          to={hrefFor(page + 1)}
          className={`${cls} border-stone-300`}
          aria-label={words.nextPage}
          preventScrollReset
        >
          <Icon name="chevronRight" size={18} />
        </Link>
      )}
    </nav>
  );
}
