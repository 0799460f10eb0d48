import { Link } from "react-router";
import { ContactPhones } from "~/components/layout/ContactPhones";
import { useLang, useT } from "~/i18n/i18n";
import { type Business, telHref } from "../../../lib/business";
import type { Category, TopProduct } from "../../../lib/catalog-types";
import type { ShownLicence } from "../../../server/modules/licences";
import { formatDay } from "../blog/format-date";

const payments = [
  ["visa", "Visa"],
  ["mastercard", "Mastercard"],
  ["rupay", "RuPay"],
  ["upi", "UPI"],
] as const;

const link = "underline-offset-2 hover:underline";

/** The footer on every route (docs/storefront.md, "Routes and layout"). */
export function Footer({
  business,
  categories,
  topProducts,
  licences,
}: {
  business?: Business;
  categories: Category[];
  topProducts: TopProduct[];
  /** Valid today: the kind, number and last day of each (docs/decisions/0047-regulated-sales.md). */
  licences: ShownLicence[];
}) {
  const t = useT();
  const lang = useLang();
  if (!business) return null;
  const officer = business.grievanceOfficer;
  const heading = "text-base font-bold text-white";
  return (
    <footer className="mt-12 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {business.name}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{business.aboutText}</p>
          <p className="mt-4 text-sm font-semibold text-white">{t.footer.securePayments}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {payments.map(([file, label]) => (
              <li key={file}>
                <img src={`/images/payments/${file}.svg`} alt={label} width={48} height={30} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-top">
          <h2 id="footer-top" className={heading}>
            {t.footer.topProducts}
          </h2>
          {topProducts.length === 0 ? (
            <p className="mt-2 text-sm">{t.footer.noTopProducts}</p>
          ) : (
            <LinkList links={topProducts.map((p) => [`/product-info/${p.id}`, p.name])} />
          )}
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={heading}>
            {t.footer.ourService}
          </h2>
          <LinkList
            links={[
              ...categories.map((c): [string, string] => [`/products/${c.key}`, c.name]),
              ["/crops", t.nav.crops],
            ]}
          />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t.footer.contactUs}
          </h2>
          <address className="mt-2 space-y-2 text-sm not-italic">
            <p>{business.address}</p>
            <ContactPhones phones={business.phones} linkClassName={link} />
            <p>
              {t.footer.email}:{" "}
              <a className={link} href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </p>
            <p>
              <Link className={link} to="/privacy-policy">
                {t.footer.privacyPolicy}
              </Link>
            </p>
          </address>
          <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label={t.footer.followUs}>
            {business.social.map((s) => (
              <li key={s.url}>
                <a className={link} href={s.url} rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {(licences.length > 0 || officer?.name) && (
        <div className="container-page grid gap-4 border-t border-brand-800 py-4 text-xs sm:grid-cols-2">
          {licences.length > 0 && (
            <section aria-labelledby="footer-licences">
              <h2 id="footer-licences" className="font-bold text-white">
                {t.licences.footerTitle}
              </h2>
              <ul className="mt-1 space-y-0.5">
                {licences.map((l) => (
                  <li key={`${l.kind}-${l.number}`}>
                    {t.licences.footerLine(t.licences.kind[l.kind], l.number, formatDay(l.validUntil, lang))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {officer?.name && (
            <section aria-labelledby="footer-grievance">
              <h2 id="footer-grievance" className="font-bold text-white">
                {t.licences.complaintsTitle}
              </h2>
              <p className="mt-1">
                {t.licences.grievanceLine(officer.name)} ·{" "}
                <a className={link} href={telHref(officer.phone)}>
                  {officer.phone}
                </a>{" "}
                ·{" "}
                <a className={link} href={`mailto:${officer.email}`}>
                  {officer.email}
                </a>
              </p>
            </section>
          )}
        </div>
      )}
      <p className="border-t border-brand-800 py-4 text-center text-xs">
        © {business.foundedYear}–2026 {business.name}. {t.footer.rights}
      </p>
    </footer>
  );
}

/** A column of the footer's links: [address, text] pairs. */
function LinkList({ links }: { links: [to: string, text: string][] }) {
  return (
    <ul className="mt-2 space-y-1.5 text-sm">
      {links.map(([to, text]) => (
        <li key={to}>
          <Link className={link} to={to}>
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
