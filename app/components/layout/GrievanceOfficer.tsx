import { TitledSection } from "~/components/ui/TitledSection";
import { useT } from "~/i18n/i18n";
import { type GrievanceOfficer as Officer, telHref } from "../../../lib/business";

/**
 * The contact page's grievance officer, as the Consumer Protection (E-Commerce) Rules, 2020
 * (rule 4(4)) ask: name, phone and email, set in the owner's shop settings.
 */
export function GrievanceOfficer({ officer }: { officer: Officer }) {
  const t = useT();
  const l = t.licences;
  return (
    <TitledSection id="grievance-title" title={l.grievanceTitle} size="xl">
      <p className="mt-2 max-w-3xl text-stone-800">{l.grievanceText}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
        <dt className="font-semibold">{l.grievanceName}</dt>
        <dd>{officer.name}</dd>
        <dt className="font-semibold">{l.grievancePhone}</dt>
        <dd>
          <a className="text-brand-800 underline" href={telHref(officer.phone)}>
            {officer.phone}
          </a>
        </dd>
        <dt className="font-semibold">{l.grievanceEmail}</dt>
        <dd>
          <a className="break-all text-brand-800 underline" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
        </dd>
      </dl>
    </TitledSection>
  );
}
