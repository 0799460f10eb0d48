import type { Lang } from "./i18n/language";

/**
 * India's states and union territories: the name an address stores, the GST state code (the
 * first two digits of a GSTIN; an invoice's place of supply) and the pincode prefixes the state
 * can have. Shared by the address form, the server's address check, the delivery rules and
 * the GST invoice.
 *
 * Pincodes: India Post gives each region a range of three-digit prefixes (11x Delhi, 70x–74x
 * West Bengal …). A few prefixes cross a border (Uttarakhand's 24x/26x sit inside Uttar
 * Pradesh's range, Chandigarh's 160 is Punjab's too, Goa's 403 is within Maharashtra's), so
 * both states list them: the check refuses only a pincode that cannot belong to the state,
 * never a real one.
 */
export interface IndiaState {
  /** The name stored on an address and shown on the invoice. */
  name: string;
  /** The name in Hindi, shown to a Hindi reader; the stored value stays `name`. */
  hi: string;
  /** GST state code, two digits ("19" West Bengal). */
  gstCode: string;
  /** Inclusive ranges of the first three pincode digits. */
  pin: readonly (readonly [number, number])[];
  /** A union territory rather than a state. */
  ut?: true;
}

const r = (from: number, to = from) => [from, to] as const;

export const INDIA_STATES: readonly IndiaState[] = [
  {
    name: "Andaman and Nicobar Islands",
    hi: "अंडमान और निकोबार द्वीपसमूह",
    gstCode: "35",
    pin: [r(744)],
    ut: true,
  },
  { name: "Andhra Pradesh", hi: "आंध्र प्रदेश", gstCode: "37", pin: [r(507, 509), r(515, 535)] },
  { name: "Arunachal Pradesh", hi: "अरुणाचल प्रदेश", gstCode: "12", pin: [r(790, 792)] },
  { name: "Assam", hi: "असम", gstCode: "18", pin: [r(781, 788)] },
  { name: "Bihar", hi: "बिहार", gstCode: "10", pin: [r(800, 855)] },
  { name: "Chandigarh", hi: "चंडीगढ़", gstCode: "04", pin: [r(160)], ut: true },
  { name: "Chhattisgarh", hi: "छत्तीसगढ़", gstCode: "22", pin: [r(490, 497)] },
  {
    name: "Dadra and Nagar Haveli and Daman and Diu",
    hi: "दादरा और नगर हवेली और दमन और दीव",
    gstCode: "26",
    pin: [r(362), r(396)],
    ut: true,
  },
  { name: "Delhi", hi: "दिल्ली", gstCode: "07", pin: [r(110)], ut: true },
  { name: "Goa", hi: "गोवा", gstCode: "30", pin: [r(403)] },
  { name: "Gujarat", hi: "गुजरात", gstCode: "24", pin: [r(360, 396)] },
  { name: "Haryana", hi: "हरियाणा", gstCode: "06", pin: [r(121, 136)] },
  { name: "Himachal Pradesh", hi: "हिमाचल प्रदेश", gstCode: "02", pin: [r(171, 177)] },
  { name: "Jammu and Kashmir", hi: "जम्मू और कश्मीर", gstCode: "01", pin: [r(180, 194)], ut: true },
  { name: "Jharkhand", hi: "झारखंड", gstCode: "20", pin: [r(813, 835)] },
  { name: "Karnataka", hi: "कर्नाटक", gstCode: "29", pin: [r(560, 591)] },
  { name: "Kerala", hi: "केरल", gstCode: "32", pin: [r(670, 695)] },
  { name: "Ladakh", hi: "लद्दाख", gstCode: "38", pin: [r(194)], ut: true },
  { name: "Lakshadweep", hi: "लक्षद्वीप", gstCode: "31", pin: [r(682)], ut: true },
  { name: "Madhya Pradesh", hi: "मध्य प्रदेश", gstCode: "23", pin: [r(450, 488)] },
  { name: "Maharashtra", hi: "महाराष्ट्र", gstCode: "27", pin: [r(400, 445)] },
  { name: "Manipur", hi: "मणिपुर", gstCode: "14", pin: [r(795)] },
  { name: "Meghalaya", hi: "मेघालय", gstCode: "17", pin: [r(793, 794)] },
  { name: "Mizoram", hi: "मिज़ोरम", gstCode: "15", pin: [r(796)] },
  { name: "Nagaland", hi: "नागालैंड", gstCode: "13", pin: [r(797, 798)] },
  { name: "Odisha", hi: "ओडिशा", gstCode: "21", pin: [r(751, 770)] },
  // Puducherry, Karaikal, Mahe (in Kerala's range) and Yanam (in Andhra Pradesh's).
  { name: "Puducherry", hi: "पुदुचेरी", gstCode: "34", pin: [r(533), r(605), r(607), r(609), r(673)], ut: true },
  { name: "Punjab", hi: "पंजाब", gstCode: "03", pin: [r(140, 160)] },
  { name: "Rajasthan", hi: "राजस्थान", gstCode: "08", pin: [r(301, 345)] },
  { name: "Sikkim", hi: "सिक्किम", gstCode: "11", pin: [r(737)] },
  { name: "Tamil Nadu", hi: "तमिलनाडु", gstCode: "33", pin: [r(600, 643)] },
  { name: "Telangana", hi: "तेलंगाना", gstCode: "36", pin: [r(500, 509)] },
  { name: "Tripura", hi: "त्रिपुरा", gstCode: "16", pin: [r(799)] },
  { name: "Uttar Pradesh", hi: "उत्तर प्रदेश", gstCode: "09", pin: [r(201, 285)] },
  { name: "Uttarakhand", hi: "उत्तराखंड", gstCode: "05", pin: [r(244, 249), r(262, 263)] },
  { name: "West Bengal", hi: "पश्चिम बंगाल", gstCode: "19", pin: [r(700, 743)] },
];

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/** Older or common spellings that saved addresses may hold. */
const ALIASES: Record<string, string> = {
  orissa: "Odisha",
  pondicherry: "Puducherry",
  uttaranchal: "Uttarakhand",
  "j and k": "Jammu and Kashmir",
  "nct of delhi": "Delhi",
  "new delhi": "Delhi",
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
};

const byKey = new Map(INDIA_STATES.map((s) => [key(s.name), s]));

/** The state a name means ("west bengal", "J&K", "Orissa" all find theirs), or undefined. */
export function findState(name: string): IndiaState | undefined {
  const k = key(name);
  const alias = ALIASES[k];
  return byKey.get(alias ? key(alias) : k);
}

/**
 * A stored state as a reader of `lang` reads it: the Hindi name for Hindi, else the stored
 * text (an unknown free-text state is shown as it was written).
 */
export function stateLabel(stored: string, lang: Lang): string {
  if (lang !== "hi") return stored;
  return findState(stored)?.hi ?? stored;
}

/** The state with this GST code ("19"), or undefined. */
export const stateByGstCode = (code: string) => INDIA_STATES.find((s) => s.gstCode === code);

/** Whether a six-digit pincode can belong to the state (its first three digits in the state's ranges). */
export function pincodeFitsState(pincode: string, state: IndiaState): boolean {
  const prefix = Number(pincode.slice(0, 3));
  return state.pin.some(([from, to]) => prefix >= from && prefix <= to);
}
