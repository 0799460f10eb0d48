import { useT } from "~/i18n/i18n";
import { type Business, telHref } from "../../../lib/business";

/** The customer-care and bulk-enquiry numbers, each a tel: link (the footer and the contact page). */
export function ContactPhones({
  phones,
  linkClassName,
}: {
  phones: Business["phones"];
  linkClassName: string;
}) {
  const t = useT();
  return (
    <>
      <p>
        {t.footer.customerCare}:{" "}
        {phones.customerCare.map((p, i) => (
          <span key={p}>
            {i > 0 && ", "}
            <a className={linkClassName} href={telHref(p)}>
              {p}
            </a>
          </span>
        ))}
      </p>
      <p>
        {t.footer.bulkEnquiry}:{" "}
        <a className={linkClassName} href={telHref(phones.bulkEnquiry)}>
          {phones.bulkEnquiry}
        </a>
      </p>
    </>
  );
}
