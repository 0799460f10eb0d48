/**
 * The delivery module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md): the
 * owner's rules as the settings page and the admin API show them.
 */
export { type DeliveryRulesView, deliveryRulesView } from "./delivery.queries";
