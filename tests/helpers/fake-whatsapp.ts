import { WHATSAPP_KINDS, whatsappSignature } from "../../server/modules/whatsapp";
import { startJsonFake } from "./fake-json-api";

export const TOKEN = "EAAG-test-token";
export const APP_SECRET = "whatsapp-app-secret";

/** The shop's WhatsApp settings for a fake at `url`, each template named shop_<kind>. */
export const whatsappEnv = (url: string) => ({
  WHATSAPP_TOKEN: TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: "verify-me",
  WHATSAPP_TEMPLATES: JSON.stringify(Object.fromEntries(WHATSAPP_KINDS.map((k) => [k, `shop_${k}`]))),
  WHATSAPP_API_URL: url,
});

/** One message request as the fake received it. */
export interface WhatsAppRequest {
  authorization: string | undefined;
  phoneNumberId: string;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
  /** The id the fake answered with (wamid.…), when it took the message. */
  id?: string;
}

/**
 * A local fake of WhatsApp's Cloud API (`POST /v21.0/{phone-number-id}/messages`) for tests: it
 * checks the Bearer token and answers as the Graph API does (`{ messages: [{ id: "wamid.…" }] }`).
 * `state.failNext` answers that many requests with a 500, `state.delayMs` answers late.
 * `report(id, status)` posts a signed delivery report to the shop's webhook, as Meta does.
 */
export async function startWhatsAppFake(opts = { token: TOKEN, appSecret: APP_SECRET }) {
  const state = { failNext: 0, delayMs: 0, requests: [] as WhatsAppRequest[] };
  const server = await startJsonFake(async (req, raw, answer) => {
    const m = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? "");
    if (req.method !== "POST" || !m) {
      return answer(404, { error: { message: "Unknown path", code: 100 } });
    }
    const request: WhatsAppRequest = {
      authorization: req.headers.authorization,
      phoneNumberId: m[1],
      body: JSON.parse(raw || "{}"),
    };
    state.requests.push(request);
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (request.authorization !== `Bearer ${opts.token}`) {
      return answer(401, { error: { message: "Invalid OAuth access token", code: 190 } });
    }
    if (state.failNext > 0) {
      state.failNext -= 1;
      return answer(500, { error: { message: "Service temporarily unavailable", code: 2 } });
    }
    request.id = `wamid.HBgM${String(state.requests.length).padStart(12, "0")}`;
    answer(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: request.body.to, wa_id: request.body.to }],
      messages: [{ id: request.id }],
    });
  });

  /** The webhook delivery Meta would post for a status of a message. */
  const statusPayload = (id: string, status: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "919800000000", phone_number_id: "106540352242922" },
                statuses: [
                  {
                    id,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: "919800000000",
                    ...(status === "failed"
                      ? { errors: [{ code: 131026, title: "Message undeliverable" }] }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });

  return {
    url: `${server.url}/v21.0`,
    state,
    statusPayload,
    /** Posts a delivery report to the shop's webhook; `signature` overrides the right one. */
    report: async (webhookUrl: string, id: string, status: string, signature?: string | null) => {
      const body = statusPayload(id, status);
      const headers: Record<string, string> = { "content-type": "application/json" };
      const sig = signature === undefined ? whatsappSignature(opts.appSecret, body) : signature;
      if (sig !== null) headers["x-hub-signature-256"] = sig;
      return fetch(webhookUrl, { method: "POST", headers, body });
    },
    close: server.close,
  };
}
