import { useState } from "react";
import { useT } from "~/i18n/i18n";
import { telHref } from "../../../lib/business";
import { Icon } from "../ui/Icon";
import { useAutoplay } from "../ui/use-autoplay";

/** The home banner: five fading slides with previous/next and a 'Call Now' phone link. */
export function HeroCarousel({ phone }: { phone: string }) {
  const t = useT();
  const slides = t.home.slides;
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useAutoplay(slides.length, 5000, paused);
  const go = (d: number) => setIndex((i) => (i + d + slides.length) % slides.length);
  return (
    <section
      aria-roledescription={t.home.carousel}
      aria-label={t.home.highlights}
      className="relative overflow-hidden bg-brand-900 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative grid">
        {slides.map((s, i) => (
          <div
            key={s.title}
            role="group"
            aria-roledescription={t.home.slide}
            aria-label={t.home.slideOf(i + 1, slides.length)}
            aria-hidden={i !== index}
            className={`col-start-1 row-start-1 transition-opacity duration-700 ${i === index ? "opacity-100" : "pointer-events-none opacity-0"}`}
          >
            <img
              src={s.image}
              alt=""
              width={1200}
              height={500}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              className="absolute inset-0 h-full w-full object-cover"
            />
            <div className="relative container-page flex min-h-[340px] flex-col justify-center py-10 pr-16 pl-14 sm:min-h-[420px] sm:pl-20">
              <h2 className="max-w-xl text-2xl font-extrabold leading-tight sm:text-4xl">{s.title}</h2>
              <p className="mt-3 max-w-lg text-base text-brand-50 sm:text-lg">{s.text}</p>
              <a href={telHref(phone)} tabIndex={i === index ? 0 : -1} className="btn-accent mt-6 w-fit">
                <Icon name="phone" size={18} />
                {t.home.callNow}
              </a>
            </div>
          </div>
        ))}
      </div>
      <button
        type="button"
        onClick={() => go(-1)}
        aria-label={t.home.previousSlide}
        className="absolute top-1/2 left-2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
      >
        <Icon name="chevronLeft" />
      </button>
      <button
        type="button"
        onClick={() => go(1)}
        aria-label={t.home.nextSlide}
        className="absolute top-1/2 right-2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
      >
        <Icon name="chevronRight" />
      </button>
    </section>
  );
}
