import type { Context, MiddlewareHandler } from "hono";
import { chooseLang, HTML_LANG, LANG_COOKIE, type Lang } from "../../lib/i18n/language";
import { translateSentence } from "../../lib/i18n/translate";
import { hiSentences } from "../i18n/hi-api";
import type { AppEnv } from "./app-env";
import { addVary } from "./vary";

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Chooses every request's language once (lib/i18n/language.ts): `?lang=` (and remembers it in
 * the `lang` cookie), the cookie, Accept-Language, English. Pages render in it; the API's
 * messages are said in it by the envelope (server/http/envelope.ts), so no service checks it.
 */
export function languageMiddleware(options: { secureCookies: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { lang, asked } = chooseLang(new URL(c.req.url), {
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
    });
    c.set("lang", lang);
    await next();
    if (asked) {
      const secure = options.secureCookies ? "; Secure" : "";
      c.res.headers.append(
        "Set-Cookie",
        `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${secure}`,
      );
    }
    // A page's or an answer's words depend on these two headers: no cache may mix the languages.
    const type = c.res.headers.get("content-type") ?? "";
    if (type.startsWith("text/html") || type.startsWith("application/json"))
      addVary(c.res.headers, "Cookie", "Accept-Language", "Save-Data");
    // Which language a page is in: the service worker writes its offline page in the last one read.
    if (type.startsWith("text/html") || type.startsWith("text/x-script"))
      c.res.headers.set("Content-Language", HTML_LANG[lang]);
  };
}

const dictionaries: Record<Lang, Record<string, string> | undefined> = { en: undefined, hi: hiSentences };

/** A sentence of the server's (an API message or a field's) in the request's language. */
export function say(c: Context, sentence: string): string {
  return sayIn((c.get("lang") as Lang | undefined) ?? "en", sentence);
}

/** A sentence of the server's in a given language (a page's action knows its language). */
export function sayIn(lang: Lang, sentence: string): string {
  const dict = dictionaries[lang];
  return dict ? translateSentence(sentence, dict) : sentence;
}
