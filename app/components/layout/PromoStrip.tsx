import { useEffect, useState } from "react";
import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { useAutoplay } from "../ui/use-autoplay";

/**
 * The header's promo strip for a signed-in customer: one promo description at a time,
 * looping, changing every 5 s with a 650 ms transition (docs/storefront.md#routes-and-layout).
 */
export function PromoStrip() {
  const t = useT();
  const [items, setItems] = useState<string[]>([]);
  const [index] = useAutoplay(items.length, 5000, false);
  useEffect(() => {
    void callApi<{ description: string }[]>("/api/promo/get_promo/v1").then((a) => {
      if (a.status === 1) setItems((a.data ?? []).map((p) => p.description));
    });
  }, []);
  return (
    <section
      className="h-8 overflow-hidden bg-accent-400 text-center text-sm font-semibold text-stone-950"
      aria-label={t.nav.offers}
    >
      <div
        className="transition-transform duration-[650ms]"
        style={{ transform: `translateY(-${index * 2}rem)` }}
      >
        {items.map((text, i) => (
          <p key={text} className="h-8 truncate px-3 leading-8" aria-hidden={i !== index}>
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
