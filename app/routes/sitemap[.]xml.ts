import { LANGUAGES, pathInLang } from "../../lib/i18n/language";
import type { Route } from "./+types/sitemap[.]xml";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Every category, product, crop and blog post, for search engines, in each language: the English
 * address and the Hindi one (`?lang=hi`), each naming the other as its alternate.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.publicUrl;
  const [entries, posts, crops] = await Promise.all([
    context.services.catalog.sitemapEntries(),
    context.services.blog.list(),
    context.services.crops.sitemapEntries(),
  ]);
  const paths: string[] = [
    "/",
    "/about-us",
    "/contact-us",
    "/blog",
    "/privacy-policy",
    ...entries.categories.map((key) => `/products/${encodeURIComponent(key)}`),
    ...entries.products.map((p) => `/product-info/${p.id}`),
    "/crops",
    ...crops.map((key) => `/crops/${encodeURIComponent(key)}`),
    ...posts.map((p) => `/blog-details/${encodeURIComponent(p.urlTitle)}`),
  ];
  const entry = (path: string) => {
    const alternates = LANGUAGES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${base}${pathInLang(path, l)}`)}"/>`,
    ).join("");
    return LANGUAGES.map(
      (l) => `  <url><loc>${escapeXml(`${base}${pathInLang(path, l)}`)}</loc>${alternates}</url>`,
    ).join("\n");
  };
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
