import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { customerFields, requireCustomer } from "../../http/customer";
import { fail, ok, readBody } from "../../http/envelope";
import type { AccountsService } from "../accounts/accounts.service";
import { type PromotionsService, promoDetails, promoMessages } from "./promotions.service";

const listBody = z.object(customerFields);
const detailsBody = z.object({
  ...customerFields,
  promo_code: z
    .string({ error: "Please enter a promo code." })
    .trim()
    .min(1, "Please enter a promo code.")
    .max(40),
});

/** Promo codes for the header strip and the checkout (customers only). */
export function promotionsApi(promotions: PromotionsService, accounts: AccountsService) {
  const api = new Hono<AppEnv>();
  api.post("/promo/get_promo/v1", async (c) => {
    await requireCustomer(c, await readBody(c, listBody), accounts);
    return ok(c, await promotions.activeNow());
  });
  api.post("/promo/promo_details/v1", async (c) => {
    const body = await readBody(c, detailsBody);
    await requireCustomer(c, body, accounts);
    const promo = await promotions.find(body.promo_code);
    if (!promo) return fail(c, 404, promoMessages.unknown);
    return ok(c, promoDetails(promo));
  });
  return api;
}
