import { LANGUAGES, type Lang } from "../../../lib/i18n/language";
import { WHATSAPP_KINDS, type WhatsAppKind } from "./whatsapp-templates";

/** A message's approved template: its name and the language code of each of its translations. */
export interface WhatsAppTemplate {
  name: string;
  languages: Record<Lang, string>;
}

export interface WhatsAppSettings {
  /** A system user's permanent access token (Bearer). */
  token: string;
  /** The sending number's id in the WhatsApp Business Account (not the number itself). */
  phoneNumberId: string;
  /** Signs the webhook's deliveries (X-Hub-Signature-256). */
  appSecret: string;
  /** What the webhook's subscription check must echo (hub.verify_token). */
  verifyToken: string;
  templates: Record<WhatsAppKind, WhatsAppTemplate>;
  /** The Graph API with its version, without a trailing slash. */
  apiUrl: string;
}

const REQUIRED = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_TEMPLATES",
] as const;

/**
 * WhatsApp's settings from the environment: all of them or none. None: no WhatsApp, the texts
 * go by SMS. Some but not all, or a template missing: the shop refuses to start with a sentence
 * naming what is missing, rather than lose messages quietly. Secrets are never repeated.
 */
export function whatsappFromEnv(env: Record<string, string | undefined>): WhatsAppSettings | undefined {
  const given = REQUIRED.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `WhatsApp needs all of ${REQUIRED.join(", ")} or none of them; missing: ${missing.join(", ")}`,
    );
  }
  if (!/^\d{6,20}$/.test(String(env.WHATSAPP_PHONE_NUMBER_ID))) {
    throw new Error(
      "WHATSAPP_PHONE_NUMBER_ID must be the number's id shown in Meta's WhatsApp Manager (digits), not the phone number",
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(env.WHATSAPP_TEMPLATES));
  } catch {
    throw new Error(
      'WHATSAPP_TEMPLATES must be JSON such as {"shipped":{"name":"order_shipped","languages":{"en":"en","hi":"hi"}},…}',
    );
  }
  const raw = (parsed ?? {}) as Record<
    string,
    { name?: unknown; languages?: Record<string, unknown> } | string
  >;
  const templates = {} as Record<WhatsAppKind, WhatsAppTemplate>;
  const wrong: string[] = [];
  for (const kind of WHATSAPP_KINDS) {
    // A bare name stands for a template translated as en and hi.
    const t = typeof raw[kind] === "string" ? { name: raw[kind] } : raw[kind];
    const name = typeof t?.name === "string" ? t.name : "";
    const codes = (t && typeof t === "object" && t.languages) || {};
    const languages = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, typeof codes[lang] === "string" ? String(codes[lang]) : lang]),
    ) as Record<Lang, string>;
    if (!/^[a-z0-9_]{1,512}$/.test(name)) wrong.push(kind);
    else templates[kind] = { name, languages };
  }
  if (wrong.length > 0) {
    throw new Error(
      `WHATSAPP_TEMPLATES must name the approved template (lower case, digits, _) of every message; missing or wrong: ${wrong.join(", ")}`,
    );
  }
  const apiUrl = (env.WHATSAPP_API_URL ?? "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error("WHATSAPP_API_URL must be an http(s) address");
  return {
    token: String(env.WHATSAPP_TOKEN),
    phoneNumberId: String(env.WHATSAPP_PHONE_NUMBER_ID),
    appSecret: String(env.WHATSAPP_APP_SECRET),
    verifyToken: String(env.WHATSAPP_VERIFY_TOKEN),
    templates,
    apiUrl,
  };
}
