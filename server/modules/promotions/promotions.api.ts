import { z } from "zod";
import { invalidInput, notFound } from "../../domain-error";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import {
  presentPromoDetails,
  presentPromoSummary,
  wirePromoDetails,
  wirePromoSummary,
} from "./promotions.present";
import { type PromotionsService, promoMessages } from "./promotions.service";

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
  const api = defineApi("Promo codes");
  api.post(
    {
      path: "/promo/get_promo/v1",
      summary: "The promo codes valid now, with their descriptions.",
      body: listBody,
      data: z.array(wirePromoSummary),
      customer: true,
    },
    async (c, body) => {
      await requireCustomer(c, body, accounts);
      return { data: (await promotions.activeNow()).map((p) => presentPromoSummary(p, c.get("lang"))) };
    },
  );
  api.post(
    {
      path: "/promo/promo_details/v1",
      summary: "A promo code's terms, for the checkout to apply the promo rule.",
      body: detailsBody,
      data: wirePromoDetails,
      description:
        "A code this customer may not use by its limits (uses per customer, first order only, new customers, uses in all) is refused with 400 and the sentence saying why.",
      errors: ["not_found"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const promo = await promotions.find(body.promo_code);
      // A paused code is not shown to customers (an ended one is, with its dates).
      if (!promo || promo.paused) throw notFound(promoMessages.unknown);
      // Nor one this customer may not use (its limits), with the sentence saying why.
      const refusal = await promotions.refusalFor(promo, customer.userId);
      if (refusal) throw invalidInput(refusal);
      return { data: presentPromoDetails(promo, c.get("lang")) };
    },
  );
  return api;
}
