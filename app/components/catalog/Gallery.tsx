import { useState } from "react";
import { useT } from "~/i18n/i18n";
import type { ProductImage } from "../../../lib/catalog-types";
import { Picture } from "../ui/Picture";

/** The product's pictures: one large image and thumbnails to switch ('No images available.'). */
export function Gallery({ images }: { images: ProductImage[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-lg bg-stone-100 text-stone-700">
        {t.catalog.noImages}
      </div>
    );
  }
  return (
    <div>
      <Picture
        picture={images[current]}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={images[current].alt}
        width={600}
        height={600}
        fetchPriority="high"
        className="aspect-square w-full rounded-lg bg-brand-50 object-contain"
      />
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t.catalog.showImage(i + 1)}
                aria-pressed={i === current}
                className={`h-16 w-16 overflow-hidden rounded border-2 ${i === current ? "border-brand-800" : "border-stone-200"}`}
              >
                <Picture picture={image} sizes="64px" alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
