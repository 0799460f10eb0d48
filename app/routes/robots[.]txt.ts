import type { Route } from "./+types/robots[.]txt";

/** Crawlers may read the shop; the customer-only pages are not for them. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /profile",
    "Disallow: /order",
    "Disallow: /payment-",
    "Disallow: /api/",
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
