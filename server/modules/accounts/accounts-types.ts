import type { Lang } from "../../../lib/i18n/language";
import type { MessageChannel } from "../../../lib/message-channels";

/** A customer's account as the rest of the shop sees it (never the password hash). */
export interface Account {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  /** The channels chosen for order messages; null: the default (server/modules/texts/channels.ts). */
  messageChannels: MessageChannel[] | null;
}

/** The account of a live session. */
export interface SessionAccount extends Account {
  sessionId: number;
}

/** Where an attempt comes from (server/http/client-ip.ts), for the per-address limits. */
export interface Attempt {
  ip: string;
  /** The language the customer is using (server/http/language.ts): remembered, and their emails' language. */
  lang?: Lang;
}
