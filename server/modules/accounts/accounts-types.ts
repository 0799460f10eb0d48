import type { Lang } from "../../../lib/i18n/language";
import type { MessageChannel } from "../../../lib/message-channels";

/** A customer's account as the rest of the shop sees it (never the password hash). */
export interface Account {
  userId: number;
  fullName: string;
  /** Null: signed up with a mobile number only (no emails are sent to this customer). */
  email: string | null;
  /** 10 digits. */
  phone: string;
  /** The channels chosen for order messages; null: the default (server/modules/texts/channels.ts). */
  messageChannels: MessageChannel[] | null;
  /** Whether the account has a password (one signed up by phone may sign in by SMS code only). */
  hasPassword: boolean;
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
