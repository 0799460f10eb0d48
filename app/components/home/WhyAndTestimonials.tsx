import { useT } from "~/i18n/i18n";
import { Icon, type IconName } from "../ui/Icon";
import { Section } from "./Section";

const whyIcons: IconName[] = ["truck", "shield", "leaf", "phone"];

export function WhyChooseUs() {
  const t = useT();
  return (
    <section aria-labelledby="why-title" className="bg-brand-50 py-10">
      <div className="container-page">
        <h2 id="why-title" className="text-center text-2xl font-bold text-brand-900">
          {t.home.whyTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.home.why.map((w, i) => (
            <li key={w.title} className="rounded-lg bg-white p-5 shadow-sm">
              <Icon name={whyIcons[i]} size={28} className="text-brand-800" />
              <h3 className="mt-2 font-bold text-stone-900">{w.title}</h3>
              <p className="mt-1 text-sm text-stone-700">{w.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  const t = useT();
  return (
    <Section id="testimonials-title" title={t.home.testimonialsTitle} className="container-page py-10">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {t.home.testimonials.map((t) => (
          <li key={t.name} className="rounded-lg border border-stone-200 p-5">
            <figure>
              <blockquote className="text-sm text-stone-800">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-bold text-stone-900">{t.name}</span>
                <span className="block text-stone-600">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
