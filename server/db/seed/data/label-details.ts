import type { RegulatedFields } from "../../../../lib/regulated-fields";

/**
 * The demo shop's regulated products' label details
 * (docs/decisions/0048-registration-and-ingredients.md), so every one of them may stay on
 * sale. Registration numbers and companies are invented ("DEMO"): no real registration is copied.
 */
type Details = Partial<RegulatedFields>;

const ins = (no: string, ingredients: string[], manufacturer: string, marketer = ""): Details => ({
  registrationNo: `CIR-DEMO-${no}`,
  activeIngredients: ingredients,
  manufacturer,
  marketer,
});
const fert = (grade: string, manufacturer: string, marketer = ""): Details => ({
  grade,
  manufacturer,
  marketer,
});
const bio = (ingredients: string[], manufacturer: string, marketer = ""): Details => ({
  activeIngredients: ingredients,
  manufacturer,
  marketer,
});
const seed = (variety: string, germinationPct: number, manufacturer: string): Details => ({
  variety,
  germinationPct,
  manufacturer,
  marketer: "Haritha Agro (Demo), Siliguri",
});

const AGRO = "Demo Crop Sciences Pvt Ltd, Vapi, Gujarat";
const BIO = "Demo Biologicals LLP, Pune, Maharashtra";
const FERT = "Demo Fertilisers Ltd, Haldia, West Bengal";
const ORGANIC = "Demo Organics, Siliguri, West Bengal";
const SEEDS = "Demo Seeds Pvt Ltd, Bengaluru, Karnataka";

export const labelDetails: Record<string, Details> = {
  "FRT-001": fert("Vermicompost (FCO Schedule IV, Part A)", ORGANIC),
  "FRT-002": fert("Neem cake (FCO Schedule IV, organic manure)", ORGANIC),
  "FRT-003": fert("NPK 19:19:19 water soluble (FCO Schedule I)", FERT, "Annapurna Agri (Demo), Kolkata"),
  "FRT-004": fert("Potassium nitrate 13:0:45 (FCO Schedule I)", FERT, "Annapurna Agri (Demo), Kolkata"),
  "FRT-005": fert("Bone meal, steamed (FCO Schedule IV)", ORGANIC),
  "FRT-006": fert("Zinc EDTA, Zn 12% (FCO Schedule I)", FERT),
  "FRT-007": fert("Calcium nitrate, N 15.5% Ca 18.8% (FCO Schedule I)", FERT),
  "FRT-008": fert("Mustard cake (FCO Schedule IV, organic manure)", ORGANIC),
  "FRT-009": fert("Sulphur 90% WDG (FCO Schedule I)", FERT),
  "FRT-010": fert("Neem coated urea, N 46% (FCO Schedule I)", FERT),
  "TEA-001": fert("NPK mixture 10:5:20 (FCO Schedule I, state notified)", FERT),
  "TEA-003": fert("Dolomite, soil conditioner (FCO Schedule I)", FERT),
  "TEA-004": fert("Zinc sulphate heptahydrate, Zn 21% (FCO Schedule I)", FERT),
  "TEA-006": fert("Organic manure (FCO Schedule IV)", ORGANIC),
  "TEA-008": fert("Muriate of potash, K2O 60% (FCO Schedule I)", FERT),
  "PST-001": ins("01001", ["Azadirachtin 0.15% EC (neem oil based, 1500 ppm)"], BIO),
  "PST-002": ins("01002", ["Trichoderma viride 1.5% WP"], BIO),
  "PST-003": ins("01003", ["Copper oxychloride 50% WP"], AGRO),
  "PST-004": ins("01004", ["Mancozeb 75% WP"], AGRO),
  "PST-005": ins("01005", ["Imidacloprid 17.8% SL"], AGRO),
  "PST-006": ins("01006", ["Beauveria bassiana 1% WP"], BIO),
  "PST-007": ins("01007", ["None (sticky trap, no chemical)"], "Demo Traps, Coimbatore, Tamil Nadu"),
  "PST-008": ins("01008", ["Spinosad 45% SC"], AGRO),
  "PST-009": ins("01009", ["Cartap hydrochloride 4% GR"], AGRO),
  "TEA-002": ins("01010", ["Triacontanol 0.1% EW"], AGRO),
  "TEA-005": ins("01011", ["Hexaconazole 5% SC"], AGRO),
  "GRP-001": bio(["Seaweed extract (Ascophyllum nodosum) 28%"], BIO),
  "GRP-002": bio(["Humic acid 98%"], BIO),
  "GRP-003": bio(["Amino acids 40%"], BIO),
  "GRP-004": bio(["Gibberellic acid 0.001% L"], BIO),
  "GRP-005": bio(["Indole-3-butyric acid 0.3%"], BIO),
  "GRP-006": bio(["Vesicular arbuscular mycorrhiza 100 propagules per gram"], BIO),
  "GRP-007": bio(["Micronutrient mixture Grade II (Zn, Fe, Mn, Cu, B)"], FERT),
  "GRP-008": bio(["Panchagavya (cow products, fermented)"], ORGANIC),
  "VEG-001": seed("Lalima F1 hybrid tomato", 70, SEEDS),
  "VEG-002": seed("Teja Tez F1 hybrid chilli", 60, SEEDS),
  "VEG-003": seed("Green Star okra", 65, SEEDS),
  "VEG-004": seed("Long Green F1 bottle gourd", 60, SEEDS),
  "VEG-005": seed("All Green palak", 70, SEEDS),
  "VEG-006": seed("Snowball Early cauliflower", 65, SEEDS),
  "VEG-007": seed("Purple Long F1 brinjal", 70, SEEDS),
  "VEG-008": seed("Aroma Plus coriander", 65, SEEDS),
  "VEG-009": seed("Green Long F1 cucumber", 70, SEEDS),
  "FLS-001": seed("Petunia Grandiflora mixed", 65, SEEDS),
  "FLS-002": seed("African Orange Giant marigold", 65, SEEDS),
  "FLS-003": seed("Dahlia-flowered zinnia mix", 65, SEEDS),
  "FLS-004": seed("Swiss Giants pansy", 65, SEEDS),
  "FLS-005": seed("Teddy Bear dwarf sunflower", 70, SEEDS),
  "FLS-006": seed("Sensation cosmos mix", 65, SEEDS),
  "FLS-007": seed("Telstar dianthus mix", 65, SEEDS),
  "FLS-008": seed("Gerbera mixed colours", 50, SEEDS),
};
