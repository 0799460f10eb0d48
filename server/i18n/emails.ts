/**
 * The words of the customers' emails in each language (docs/decisions/0020-languages.md): the
 * account's (welcome, password reset) and the order's (confirmed, shipped, delivered,
 * cancelled, refunded). English is the shop's own wording; Hindi has the same entries (the
 * type says so). Amounts come formatted (₹1,23,456.00, Indian grouping in both).
 */
import type { Lang } from "../../lib/i18n/language";

const en = {
  greeting: (name: string) => `Hello ${name},`,
  welcomeSubject: (shop: string) => `Welcome to ${shop}`,
  welcomeText: (url: string) =>
    `Your account is ready. You can now keep a cart, check out and follow your orders at ${url}.`,
  resetSubject: (shop: string) => `Reset your ${shop} password`,
  resetOpen: "To choose a new password, open this link within one hour:",
  resetIgnore: "If you did not ask for this, ignore this email; your password stays as it is.",
  itemsAtMrp: "Items at MRP",
  discount: "Discount",
  promo: (code: string) => `Promo code ${code}`.trim(),
  delivery: "Delivery",
  free: "Free",
  codFee: "Cash on delivery fee",
  toPayOnDelivery: "To pay on delivery",
  totalPaid: "Total paid",
  yourOrder: (id: number) => `Your order #${id}`,
  confirmedSubject: (id: number, shop: string) => `Order #${id} confirmed — ${shop}`,
  confirmedCod: (id: number, amount: string) =>
    `Thank you. Your order #${id} is confirmed for cash on delivery: please keep ${amount} ready when it arrives.`,
  confirmedPaid: (id: number, amount: string) =>
    `Thank you. We have received your payment of ${amount} for order #${id}.`,
  dispatch: "Orders are dispatched within 48 hours; we will email you the courier and tracking number.",
  courier: "Courier",
  awb: "Tracking (AWB) number",
  trackParcel: "Track the parcel",
  shippedSubject: (id: number, shop: string) => `Order #${id} has shipped — ${shop}`,
  shipped: (id: number) => `Your order #${id} is on its way.`,
  deliveredSubject: (id: number, shop: string) => `Order #${id} delivered — ${shop}`,
  delivered: (id: number) => `Your order #${id} has been delivered. We hope everything grows well.`,
  missing: "If anything is missing or damaged, reply to this email or call us.",
  cancelledSubject: (id: number, shop: string) => `Order #${id} cancelled — ${shop}`,
  cancelled: (id: number, reason?: string) =>
    `Your order #${id} has been cancelled${reason ? `: ${reason}` : "."}`,
  cancelledCod: "You had chosen cash on delivery, so nothing was paid and nothing is owed.",
  cancelledRefund: (amount: string) =>
    `We are refunding ${amount} in full to the card or account you paid with; a second email confirms the refund.`,
  cancelledRefundRest: (amount: string) =>
    `We are refunding the remaining ${amount} (the rest was refunded earlier) to the card or account you paid with; a second email confirms the refund.`,
  cancelledAllBack: "Everything you paid has been refunded already.",
  refundSubject: (amount: string, id: number, shop: string) =>
    `Refund of ${amount} for order #${id} — ${shop}`,
  refunded: (amount: string, id: number) =>
    `We have refunded ${amount} for order #${id} to the card or account you paid with.`,
  refundBanks:
    "Banks usually show a refund within 5 to 7 working days. Nothing of this order is charged to you.",
  refundedPart: (amount: string, id: number, reason: string) =>
    `We have refunded ${amount} of order #${id} to the card or account you paid with: ${reason}`,
  refundPartBanks:
    "Banks usually show a refund within 5 to 7 working days. The rest of the order stays as it is.",
  refundedLines: "Refunded",
  rateSubject: (id: number, shop: string) => `How is your order #${id}? — ${shop}`,
  rateAsk: (id: number) =>
    `We hope the goods of your order #${id} are doing well. Would you rate them? Your stars and a few words help other farmers choose.`,
  rateHow:
    "Open a product below, choose from 1 to 5 stars and, if you like, write what you saw in your field or garden.",
  rateProduct: (name: string) => `Rate ${name}`,
};

export type EmailTexts = typeof en;

