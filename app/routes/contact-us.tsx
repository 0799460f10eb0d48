import { ContactForm } from "~/components/contact/ContactForm";
import { ContactPhones } from "~/components/layout/ContactPhones";
import { GrievanceOfficer } from "~/components/layout/GrievanceOfficer";
import { PageHeading } from "~/components/layout/PageHeading";
import { EmbedFacade } from "~/components/ui/EmbedFacade";
import { Icon } from "~/components/ui/Icon";
import { TitledSection } from "~/components/ui/TitledSection";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { readForm } from "~/lib/forms/form-action.server";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { telHref, whatsAppHref } from "../../lib/business";
import { contactFields } from "../../lib/validation/contact";
import { CONTACT_THANKS } from "../../server/modules/contact";
import type { Route } from "./+types/contact-us";

/** A rate limit's `Retry-After` goes with the page. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.pages.contactUs,
    description: t.contact.metaDescription,
    path: "/contact-us",
  });
}

/** 'Get In Touch': the message is kept for the staff; the form empties and says thanks. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, contactFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.contact.submit(
      { firstName: v.first_name, lastName: v.last_name, email: v.email, phone: v.phone, message: v.message },
      { ip: context.clientAddress },
    );
    return form.done(CONTACT_THANKS, {}, { reset: true });
  });
}

export default function ContactUs() {
  const t = useT();
  const b = useRootData()?.business;
  if (!b) return null;
  const c = t.contact;
  const box = "rounded-lg border border-stone-200 p-5";
  return (
    <>
      <PageHeading title={t.pages.contactUs} />
      <div className="container-page space-y-10 py-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {b.whatsapp && (
            <li className={box}>
              <Icon name="mail" className="text-brand-800" />
              <h2 className="mt-2 font-bold">{c.chatTitle}</h2>
              <p className="text-sm text-stone-700">{c.chatText}</p>
              <a
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
                href={whatsAppHref(b.whatsapp, c.whatsAppFirstLine)}
                rel="noopener"
              >
                {c.chatOnWhatsApp}
              </a>
            </li>
          )}
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
            {b.phones.customerCare.map((phone) => (
              <a
                key={phone}
                className="flex min-h-11 items-center text-sm text-brand-800 underline"
                href={telHref(phone)}
              >
                {phone}
              </a>
            ))}
            {/* The hours the owner saved (shop settings). */}
            {b.hours && <p className="text-sm text-stone-700">{b.hours}</p>}
          </li>
        </ul>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <TitledSection id="contact-info" title={c.infoTitle} size="xl">
            <address className="mt-3 space-y-2 not-italic text-stone-800">
              <p className="font-semibold">{b.name}</p>
              <p>{b.address}</p>
              <ContactPhones phones={b.phones} linkClassName="underline" />
            </address>
          </TitledSection>
          <TitledSection id="get-in-touch" title={c.formTitle} size="xl">
            <div className="mt-4">
              <ContactForm />
            </div>
          </TitledSection>
        </div>
        {b.grievanceOfficer?.name && <GrievanceOfficer officer={b.grievanceOfficer} />}
        <TitledSection id="map-title" title={c.mapTitle} size="xl">
          <div className="mt-4">
            <EmbedFacade src={b.mapEmbedUrl} title={c.mapTitle} label={c.showMap} />
          </div>
        </TitledSection>
      </div>
    </>
  );
}
