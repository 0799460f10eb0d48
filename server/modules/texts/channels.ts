import type { MessageChannel } from "../../../lib/message-channels";

/** What decides a customer's channels: their choice and what the shop and the account have. */
export interface ChannelFacts {
  /** The customer's choice (users.message_channels); null: the default. */
  chosen: readonly MessageChannel[] | null;
  /** The shop has a WhatsApp account (WHATSAPP_* set). */
  whatsapp: boolean;
  /** The account's email address, if it has one. */
  email: string | null | undefined;
}

/**
 * The channels a customer's order messages go by: their choice, or by default WhatsApp where
 * the shop has it (else SMS) plus email where there is an address. WhatsApp chosen in a shop
 * without it becomes SMS; email chosen by an account without an address is dropped.
 */
export function customerChannels(facts: ChannelFacts): Set<MessageChannel> {
  const chosen = facts.chosen ?? [facts.whatsapp ? "whatsapp" : "sms", "email"];
  const channels = new Set<MessageChannel>();
  for (const channel of chosen) {
    if (channel === "whatsapp") channels.add(facts.whatsapp ? "whatsapp" : "sms");
    else if (channel === "email") {
      if (facts.email) channels.add("email");
    } else channels.add(channel);
  }
  return channels;
}
