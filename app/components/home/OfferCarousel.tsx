import type { CSSProperties } from "react";
import { useT } from "~/i18n/i18n";
import { Icon } from "../ui/Icon";
import { useAutoplay } from "../ui/use-autoplay";
import { Section } from "./Section";

/**
 * 'What We Offer': six cards in an autoplaying loop, no arrows or dots, 8 px apart; 1 card
 * below 767 px, 2 from 767 px, 3 from 1000 px. Widths come from CSS (no layout shift).
 */
export function OfferCarousel() {
  const t = useT();
  const offers = t.home.offers;
  const [index] = useAutoplay(offers.length, 5000, false);
  return (
    <Section id="offer-title" title={t.home.offerTitle} className="container-page py-10">
      <div className="offer-viewport mt-6 overflow-hidden">
        <ul
          className="offer-track flex gap-[8px] transition-transform duration-500"
          style={{ "--i": index } as CSSProperties}
        >
          {[...offers, ...offers].map((o, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is doubled for the loop; index is the identity
              key={i}
              aria-hidden={i >= offers.length}
              className="offer-card flex flex-col items-center rounded-lg border border-brand-100 bg-brand-50 p-6 text-center"
            >
              <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-800 text-white">
                <Icon name="leaf" size={28} />
              </span>
              <h3 className="mt-3 text-lg font-bold text-brand-900">{o.title}</h3>
              <p className="mt-1 text-sm text-stone-700">{o.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
