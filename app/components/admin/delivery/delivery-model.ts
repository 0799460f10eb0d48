import type { DeliveryRulesView } from "../../../../server/modules/delivery";

/** The delivery and cash-on-delivery rules as the back office receives them: the API's own shape. */
export type DeliveryRulesWire = DeliveryRulesView;

/** A rupee amount's box: the decimal keyboard, and as long as the rules allow. */
export const MONEY_INPUT = { inputMode: "decimal", maxLength: 14 } as const;
