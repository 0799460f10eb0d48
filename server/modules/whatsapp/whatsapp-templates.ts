import type { Lang } from "../../../lib/i18n/language";
import { ORDER_NEWS_KINDS } from "../sms";
import { TEXT_TEMPLATES, templateVars } from "../texts";

/**
 * The messages that may go by WhatsApp: the order's news. Sign-in and password codes go by SMS
 * only (WhatsApp wants authentication templates of another category for them).
 */
export const WHATSAPP_KINDS = ORDER_NEWS_KINDS;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

export const isWhatsAppKind = (kind: string): kind is WhatsAppKind =>
  (WHATSAPP_KINDS as readonly string[]).includes(kind);

// Meta refuses a template body that starts or ends with a variable: a greeting before, a
// folded-hands sign after. WhatsApp shows the links itself, and the WebOTP line is for SMS only.
const GREETING: Record<Lang, string> = { en: "Namaste! ", hi: "नमस्ते! " };
const CLOSING = "\n\n🙏";

/** The body of a message's WhatsApp template in a language, with {name} for each variable. */
export function whatsappBody(kind: WhatsAppKind, lang: Lang): string {
  let body = TEXT_TEMPLATES[kind][lang].replace(/\n\n@\{host\} #\{code\}$/, "");
  if (body.startsWith("{")) body = GREETING[lang] + body;
  if (body.endsWith("}")) body += CLOSING;
  return body;
}

/** The template's variables in the order of its {{1}}, {{2}}…: the body parameters sent. */
export const whatsappParams = (kind: WhatsAppKind, lang: Lang) => templateVars(whatsappBody(kind, lang));

/** The body as it is typed into Meta's form: {{1}}, {{2}}… in place of the names. */
export function whatsappNumbered(kind: WhatsAppKind, lang: Lang): string {
  const names = whatsappParams(kind, lang);
  return whatsappBody(kind, lang).replace(
    /\{(\w+)\}/g,
    (_, name: string) => `{{${names.indexOf(name) + 1}}}`,
  );
}
