import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoBytes } from "../tests/helpers/images";
import { apiAs } from "./helpers/api-as";
import { PHONE } from "./helpers/browser";
import { post } from "./helpers/buyers";
import { sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner } from "./helpers/staff-members";

/**
 * A phone that asks to save data (`Save-Data: on`) gets the smallest copy of every picture and no
 * video (docs/decisions/0052-save-data.md); the page kept for guests is kept apart for it. Pictures
 * with AVIF copies offer them first (docs/decisions/0055-avif-copies.md), the smallest alone too.
 */
let shop: Awaited<ReturnType<typeof ownShop>>;
let productId: number;
let smallest: string;
let hash: string;
/** The upload's srcset for browsers that read AVIF, as the API answered it. */
let avifSrcset: string;
let categoryPath: string;
const { api, staffCookie } = apiAs(() => shop.baseUrl);
const browser = sharedBrowser();

beforeAll(async () => {
  shop = await ownShop([ashaOwner], { WEB_CONCURRENCY: "1" });
  const cookie = await staffCookie(ashaOwner);
  // A real photo-like picture, uploaded as staff do: its copies are 320, 640 and 1280 px wide,
  // in WebP and, smaller, in AVIF.
  const form = new FormData();
  form.append("file", new File([(await photoBytes(1600, 1600)).slice()], "bag.jpg"));
  const uploaded = (await (
    await fetch(`${shop.baseUrl}/api/admin/v1/uploads/image`, {
      method: "POST",
      headers: { cookie },
      body: form,
    })
  ).json()) as { data: { hash: string; url: string; srcset: string; avif_srcset?: string } };
  smallest = uploaded.data.srcset.split(",")[0].trim().split(" ")[0];
  expect(smallest).toMatch(/-320\.webp$/);
  hash = uploaded.data.hash;
  avifSrcset = uploaded.data.avif_srcset ?? "";
  expect(avifSrcset).toMatch(/-320\.avif 320w, .*-1280\.avif 1280w$/);
  const listed = await post<{ id: number; product_name: string }[]>(
    shop.baseUrl,
    "/api/products/listall/v1/",
  );
  const neem = listed.data.find((p) => p.product_name === "Neemgard Neem Oil 1500 ppm");
  if (!neem) throw new Error("the demo shop lost its neem oil");
  productId = neem.id;
  const detail = await post<{ categorykey: string }>(shop.baseUrl, "/api/products/details/v1/", {
    product_id: productId,
  });
  categoryPath = `/products/${detail.data.categorykey}`;
  expect(categoryPath).not.toBe("");
  const product = await api<{ version: number }>(
    "/api/admin/v1/products/get",
    { product_id: productId },
    { cookie },
  );
  const added = await api<{ version: number; images: { id: number; alt: string }[] }>(
    "/api/admin/v1/products/images/add",
    {
      product_id: productId,
      version: product.data.version,
      image: uploaded.data.hash,
      alt: "The bag, front",
    },
    { cookie },
  );
  expect(added.status, added.message).toBe(1);
  // The uploaded picture alone: the first on the page and on the cards.
  const mine = added.data.images.filter((i) => i.alt === "The bag, front");
  const arranged = await api(
    "/api/admin/v1/products/images/arrange",
    { product_id: productId, version: added.data.version, images: mine },
    { cookie },
  );
  expect(arranged.status, arranged.message).toBe(1);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

const page = async (path: string, saveData: boolean) => {
  const res = await fetch(`${shop.baseUrl}${path}`, { headers: saveData ? { "save-data": "on" } : {} });
  expect(res.status).toBe(200);
  return { html: await res.text(), vary: res.headers.get("vary") ?? "" };
};

/** The <img> tags showing the uploaded picture. */
const picturesOf = (html: string) =>
  [...html.matchAll(/<img[^>]*alt="The bag, front"[^>]*>/g)].map((m) => m[0]);

describe("a phone saving data", () => {
  it("gets the smallest copy of a picture without srcset, on the product's page and its category's cards, and the page of every width to others; each kept apart", async () => {
    for (const path of [`/product-info/${productId}`, categoryPath]) {
      // Asked in both orders, twice, so that the kept guest page of one never answers the other.
      for (const saveData of [false, true, false, true]) {
        const { html, vary } = await page(path, saveData);
        expect(vary).toContain("Save-Data");
        const pictures = picturesOf(html);
        expect(pictures.length, path).toBeGreaterThan(0);
        for (const img of pictures) {
          if (saveData) {
            expect(img).not.toMatch(/srcset=/i);
            expect(img).toContain(`src="${smallest}"`);
          } else {
            expect(img).toMatch(/srcSet=|srcset=/);
            expect(img).toContain("-1280.webp");
          }
        }
      }
    }
  });

  it("gets no video on the about page", async () => {
    expect((await page("/about-us", false)).html).toContain('id="video"');
    expect((await page("/about-us", true)).html).not.toContain('id="video"');
  });
});

/** The <picture> elements holding the uploaded picture. */
const pictureElementsOf = (html: string) =>
  [
    ...html.matchAll(
      /<picture[^>]*>(?:(?!<\/picture>).)*alt="The bag, front"(?:(?!<\/picture>).)*<\/picture>/gs,
    ),
  ].map((m) => m[0]);

/** An attribute's value in a tag (React writes some in camelCase: srcSet, imageSizes). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The head's image preloads that name the uploaded picture. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)]
    .map((m) => m[0])
    .filter((link) => link.includes(hash));

describe("AVIF copies, offered first", () => {
  const sizesOn = (path: string) =>
    path.startsWith("/product-info/")
      ? "(min-width: 768px) 50vw, 100vw"
      : "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

  it("come in a <picture> before the WebP <img> on the product's page and its category's cards, each preloaded as AVIF alone", async () => {
    for (const path of [`/product-info/${productId}`, categoryPath]) {
      const { html } = await page(path, false);
      const pictures = pictureElementsOf(html);
      expect(pictures.length, path).toBeGreaterThan(0);
      for (const picture of pictures) {
        const source = /<source[^>]*>/.exec(picture)?.[0] ?? "";
        expect(attr(source, "type")).toBe("image/avif");
        expect(attr(source, "srcset")).toBe(avifSrcset);
        expect(attr(source, "sizes")).toBe(sizesOn(path));
        // The <img> is as before: WebP in every width, its size, alt and loading kept.
        const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
        expect(attr(img, "srcset")).toMatch(/-320\.webp 320w, .*-1280\.webp 1280w$/);
        expect(attr(img, "sizes")).toBe(sizesOn(path));
        expect(attr(img, "width")).toMatch(/^\d+$/);
        expect(attr(img, "height")).toMatch(/^\d+$/);
      }
      // The first screen's picture is fetched from the head, as AVIF (a WebP preload would be a
      // second download for a browser that takes the AVIF).
      const preloads = preloadsOf(html);
      expect(preloads.length, path).toBe(1);
      expect(attr(preloads[0], "type")).toBe("image/avif");
      expect(attr(preloads[0], "imageSrcSet")).toBe(avifSrcset);
      expect(attr(preloads[0], "imageSizes")).toBe(sizesOn(path));
    }
  });

  it("come alone and smallest with Save-Data: the 320 px AVIF in the <source>, the 320 px WebP in the <img>", async () => {
    const smallestAvif = avifSrcset.split(" ")[0];
    expect(smallestAvif).toMatch(/-320\.avif$/);
    for (const path of [`/product-info/${productId}`, categoryPath]) {
      const { html } = await page(path, true);
      const pictures = pictureElementsOf(html);
      expect(pictures.length, path).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture).not.toMatch(/sizes=/i);
        const source = /<source[^>]*>/.exec(picture)?.[0] ?? "";
        expect({ type: attr(source, "type"), srcset: attr(source, "srcset") }).toEqual({
          type: "image/avif",
          srcset: smallestAvif,
        });
        const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
        expect(attr(img, "src")).toBe(smallest);
        expect(img).not.toMatch(/srcset=/i);
      }
      const preloads = preloadsOf(html);
      expect(preloads.map((l) => [attr(l, "href"), attr(l, "type")])).toEqual([[smallestAvif, "image/avif"]]);
    }
  });

  it("are what Chromium shows, one download each, with the <img> laid out as before", async () => {
    for (const saveData of [false, true]) {
      const context = await browser.current.newContext({
        viewport: PHONE,
        serviceWorkers: "block",
        extraHTTPHeaders: saveData ? { "save-data": "on" } : {},
      });
      const tab = await context.newPage();
      const fetched: string[] = [];
      tab.on("request", (req) => {
        if (req.url().includes(hash)) fetched.push(new URL(req.url()).pathname);
      });
      await tab.goto(`${shop.baseUrl}/product-info/${productId}`);
      const shown = tab.locator('img[alt="The bag, front"]').first();
      await shown.evaluate((img: HTMLImageElement) => img.decode());
      const seen = await shown.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const holder = (img.closest("picture")?.parentElement ?? img.parentElement) as HTMLElement;
        return {
          src: new URL(img.currentSrc).pathname,
          decoded: img.naturalWidth > 0,
          square: Math.abs(box.width - box.height) < 1,
          fills: Math.abs(box.width - holder.clientWidth) < 1,
        };
      });
      // 100vw of a 360 px phone: the 640 px copy; saving data, the 320 px one.
      const expected = avifSrcset.split(", ").map((c) => c.split(" ")[0])[saveData ? 0 : 1];
      expect(seen, `Save-Data ${saveData}`).toEqual({
        src: expected,
        decoded: true,
        square: true,
        fills: true,
      });
      expect([...new Set(fetched)], `Save-Data ${saveData}`).toEqual([expected]);
      await context.close();
    }
  });
});
