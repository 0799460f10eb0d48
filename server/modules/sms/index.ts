/** Text messages (SMS): which ones the shop sends, and the senders SMS_PROVIDER chooses among. */
export { type Msg91Template, type SmsSettings, smsFromEnv } from "./sms-config";
export { ORDER_NEWS_KINDS, SMS_KINDS, type Sms, type SmsKind, type SmsSender } from "./sms-kinds";
export { logSender, msg91Sender, SmsNotSent, smsSender } from "./sms-senders";
