import type { Lang } from "./i18n/language";

/**
 * The business identity, in one place. Every value is invented for the demo shop; a real
 * shop's owner edits it on the back office's settings page (stored in the database, which then
 * wins); BUSINESS_NAME, BUSINESS_PHONE and BUSINESS_EMAIL override these defaults.
 */
export interface Business {
  name: string;
  shortName: string;
  tagline: string;
  logo: string;
  foundedYear: number;
  aboutText: string;
  address: string;
  phones: { customerCare: string[]; bulkEnquiry: string };
  email: string;
  hours: string;
  /** The number customers chat with on WhatsApp (the contact page's Chat with us); empty: no chat. */
  whatsapp: string;
  social: { label: string; url: string }[];
  /** Embeds of the about and contact pages; loaded only when a visitor asks. */
  aboutVideoUrl: string;
  mapEmbedUrl: string;
  /** Where a customer asks for their data to be deleted (privacy policy). */
  privacyContact: { email: string; phone: string };
  /**
   * Whom customers complain to (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)): shown
   * on the contact page and in the footer; an empty name: none named yet.
   */
  grievanceOfficer: GrievanceOfficer;
  /** GST identification number (shop settings); the invoices' supplier. */
  gstin: string;
  /** The name the GSTIN is registered to, as invoices state it; empty: the business name. */
  legalName: string;
  /** The GST state code of the shop's state (lib/india-states.ts): CGST + SGST within it, IGST elsewhere. */
  stateCode: string;
  /** Starts every invoice number ("HA" → HA/2026-27/000123); empty: the short name's initials. */
  invoicePrefix: string;
  /** The owner's own texts in Hindi, for Hindi readers; an empty one shows the English. */
  hi: BusinessTexts;
}

export interface GrievanceOfficer {
  name: string;
  phone: string;
  email: string;
}

/** No grievance officer named yet (a shop that saved its details before the field was asked). */
export const NO_GRIEVANCE_OFFICER: GrievanceOfficer = { name: "", phone: "", email: "" };

/** The texts the owner writes that customers read (footer, contact and privacy pages). */
/** The owner's Hindi texts; `name` is the shop's name in Hindi (the installed app's name), the rest replace the English. */
export type BusinessTexts = Pick<Business, "name" | "tagline" | "aboutText" | "address" | "hours">;

/** No Hindi written: Hindi readers read the English. */
export const NO_HINDI: BusinessTexts = { name: "", tagline: "", aboutText: "", address: "", hours: "" };

/**
 * The business as a reader of `lang` reads it: the owner's Hindi texts where written, else the
 * English (docs/decisions/0017-content-in-hindi.md).
 */
export function businessIn(b: Business, lang: Lang): Business {
  if (lang !== "hi") return b;
  const hi = b.hi ?? NO_HINDI;
  return {
    ...b,
    tagline: hi.tagline || b.tagline,
    aboutText: hi.aboutText || b.aboutText,
    address: hi.address || b.address,
    hours: hi.hours || b.hours,
  };
}

export const business: Business = {
  name: "Haritha Agro & Nursery (Demo)",
  shortName: "Haritha Agro",
  tagline: "Everything that grows, from seed to tea garden",
  logo: "/images/logo.svg",
  foundedYear: 1992,
  aboutText:
    "A family agriculture and horticulture business from the foothills of North Bengal: fertilizers, crop protection, tea-garden inputs, nursery plants, seeds and landscaping for farmers, traders and home gardeners since 1992.",
  address: "Plot 14, Demo Krishi Market, Matigara, Siliguri, West Bengal 734010 (invented address)",
  phones: { customerCare: ["+91 90000 11111", "+91 90000 22222"], bulkEnquiry: "+91 90000 33333" },
  email: "hello@haritha-agro.example",
  hours: "10:30am-5:30pm",
  whatsapp: "+91 90000 11111",
  social: [
    { label: "Facebook", url: "https://facebook.example/haritha-agro" },
    { label: "Instagram", url: "https://instagram.example/haritha-agro" },
    { label: "YouTube", url: "https://youtube.example/@haritha-agro" },
  ],
  privacyContact: { email: "privacy@haritha-agro.example", phone: "+91 90000 11111" },
  grievanceOfficer: {
    name: "Meera Sen (demo)",
    phone: "+91 90000 44444",
    email: "grievance@haritha-agro.example",
  },
  gstin: "19AAHFH4321K1ZA",
  legalName: "Haritha Agro and Nursery (Demo firm)",
  stateCode: "19",
  invoicePrefix: "HA",
  hi: {
    name: "हरिता एग्रो",
    tagline: "बीज से चाय बागान तक, हर उगने वाली चीज़",
    aboutText:
      "उत्तर बंगाल की तलहटी से एक पारिवारिक कृषि और बागवानी कारोबार: 1992 से किसानों, व्यापारियों और घर के बागवानों के लिए खाद, फसल सुरक्षा, चाय बागान की सामग्री, नर्सरी के पौधे, बीज और बाग़ सजावट।",
    address: "प्लॉट 14, डेमो कृषि बाज़ार, माटीगाड़ा, सिलीगुड़ी, पश्चिम बंगाल 734010 (काल्पनिक पता)",
    hours: "सुबह 10:30 से शाम 5:30 तक",
  },
  aboutVideoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=88.36%2C26.69%2C88.46%2C26.75&layer=mapnik",
};

/** The identity with the environment's overrides applied (server side only). */
export function businessFromEnv(env: Record<string, string | undefined>): Business {
  const phone = env.BUSINESS_PHONE?.trim();
  return {
    ...business,
    name: env.BUSINESS_NAME?.trim() || business.name,
    email: env.BUSINESS_EMAIL?.trim() || business.email,
    phones: phone
      ? { ...business.phones, customerCare: [phone, ...business.phones.customerCare.slice(1)] }
      : business.phones,
  };
}

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A chat with `phone` on WhatsApp (wa.me), its first line written for the customer: wa.me wants
 * the number with its country code and digits only, so a 10-digit Indian number gets 91.
 */
export function whatsAppHref(phone: string, firstLine: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(firstLine)}`;
}
