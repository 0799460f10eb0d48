import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { defineApi } from "../../http/endpoint";
import { fail } from "../../http/envelope";
import { preReadBody } from "../../http/raw-body";
import type { DeliveryReport } from "../texts";
import { whatsappSignatureValid } from "./webhook-signature";
import { deliveryReports } from "./whatsapp-webhook";

/** What the webhook needs: the secrets it checks, and where the reports go. */
export interface WhatsAppWebhook {
  appSecret: string;
  verifyToken: string;
  record(reports: DeliveryReport[]): Promise<number>;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const PATH = "/whatsapp/webhook";
const NOT_SET_UP = "WhatsApp is not set up in this shop.";

/**
 * WhatsApp's webhook (docs/deploy.md, WhatsApp): the subscription check (GET, echoes
 * hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN) and the delivery reports (POST,
 * signed as the Razorpay webhook is: an HMAC-SHA256 of the raw body, here under the app secret
 * in X-Hub-Signature-256). A bad or missing signature is refused with 401 and changes nothing.
 */
export function whatsappApi(webhook: WhatsAppWebhook | undefined) {
  const api = defineApi("WhatsApp");
  api.endpoints.push({
    method: "get",
    paths: [PATH],
    tag: "WhatsApp",
    summary:
      "Meta's subscription check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN.",
    data: z.string(),
    errors: ["not_found", "forbidden"],
    customer: false,
    contentType: "text/plain",
  });
  api.router.get(PATH, (c) => {
    if (!webhook) return fail(c, 404, NOT_SET_UP);
    const mode = c.req.query("hub.mode");
    const token = c.req.query("hub.verify_token") ?? "";
    const challenge = c.req.query("hub.challenge") ?? "";
    if (mode !== "subscribe" || !sameText(token, webhook.verifyToken)) {
      return fail(c, 403, "The verify token is not this shop's.");
    }
    // Meta expects the challenge back as it was sent, as plain text.
    return c.text(challenge, 200);
  });
  api.postRaw(
    {
      path: PATH,
      summary: "WhatsApp's delivery reports: sent, delivered, read, failed (a failed message goes by SMS).",
      description:
        "Signed with the app secret in `X-Hub-Signature-256` (`sha256=` and the HMAC-SHA256 of the raw body, in hex). A bad or missing signature answers 401 and changes nothing.",
      data: z.object({ recorded: z.number().int() }),
      errors: ["not_found"],
    },
    async (c) => {
      if (!webhook) return fail(c, 404, NOT_SET_UP);
      const raw = preReadBody(c.env) ?? Buffer.from(await c.req.arrayBuffer());
      if (!whatsappSignatureValid(webhook.appSecret, raw, c.req.header("x-hub-signature-256"))) {
        return fail(c, 401, "Invalid webhook signature.");
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        return fail(c, 400, "The webhook's body is not JSON.");
      }
      const recorded = await webhook.record(deliveryReports(payload));
      return { data: { recorded }, message: "Event processed." };
    },
  );
  return api;
}
