import { describe, expect, it } from "vitest";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, sharedBrowser } from "./helpers/journey";
import { withoutCatalogue } from "./helpers/markup";

const browser = sharedBrowser();

const pages = [
  ["/", "home"],
  ["/products/fertilizers", "category"],
  ["/plants", "plants placeholder made real"],
  ["/product-info/1", "product"],
  ["/blog", "blog list"],
  ["/blog-details/neem-oil-spray-the-right-way", "blog post"],
  ["/about-us", "about"],
  ["/contact-us", "contact"],
  ["/privacy-policy", "privacy"],
  ["/search-item?q=neem", "search results"],
] as const;

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("every storefront page on a %s", (_label, viewport) => {
  it.each(
    pages,
  )("%s (%s) renders on the server with its own metadata, no script error and no serious axe violation", async (path) => {
    const { page, context, problems } = await openPage(browser, viewport);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the document itself carries the page's heading, not a spinner.
    const html = await response?.text();
    expect(html).toMatch(/<h1/);
    expect(withoutCatalogue(html)).not.toContain("Loading...");
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^http/);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("search engines", () => {
  it("product pages carry JSON-LD Product with INR offers and availability; category pages a BreadcrumbList", async () => {
    const product = await (await fetch(`${baseUrl}/product-info/1`)).text();
    const blocks = [...product.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const ld = blocks.find((b) => b["@type"] === "Product");
    expect(ld.name).toBe("Bhoomi Gold Vermicompost");
    expect(ld.offers[0]).toMatchObject({
      priceCurrency: "INR",
      price: "50.00",
      availability: "https://schema.org/InStock",
    });
    const category = await (await fetch(`${baseUrl}/products/fertilizers`)).text();
    expect(category).toContain('"@type":"BreadcrumbList"');
    const post = await (await fetch(`${baseUrl}/blog-details/neem-oil-spray-the-right-way`)).text();
    expect(post).toContain('"@type":"BlogPosting"');
  });

  it("/sitemap.xml lists every category, product and post; /robots.txt points to it", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const products = (await (
      await fetch(`${baseUrl}/api/products/listall/v1/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as { data: { id: number }[] };
    for (const p of products.data) expect(sitemap).toContain(`/product-info/${p.id}</loc>`);
    expect(sitemap).toContain("/products/tea-product</loc>");
    expect(sitemap).toContain("/blog-details/raising-tomato-seedlings-in-trays</loc>");
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });

  it("an unknown category, product or post is the not-found screen with 404", async () => {
    for (const path of [
      "/products/no-such-category",
      "/product-info/999999",
      "/product-info/abc",
      "/blog-details/nope",
    ]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Look like you&#x27;re lost");
    }
  });
});
