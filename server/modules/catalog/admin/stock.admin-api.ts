import { z } from "zod";
import { stockEditFields } from "../../../../lib/validation/catalogue";
import { defineAdminApi } from "../../../http/admin-api";
import { type StaffSessions, staffActor } from "../../staff";
import { lowStockJson, presentLowStock } from "./catalog-admin.present";
import type { CatalogAdmin } from "./catalog-admin.service";

/** Stock from the back office: the quick edit (with a reason, audited) and the low-stock view. */
export function stockAdminApi(admin: CatalogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Stock", sessions);

  api.post(
    {
      path: "/stock/set",
      summary: "Sets one pack's stock, with the reason kept in the audit log.",
      description:
        "`stock_was` is the count the form showed: if a sale or another member changed it since, the edit is refused (409) and nothing is overwritten.",
      permission: "stock",
      body: stockEditFields,
      data: z.object({ pack_id: z.number().int(), stock: z.number().int() }),
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      await admin.setStock(staffActor(me), body.pack_id, body.stock_was, body.stock, body.reason);
      return { data: { pack_id: body.pack_id, stock: body.stock }, message: "Stock saved." };
    },
  );

  api.post(
    {
      path: "/stock/low",
      summary: "Every pack at or below its low-stock level, emptiest first (500 at most).",
      permission: "stock",
      body: z.object({}),
      data: z.array(lowStockJson),
    },
    async () => ({ data: (await admin.lowStock()).map(presentLowStock) }),
  );

  return api;
}
