/**
 * Text messages (SMS and WhatsApp) beside the emails (docs/decisions/0039-text-messages.md): each
 * queued in the outbox in the transaction of what it tells, in the customer's language, and sent
 * by its channel's provider under the outbox's leases and backoff.
 */
export { dispatchTexts, type TextSender, type TextSenders } from "./dispatch-texts";
export { enqueueText, type TextMessage } from "./enqueue-text";
export { MissingTextVariable, renderText, TEXT_TEMPLATES, templateVars } from "./text-templates";
