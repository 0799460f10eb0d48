import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, LANGUAGES, type Lang, pathInLang } from "../lib/i18n/language";

interface RootLike {
  id: string;
  data?: unknown;
}

/** The root loader's data from a meta function's `matches`. */
function rootData(matches: readonly (RootLike | undefined)[]) {
  return matches.find((m) => m?.id === "root")?.data as
    | { publicUrl: string; business: { name: string }; lang?: Lang }
    | undefined;
}

/**
 * Title, description, canonical URL and Open Graph tags for a page, plus optional JSON-LD.
 * Every page builds its metadata through this one function. An indexable page names its
 * address in each language (`hreflang`: English is the plain address, Hindi `?lang=hi`, and
 * x-default the plain one, which follows the visitor's choice); the canonical is the shown
 * language's address.
 */
export function seo(
  matches: readonly (RootLike | undefined)[],
  page: {
    title: string;
    description: string;
    path: string;
    image?: string;
    type?: "website" | "article" | "product";
    jsonLd?: Record<string, unknown>[];
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const root = rootData(matches);
  const base = root?.publicUrl ?? "";
  const shop = root?.business.name ?? "";
  const lang = root?.lang ?? DEFAULT_LANG;
  const url = `${base}${pathInLang(page.path, lang)}`;
  const title = page.title ? `${page.title} | ${shop}` : shop;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: shop },
    { property: "og:locale", content: OG_LOCALE[lang] },
  ];
  if (!page.noindex) {
    for (const other of LANGUAGES) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: other,
        href: `${base}${pathInLang(page.path, other)}`,
      });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${base}${pathInLang(page.path, "default")}`,
    });
  }
  if (page.image) tags.push({ property: "og:image", content: `${base}${page.image}` });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

const OG_LOCALE: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };

/** JSON-LD BreadcrumbList for Home > ... > page. */
export function breadcrumbLd(base: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: t.name,
      item: `${base}${t.path}`,
    })),
  };
}

export const publicUrlOf = (matches: readonly (RootLike | undefined)[]) => rootData(matches)?.publicUrl ?? "";