const hi: EmailTexts = {
  greeting: (name) => `नमस्ते ${name},`,
  welcomeSubject: (shop) => `${shop} में आपका स्वागत है`,
  welcomeText: (url) =>
    `आपका खाता तैयार है। अब आप ${url} पर कार्ट रख सकते हैं, ऑर्डर कर सकते हैं और अपने ऑर्डर देख सकते हैं।`,
  resetSubject: (shop) => `अपना ${shop} पासवर्ड बदलें`,
  resetOpen: "नया पासवर्ड बनाने के लिए एक घंटे के अंदर यह लिंक खोलें:",
  resetIgnore: "अगर आपने यह नहीं माँगा था, तो इस ईमेल को छोड़ दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  itemsAtMrp: "एमआरपी पर सामान",
  discount: "छूट",
  promo: (code) => `प्रोमो कोड ${code}`.trim(),
  delivery: "डिलीवरी",
  free: "मुफ़्त",
  codFee: "कैश ऑन डिलीवरी शुल्क",
  toPayOnDelivery: "डिलीवरी पर देने हैं",
  totalPaid: "कुल भुगतान",
  yourOrder: (id) => `आपका ऑर्डर #${id}`,
  confirmedSubject: (id, shop) => `ऑर्डर #${id} पक्का हो गया — ${shop}`,
  confirmedCod: (id, amount) =>
    `धन्यवाद। आपका ऑर्डर #${id} कैश ऑन डिलीवरी के लिए पक्का हो गया है: सामान आने पर ${amount} तैयार रखें।`,
  confirmedPaid: (id, amount) => `धन्यवाद। ऑर्डर #${id} के लिए आपका ${amount} का भुगतान हमें मिल गया है।`,
  dispatch: "ऑर्डर 48 घंटे के अंदर रवाना होते हैं; कूरियर और ट्रैकिंग नंबर हम आपको ईमेल करेंगे।",
  courier: "कूरियर",
  awb: "ट्रैकिंग (AWB) नंबर",
  trackParcel: "पार्सल ट्रैक करें",
  shippedSubject: (id, shop) => `ऑर्डर #${id} रवाना हो गया — ${shop}`,
  shipped: (id) => `आपका ऑर्डर #${id} रास्ते में है।`,
  deliveredSubject: (id, shop) => `ऑर्डर #${id} पहुँच गया — ${shop}`,
  delivered: (id) => `आपका ऑर्डर #${id} पहुँच गया है। आपकी फ़सल और पौधे खूब फलें-फूलें।`,
  missing: "अगर कुछ कम है या खराब निकला है, तो इस ईमेल का जवाब दें या हमें फ़ोन करें।",
  cancelledSubject: (id, shop) => `ऑर्डर #${id} रद्द हो गया — ${shop}`,
  cancelled: (id, reason) => `आपका ऑर्डर #${id} रद्द कर दिया गया है${reason ? `: ${reason}` : "।"}`,
  cancelledCod: "आपने कैश ऑन डिलीवरी चुना था, इसलिए न कुछ दिया गया है और न कुछ बकाया है।",
  cancelledRefund: (amount) =>
    `हम पूरे ${amount} उसी कार्ड या खाते में वापस कर रहे हैं जिससे आपने भुगतान किया था; रिफ़ंड होने पर एक और ईमेल आएगा।`,
  cancelledRefundRest: (amount) =>
    `हम बचे हुए ${amount} उसी कार्ड या खाते में वापस कर रहे हैं जिससे आपने भुगतान किया था (ऑर्डर का कुछ हिस्सा पहले ही वापस किया जा चुका है); रिफ़ंड होने पर एक और ईमेल आएगा।`,
  cancelledAllBack: "आपने जो भुगतान किया था, वह सब पहले ही वापस किया जा चुका है।",
  refundSubject: (amount, id, shop) => `ऑर्डर #${id} के ${amount} का रिफ़ंड — ${shop}`,
  refunded: (amount, id) =>
    `हमने ऑर्डर #${id} के ${amount} उसी कार्ड या खाते में वापस कर दिए हैं जिससे आपने भुगतान किया था।`,
  refundBanks: "बैंक में रिफ़ंड आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। इस ऑर्डर का कोई पैसा आपसे नहीं लिया गया है।",
  refundedPart: (amount, id, reason) =>
    `हमने ऑर्डर #${id} में से ${amount} उसी कार्ड या खाते में वापस कर दिए हैं जिससे आपने भुगतान किया था: ${reason}`,
  refundPartBanks: "बैंक में रिफ़ंड आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। ऑर्डर का बाकी हिस्सा जैसा है वैसा ही रहेगा।",
  refundedLines: "वापस किया गया",
  rateSubject: (id, shop) => `आपका ऑर्डर #${id} कैसा रहा? — ${shop}`,
  rateAsk: (id) =>
    `हमें उम्मीद है कि आपके ऑर्डर #${id} का सामान अच्छा काम कर रहा है। क्या आप उसे रेटिंग देंगे? आपके स्टार और दो शब्द दूसरे किसानों को चुनने में मदद करते हैं।`,
  rateHow: "नीचे कोई उत्पाद खोलें, 1 से 5 स्टार चुनें और चाहें तो लिखें कि आपने अपने खेत या बगीचे में क्या देखा।",
  rateProduct: (name) => `${name} को रेटिंग दें`,
};

const texts: Record<Lang, EmailTexts> = { en, hi };

/** The customer emails' words in a language (English for anything else). */
export const emailTexts = (lang: Lang | string | null | undefined): EmailTexts => texts[lang as Lang] ?? en;
