import type { Route } from "./+types/sitemap[.]xml";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every category, product and blog post, for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.publicUrl;
  const [entries, posts] = await Promise.all([
    context.services.catalog.sitemapEntries(),
    context.services.blog.list(),
  ]);
  const urls: string[] = [
    `${base}/`,
    `${base}/about-us`,
    `${base}/contact-us`,
    `${base}/blog`,
    `${base}/privacy-policy`,
    ...entries.categories.map((key) => `${base}/products/${encodeURIComponent(key)}`),
    ...entries.products.map((p) => `${base}/product-info/${p.id}`),
    ...posts.map((p) => `${base}/blog-details/${encodeURIComponent(p.urlTitle)}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
