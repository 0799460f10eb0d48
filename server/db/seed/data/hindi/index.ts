import type { PackUnit } from "../../../../../lib/pack-units";
import { blogHi } from "./blog";
import { cropCareHi } from "./crop-care";
import { flowersAndGardenHi } from "./flowers-and-garden";
import { seedsAndPlantsHi } from "./seeds-and-plants";

/**
 * The demo shop in Hindi (हिन्दी): every category, most products (names, descriptions and pack
 * labels) and a blog post, written in Devanagari for farmers who read Hindi more easily than
 * English. Keyed by category key, SKU and url title; what is left out shows in English.
 */

export interface HindiProduct {
  sku: string;
  name: string;
  short: string;
  /** Leave out to keep the English description (a name-only translation). */
  what?: string;
  use?: string[];
  dose?: string;
  caution?: string;
}

export const categoriesHi: Record<string, { name: string; description: string }> = {
  fertilizers: {
    name: "खाद और उर्वरक",
    description: "खेत की फ़सलों, बाग़ों और बगीचों के लिए जैविक और खनिज पोषण।",
  },
  pesticides: {
    name: "कीटनाशक और फफूंदनाशक",
    description: "फ़सल सुरक्षा: कीटनाशक, फफूंदनाशक और वनस्पति आधारित छिड़काव, लेबल के अनुसार प्रयोग करें।",
  },
  "growth-promoters": {
    name: "वृद्धि वर्धक",
    description: "मज़बूत जड़ों, फूल आने और फल लगने के लिए समुद्री शैवाल, ह्यूमिक और अमीनो एसिड वाले वृद्धि वर्धक।",
  },
  "tea-product": {
    name: "चाय बाग़ान के विशेष उत्पाद",
    description: "असम, डुआर्स और दार्जिलिंग के चाय बाग़ानों के लिए बने उर्वरक और वृद्धि नियामक।",
  },
  plants: {
    name: "नर्सरी के पौधे",
    description: "हमारी नर्सरी से कैक्टस, सक्युलेंट, एग्लोनिमा, ग्राफ़्टेड गुड़हल, सजावटी और फलदार पौधे।",
  },
  "vegetable-seeds": {
    name: "सब्ज़ियों के बीज",
    description: "हमारे अपने ब्रांड के F1 हाइब्रिड और खुले परागण वाले सब्ज़ी बीज, अंकुरण के लिए जाँचे हुए।",
  },
  "flower-seeds": {
    name: "फूलों के बीज",
    description: "विदेशी प्रजनकों से मँगाए फूलों के बीज, भारतीय मौसम के हिसाब से पैक किए हुए।",
  },
  "garden-care": {
    name: "बाग़वानी और लैंडस्केपिंग",
    description: "औज़ार, ड्रिप से माइक्रो तक सिंचाई, पॉटिंग मिश्रण और लैंडस्केपिंग का सामान।",
  },
};

const cautionHi: Record<string, string> = {
  pesticides:
    "इस्तेमाल से पहले लेबल पढ़ें। छिड़काव के समय दस्ताने और मास्क पहनें, बच्चों, पशुओं और खाने से दूर रखें, और तुड़ाई से पहले की प्रतीक्षा अवधि का पालन करें।",
  plants: "पौधा पहुँचने के बाद दो दिन छाया में रखें, फिर धीरे-धीरे उसकी जगह पर ले जाएँ।",
  "vegetable-seeds": "बीज फफूंदनाशक से उपचारित हो सकते हैं: इन्हें न खाएँ, न पशुओं को खिलाएँ।",
  "flower-seeds": "बीज फफूंदनाशक से उपचारित हो सकते हैं: इन्हें न खाएँ, न पशुओं को खिलाएँ।",
  "garden-care": "औज़ार और फ़िटिंग इस्तेमाल के बाद सूखे रखें, और बच्चों की पहुँच से दूर।",
};
const defaultCautionHi = "ठंडी, सूखी जगह पर बच्चों और पशु आहार से दूर रखें।";

/** The Hindi description, laid out like the English one (data/products.ts). */
export function descriptionHi(category: string, p: HindiProduct): string {
  if (!p.what || !p.use || !p.dose) return "";
  const caution = p.caution ?? cautionHi[category] ?? defaultCautionHi;
  return [
    `<p>${p.what}</p>`,
    "<h3>कहाँ इस्तेमाल करें</h3>",
    `<ul>${p.use.map((u) => `<li>${u}</li>`).join("")}</ul>`,
    `<h3>कितनी मात्रा</h3><p>${p.dose}</p>`,
    `<p><strong>सावधानी:</strong> ${caution}</p>`,
  ].join("");
}

const unitHi: Record<PackUnit, (qty: number) => string> = {
  g: () => "ग्राम",
  kg: () => "किलो",
  ml: () => "मि.ली.",
  L: () => "लीटर",
  seeds: () => "बीज",
  plants: (q) => (q === 1 ? "पौधा" : "पौधे"),
  pcs: () => "नग",
};

/** "1 किलो", "100 बीज", "3 पौधे": a pack's label in Hindi. */
export const packLabelHi = (p: { qty: number; unit: PackUnit }) => `${p.qty} ${unitHi[p.unit](p.qty)}`;

export const productsHi: HindiProduct[] = [...cropCareHi, ...seedsAndPlantsHi, ...flowersAndGardenHi];
export { blogHi };
