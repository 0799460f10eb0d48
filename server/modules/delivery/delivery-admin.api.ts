import { z } from "zod";
import { codFields, deliveryFields } from "../../../lib/validation/delivery";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { deliveryRulesView } from "./delivery.queries";
import type { DeliveryService } from "./delivery.service";

export const deliveryRulesWire = z.object({
  delivery: z.object({
    flat_charge: z.string(),
    free_above: z.string(),
    per_kg_charge: z.string(),
    included_kg: z.number(),
    served_all: z.boolean(),
    served_pincodes: z.string(),
    regions: z.string(),
    default_days: z.number().int(),
    /** Send back as `expected_updated_at`; null until the owner first saves. */
    updated_at: z.string().nullable(),
  }),
  cod: z.object({
    enabled: z.boolean(),
    max_order_value: z.string(),
    fee: z.string(),
    pincodes_all: z.boolean(),
    pincodes: z.string(),
    updated_at: z.string().nullable(),
  }),
});

/** The owner's delivery and cash-on-delivery rules (back office, settings). */
export function deliveryAdminApi(delivery: DeliveryService, sessions: StaffSessions) {
  const api = defineAdminApi("Delivery and cash on delivery", sessions);
  const current = () => deliveryRulesView(delivery);

  api.post(
    {
      path: "/settings/delivery/get",
      summary:
        "The delivery charge, free-delivery value, per-kg charge, pincodes served, days per region and the COD rules.",
      permission: "settings",
      body: z.object({}),
      data: deliveryRulesWire,
    },
    async () => ({ data: await current() }),
  );

  api.post(
    {
      path: "/settings/delivery",
      summary: "Saves the delivery rules; every cart, quote and order is priced by them at once.",
      description:
        "A form loaded before someone else saved is refused with 409 (send `expected_updated_at`).",
      permission: "settings",
      body: deliveryFields,
      data: deliveryRulesWire,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      await delivery.saveDelivery({ staffId: me.id, name: me.name }, body);
      return { data: await current(), message: "The delivery rules are saved." };
    },
  );

  api.post(
    {
      path: "/settings/cod",
      summary: "Saves the cash-on-delivery rules: on or off, the largest order, the fee and the pincodes.",
      description:
        "A form loaded before someone else saved is refused with 409 (send `expected_updated_at`).",
      permission: "settings",
      body: codFields,
      data: deliveryRulesWire,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      await delivery.saveCod({ staffId: me.id, name: me.name }, body);
      return {
        data: await current(),
        message: body.enabled ? "Cash on delivery is offered as set." : "Cash on delivery is turned off.",
      };
    },
  );

  return api;
}
