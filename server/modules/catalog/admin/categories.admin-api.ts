import { z } from "zod";
import { categoryFields, versionField } from "../../../../lib/validation/catalogue";
import { id } from "../../../../lib/validation/fields";
import { defineAdminApi } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import { adminCategoryJson, presentCategory } from "./catalog-admin.present";
import type { CatalogAdmin } from "./catalog-admin.service";

const categoryId = id("Unknown category.");
const list = z.array(adminCategoryJson);

/** Categories from the back office: create, rename, banner, order, deactivate, remove when empty. */
export function categoriesAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Categories", sessions);
  const answer = async (message: string) => ({
    data: (await admin.listCategories()).map(presentCategory),
    message,
  });

  api.post(
    {
      path: "/categories/list",
      summary: "Every category (inactive ones too) in display order, with its number of products.",
      permission: "catalogue",
      body: z.object({}),
      data: list,
    },
    async () => answer("Success"),
  );

  api.post(
    {
      path: "/categories/create",
      summary: "Creates a category; its address (/products/{key}) is made from the name and stays.",
      permission: "catalogue",
      body: categoryFields,
      data: list,
      errors: ["conflict", "not_found"],
    },
    async (_c, body, me) => {
      await admin.createCategory(staffActor(me), { ...body, banner: body.banner ?? null });
      return answer("Category created.");
    },
  );

  api.post(
    {
      path: "/categories/update",
      summary: "Renames a category, changes its description or banner, or (de)activates it.",
      description:
        "Refused with 409 when the category changed since `version`. Leave `banner` out to keep it; null removes it.",
      permission: "catalogue",
      body: categoryFields.extend({ category_id: categoryId, version: versionField }),
      data: list,
      errors: ["conflict", "not_found"],
    },
    async (_c, body, me) => {
      await admin.updateCategory(staffActor(me), body.category_id, body.version, body);
      return answer("Category saved.");
    },
  );

  api.post(
    {
      path: "/categories/reorder",
      summary: "Puts every category in the order given (each id once).",
      permission: "catalogue",
      body: z.object({ category_ids: z.array(categoryId).min(1).max(500) }),
      data: list,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      await admin.reorderCategories(staffActor(me), body.category_ids);
      return answer("Order saved.");
    },
  );

  api.post(
    {
      path: "/categories/remove",
      summary: "Removes an empty category; one with products can only be deactivated (409).",
      permission: "catalogue",
      body: z.object({ category_id: categoryId, version: versionField }),
      data: list,
      errors: ["conflict", "not_found"],
    },
    async (_c, body, me) => {
      await admin.removeCategory(staffActor(me), body.category_id, body.version);
      return answer("Category removed.");
    },
  );

  return api;
}
