import type { Logger } from "pino";
import type { SmsSettings } from "./sms-config";
import type { Sms, SmsSender } from "./sms-kinds";

/** An SMS the provider did not take; the outbox tries it again later. */
export class SmsNotSent extends Error {
  override name = "SmsNotSent";
}

/** Without an SMS account (SMS_PROVIDER=log): each SMS is written to the server log, as emails are without SMTP. */
export function logSender(log: Logger): SmsSender {
  let n = 0;
  return {
    name: "log",
    async send(sms: Sms) {
      n += 1;
      log.info(
        { sms: { to: sms.to, kind: sms.kind, text: sms.text } },
        "SMS (SMS_PROVIDER=log: written here, not sent)",
      );
      return { providerId: `log-${process.pid}-${n}` };
    },
  };
}

/**
 * MSG91's Flow API (POST /api/v5/flow): the message's template with its variables, the sender
 * id and the DLT ids. MSG91 answers `{ type: "success", message: <request id> }`; anything else,
 * an HTTP error, or no answer within 10 s is an SMS not sent.
 */
export function msg91Sender(settings: Extract<SmsSettings, { provider: "msg91" }>): SmsSender {
  return {
    name: "msg91",
    async send(sms: Sms) {
      const template = settings.templates[sms.kind];
      let res: Response;
      try {
        res = await fetch(`${settings.apiUrl}/api/v5/flow`, {
          method: "POST",
          headers: {
            authkey: settings.authKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            template_id: template.templateId,
            sender: settings.senderId,
            short_url: "0",
            DLT_TE_ID: template.dltTemplateId,
            PE_ID: settings.dltEntityId,
            // MSG91 wants the number with its country code and no plus.
            recipients: [{ mobiles: sms.to.replace(/^\+/, ""), ...sms.vars }],
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsNotSent(`MSG91 did not answer: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!res.ok || body?.type !== "success" || !body.message) {
        throw new SmsNotSent(`MSG91 refused the SMS (HTTP ${res.status}): ${body?.message ?? "no answer"}`);
      }
      return { providerId: body.message };
    },
  };
}

/** The sender SMS_PROVIDER names. */
export const smsSender = (settings: SmsSettings, log: Logger): SmsSender =>
  settings.provider === "msg91" ? msg91Sender(settings) : logSender(log);
