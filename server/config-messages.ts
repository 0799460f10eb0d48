import { type SmsSettings, smsFromEnv } from "./modules/sms";
import { type WhatsAppSettings, whatsappFromEnv } from "./modules/whatsapp";

/** The settings of the shop's text messages (docs/decisions/0039-text-messages.md). */
export interface MessageSettings {
  /** Where SMS go: the log (SMS_PROVIDER=log, the default) or MSG91 with its DLT ids. */
  sms: SmsSettings;
  /** WhatsApp's Cloud API, when all of WHATSAPP_* are set; unset: texts go by SMS. */
  whatsapp?: WhatsAppSettings;
  /** SMS codes the whole shop sends in a UTC day (SMS_DAILY_CAP): past it codes are refused, against SMS pumping. */
  smsDailyCap: number;
}

/** Reads SMS_*, MSG91_* and WHATSAPP_*; throws an Error with one sentence on the first bad value. */
export function messagesFromEnv(env: Record<string, string | undefined>): MessageSettings {
  const cap = env.SMS_DAILY_CAP ?? "500";
  if (!/^[1-9]\d{0,6}$/.test(cap)) {
    throw new Error(
      `SMS_DAILY_CAP must be a whole number of SMS codes a day, from 1 to 9999999 (got ${JSON.stringify(cap)})`,
    );
  }
  return { sms: smsFromEnv(env), whatsapp: whatsappFromEnv(env), smsDailyCap: Number(cap) };
}
