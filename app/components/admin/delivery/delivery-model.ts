import type { z } from "zod";
import type { deliveryRulesWire } from "../../../../server/modules/delivery/delivery-admin.api";

/** The delivery and cash-on-delivery rules as the back office receives them: the API's own shape. */
export type DeliveryRulesWire = z.infer<typeof deliveryRulesWire>;
