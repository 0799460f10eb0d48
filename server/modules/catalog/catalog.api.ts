import { z } from "zod";
import type { ProductWithImages } from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import { id } from "../../../lib/validation/fields";
import { notFound } from "../../domain-error";
import { defineApi } from "../../http/endpoint";
import {
  categoryJson,
  frequentProductJson,
  present,
  productCardJson,
  productDetailJson,
  productListItemJson,
  searchResultJson,
  topProductJson,
} from "./catalog.present";
import type { CatalogService } from "./catalog.service";

// Schemas are built once: zod compiles each on first use, which is too costly per request.
const categoryKey = z
  .string({ error: "categorykey is required." })
  .trim()
  .min(1, "categorykey is required.")
  .max(100, "categorykey is too long.");
const productId = id("product_id must be a product id (a positive whole number).");
const categoryBody = z.object({ categorykey: categoryKey });
const productBody = z.object({ product_id: productId });
// product_id is sent by the original client as a placeholder and ignored.
const ignoredProductIdBody = z.object({ product_id: z.unknown().optional() });

/**
 * What the catalogue's endpoints ask of the suggestions (server/modules/recommendations): the
 * suggestions read the catalogue, never the other way round.
 */
export interface FrequentlyBought {
  in(lang: Lang): { frequentlyBought(productId: number): Promise<ProductWithImages[]> };
}

/**
 * The catalogue endpoints of docs/api.md (guests allowed), answering in the request's language
 * (server/http/language.ts): the same fields, names and descriptions translated where written.
 */
export function catalogApi(catalog: CatalogService, recommendations: FrequentlyBought) {
  const api = defineApi("Catalogue");

  api.post(
    {
      path: "/product_category/lists/v1/",
      summary: "Lists the active categories in display order.",
      body: z.object({ status: z.string().max(20).optional() }),
      data: z.array(categoryJson),
    },
    async (c) => ({ data: present.categories(await catalog.in(c.get("lang")).listCategories()) }),
  );

  api.post(
    {
      path: "/product_category/details/v1/",
      summary: "The active category with this key (an empty list when there is none).",
      body: categoryBody,
      data: z.array(categoryJson),
    },
    async (c, body) => ({
      data: present.categories(await catalog.in(c.get("lang")).categoryByKey(body.categorykey)),
    }),
  );

  api.post(
    {
      path: "/products/lists/v1/",
      summary: "The product cards of a category, featured first, then by name.",
      body: categoryBody,
      data: z.array(productCardJson),
    },
    async (c, body) => ({
      data: present.cards(await catalog.in(c.get("lang")).productsByCategory(body.categorykey)),
    }),
  );

  api.post(
    {
      path: "/products/details/v1/",
      summary: "One product with its pictures, description and pack sizes.",
      body: productBody,
      data: productDetailJson,
      errors: ["not_found"],
    },
    async (c, body) => {
      const product = await catalog.in(c.get("lang")).productDetail(body.product_id);
      if (!product) throw notFound("Product not found.");
      return { data: present.detail(product) };
    },
  );

  api.post(
    {
      path: "/products/listall/v1/",
      summary: "Every product with its pack sizes (the bulk order form).",
      body: ignoredProductIdBody,
      data: z.array(productListItemJson),
    },
    async (c) => ({ data: present.productList(await catalog.in(c.get("lang")).listAll()) }),
  );

  api.post(
    {
      path: "/products/topproductlistall/v1/",
      summary: "Best sellers; featured products fill the list while sales are few.",
      body: ignoredProductIdBody,
      data: z.array(topProductJson),
    },
    async (c) => ({ data: present.topProducts(await catalog.in(c.get("lang")).topProducts()) }),
  );

  api.post(
    {
      path: "/products/search/v1/",
      summary:
        "Up to 20 products by name in English or Hindi (partial words, small typos forgiven, staff's synonyms), then by category.",
      body: z.object({
        searchkey: z
          .string({ error: "searchkey must be text." })
          .max(200, "The search is too long (200 characters at most)."),
      }),
      data: z.array(searchResultJson),
    },
    async (c, body) => ({
      data: present.searchResults(await catalog.in(c.get("lang")).search(body.searchkey)),
    }),
  );

  api.post(
    {
      path: "/products/frequentbrought/v1/",
      summary: "Up to 3 products bought together with this one, or else of its category.",
      body: productBody,
      data: z.array(frequentProductJson),
    },
    async (c, body) => ({
      data: present.frequent(await recommendations.in(c.get("lang")).frequentlyBought(body.product_id)),
    }),
  );

  return api;
}
