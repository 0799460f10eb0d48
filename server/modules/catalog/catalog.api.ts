import { Hono } from "hono";
import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import type { AppEnv } from "../../app";
import { ApiError, ok, readBody } from "../../http/envelope";
import type { CatalogService } from "./catalog.service";

const categoryKey = z
  .string({ error: "categorykey is required." })
  .trim()
  .min(1, "categorykey is required.")
  .max(100, "categorykey is too long.");
const productId = id("product_id must be a product id (a positive whole number).");

/** The catalogue endpoints of docs/api.md (guests allowed). */
export function catalogApi(catalog: CatalogService) {
  const api = new Hono<AppEnv>();

  api.post("/product_category/lists/v1/", async (c) => {
    await readBody(c, z.object({ status: z.string().max(20).optional() }));
    return ok(c, await catalog.listCategories());
  });

  api.post("/product_category/details/v1/", async (c) => {
    const body = await readBody(c, z.object({ categorykey: categoryKey }));
    return ok(c, await catalog.categoryByKey(body.categorykey));
  });

  api.post("/products/lists/v1/", async (c) => {
    const body = await readBody(c, z.object({ categorykey: categoryKey }));
    return ok(c, await catalog.productsByCategory(body.categorykey));
  });

  api.post("/products/details/v1/", async (c) => {
    const body = await readBody(c, z.object({ product_id: productId }));
    const product = await catalog.productDetail(body.product_id);
    if (!product) throw new ApiError(404, "Product not found.");
    return ok(c, product);
  });

  // product_id is sent by the original client as a placeholder and ignored.
  const ignoredProductId = z.object({ product_id: z.unknown().optional() });

  api.post("/products/listall/v1/", async (c) => {
    await readBody(c, ignoredProductId);
    return ok(c, await catalog.listAll());
  });

  api.post("/products/topproductlistall/v1/", async (c) => {
    await readBody(c, ignoredProductId);
    return ok(c, await catalog.topProducts());
  });

  api.post("/products/search/v1/", async (c) => {
    const body = await readBody(
      c,
      z.object({
        searchkey: z
          .string({ error: "searchkey must be text." })
          .max(200, "The search is too long (200 characters at most)."),
      }),
    );
    return ok(c, await catalog.search(body.searchkey));
  });

  api.post("/products/frequentbrought/v1/", async (c) => {
    const body = await readBody(c, z.object({ product_id: productId }));
    return ok(c, await catalog.frequentlyBought(body.product_id));
  });

  return api;
}
