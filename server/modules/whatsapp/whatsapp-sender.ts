import type { Lang } from "../../../lib/i18n/language";
import type { Sms } from "../sms";
import type { TextSender } from "../texts";
import type { WhatsAppSettings } from "./whatsapp-config";
import { isWhatsAppKind, whatsappParams } from "./whatsapp-templates";

/** A WhatsApp message the Cloud API did not take; the outbox tries it again later. */
export class WhatsAppNotSent extends Error {
  override name = "WhatsAppNotSent";
}

/**
 * The WhatsApp Cloud API (POST /{phone-number-id}/messages): the message's approved template in
 * the customer's language, its body parameters in the order of the template's {{1}}, {{2}}….
 * The API answers `{ messages: [{ id: "wamid.…" }] }`: that id comes back in the delivery
 * reports (the webhook). An HTTP error, another answer or none within 10 s: not sent.
 */
export function whatsappSender(settings: WhatsAppSettings): TextSender {
  return {
    name: "whatsapp",
    async send(message: Sms) {
      if (!isWhatsAppKind(message.kind)) {
        throw new WhatsAppNotSent(`the ${message.kind} message has no WhatsApp template`);
      }
      const lang: Lang = message.lang === "hi" ? "hi" : "en";
      const template = settings.templates[message.kind];
      const parameters = whatsappParams(message.kind, lang).map((name) => ({
        type: "text",
        text: message.vars[name] ?? "",
      }));
      let res: Response;
      try {
        res = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            // The Cloud API wants the number with its country code and no plus.
            to: message.to.replace(/^\+/, ""),
            type: "template",
            template: {
              name: template.name,
              language: { code: template.languages[lang] },
              components: parameters.length > 0 ? [{ type: "body", parameters }] : [],
            },
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new WhatsAppNotSent(`the WhatsApp Cloud API did not answer: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      const id = body?.messages?.[0]?.id;
      if (!res.ok || !id) {
        const why = body?.error
          ? `${body.error.code ?? ""} ${body.error.message ?? ""}`.trim()
          : "no message id";
        throw new WhatsAppNotSent(`the WhatsApp Cloud API refused the message (HTTP ${res.status}): ${why}`);
      }
      return { providerId: id };
    },
  };
}
