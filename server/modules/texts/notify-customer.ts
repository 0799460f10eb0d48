import type { Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { indianMobile } from "../../phone-number";
import type { SmsKind } from "../sms";
import { type ChannelFacts, customerChannels } from "./channels";
import { enqueueText } from "./enqueue-text";

/** A customer as their messages need them: number, address, language and choice. */
export interface Addressee {
  /** As users.phone keeps it: 10 national digits. */
  phone: string;
  email: string | null | undefined;
  /** The language they last used the shop in. */
  lang: string;
  chosen: ChannelFacts["chosen"];
}

/**
 * Queues a message for a customer on each of their text channels (customerChannels), in their
 * language, inside the caller's transaction. Email is the caller's to write (an order's email
 * says more than a text): the answer says whether the customer wants one.
 */
export async function notifyCustomer(
  db: Pick<Db, "insert">,
  input: { to: Addressee; kind: SmsKind; vars: Record<string, string>; whatsapp: boolean },
): Promise<{ email: boolean; texts: ("sms" | "whatsapp")[] }> {
  const channels = customerChannels({
    chosen: input.to.chosen,
    whatsapp: input.whatsapp,
    email: input.to.email,
  });
  const lang: Lang = input.to.lang === "hi" ? "hi" : "en";
  const phone = indianMobile(input.to.phone);
  const texts = phone.ok ? (["whatsapp", "sms"] as const).filter((c) => channels.has(c)) : [];
  for (const channel of texts) {
    if (!phone.ok) break;
    await enqueueText(db, { channel, to: phone.e164, kind: input.kind, lang, vars: input.vars });
  }
  return { email: channels.has("email"), texts };
}
