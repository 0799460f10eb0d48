import type { z } from "zod";
import type { PromoAdmin } from "./promo-admin";
import { type adminPromoJson, presentAdminPromo } from "./promo-admin.present";

// The promo codes' back-office queries (docs/decisions/0029-use-cases-and-borders.md): what the
// pages and the admin API both answer, presented once.

/** A promo code as the back office's pages and the admin API receive it. */
export type AdminPromoView = z.infer<typeof adminPromoJson>;

/** Every promo code. */
export async function adminPromoList(admin: PromoAdmin) {
  return (await admin.list()).map(presentAdminPromo);
}

/** One promo code, to edit; not_found when there is none. */
export async function adminPromoView(admin: PromoAdmin, id: number) {
  return presentAdminPromo(await admin.get(id));
}
