/**
 * WhatsApp by the Cloud API (docs/decisions/0039-text-messages.md): the settings (all of
 * WHATSAPP_* or none), the sender of template messages, and the webhook of delivery reports.
 */
export { whatsappSignature } from "./webhook-signature";
export { type WhatsAppWebhook, whatsappApi } from "./whatsapp.api";
export { type WhatsAppSettings, type WhatsAppTemplate, whatsappFromEnv } from "./whatsapp-config";
export { WhatsAppNotSent, whatsappSender } from "./whatsapp-sender";
export {
  isWhatsAppKind,
  WHATSAPP_KINDS,
  type WhatsAppKind,
  whatsappBody,
  whatsappNumbered,
  whatsappParams,
} from "./whatsapp-templates";
export { deliveryReports } from "./whatsapp-webhook";
