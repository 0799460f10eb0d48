import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureBytes } from "../tests/helpers/images";
import { apiAs } from "./helpers/api-as";
import { post } from "./helpers/buyers";
import { ownShop } from "./helpers/own-shop";
import { ashaOwner } from "./helpers/staff-members";

/**
 * A phone that asks to save data (`Save-Data: on`) gets the smallest copy of every picture and no
 * video (docs/decisions/0052-save-data.md); the page kept for guests is kept apart for it.
 */
let shop: Awaited<ReturnType<typeof ownShop>>;
let productId: number;
let smallest: string;
let categoryPath: string;
const { api, staffCookie } = apiAs(() => shop.baseUrl);

beforeAll(async () => {
  shop = await ownShop([ashaOwner], { WEB_CONCURRENCY: "1" });
  const cookie = await staffCookie(ashaOwner);
  // A real picture, uploaded as staff do: its copies are 320, 640 and 1280 px wide.
  const form = new FormData();
  form.append("file", new File([(await pictureBytes("jpeg", 1600, 1600)).slice()], "bag.jpg"));
  const uploaded = (await (
    await fetch(`${shop.baseUrl}/api/admin/v1/uploads/image`, {
      method: "POST",
      headers: { cookie },
      body: form,
    })
  ).json()) as { data: { hash: string; url: string; srcset: string } };
  smallest = uploaded.data.srcset.split(",")[0].trim().split(" ")[0];
  expect(smallest).toMatch(/-320\.webp$/);
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
            expect(img).not.toContain("srcset=");
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
