/**
 * The shop's languages and how a request chooses one (docs/decisions/0020-languages.md):
 * `?lang=` on any address (remembered in the `lang` cookie), else the cookie, else the
 * browser's Accept-Language on a first visit, else English.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";
export const LANG_PARAM = "lang";

/** What `<html lang>` says for each (English as written in India). */
export const HTML_LANG: Record<Lang, string> = { en: "en-IN", hi: "hi" };
/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी" };
/** The locale numbers and dates are written in (Indian digit grouping in both). */
export const LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** The `lang` cookie's value, if it names a language. */
export function langFromCookies(header: string | null | undefined): Lang | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

/** The first of the shop's languages the browser prefers (by q), if it names one. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  const wanted = (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.split("-")[0], weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((w) => w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  return wanted.find((w) => isLang(w.lang))?.lang as Lang | undefined;
}

/** The language of a request: `?lang=`, then the cookie, then Accept-Language, then English. */
export function chooseLang(url: URL, headers: { cookie?: string | null; acceptLanguage?: string | null }) {
  const asked = url.searchParams.get(LANG_PARAM);
  if (isLang(asked)) return { lang: asked, asked: true };
  const lang =
    langFromCookies(headers.cookie) ?? langFromAcceptLanguage(headers.acceptLanguage) ?? DEFAULT_LANG;
  return { lang, asked: false };
}

/** A page's address in a language: Hindi carries `?lang=hi`; English is the plain address. */
export function pathInLang(pathAndQuery: string, lang: Lang | "default"): string {
  const url = new URL(pathAndQuery, "http://x");
  url.searchParams.delete(LANG_PARAM);
  if (lang !== "default" && lang !== DEFAULT_LANG) url.searchParams.set(LANG_PARAM, lang);
  return `${url.pathname}${url.search}`;
}

/** The switch's link to this page in a language: always says which, so the cookie follows. */
export function switchHref(pathAndQuery: string, lang: Lang): string {
  const url = new URL(pathAndQuery, "http://x");
  url.searchParams.set(LANG_PARAM, lang);
  return `${url.pathname}${url.search}`;
}
