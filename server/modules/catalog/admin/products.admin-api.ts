import { z } from "zod";
import {
  altField,
  paise,
  priceEditFields,
  productFields,
  productUpdateFields,
  versionField,
} from "../../../../lib/validation/catalogue";
import { id } from "../../../../lib/validation/fields";
import type { ErrorCode } from "../../../domain-error";
import { defineAdminApi } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import {
  adminProductJson,
  presentProduct,
  presentProductPage,
  productPageJson,
} from "./catalog-admin.present";
import type { CatalogAdmin } from "./catalog-admin.service";

const productId = id("Unknown product.");

export const productListFields = z.object({
  search: z.string().trim().max(100, "The search is too long (100 characters at most).").optional(),
  category_id: id("Choose a category.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  stock: z.enum(["any", "low", "out"], { error: "Choose any, low or out." }).optional(),
  status: z.enum(["all", "active", "inactive"], { error: "Choose all, active or inactive." }).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});

/** The back office's product endpoints (docs/decisions/0012-catalogue-back-office.md). */
export function productsAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Products", sessions);
  const product = { data: adminProductJson, errors: ["not_found", "conflict"] as ErrorCode[] };

  api.post(
    {
      path: "/products/list",
      summary: "Products by name or SKU, category, stock (low, out) and status; 20 a page, by name.",
      permission: "catalogue",
      body: productListFields,
      data: productPageJson,
    },
    async (_c, body) => ({
      data: presentProductPage(
        await admin.listProducts({
          search: body.search,
          categoryId: body.category_id,
          stock: body.stock,
          status: body.status,
          page: body.page,
        }),
      ),
    }),
  );

  api.post(
    {
      path: "/products/get",
      summary: "One product with its packs and pictures, and the version an edit must send back.",
      permission: "catalogue",
      body: z.object({ product_id: productId }),
      data: adminProductJson,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: presentProduct(await admin.product(body.product_id)) }),
  );

  api.post(
    {
      path: "/products/create",
      summary: "Creates a product with its pack sizes (at least one); the description is sanitised.",
      permission: "catalogue",
      body: productFields,
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(await admin.createProduct(staffActor(me), body)),
      message: "Product created.",
    }),
  );

  api.post(
    {
      path: "/products/update",
      summary: "Saves a product and its pack sizes (added, changed, reordered, removed if never ordered).",
      description:
        "Refused with 409 when the product changed since `version`, or a pack's stock changed since its `stock_was`. A changed stock needs `stock_reason`.",
      permission: "catalogue",
      body: productUpdateFields,
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(await admin.updateProduct(staffActor(me), body.product_id, body.version, body)),
      message: "Product saved.",
    }),
  );

  api.post(
    {
      path: "/products/set-active",
      summary: "Takes a product off sale (deactivates it) or back on; products are never deleted.",
      permission: "catalogue",
      body: z.object({
        product_id: productId,
        version: versionField,
        active: z.boolean({ error: "Say whether the product is on sale." }),
      }),
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(
        await admin.setProductActive(staffActor(me), body.product_id, body.version, body.active),
      ),
      message: body.active ? "Product is on sale again." : "Product deactivated: customers no longer see it.",
    }),
  );

  api.post(
    {
      path: "/products/images/add",
      summary: "Adds an uploaded picture (its hash from /uploads/image) after the product's others.",
      permission: "catalogue",
      body: z.object({
        product_id: productId,
        version: versionField,
        image: z
          .string()
          .trim()
          .regex(/^[0-9a-f]{24}$/, "Upload the picture first."),
        alt: altField,
      }),
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(
        await admin.addImage(staffActor(me), body.product_id, body.version, body.image, body.alt),
      ),
      message: "Picture added.",
    }),
  );

  api.post(
    {
      path: "/products/images/arrange",
      summary: "Sets the pictures' order and alt texts; pictures left out are removed.",
      permission: "catalogue",
      body: z.object({
        product_id: productId,
        version: versionField,
        images: z.array(z.object({ id: id("Unknown picture."), alt: altField })).max(12),
      }),
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(
        await admin.arrangeImages(staffActor(me), body.product_id, body.version, body.images),
      ),
      message: "Pictures saved.",
    }),
  );

  api.post(
    {
      path: "/products/price",
      summary: "The list's quick price edit: one pack's MRP and discount.",
      permission: "catalogue",
      body: priceEditFields,
      ...product,
    },
    async (_c, body, me) => ({
      data: presentProduct(
        await admin.setPrice(
          staffActor(me),
          body.pack_id,
          body.version,
          paise(body.mrp),
          paise(body.discount),
        ),
      ),
      message: "Price saved.",
    }),
  );

  return api;
}
