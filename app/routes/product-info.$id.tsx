import { data } from "react-router";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { BuyBox } from "~/components/catalog/BuyBox";
import { FrequentlyBought } from "~/components/catalog/FrequentlyBought";
import { Gallery } from "~/components/catalog/Gallery";
import { ProductGrid } from "~/components/catalog/ProductGrid";
import { Icon } from "~/components/ui/Icon";
import { en } from "~/messages/en";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { Route } from "./+types/product-info.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) {
    throw data(null, { status: 404 });
  }
  const { catalog } = context.services;
  const product = await catalog.productDetail(id);
  if (!product) throw data(null, { status: 404 });
  const [frequent, related] = await Promise.all([catalog.frequentlyBought(id), catalog.related(id)]);
  return { product, frequent, related };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/product-info/${product.id}`;
  const offers = product.prices.map((p) => ({
    "@type": "Offer",
    priceCurrency: "INR",
    price: p.final_price,
    availability: p.in_stock === "INSTOCK" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    url: `${base}${path}`,
    sku: `${product.sku_number}-${p.qty}${p.unit_name}`,
  }));
  return seo(matches, {
    title: product.product_name,
    description: product.short_description || `${product.product_name} — ${product.category}`,
    path,
    image: product.images[0],
    type: "product",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.product_name,
        sku: product.sku_number,
        image: product.images.map((i) => `${base}${i}`),
        description: product.short_description,
        category: product.category,
        offers,
      },
      breadcrumbLd(base, [
        { name: "Home", path: "/" },
        { name: product.category, path: `/products/${product.categorykey}` },
        { name: product.product_name, path },
      ]),
    ],
  });
}

export default function ProductInfo({ loaderData }: Route.ComponentProps) {
  const { product, frequent, related } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumb
        trail={[
          { name: product.category, to: `/products/${product.categorykey}` },
          { name: product.product_name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <Gallery images={product.images} alts={product.image_alts} name={product.product_name} />
        <div>
          <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">{product.product_name}</h1>
          <BuyBox key={product.id} product={product} />
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {en.catalog.badges.map((b, i) => (
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
      <section aria-labelledby="about-title" className="mt-10">
        <h2 id="about-title" className="text-xl font-bold text-brand-900">
          {en.catalog.aboutProduct}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{en.catalog.category}</dt>
          <dd>{product.category}</dd>
          <dt className="font-semibold">{en.catalog.sku}</dt>
          <dd>{product.sku_number}</dd>
        </dl>
        {/* Sanitised when staff saved it (server/db/seed/seed.ts cleanHtml). */}
        <div className="prose-shop mt-4" dangerouslySetInnerHTML={{ __html: product.product_description }} />
      </section>
      <FrequentlyBought key={product.id} products={frequent} productId={product.id} />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-10">
          <h2 id="related-title" className="mb-4 text-xl font-bold text-brand-900">
            {en.catalog.related}
          </h2>
          <ProductGrid products={related} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
