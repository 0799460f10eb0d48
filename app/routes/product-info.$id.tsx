import { data, useActionData } from "react-router";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { BuyBox } from "~/components/catalog/BuyBox";
import { FrequentlyBought } from "~/components/catalog/FrequentlyBought";
import { Gallery } from "~/components/catalog/Gallery";
import { LabelDetails } from "~/components/catalog/LabelDetails";
import { ProductGrid } from "~/components/catalog/ProductGrid";
import { productLd } from "~/components/catalog/product-ld";
import { ForWhichCrop } from "~/components/crops/ForWhichCrop";
import { DoseCalculator } from "~/components/dose/DoseCalculator";
import { ProductReviews } from "~/components/reviews/ProductReviews";
import { RatingLine } from "~/components/reviews/Stars";
import { Icon } from "~/components/ui/Icon";
import { TitledSection } from "~/components/ui/TitledSection";
import { useT } from "~/i18n/i18n";
import { addedSentence } from "~/lib/cart-action.server";
import { formHeaders } from "~/lib/form-headers";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { notifyAction } from "~/lib/notify-action.server";
import { reviewAction } from "~/lib/review-action.server";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import { customerOf } from "~/session.server";
import { sayIn } from "../../server/pages";
import type { Route } from "./+types/product-info.$id";

/** The product's id from its address; anything else is the not-found page. */
function productIdOf(raw: string) {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) {
    throw data(null, { status: 404 });
  }
  return id;
}

/** A rate limit's `Retry-After` goes with the page (the review form). */
export const headers: Route.HeadersFunction = formHeaders;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = productIdOf(params.id);
  const catalog = context.services.catalog.in(context.lang);
  const recommendations = context.services.recommendations.in(context.lang);
  const product = await catalog.productDetail(id);
  if (!product) {
    // Taken off sale for a banned ingredient: the page says so (410, Gone), not "not found".
    const withdrawn = await catalog.withdrawn(id);
    throw withdrawn ? data({ withdrawn }, { status: 410 }) : data(null, { status: 404 });
  }
  const url = new URL(request.url);
  // The signed-in customer's own review and whether they may write one (never in a guest's page).
  // A page kept for every customer who may (or may not) review it was told which (server/page-cache).
  const kept = context.personal?.reviewStanding;
  const customer = kept?.productId === id ? null : await customerOf(request, context);
  const [frequent, related, published, standing, cropUses] = await Promise.all([
    recommendations.frequentlyBought(id),
    recommendations.related(id),
    context.services.reviews.published(id, Number(url.searchParams.get("reviews")) || 1),
    kept?.productId === id
      ? { eligible: kept.eligible, review: null }
      : customer
        ? context.services.reviews.standing(customer.userId, id)
        : null,
    // Each use with the label's dose (lib/dose-types.ts), in the page's language: "For which crop?".
    context.services.crops
      .in(context.lang)
      .productUses(id),
  ]);
  const reviews = { ...published, standing };
  // After a login that added the pack chosen as a guest, without scripts: what became of it.
  const done = url.searchParams.get("done");
  const sentence = addedSentence(done);
  const added = sentence
    ? { sentence: sayIn(context.lang, sentence), ok: done === "added" || done === "increased" }
    : null;
  return { product, frequent, related, added, reviews, cropUses };
}

/**
 * Two forms post here: "Notify me" under a sold-out pack (`?notify=1`) and the review form
 * (multipart, with its photos).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const productId = productIdOf(params.id);
  if (new URL(request.url).searchParams.has("notify")) return notifyAction(request, context, productId);
  return reviewAction(request, context, productId);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, reviews } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/product-info/${product.id}`;
  return seo(matches, {
    title: product.name,
    description: product.shortDescription || `${product.name} — ${product.category.name}`,
    path,
    image: product.images[0]?.url,
    type: "product",
    jsonLd: [
      productLd(base, path, product, reviews.page === 1 ? reviews.reviews : []),
      breadcrumbLd(base, [
        { name: "Home", path: "/" },
        { name: product.category.name, path: `/products/${product.category.key}` },
        { name: product.name, path },
      ]),
    ],
  });
}

export default function ProductInfo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, frequent, related, added, reviews, cropUses } = loaderData;
  // The review form's answer; "Notify me" reads its own (NotifyMe.tsx).
  const posted = useActionData<typeof action>() as FormAnswer | undefined;
  const answer = posted?.form === "notify" ? undefined : posted;
  return (
    <div className="container-page py-6">
      <Breadcrumb
        trail={[
          { name: product.category.name, to: `/products/${product.category.key}` },
          { name: product.name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <Gallery images={product.images} />
        <div>
          {added && (
            <p
              role={added.ok ? "status" : "alert"}
              className={`mb-3 rounded-md p-3 font-semibold ${added.ok ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800"}`}
            >
              {added.sentence}
            </p>
          )}
          <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">{product.name}</h1>
          <RatingLine rating={product.rating} />
          <BuyBox key={product.id} product={product} />
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {t.catalog.badges.map((b, i) => (
              <li key={b.title} className="flex gap-2 rounded-md bg-brand-50 p-3 text-sm">
                <Icon name={(["truck", "shield", "leaf"] as const)[i]} className="shrink-0 text-brand-800" />
                <span>
                  <strong className="block text-stone-900">{b.title}</strong>
                  <span className="text-stone-700">{b.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ForWhichCrop uses={cropUses} />
      {cropUses.length > 0 && (
        <DoseCalculator
          key={product.id}
          choices={cropUses.map((u) => ({
            id: u.id,
            label: `${u.crop.name} · ${u.target.name}`,
            dose: u.dose,
            productId: product.id,
            packs: product.prices,
          }))}
        />
      )}
      <TitledSection id="about-title" title={t.catalog.aboutProduct} size="xl" className="mt-10">
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t.catalog.category}</dt>
          <dd>{product.category.name}</dd>
          <dt className="font-semibold">{t.catalog.sku}</dt>
          <dd>{product.sku}</dd>
        </dl>
        <LabelDetails label={product.label} />
        {/* Sanitised when staff saved it (server/db/seed/seed.ts cleanHtml). */}
        <div className="prose-shop mt-4" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
      </TitledSection>
      <ProductReviews productId={product.id} rating={product.rating} data={reviews} answer={answer} />
      {/* Only what can be sold today: goods the shop's licences do not cover are left out. */}
      <FrequentlyBought
        key={product.id}
        products={frequent.filter((p) => !p.offSale)}
        productId={product.id}
      />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-10">
          <h2 id="related-title" className="mb-4 text-xl font-bold text-brand-900">
            {t.catalog.related}
          </h2>
          <ProductGrid products={related} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
