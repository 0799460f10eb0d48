import { Link } from "react-router";
import { useT } from "~/i18n/i18n";

/** Home > ... > current page. */
export function Breadcrumb({ trail }: { trail: { name: string; to?: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t.nav.breadcrumb} className="mt-2 text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="underline-offset-2 hover:underline">
            {t.nav.home}
          </Link>
        </li>
        {trail.map((t) => (
          <li key={t.name} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {t.to ? (
              <Link to={t.to} className="underline-offset-2 hover:underline">
                {t.name}
              </Link>
            ) : (
              <span aria-current="page">{t.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
