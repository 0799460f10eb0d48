import { Form, Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { type Listing, listingQuery, SORTS } from "../../../lib/category-listing";
import type { CropChoice } from "../../../lib/crop-types";

const chip = (current: boolean) =>
  `inline-flex min-h-9 items-center rounded-full border px-3 ${
    current
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-stone-300 bg-white text-stone-800 hover:border-brand-700"
  }`;

/**
 * A category page's sort and crop (links) and filters (a GET form): all are addresses, so they
 * work before the scripts arrive, and a farmer can share the list he sees. Choosing a sort or a
 * crop keeps the other choices and starts again at the first page.
 */
export function CategoryFilters({
  listing,
  path,
  total,
  crops,
}: {
  listing: Listing;
  path: string;
  total: number;
  crops: CropChoice[];
}) {
  const t = useT();
  const l = t.catalog.listing;
  return (
    <div className="mb-5 flex flex-col gap-3">
      {crops.length > 0 && (
        <nav aria-label={t.crops.filterLabel} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-stone-800">{t.crops.filterLabel}:</span>
          {[{ key: undefined, name: t.crops.allCrops }, ...crops].map((c) => (
            <Link
              key={c.key ?? ""}
              to={`${path}${listingQuery({ ...listing, crop: c.key })}`}
              aria-current={listing.crop === c.key ? "true" : undefined}
              className={chip(listing.crop === c.key)}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <nav aria-label={l.sortBy} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-stone-800">{l.sortBy}:</span>
        {SORTS.map((sort) => (
          <Link
            key={sort}
            to={`${path}${listingQuery({ ...listing, sort })}`}
            aria-current={listing.sort === sort ? "true" : undefined}
            className={chip(listing.sort === sort)}
          >
            {l.sorts[sort]}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action={path}
        className="flex flex-wrap items-end gap-3 text-sm"
        aria-label={l.filters}
      >
        {listing.sort !== "popular" && <input type="hidden" name="sort" value={listing.sort} />}
        {listing.crop && <input type="hidden" name="crop" value={listing.crop} />}
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="stock"
            value="1"
            defaultChecked={listing.inStockOnly}
            className="h-5 w-5"
          />
          {l.inStockOnly}
        </label>
        {(["min", "max"] as const).map((end) => (
          <label key={end} className="flex flex-col gap-1">
            {end === "min" ? l.priceFrom : l.priceTo}
            <input
              name={end}
              inputMode="numeric"
              aria-invalid={listing.problem ? true : undefined}
              defaultValue={listing.typed?.[end] ?? listing[end] ?? ""}
              className="h-11 w-24 rounded-md border border-stone-300 px-2"
            />
          </label>
        ))}
        <button type="submit" className="btn-primary h-11">
          {l.apply}
        </button>
        {(listing.inStockOnly || listing.min !== undefined || listing.max !== undefined) && (
          <Link
            to={`${path}${listingQuery({ sort: listing.sort, inStockOnly: false, crop: listing.crop })}`}
            className="link min-h-11 content-center"
          >
            {l.clear}
          </Link>
        )}
      </Form>
      {listing.problem && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {l[listing.problem]}
        </p>
      )}
      <p className="text-sm text-stone-600">{l.count(total)}</p>
    </div>
  );
}
