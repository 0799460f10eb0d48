import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import type { CropSummary } from "../../../lib/crop-types";
import { Picture } from "../ui/Picture";

/** A crop in the list: its picture, its name in both languages and its seasons, linking to its page. */
export function CropCard({ crop, eager }: { crop: CropSummary; eager: boolean }) {
  const t = useT();
  return (
    <Link
      to={`/crops/${encodeURIComponent(crop.key)}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm hover:border-brand-700"
    >
      {crop.picture ? (
        <Picture
          picture={crop.picture}
          sizes="(min-width: 1024px) 25vw, 50vw"
          alt=""
          width={400}
          height={300}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="aspect-[4/3] w-full bg-brand-50 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="aspect-[4/3] w-full bg-brand-50" />
      )}
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-lg font-bold text-stone-950 group-hover:underline">{crop.name}</span>
        {crop.otherName && <span className="text-sm text-stone-700">{crop.otherName}</span>}
        <span className="mt-auto flex flex-wrap gap-1 pt-1">
          <span className="sr-only">{t.crops.seasonsLabel}: </span>
          {crop.seasons.map((s) => (
            <span
              key={s}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            >
              {t.crops.seasons[s]}
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
