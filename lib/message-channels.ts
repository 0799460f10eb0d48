/**
 * The ways the shop tells a customer of their orders. A customer chooses among them on the
 * profile; with no choice saved, the default is WhatsApp where the shop has it (else SMS), plus
 * email where there is an address (server/modules/texts/channels.ts).
 */
export const MESSAGE_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const isMessageChannel = (v: unknown): v is MessageChannel =>
  (MESSAGE_CHANNELS as readonly unknown[]).includes(v);
