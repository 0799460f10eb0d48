import type { DeliveryRulesView } from "../../../../server/modules/delivery";

/** The delivery and cash-on-delivery rules as the back office receives them: the API's own shape. */
export type DeliveryRulesWire = DeliveryRulesView;
