import { useT } from "~/i18n/i18n";
import type { LabelDetails as Details } from "../../../lib/catalog-types";

/**
 * A regulated product's label details (docs/decisions/0048-registration-and-ingredients.md):
 * its registration, grade or variety, maker and marketer, active ingredients and the
 * restriction note, under the product's details. Nothing for a field not given.
 */
export function LabelDetails({ label }: { label?: Details }) {
  const t = useT().catalog.label;
  if (!label) return null;
  const rows: [string, string][] = [
    [t.registrationNo, label.registrationNo],
    [t.grade, label.grade],
    [t.variety, label.variety],
    [t.germination, label.germinationPct === null ? "" : `${label.germinationPct}%`],
    [t.ingredients, label.activeIngredients.join(", ")],
    [t.manufacturer, label.manufacturer],
    [t.marketer, label.marketer],
  ];
  const shown = rows.filter(([, v]) => v);
  if (shown.length === 0 && !label.restrictionNote) return null;
  return (
    <section aria-labelledby="label-title" className="mt-4 rounded-md border border-stone-200 p-3">
      <h3 id="label-title" className="font-semibold text-stone-900">
        {t.title}
      </h3>
      {label.restrictionNote && (
        <p className="mt-1 text-sm font-semibold text-amber-900">
          {t.restriction}: <span lang="en">{label.restrictionNote}</span>
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {shown.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-words" lang="en">
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
