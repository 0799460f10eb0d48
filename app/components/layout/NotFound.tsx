import { Link } from "react-router";
import { useT } from "~/i18n/i18n";

/** The not-found screen (docs/storefront.md, "Routes and layout"); the server answers it with HTTP 404. */
export function NotFound() {
  const t = useT();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      aria-labelledby="nf-title"
    >
      <title>{`${t.notFound.metaTitle}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold text-brand-700 tabular-nums" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title" className="mt-4 text-2xl font-bold">
        {t.notFound.title}
      </h1>
      <p className="mt-2 text-stone-700">{t.notFound.text}</p>
      <Link to="/" className="btn-primary mt-8">
        {t.notFound.goHome}
      </Link>
    </section>
  );
}
