import { useLocale, useT } from "~/i18n/i18n";
import type { CropProduct } from "../../../lib/crop-types";
import { ProductCard } from "../catalog/ProductCard";
import { doseInWords } from "./dose-words";

/**
 * The products of a crop's stage or problem: the category page's cards, each with the use's
 * dose in words under it; a sentence with a way forward when there are none yet.
 */
export function CropProducts({ items, eagerFirst = false }: { items: CropProduct[]; eagerFirst?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return <p className="mt-2 text-sm text-stone-700">{t.crops.nothingYet}</p>;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item, i) => (
        <li key={item.useId} className="flex flex-col gap-2">
          <div className="flex-1">
            <ProductCard
              product={item.product}
              eager={eagerFirst && i < 2}
              first={eagerFirst && i === 0}
              heading="h4"
            />
          </div>
          <p className="rounded-md bg-brand-50 px-2 py-1.5 text-xs leading-5 text-brand-900">
            <span className="sr-only">{t.crops.dose}: </span>
            {doseInWords(item.dose, t.crops.doseWords, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}
