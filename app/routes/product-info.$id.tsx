import { data } from "react-router";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { BuyBox } from "~/components/catalog/BuyBox";
import { FrequentlyBought } from "~/components/catalog/FrequentlyBought";
import { Gallery } from "~/components/catalog/Gallery";
import { ProductGrid } from "~/components/catalog/ProductGrid";
import { Icon } from "~/components/ui/Icon";
import { TitledSection } from "~/components/ui/TitledSection";
import { useT } from "~/i18n/i18n";
import { addedSentence } from "~/lib/cart-action.server";
import { readForm } from "~/lib/forms/form-action.server";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import { toRupeeString } from "../../lib/money";
import { stockAlertForm } from "../../lib/validation/stock-alert";
import { stockAlertMessages } from "../../server/modules/stock-alerts";
import { sayIn } from "../../server/pages";
import type { Route } from "./+types/product-info.$id";

/** The product's id from the address; anything else is a page that does not exist. */
function productIdOf(param: string) {
  const id = Number(param);
  if (!/^\d+$/.test(param) || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) {
    throw data(null, { status: 404 });
  }
  return id;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = productIdOf(params.id);
  const catalog = context.services.catalog.in(context.lang);
  const recommendations = context.services.recommendations.in(context.lang);
  const product = await catalog.productDetail(id);
  if (!product) throw data(null, { status: 404 });
  const [frequent, related] = await Promise.all([
    recommendations.frequentlyBought(id),
    recommendations.related(id),
  ]);
  // After a login that added the pack chosen as a guest, without scripts: what became of it.
  const done = new URL(request.url).searchParams.get("done");
  const sentence = addedSentence(done);
  const added = sentence
    ? { sentence: sayIn(context.lang, sentence), ok: done === "added" || done === "increased" }
    : null;
  return { product, frequent, related, added };
}

/** "Notify me" on a sold-out pack (app/components/catalog/NotifyMe.tsx). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const productId = productIdOf(params.id);
  const form = await readForm(request, context, stockAlertForm);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.stockAlerts.request(
      {
        productId: Number(params.id),
        productPriceId: v.productPriceId,
        contact: v.contact,
        lang: context.lang,
      },
      { ip: context.clientAddress },
    );
    return form.done(stockAlertMessages.saved, {}, { reset: true });
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/product-info/${product.id}`;
  const offers = product.prices.map((p) => ({
    "@type": "Offer",
    priceCurrency: "INR",
    // schema.org wants a plain decimal here, as the API writes money.
    price: toRupeeString(p.finalPaise),
    availability: p.stock === "in_stock" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    url: `${base}${path}`,
    sku: `${product.sku}-${p.qty}${p.unit}`,
  }));
  return seo(matches, {
    title: product.name,
    description: product.shortDescription || `${product.name} — ${product.category.name}`,
    path,
    image: product.images[0]?.url,
    type: "product",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        sku: product.sku,
        image: product.images.map((i) => `${base}${i.url}`),
        description: product.shortDescription,
        category: product.category.name,
        offers,
      },
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
  const { product, frequent, related, added } = loaderData;
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
      <TitledSection id="about-title" title={t.catalog.aboutProduct} size="xl" className="mt-10">
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t.catalog.category}</dt>
          <dd>{product.category.name}</dd>
          <dt className="font-semibold">{t.catalog.sku}</dt>
          <dd>{product.sku}</dd>
        </dl>
        {/* Sanitised when staff saved it (server/db/seed/seed.ts cleanHtml). */}
        <div className="prose-shop mt-4" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
      </TitledSection>
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
