import { data } from "react-router";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { CropProducts } from "~/components/crops/CropProducts";
import { DoseCalculator } from "~/components/dose/DoseCalculator";
import { PageHeading } from "~/components/layout/PageHeading";
import { Picture } from "~/components/ui/Picture";
import { metaT, useT } from "~/i18n/i18n";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { CropProblemView, CropStageView } from "../../lib/crop-types";
import type { Route } from "./+types/crops.$crop";

export async function loader({ params, context }: Route.LoaderArgs) {
  const crop = await context.services.crops.in(context.lang).cropPage(params.crop);
  if (!crop) throw data(null, { status: 404 });
  return { crop };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaT(matches);
  const { crop } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/crops/${encodeURIComponent(crop.key)}`;
  // Each product once, in the page's order: what a search engine may list for the crop.
  const products = [...crop.stages, ...crop.problems]
    .flatMap((part) => part.products)
    .filter((item, i, all) => all.findIndex((o) => o.product.id === item.product.id) === i);
  return seo(matches, {
    title: crop.otherName ? `${crop.name} (${crop.otherName})` : crop.name,
    description: t.crops.cropDescription(crop.name),
    path,
    image: crop.picture?.url,
    jsonLd: [
      breadcrumbLd(base, [
        { name: t.nav.home, path: "/" },
        { name: t.crops.title, path: "/crops" },
        { name: crop.name, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: crop.name,
        itemListElement: products.map((item, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: item.product.name,
          url: `${base}/product-info/${item.product.id}`,
        })),
      },
    ],
  });
}

const anchor = "text-brand-800 underline underline-offset-2 hover:text-brand-900";

/**
 * A crop's page: its growth stages in order, then its pests, diseases and deficiencies with
 * their symptoms and pictures, each with the products for it and the label's dose in words.
 */
export default function CropPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { crop } = loaderData;
  const c = t.crops;
  // The calculator asks about any product of the page for its stage or problem.
  const choices = [...crop.stages, ...crop.problems].flatMap((part) =>
    part.products.map((item) => ({
      id: item.useId,
      label: `${item.product.name} · ${part.name}`,
      dose: item.dose,
      productId: item.product.id,
      packs: item.packs,
    })),
  );
  return (
    <>
      <PageHeading title={crop.name}>
        {crop.otherName && <p className="mt-1 text-lg text-stone-700">{crop.otherName}</p>}
        <Breadcrumb trail={[{ name: c.title, to: "/crops" }, { name: crop.name }]} />
      </PageHeading>
      <div className="container-page py-6">
        <div className="flex items-start gap-4">
          {crop.picture && (
            <Picture
              picture={crop.picture}
              sizes="(min-width: 640px) 288px, 112px"
              alt={crop.picture.alt}
              width={400}
              height={300}
              fetchPriority="high"
              className="aspect-[4/3] w-28 shrink-0 rounded-lg bg-brand-50 object-cover sm:w-72"
            />
          )}
          <div className="space-y-3">
            <p className="text-sm text-stone-700 sm:text-base">{c.cropDescription(crop.name)}</p>
            <p className="flex flex-wrap items-center gap-1 text-sm">
              <span className="font-semibold text-stone-800">{c.seasonsLabel}:</span>
              {crop.seasons.map((s) => (
                <span
                  key={s}
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                >
                  {c.seasons[s]}
                </span>
              ))}
            </p>
          </div>
        </div>
        <nav aria-label={c.onThisPage} className="mt-4 text-sm">
          <p className="font-semibold text-stone-800">{c.onThisPage}</p>
          <ul className="mt-1 flex flex-wrap gap-x-3">
            {[
              ...crop.stages.map((s) => [`stage-${s.key}`, s.name]),
              ...crop.problems.map((p) => [`problem-${p.key}`, p.name]),
              ...(choices.length > 0 ? [["dose", t.dose.title]] : []),
            ].map(([id, name]) => (
              <li key={id}>
                <a href={`#${id}`} className={`${anchor} inline-block py-2`}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {crop.stages.length > 0 && (
          <section aria-labelledby="stages-title" className="mt-8">
            <h2 id="stages-title" className="text-xl font-bold text-brand-900">
              {c.byStage}
            </h2>
            {crop.stages.map((stage, i) => (
              <Stage key={stage.key} stage={stage} eager={i === 0} />
            ))}
          </section>
        )}
        {crop.problems.length > 0 && (
          <section aria-labelledby="problems-title" className="mt-10">
            <h2 id="problems-title" className="text-xl font-bold text-brand-900">
              {c.byProblem}
            </h2>
            {crop.problems.map((problem) => (
              <Problem key={problem.key} problem={problem} />
            ))}
          </section>
        )}
        {choices.length > 0 && <DoseCalculator key={crop.key} choices={choices} />}
      </div>
    </>
  );
}

function Stage({ stage, eager }: { stage: CropStageView; eager: boolean }) {
  const id = `stage-${stage.key}`;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-5 scroll-mt-4 border-t border-stone-200 pt-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-stone-950">
        {stage.name}
      </h3>
      <CropProducts items={stage.products} eagerFirst={eager} />
    </section>
  );
}

function Problem({ problem }: { problem: CropProblemView }) {
  const t = useT();
  const id = `problem-${problem.key}`;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-5 scroll-mt-4 border-t border-stone-200 pt-4"
    >
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-bold text-stone-950">
        {problem.name}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
          {t.crops.kinds[problem.kind]}
        </span>
      </h3>
      <div className="mt-2 flex gap-3">
        {problem.picture && (
          <Picture
            picture={problem.picture}
            sizes="128px"
            alt={problem.picture.alt}
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-28 shrink-0 rounded-md bg-brand-50 object-cover sm:w-40"
          />
        )}
        {problem.symptoms && (
          <p className="text-sm text-stone-800">
            <span className="font-semibold">{t.crops.symptoms}: </span>
            {problem.symptoms}
          </p>
        )}
      </div>
      <CropProducts items={problem.products} />
    </section>
  );
}
