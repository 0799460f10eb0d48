import { useLocation } from "react-router";
import { useLang, useT } from "~/i18n/i18n";
import { LANGUAGE_NAMES, LANGUAGES, switchHref } from "../../../lib/i18n/language";

/**
 * Links to this page in the other languages, each named in itself ("हिन्दी", "English"). A
 * plain link, not a client-side navigation: the new document brings the language's messages,
 * and `?lang=` makes the server remember the choice in the `lang` cookie.
 */
export function LanguageSwitch({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const t = useT();
  const current = useLang();
  const { pathname, search } = useLocation();
  return (
    <span className="contents">
      {LANGUAGES.filter((l) => l !== current).map((lang) => (
        <a
          key={lang}
          href={switchHref(`${pathname}${search}`, lang)}
          hrefLang={lang}
          lang={lang}
          title={t.nav.language}
          className={className}
          onClick={onChoose}
          data-testid="language-switch"
        >
          {LANGUAGE_NAMES[lang]}
        </a>
      ))}
    </span>
  );
}
