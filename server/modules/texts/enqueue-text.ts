import type { Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { emailOutbox } from "../outbox";
import type { SmsKind } from "../sms";
import { renderText } from "./text-templates";

/** A text message to queue: by SMS or WhatsApp, to an E.164 number, of a kind, in a language. */
export interface TextMessage {
  channel: "sms" | "whatsapp";
  /** E.164, as server/phone-number.ts makes it: +919830012345. */
  to: string;
  kind: SmsKind;
  lang: Lang;
  /** The template's variables (text-templates.ts); a missing one throws before anything is written. */
  vars: Record<string, string>;
  /** The WhatsApp message this SMS stands in for (the fallback after no delivery). */
  fallbackOf?: number;
}

/**
 * Queues a text message in the outbox, inside the caller's transaction when one is given, so it
 * is sent exactly when what it tells has happened (docs/decisions/0039-text-messages.md).
 * Returns the outbox row's id.
 */
export async function enqueueText(db: Pick<Db, "insert">, message: TextMessage): Promise<number> {
  if (!/^\+\d{8,15}$/.test(message.to)) {
    throw new Error(`a text message needs an E.164 number, not ${JSON.stringify(message.to)}`);
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      channel: message.channel,
      toAddress: message.to,
      subject: "",
      bodyText: renderText(message.kind, message.lang, message.vars),
      kind: message.kind,
      lang: message.lang,
      vars: message.vars,
      fallbackOf: message.fallbackOf ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
