import { PageHeading } from "~/components/layout/PageHeading";
import { EmbedFacade } from "~/components/ui/EmbedFacade";
import { en } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import type { Route } from "./+types/about-us";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.pages.aboutUs,
    description: enPages.about.metaDescription,
    path: "/about-us",
  });
}

export default function AboutUs() {
  const root = useRootData();
  const a = enPages.about;
  return (
    <>
      <PageHeading title={en.pages.aboutUs} />
      <div className="container-page space-y-10 py-8">
        <section aria-labelledby="welcome">
          <h2 id="welcome" className="text-2xl font-bold text-brand-900">
            {a.welcomeTitle(root?.business.name ?? "")}
          </h2>
          <p className="mt-3 max-w-3xl text-stone-800">{a.welcome}</p>
        </section>
        <section aria-labelledby="divisions">
          <h2 id="divisions" className="text-2xl font-bold text-brand-900">
            {a.divisionsTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {a.divisions.map((d) => (
              <li key={d.title} className="rounded-lg border border-stone-200 p-5">
                <h3 className="font-bold text-stone-950">{d.title}</h3>
                <p className="mt-1 text-sm text-stone-700">{d.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="mission" className="rounded-lg bg-brand-50 p-6">
            <h2 id="mission" className="text-xl font-bold text-brand-900">
              {a.missionTitle}
            </h2>
            <p className="mt-2 text-stone-800">{a.mission}</p>
          </section>
          <section aria-labelledby="vision" className="rounded-lg bg-brand-50 p-6">
            <h2 id="vision" className="text-xl font-bold text-brand-900">
              {a.visionTitle}
            </h2>
            <p className="mt-2 text-stone-800">{a.vision}</p>
          </section>
        </div>
        <section aria-labelledby="founder">
          <h2 id="founder" className="text-2xl font-bold text-brand-900">
            {a.founderTitle}
          </h2>
          {a.founder.map((p) => (
            <p key={p.slice(0, 20)} className="mt-3 max-w-3xl text-stone-800">
              {p}
            </p>
          ))}
        </section>
        <section aria-labelledby="video">
          <h2 id="video" className="text-2xl font-bold text-brand-900">
            {a.videoTitle}
          </h2>
          <div className="mt-4">
            <EmbedFacade src={root?.business.aboutVideoUrl ?? ""} title={a.videoTitle} label={a.playVideo} />
          </div>
        </section>
      </div>
    </>
  );
}
