/**
 * Which demo product serves which crop's stage or problem, at the dose its own label text gives
 * (the `dose:` of data/products/*.ts), written as the catalogue spreadsheet's crop_uses cell
 * writes one use (lib/crop-uses-csv.ts). Where a label gives the dose per litre of water, the
 * water per acre is what a knapsack sprayer commonly gives (200 L; tea gardens 200 L a hectare,
 * as the tea products' labels say; grown mango trees 400 L), and the safety note says so.
 * A label's "every 7–10 days" is the lower figure; the pre-harvest intervals are the usual
 * registered ones for these active ingredients (a real shop copies its own labels').
 */

export interface SeedUse {
  sku: string;
  /** One use in the spreadsheet's words: "paddy:stem-borer = 7.5-10 kg per acre". */
  use: string;
  /** English and Hindi. */
  safety?: [string, string];
}

type Note = [string, string];
const join = (...notes: Note[]): Note => [notes.map((n) => n[0]).join(" "), notes.map((n) => n[1]).join(" ")];

const WATER: Note = [
  "Water: 200 L an acre, what a knapsack sprayer commonly gives; the label gives the dose per litre.",
  "पानी: 200 लीटर प्रति एकड़, जितना पीठ वाला स्प्रेयर आम तौर पर देता है; लेबल मात्रा प्रति लीटर बताता है।",
];
const TEA_WATER: Note = [
  "Water: 200 L a hectare, as the tea labels say.",
  "पानी: 200 लीटर प्रति हेक्टेयर, जैसा चाय के लेबल बताते हैं।",
];
const TREE_WATER: Note = [
  "Water: about 400 L an acre for grown trees, 10–15 L a tree; the label gives the dose per litre.",
  "पानी: बड़े पेड़ों के लिए लगभग 400 लीटर प्रति एकड़, एक पेड़ पर 10–15 लीटर; लेबल मात्रा प्रति लीटर बताता है।",
];
const SPRAY_SAFELY: Note = [
  "Wear gloves and a mask, spray in calm weather, keep children and animals away.",
  "दस्ताने और मास्क पहनें, हवा शांत हो तब छिड़कें, बच्चों और पशुओं को दूर रखें।",
];
const TWO_SPRAYS: Note = ["Not more than two sprays a season.", "एक मौसम में दो से ज़्यादा छिड़काव नहीं।"];
const NEEM: Note = [
  "Add a few drops of soap and spray in the evening; we count three sprays, the label says every 7–10 days.",
  "साबुन की कुछ बूँदें मिलाकर शाम को छिड़कें; लेबल हर 7–10 दिन कहता है, हमने तीन छिड़काव गिने हैं।",
];
const ROTATE: Note = [
  "Rotate with insecticides of other groups.",
  "दूसरे समूह के कीटनाशकों के साथ बदल-बदलकर छिड़कें।",
];
const STANDING_WATER: Note = [
  "Broadcast into 3–5 cm of standing water 30–45 days after transplanting; wear gloves.",
  "रोपाई के 30–45 दिन बाद 3–5 सेमी भरे पानी में बिखेरें; दस्ताने पहनें।",
];
const UREA: Note = [
  "As the soil test says; do not broadcast into standing water.",
  "मिट्टी की जाँच के अनुसार; भरे पानी में न बिखेरें।",
];
const A_YEAR: Note = [
  "A year's dose: give it in two or three rounds, as the garden's schedule says.",
  "पूरे साल की मात्रा: बागान की सारणी के अनुसार दो या तीन बार में दें।",
];

