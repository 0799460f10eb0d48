import { Link } from "react-router";
import { en } from "~/messages/en";
import type { Business } from "../../../lib/business";

/** The footer on every route: about text, contact details, privacy link, social links. */
export function Footer({ business }: { business?: Business }) {
  if (!business) return null;
  return (
    <footer className="mt-12 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {business.name}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{business.aboutText}</p>
          <p className="mt-4 text-sm font-semibold text-white">{en.footer.securePayments}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {en.footer.contactUs}
          </h2>
          <address className="mt-2 space-y-2 text-sm not-italic">
            <p>{business.address}</p>
            <p>
              {en.footer.customerCare}:{" "}
              {business.phones.customerCare.map((p, i) => (
                <span key={p}>
                  {i > 0 && ", "}
                  <a className="underline" href={`tel:${p.replace(/\s/g, "")}`}>
                    {p}
                  </a>
                </span>
              ))}
            </p>
            <p>
              {en.footer.bulkEnquiry}:{" "}
              <a className="underline" href={`tel:${business.phones.bulkEnquiry.replace(/\s/g, "")}`}>
                {business.phones.bulkEnquiry}
              </a>
            </p>
            <p>
              {en.footer.email}:{" "}
              <a className="underline" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {en.footer.followUs}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {business.social.map((s) => (
              <li key={s.url}>
                <a className="underline" href={s.url} rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
            <li>
              <Link className="underline" to="/privacy-policy">
                {en.footer.privacyPolicy}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} {business.name}. {en.footer.rights}
      </p>
    </footer>
  );
}
