import { Link } from "react-router";
import { useLang, useT } from "~/i18n/i18n";
import type { WithdrawnProduct } from "../../../lib/catalog-types";
import { formatDay } from "../blog/format-date";

/** What a 410 answer for a product page carries (the product route's loader throws it). */
export const isWithdrawn = (d: unknown): d is { withdrawn: WithdrawnProduct } =>
  typeof d === "object" && d !== null && "withdrawn" in d;

/**
 * The page of a product taken off sale because an active ingredient of it is banned
 * (docs/decisions/0048-registration-and-ingredients.md): a farmer who kept its link, or was
 * sent it, reads why it is gone and where to turn, instead of "not found".
 */
export function Withdrawn({ product }: { product: WithdrawnProduct }) {
  const t = useT();
  const lang = useLang();
  // "S.O. 3951(E), 8 August 2018", as much of each ban as the owner's list knows.
  const orders = product.banned
    .map((b) =>
      [b.notification, b.notifiedOn ? formatDay(b.notifiedOn, lang) : ""].filter(Boolean).join(", "),
    )
    .filter(Boolean);
  return (
    <section className="mx-auto max-w-xl px-4 py-16" aria-labelledby="withdrawn-title">
      <title>{`${product.name} – ${t.catalog.withdrawnTitle}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="withdrawn-title" className="text-2xl font-bold text-stone-950">
        {t.catalog.withdrawnTitle}
      </h1>
      <p className="mt-3 text-stone-800">
        {t.catalog.withdrawn(product.name, product.banned.map((b) => b.name).join(", "))}
      </p>
      {orders.length > 0 && (
        <p className="mt-2 text-sm text-stone-700">{t.catalog.bannedBy(orders.join("; "))}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={`/products/${product.category.key}`} className="btn-primary">
          {t.catalog.seeOthersIn(product.category.name)}
        </Link>
        <Link to="/contact-us" className="btn-outline">
          {t.catalog.withdrawnAsk}
        </Link>
      </div>
    </section>
  );
}
