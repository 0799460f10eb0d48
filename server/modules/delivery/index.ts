/**
 * The delivery module's entry (docs/decisions/0029-use-cases-and-borders.md): the owner's rules
 * as the settings page and the admin API show them, and the quotes the place-order flow reads.
 */

export { codOffPincodes } from "./cod-pincodes.schema";
export { type DeliveryRulesView, deliveryRulesView } from "./delivery.queries";
export type { DeliveryService } from "./delivery.service";
