import { TitledSection } from "~/components/ui/TitledSection";
import { useLang, useT } from "~/i18n/i18n";
import { stateLabel } from "../../../lib/india-states";
import type { ShownLicence } from "../../../server/modules/licences";
import { formatDay } from "../blog/format-date";

/**
 * The about page's licences valid today: kind, number, who issued it, its last day and the
 * states it covers (docs/decisions/0047-regulated-sales.md).
 */
export function LicencesSection({ licences }: { licences: ShownLicence[] }) {
  const t = useT();
  const lang = useLang();
  const l = t.licences;
  return (
    <TitledSection id="licences" title={l.title} size="2xl">
      <p className="mt-3 max-w-3xl text-stone-800">{licences.length > 0 ? l.intro : l.none}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {licences.map((licence) => (
          <li key={`${licence.kind}-${licence.number}`} className="rounded-lg border border-stone-200 p-5">
            <h3 className="font-bold text-stone-950">{l.kind[licence.kind]}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-800">
              <dt className="font-semibold">{l.number}</dt>
              <dd className="break-all">{licence.number}</dd>
              <dt className="font-semibold">{l.authority}</dt>
              <dd>{licence.authority}</dd>
              <dt className="font-semibold">{l.validUntil}</dt>
              <dd>
                <time dateTime={licence.validUntil}>{formatDay(licence.validUntil, lang)}</time>
              </dd>
              <dt className="font-semibold">{l.states}</dt>
              <dd>{licence.states.map((s) => stateLabel(s, lang)).join(", ")}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
