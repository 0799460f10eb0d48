import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { claimNext, markFailed, markSent, OUTBOX_POLICY, type OutboxPolicy } from "../outbox";
import type { Sms, SmsKind, SmsSender } from "../sms";

/** A channel's provider: takes one message, answers its id or throws (the outbox tries again). */
export interface TextSender {
  readonly name: string;
  send(message: Sms): Promise<{ providerId: string }>;
}

export interface TextSenders {
  sms: SmsSender;
  /** Unset when the shop has no WhatsApp account: such messages wait, and are never queued (see notify). */
  whatsapp?: TextSender;
}

/**
 * Sends the due text messages, one at a time, as the emails are sent: claimed under a lease
 * (committed) before the provider is called, then marked SENT with the provider's id, or
 * retried later with backoff, or FAILED once the attempts are spent. Any number of processes
 * may run it at once without a message going out twice. Returns how many it handled.
 */
export async function dispatchTexts(
  db: Db,
  opts: { senders: TextSenders; logger: Logger; batch?: number; policy?: OutboxPolicy },
): Promise<number> {
  const policy = opts.policy ?? OUTBOX_POLICY;
  const channels = opts.senders.whatsapp ? (["sms", "whatsapp"] as const) : (["sms"] as const);
  let handled = 0;
  while (handled < (opts.batch ?? 20)) {
    const row = await claimNext(db, channels, policy);
    if (!row) break;
    handled++;
    const sender = row.channel === "whatsapp" ? opts.senders.whatsapp : opts.senders.sms;
    const log = { textId: row.id, channel: row.channel, kind: row.kind, attempts: row.attempts };
    try {
      if (!sender) throw new Error(`no sender for ${row.channel}`);
      const { providerId } = await sender.send({
        to: row.toAddress,
        kind: row.kind as SmsKind,
        text: row.bodyText,
        vars: row.vars ?? {},
      });
      if (!(await markSent(db, row, providerId))) {
        opts.logger.warn(log, "text message sent after its lease was taken over");
      }
    } catch (error) {
      const outcome = await markFailed(db, row, error, policy);
      if (outcome === "failed") {
        opts.logger.error(
          { err: error, ...log },
          "text message given up after its last attempt (status FAILED)",
        );
      } else {
        opts.logger.warn({ err: error, ...log, outcome }, "text message not sent");
      }
    }
  }
  return handled;
}
