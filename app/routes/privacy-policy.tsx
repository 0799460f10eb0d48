import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { telHref } from "../../lib/business";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.pages.privacyPolicy,
    description: t.privacy.metaDescription,
    path: "/privacy-policy",
  });
}

export default function PrivacyPolicy() {
  const t = useT();
  const b = useRootData()?.business;
  const p = t.privacy;
  return (
    <>
      <PageHeading title={t.pages.privacyPolicy} />
      <div className="container-page prose-shop py-8">
        {p.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.paragraphs.map((text) => (
              <p key={text.slice(0, 24)}>{text}</p>
            ))}
          </section>
        ))}
        <section>
          <h2>{p.deletionTitle}</h2>
          <p>{p.deletion}</p>
          {b && (
            <p>
              <a href={`mailto:${b.privacyContact.email}`}>{b.privacyContact.email}</a> ·{" "}
              <a href={telHref(b.privacyContact.phone)}>{b.privacyContact.phone}</a>
              <br />
              {b.address}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
