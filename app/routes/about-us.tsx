import { LicencesSection } from "~/components/layout/LicencesSection";
import { PageHeading } from "~/components/layout/PageHeading";
import { EmbedFacade } from "~/components/ui/EmbedFacade";
import { TitledSection } from "~/components/ui/TitledSection";
import { metaT, useT } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import type { Route } from "./+types/about-us";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.pages.aboutUs,
    description: t.about.metaDescription,
    path: "/about-us",
  });
}

export default function AboutUs() {
  const t = useT();
  const root = useRootData();
  const a = t.about;
  return (
    <>
      <PageHeading title={t.pages.aboutUs} />
      <div className="container-page space-y-10 py-8">
        <TitledSection id="welcome" title={a.welcomeTitle(root?.business.name ?? "")} size="2xl">
          <p className="mt-3 max-w-3xl text-stone-800">{a.welcome}</p>
        </TitledSection>
        <TitledSection id="divisions" title={a.divisionsTitle} size="2xl">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {a.divisions.map((d) => (
              <li key={d.title} className="rounded-lg border border-stone-200 p-5">
                <h3 className="font-bold text-stone-950">{d.title}</h3>
                <p className="mt-1 text-sm text-stone-700">{d.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <div className="grid gap-6 md:grid-cols-2">
          <TitledSection id="mission" title={a.missionTitle} size="xl" className="rounded-lg bg-brand-50 p-6">
            <p className="mt-2 text-stone-800">{a.mission}</p>
          </TitledSection>
          <TitledSection id="vision" title={a.visionTitle} size="xl" className="rounded-lg bg-brand-50 p-6">
            <p className="mt-2 text-stone-800">{a.vision}</p>
          </TitledSection>
        </div>
        <TitledSection id="founder" title={a.founderTitle} size="2xl">
          {a.founder.map((p) => (
            <p key={p.slice(0, 20)} className="mt-3 max-w-3xl text-stone-800">
              {p}
            </p>
          ))}
        </TitledSection>
        <LicencesSection licences={root?.licences ?? []} />
        {/* A phone saving data gets no video (not even its poster). */}
        {!root?.saveData && (
          <TitledSection id="video" title={a.videoTitle} size="2xl">
            <div className="mt-4">
              <EmbedFacade
                src={root?.business.aboutVideoUrl ?? ""}
                title={a.videoTitle}
                label={a.playVideo}
              />
            </div>
          </TitledSection>
        )}
      </div>
    </>
  );
}
