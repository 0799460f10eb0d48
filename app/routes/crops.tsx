import { CropCard } from "~/components/crops/CropCard";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { Route } from "./+types/crops";

export async function loader({ context }: Route.LoaderArgs) {
  return { crops: await context.services.crops.in(context.lang).listCrops() };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  const base = publicUrlOf(matches);
  return seo(matches, {
    title: t.crops.metaTitle,
    description: t.crops.metaDescription,
    path: "/crops",
    image: loaderData?.crops[0]?.picture?.url,
    jsonLd: [
      breadcrumbLd(base, [
        { name: t.nav.home, path: "/" },
        { name: t.crops.title, path: "/crops" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: t.crops.title,
        itemListElement: (loaderData?.crops ?? []).map((c, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: c.name,
          url: `${base}/crops/${encodeURIComponent(c.key)}`,
        })),
      },
    ],
  });
}

/** Every crop: a farmer starts from his crop, then finds its stage or problem (/crops/{crop}). */
export default function Crops({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeading title={t.crops.title}>
        <p className="mt-2 max-w-3xl text-stone-700">{t.crops.intro}</p>
      </PageHeading>
      <div className="container-page py-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {loaderData.crops.map((crop, i) => (
            <li key={crop.key}>
              <CropCard crop={crop} eager={i < 2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
