import type { Lang } from "../../../lib/i18n/language";
import type { SmsKind } from "../sms";

/**
 * The words of every text message, in each language, with {name} for a variable. They are the
 * templates registered with DLT (SMS) and with WhatsApp (docs/text-templates.md lists them as
 * they are submitted): a provider sends a registered template only, so a change here is a
 * change to submit there first. SMS are kept short: one or two SMS parts (160 Latin or 70
 * Devanagari characters each).
 */
export const TEXT_TEMPLATES: Record<SmsKind, Record<Lang, string>> = {
  login_code: {
    en: "{code} is your {shop} sign-in code. It is valid for 10 minutes. Do not share it with anyone.\n\n@{host} #{code}",
    hi: "{code} आपका {shop} साइन-इन कोड है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएं।\n\n@{host} #{code}",
  },
  password_code: {
    en: "{code} is your {shop} code to set a new password. It is valid for 10 minutes. Do not share it with anyone.\n\n@{host} #{code}",
    hi: "{code} आपका {shop} नया पासवर्ड बनाने का कोड है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएं।\n\n@{host} #{code}",
  },
  order_placed: {
    en: "{shop}: thank you, your order {order} of Rs {total} is placed. See it here: {link}",
    hi: "{shop}: धन्यवाद, आपका ऑर्डर {order} (₹{total}) मिल गया है। यहाँ देखें: {link}",
  },
  cod_confirm: {
    en: "{shop}: confirm your cash on delivery order {order} of Rs {total} with the code {code}, or here: {link}\n\n@{host} #{code}",
    hi: "{shop}: अपना कैश ऑन डिलीवरी ऑर्डर {order} (₹{total}) कोड {code} से पक्का करें, या यहाँ: {link}\n\n@{host} #{code}",
  },
  packed: {
    en: "{shop}: your order {order} is packed and will be handed to the courier soon.",
    hi: "{shop}: आपका ऑर्डर {order} पैक हो गया है और जल्द कूरियर को दिया जाएगा।",
  },
  shipped: {
    en: "{shop}: your order {order} is on its way with {courier}, AWB {awb}. Track it: {link}",
    hi: "{shop}: आपका ऑर्डर {order} {courier} से भेजा गया है, AWB {awb}। ट्रैक करें: {link}",
  },
  delivered: {
    en: "{shop}: your order {order} has been delivered. Thank you for shopping with us.",
    hi: "{shop}: आपका ऑर्डर {order} पहुँचा दिया गया है। हमसे खरीदारी के लिए धन्यवाद।",
  },
  cancelled: {
    en: "{shop}: your order {order} has been cancelled. {reason}",
    hi: "{shop}: आपका ऑर्डर {order} रद्द कर दिया गया है। {reason}",
  },
  refunded: {
    en: "{shop}: Rs {amount} for your order {order} is refunded. Your bank shows it within 5-7 working days.",
    hi: "{shop}: आपके ऑर्डर {order} के ₹{amount} वापस भेज दिए गए हैं। 5-7 कार्य दिवसों में आपके बैंक खाते में दिखेंगे।",
  },
  rate_order: {
    en: "{shop}: how are the goods of your order {order} doing? Please rate them here: {link}",
    hi: "{shop}: आपके ऑर्डर {order} का सामान कैसा रहा? कृपया यहाँ रेटिंग दें: {link}",
  },
  payment_link: {
    en: "{shop}: pay Rs {amount} for your order {order} here: {link} The link is open for 24 hours.",
    hi: "{shop}: अपने ऑर्डर {order} के ₹{amount} यहाँ चुकाएँ: {link} यह लिंक 24 घंटे खुला रहेगा।",
  },
  back_in_stock: {
    en: "{shop}: {product} is back in stock. Buy it here: {link}",
    hi: "{shop}: {product} फिर से उपलब्ध है। यहाँ खरीदें: {link}",
  },
};

/** The variables a template names, in order of first appearance. */
export const templateVars = (template: string) => [
  ...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
];

/** Thrown when a message is queued without a variable its template needs: a bug, caught by tests. */
export class MissingTextVariable extends Error {
  override name = "MissingTextVariable";
}

/** A message's words in a language, its variables filled in. */
export function renderText(kind: SmsKind, lang: Lang, vars: Record<string, string>): string {
  const template = TEXT_TEMPLATES[kind][lang] ?? TEXT_TEMPLATES[kind].en;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new MissingTextVariable(`the ${kind} message needs {${name}}`);
    return value;
  });
}
