/**
 * Search synonyms of the demo shop: how farmers write crop and input names in Latin letters
 * (and a few Hindi words), and the words in product or category names they stand for. Staff
 * edit them at /admin/synonyms.
 */
export const synonyms: Record<string, string[]> = {
  bhindi: ["okra", "भिंडी"],
  bhendi: ["okra", "भिंडी"],
  lauki: ["bottle gourd", "लौकी"],
  ghiya: ["bottle gourd", "लौकी"],
  palak: ["spinach", "पालक"],
  dhaniya: ["coriander", "धनिया"],
  tamatar: ["tomato", "टमाटर"],
  mirch: ["chilli", "मिर्च"],
  mirchi: ["chilli", "मिर्च"],
  baingan: ["brinjal", "बैंगन"],
  gobhi: ["cauliflower", "गोभी"],
  kheera: ["cucumber", "खीरा"],
  khira: ["cucumber", "खीरा"],
  neem: ["neem", "नीम"],
  urea: ["urea", "यूरिया"],
  dhaan: ["paddy", "धान"],
  dhan: ["paddy", "धान"],
  khad: ["fertilizer", "manure", "compost", "खाद"],
  keetnashak: ["insecticide", "pesticide", "कीटनाशक"],
  beej: ["seeds", "बीज"],
  aam: ["mango", "आम"],
  amrood: ["guava", "अमरूद"],
  gudhal: ["hibiscus", "गुड़हल"],
  genda: ["marigold", "गेंदा"],
  surajmukhi: ["sunflower", "सूरजमुखी"],
  chai: ["tea", "चाय"],
  sarson: ["mustard", "सरसों"],
  gandhak: ["sulphur", "गंधक"],
  kenchua: ["vermicompost", "केंचुआ"],
};
