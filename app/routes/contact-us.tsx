import { ContactForm } from "~/components/contact/ContactForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { EmbedFacade } from "~/components/ui/EmbedFacade";
import { Icon } from "~/components/ui/Icon";
import { en } from "~/messages/en";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { telHref } from "../../lib/business";
import type { Route } from "./+types/contact-us";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.pages.contactUs,
    description: en.contact.metaDescription,
    path: "/contact-us",
  });
}

export default function ContactUs() {
  const b = useRootData()?.business;
  if (!b) return null;
  const c = en.contact;
  const box = "rounded-lg border border-stone-200 p-5";
  return (
    <>
      <PageHeading title={en.pages.contactUs} />
      <div className="container-page space-y-10 py-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          <li className={box}>
            <Icon name="mail" className="text-brand-800" />
            <h2 className="mt-2 font-bold">{c.chatTitle}</h2>
            <p className="text-sm text-stone-700">{c.chatText}</p>
          </li>
          <li className={box}>
            <Icon name="mail" className="text-brand-800" />
            <h2 className="mt-2 font-bold">{c.emailTitle}</h2>
            <a className="text-sm text-brand-800 underline" href={`mailto:${b.email}`}>
              {b.email}
            </a>
          </li>
          <li className={box}>
            <Icon name="phone" className="text-brand-800" />
            <h2 className="mt-2 font-bold">{c.phoneTitle}</h2>
            <a className="text-sm text-brand-800 underline" href={telHref(b.phones.customerCare[0])}>
              {b.phones.customerCare[0]}
            </a>
            <p className="text-sm text-stone-700">{c.phoneText}</p>
          </li>
        </ul>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <section aria-labelledby="contact-info">
            <h2 id="contact-info" className="text-xl font-bold text-brand-900">
              {c.infoTitle}
            </h2>
            <address className="mt-3 space-y-2 not-italic text-stone-800">
              <p className="font-semibold">{b.name}</p>
              <p>{b.address}</p>
              <p>
                {en.footer.customerCare}:{" "}
                {b.phones.customerCare.map((p, i) => (
                  <span key={p}>
                    {i > 0 && ", "}
                    <a className="underline" href={telHref(p)}>
                      {p}
                    </a>
                  </span>
                ))}
              </p>
              <p>
                {en.footer.bulkEnquiry}:{" "}
                <a className="underline" href={telHref(b.phones.bulkEnquiry)}>
                  {b.phones.bulkEnquiry}
                </a>
              </p>
            </address>
          </section>
          <section aria-labelledby="get-in-touch">
            <h2 id="get-in-touch" className="text-xl font-bold text-brand-900">
              {c.formTitle}
            </h2>
            <div className="mt-4">
              <ContactForm />
            </div>
          </section>
        </div>
        <section aria-labelledby="map-title">
          <h2 id="map-title" className="text-xl font-bold text-brand-900">
            {c.mapTitle}
          </h2>
          <div className="mt-4">
            <EmbedFacade src={b.mapEmbedUrl} title={c.mapTitle} label={c.showMap} />
          </div>
        </section>
      </div>
    </>
  );
}
