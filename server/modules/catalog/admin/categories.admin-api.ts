import { z } from "zod";
import { categoryFields, versionField } from "../../../../lib/validation/catalogue";
import { id } from "../../../../lib/validation/fields";
import { defineAdminApi, listWrites } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import { adminCategoryJson, presentCategory } from "./catalog-admin.present";
import type { CatalogAdmin } from "./catalog-admin.service";

const categoryId = id("Unknown category.");
const list = z.array(adminCategoryJson);

/** Categories from the back office: create, rename, banner, order, deactivate, remove when empty. */
export function categoriesAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Categories", sessions);
  const write = listWrites(api, {
    permission: "catalogue",
    data: list,
    read: async () => (await admin.listCategories()).map(presentCategory),
  });

  write(
    {
      path: "/categories/list",
      summary: "Every category (inactive ones too) in display order, with its number of products.",
      body: z.object({}),
    },
    async () => {},
    "Success",
  );
  write(
    {
      path: "/categories/create",
      summary: "Creates a category; its address (/products/{key}) is made from the name and stays.",
      body: categoryFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.createCategory(staffActor(me), { ...body, banner: body.banner ?? null }),
    "Category created.",
  );
  write(
    {
      path: "/categories/update",
      summary: "Renames a category, changes its description or banner, or (de)activates it.",
      description:
        "Refused with 409 when the category changed since `version`. Leave `banner` out to keep it; null removes it.",
      body: categoryFields.extend({ category_id: categoryId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.updateCategory(staffActor(me), body.category_id, body.version, body),
    "Category saved.",
  );
  write(
    {
      path: "/categories/reorder",
      summary: "Puts every category in the order given (each id once).",
      body: z.object({ category_ids: z.array(categoryId).min(1).max(500) }),
      errors: ["conflict"],
    },
    (body, me) => admin.reorderCategories(staffActor(me), body.category_ids),
    "Order saved.",
  );
  write(
    {
      path: "/categories/remove",
      summary: "Removes an empty category; one with products can only be deactivated (409).",
      body: z.object({ category_id: categoryId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.removeCategory(staffActor(me), body.category_id, body.version),
    "Category removed.",
  );

  return api;
}
