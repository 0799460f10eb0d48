/**
 * Text messages (SMS and WhatsApp) beside the emails (docs/decisions/0039-text-messages.md): each
 * queued in the outbox in the transaction of what it tells, in the customer's language, and sent
 * by its channel's provider under the outbox's leases and backoff. A WhatsApp message not
 * delivered in time goes by SMS instead, once.
 */
export { type ChannelFacts, customerChannels } from "./channels";
export {
  DELIVERY_STATUSES,
  type DeliveryReport,
  type DeliveryStatus,
  recordDeliveryReports,
} from "./delivery-reports";
export { dispatchTexts, type TextSender, type TextSenders } from "./dispatch-texts";
export { enqueueText, type TextMessage } from "./enqueue-text";
export { enqueueFallback, FALLBACK_AFTER_MS, fallBackUndelivered } from "./fallback";
export { type Addressee, notifyCustomer } from "./notify-customer";
export { MissingTextVariable, renderText, TEXT_TEMPLATES, templateVars } from "./text-templates";