export const cropUses: SeedUse[] = [
  // Paddy
  { sku: "FRT-001", use: "paddy:transplanting = 1000-2000 kg per acre" },
  { sku: "FRT-010", use: "paddy:tillering = 40-50 kg per acre", safety: UREA },
  {
    sku: "PST-009",
    use: "paddy:stem-borer = 7.5-10 kg per acre; 21 days before harvest",
    safety: STANDING_WATER,
  },
  {
    sku: "PST-005",
    use: "paddy:brown-planthopper = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 40 days before harvest",
    safety: join(TWO_SPRAYS, WATER, SPRAY_SAFELY),
  },
  {
    sku: "FRT-006",
    use: "paddy:khaira = 0.5-1 g per litre; water 200 L per acre",
    safety: WATER,
  },
  // Wheat
  { sku: "FRT-001", use: "wheat:sowing = 1000-2000 kg per acre" },
  { sku: "FRT-010", use: "wheat:crown-root = 40-50 kg per acre", safety: UREA },
  { sku: "FRT-006", use: "wheat:zinc-deficiency = 250-500 g per acre" },
  // Tea
  {
    sku: "TEA-007",
    use: "tea:nursery = 250 g per plant",
    safety: [
      "The label's 1 kg fills four sleeves, one cutting to a sleeve: 250 g a plant.",
      "लेबल के अनुसार 1 किलो से चार थैलियाँ भरती हैं, एक थैली में एक कलम: 250 ग्राम प्रति पौधा।",
    ],
  },
  {
    sku: "TEA-002",
    use: "tea:pruning = 0.5 ml per litre; water 200 L per hectare",
    safety: TEA_WATER,
  },
  { sku: "TEA-001", use: "tea:first-flush = 400-600 kg per hectare", safety: A_YEAR },
  { sku: "TEA-006", use: "tea:first-flush = 2000-3000 kg per hectare", safety: A_YEAR },
  {
    sku: "TEA-005",
    use: "tea:blister-blight = 200 ml per hectare; water 200 L per hectare",
    safety: join(TEA_WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-003",
    use: "tea:blister-blight = 2.5-3 g per litre; water 200 L per hectare; 2 applications; every 10 days",
    safety: join(TEA_WATER, SPRAY_SAFELY),
  },
  { sku: "TEA-003", use: "tea:magnesium-deficiency = 1000-2000 kg per hectare" },
  { sku: "TEA-004", use: "tea:zinc-deficiency = 2 kg per hectare" },
  {
    sku: "PST-001",
    use: "tea:red-spider-mite = 3-5 ml per litre; water 200 L per hectare; 3 applications; every 7 days",
    safety: join(NEEM, TEA_WATER),
  },
  // Tomato
  { sku: "VEG-001", use: "tomato:nursery = 60-80 g per acre" },
  { sku: "FRT-002", use: "tomato:transplanting = 100-150 kg per acre" },
  {
    sku: "GRP-003",
    use: "tomato:transplanting = 2 ml per litre; water 200 L per acre; 2 applications; every 15 days",
    safety: WATER,
  },
  { sku: "GRP-001", use: "tomato:flowering = 2-3 ml per litre; water 200 L per acre", safety: WATER },
  { sku: "FRT-004", use: "tomato:fruiting = 5-10 g per litre; water 200 L per acre", safety: WATER },
  {
    sku: "PST-003",
    use: "tomato:late-blight = 2.5-3 g per litre; water 200 L per acre; 2 applications; every 10 days",
    safety: join(WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-008",
    use: "tomato:fruit-borer = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest",
    safety: join(ROTATE, WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-005",
    use: "tomato:whitefly = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 3 days before harvest",
    safety: join(TWO_SPRAYS, WATER, SPRAY_SAFELY),
  },
  { sku: "PST-007", use: "tomato:whitefly = 10-15 pcs per acre" },
  { sku: "FRT-007", use: "tomato:blossom-end-rot = 5 g per litre; water 200 L per acre", safety: WATER },
  // Okra
  { sku: "VEG-003", use: "okra:sowing = 3-4 kg per acre" },
  { sku: "FRT-003", use: "okra:vegetative = 5 g per litre; water 200 L per acre", safety: WATER },
  {
    sku: "GRP-007",
    use: "okra:vegetative = 2-3 g per litre; water 200 L per acre; 2 applications; every 15 days",
    safety: WATER,
  },
  {
    sku: "PST-005",
    use: "okra:jassid = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 3 days before harvest",
    safety: join(TWO_SPRAYS, WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-001",
    use: "okra:jassid = 3-5 ml per litre; water 200 L per acre; 3 applications; every 7 days",
    safety: join(NEEM, WATER),
  },
  { sku: "PST-007", use: "okra:yellow-vein-mosaic = 10-15 pcs per acre" },
  {
    sku: "PST-008",
    use: "okra:shoot-and-fruit-borer = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest",
    safety: join(ROTATE, WATER, SPRAY_SAFELY),
  },
  // Chilli
  { sku: "VEG-002", use: "chilli:nursery = 80-100 g per acre" },
  { sku: "PST-002", use: "chilli:damping-off = 1 kg per acre" },
  { sku: "FRT-002", use: "chilli:transplanting = 100-150 kg per acre" },
  {
    sku: "GRP-003",
    use: "chilli:transplanting = 2 ml per litre; water 200 L per acre; 2 applications; every 15 days",
    safety: WATER,
  },
  {
    sku: "PST-008",
    use: "chilli:thrips = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest",
    safety: join(ROTATE, WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-005",
    use: "chilli:thrips = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 40 days before harvest",
    safety: join(TWO_SPRAYS, WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-006",
    use: "chilli:thrips = 5 g per litre; water 200 L per acre; 0 days before harvest",
    safety: [`Spray in humid evenings. ${WATER[0]}`, `नम शामों में छिड़कें। ${WATER[1]}`],
  },
  {
    sku: "PST-004",
    use: "chilli:anthracnose = 2-2.5 g per litre; water 200 L per acre; 3 applications; every 10 days",
    safety: join(WATER, SPRAY_SAFELY),
  },
  // Potato
  { sku: "FRT-001", use: "potato:planting = 1000-2000 kg per acre" },
  { sku: "GRP-006", use: "potato:planting = 4 kg per acre" },
  { sku: "FRT-010", use: "potato:earthing-up = 40-50 kg per acre", safety: UREA },
  { sku: "FRT-004", use: "potato:tuber-bulking = 5-10 g per litre; water 200 L per acre", safety: WATER },
  {
    sku: "PST-004",
    use: "potato:late-blight = 2-2.5 g per litre; water 200 L per acre; 3 applications; every 10 days",
    safety: join(WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-003",
    use: "potato:late-blight = 2.5-3 g per litre; water 200 L per acre; 2 applications; every 10 days",
    safety: join(WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-004",
    use: "potato:early-blight = 2-2.5 g per litre; water 200 L per acre; 3 applications; every 10 days",
    safety: join(WATER, SPRAY_SAFELY),
  },
  {
    sku: "PST-001",
    use: "potato:aphid = 3-5 ml per litre; water 200 L per acre; 3 applications; every 7 days",
    safety: join(NEEM, WATER),
  },
  // Mango
  { sku: "FRT-005", use: "mango:planting = 200 g per plant" },
  {
    sku: "FRT-004",
    use: "mango:before-flowering = 5-10 g per litre; water 400 L per acre",
    safety: TREE_WATER,
  },
  {
    sku: "PST-001",
    use: "mango:hopper = 3-5 ml per litre; water 400 L per acre; 3 applications; every 7 days",
    safety: join(NEEM, TREE_WATER),
  },
  {
    sku: "PST-003",
    use: "mango:anthracnose = 2.5-3 g per litre; water 400 L per acre; 2 applications; every 10 days",
    safety: join(TREE_WATER, SPRAY_SAFELY),
  },
];
