import { Link } from "react-router";
import { en } from "~/messages/en";

/** The not-found screen (docs/storefront.md, "Routes and layout"); the server answers it with HTTP 404. */
export function NotFound() {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      aria-labelledby="nf-title"
    >
      <title>{`${en.notFound.metaTitle}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold text-brand-700 tabular-nums" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title" className="mt-4 text-2xl font-bold">
        {en.notFound.title}
      </h1>
      <p className="mt-2 text-stone-700">{en.notFound.text}</p>
      <Link to="/" className="btn-primary mt-8">
        {en.notFound.goHome}
      </Link>
    </section>
  );
}
