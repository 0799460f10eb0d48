import { Hono } from "hono";
import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import { notFound } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { ok, readBody } from "../../http/envelope";
import type { CatalogService } from "./catalog.service";

// Schemas are built once: zod compiles each on first use, which is too costly per request.
const categoryKey = z
  .string({ error: "categorykey is required." })
  .trim()
  .min(1, "categorykey is required.")
  .max(100, "categorykey is too long.");
const productId = id("product_id must be a product id (a positive whole number).");
const listCategoriesBody = z.object({ status: z.string().max(20).optional() });
const categoryBody = z.object({ categorykey: categoryKey });
const productBody = z.object({ product_id: productId });
// product_id is sent by the original client as a placeholder and ignored.
const ignoredProductIdBody = z.object({ product_id: z.unknown().optional() });
const searchBody = z.object({
  searchkey: z
    .string({ error: "searchkey must be text." })
    .max(200, "The search is too long (200 characters at most)."),
});

/** The catalogue endpoints of docs/api.md (guests allowed). */
export function catalogApi(catalog: CatalogService) {
  const api = new Hono<AppEnv>();

  api.post("/product_category/lists/v1/", async (c) => {
    await readBody(c, listCategoriesBody);
    return ok(c, await catalog.listCategories());
  });

  api.post("/product_category/details/v1/", async (c) => {
    const body = await readBody(c, categoryBody);
    return ok(c, await catalog.categoryByKey(body.categorykey));
  });

  api.post("/products/lists/v1/", async (c) => {
    const body = await readBody(c, categoryBody);
    return ok(c, await catalog.productsByCategory(body.categorykey));
  });

  api.post("/products/details/v1/", async (c) => {
    const body = await readBody(c, productBody);
    const product = await catalog.productDetail(body.product_id);
    if (!product) throw notFound("Product not found.");
    return ok(c, product);
  });

  api.post("/products/listall/v1/", async (c) => {
    await readBody(c, ignoredProductIdBody);
    return ok(c, await catalog.listAll());
  });

  api.post("/products/topproductlistall/v1/", async (c) => {
    await readBody(c, ignoredProductIdBody);
    return ok(c, await catalog.topProducts());
  });

  api.post("/products/search/v1/", async (c) => {
    const body = await readBody(c, searchBody);
    return ok(c, await catalog.search(body.searchkey));
  });

  api.post("/products/frequentbrought/v1/", async (c) => {
    const body = await readBody(c, productBody);
    return ok(c, await catalog.frequentlyBought(body.product_id));
  });

  return api;
}
