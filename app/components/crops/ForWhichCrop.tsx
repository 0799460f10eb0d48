import { Link } from "react-router";
import { useLocale, useT } from "~/i18n/i18n";
import type { ProductCropUse } from "../../../lib/crop-types";
import { TitledSection } from "../ui/TitledSection";
import { doseInWords } from "./dose-words";

/** The address of a crop's stage or problem on its page. */
export const targetHref = (crop: string, kind: "stage" | "problem", key: string) =>
  `/crops/${encodeURIComponent(crop)}#${kind}-${key}`;

/**
 * The product page's "For which crop?": each use of the product (crop, stage or problem) with
 * the label's dose in words, the days between sprays and before harvest, and its safety note,
 * linking to the crop's page. Nothing when the product has no uses.
 */
export function ForWhichCrop({ uses }: { uses: ProductCropUse[] }) {
  const t = useT();
  const locale = useLocale();
  if (uses.length === 0) return null;
  const c = t.crops;
  return (
    <TitledSection id="crops-title" title={c.forWhichCrop} size="xl" className="mt-10">
      <p className="mt-1 text-sm text-stone-700">{c.forWhichCropIntro}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {uses.map((u) => (
          <li key={u.id} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="font-semibold text-stone-900">
              <Link
                to={`/crops/${encodeURIComponent(u.crop.key)}`}
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {u.crop.name}
              </Link>
              <span aria-hidden="true"> › </span>
              <Link
                to={targetHref(u.crop.key, u.target.kind, u.target.key)}
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {u.target.name}
              </Link>
            </p>
            <p className="mt-0.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
              {u.target.kind === "stage" ? c.stage : c.problem}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-stone-800">{c.dose}</dt>
              <dd className="text-stone-900">{doseInWords(u.dose, c.doseWords, locale)}</dd>
              {u.safety && (
                <>
                  <dt className="font-semibold text-stone-800">{c.safety}</dt>
                  <dd className="text-stone-700">{u.safety}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
