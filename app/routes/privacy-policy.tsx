import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { telHref } from "../../lib/business";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.pages.privacyPolicy,
    description: enPages.privacy.metaDescription,
    path: "/privacy-policy",
  });
}

export default function PrivacyPolicy() {
  const b = useRootData()?.business;
  const p = enPages.privacy;
  return (
    <>
      <PageHeading title={en.pages.privacyPolicy} />
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
