import type { z } from "zod";
import { presentRules } from "./delivery.rules";
import type { DeliveryService } from "./delivery.service";
import type { deliveryRulesWire } from "./delivery-admin.api";

/** The owner's delivery and cash-on-delivery rules, as the settings page and the admin API show them. */
export async function deliveryRulesView(delivery: DeliveryService) {
  return presentRules(await delivery.rulesWithDates());
}

/** The delivery and cash-on-delivery rules as the back office receives them. */
export type DeliveryRulesView = z.infer<typeof deliveryRulesWire>;
