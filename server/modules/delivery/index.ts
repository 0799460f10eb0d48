/**
 * The delivery module's entry (docs/decisions/0029-use-cases-and-borders.md): the owner's
 * delivery rules and quotes, as the place-order flow reads them.
 */
export type { DeliveryService } from "./delivery.service";
