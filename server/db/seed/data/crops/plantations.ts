import { problem, type SeedCrop, stage } from "./make";

/** Perennials: tea gardens and mango orchards. */
export const plantations: SeedCrop[] = [
  {
    key: "tea",
    name: "Tea",
    nameHi: "चाय",
    seasons: ["kharif", "rabi", "zaid"],
    stages: [
      stage("nursery", "Nursery", "नर्सरी"),
      stage("pruning", "Pruning (winter)", "छँटाई (सर्दी)"),
      stage("first-flush", "First flush (spring)", "पहली फ़्लश (बसंत)"),
      stage("monsoon-flush", "Monsoon flush", "बरसात की फ़्लश"),
    ],
    problems: [
      problem(
        "blister-blight",
        "disease",
        ["Blister blight", "फफोला अंगमारी"],
        [
          "Pale see-through spots on young leaves swell into blisters, white and velvety below, in wet monsoon weather.",
          "बरसात के नम मौसम में नई पत्तियों पर हल्के पारभासी धब्बे फफोले बन जाते हैं, नीचे से सफ़ेद और मख़मली।",
        ],
      ),
      problem(
        "red-spider-mite",
        "pest",
        ["Red spider mite", "लाल मकड़ी"],
        [
          "Mature leaves turn bronze red from the upper side, with fine webbing; worst in dry spells.",
          "पकी पत्तियाँ ऊपर से ताँबई-लाल हो जाती हैं, बारीक जालों के साथ; सूखे दिनों में सबसे ज़्यादा।",
        ],
      ),
      problem(
        "magnesium-deficiency",
        "deficiency",
        ["Magnesium deficiency (acid soil)", "मैग्नीशियम की कमी (अम्लीय मिट्टी)"],
        [
          "Older leaves turn yellow between the veins, starting from the tip; common on very acid soils.",
          "पुरानी पत्तियाँ सिरे से शुरू होकर शिराओं के बीच पीली पड़ती हैं; बहुत अम्लीय मिट्टी में आम।",
        ],
      ),
      problem(
        "zinc-deficiency",
        "deficiency",
        ["Zinc deficiency (small leaf)", "ज़िंक की कमी (छोटी पत्ती)"],
        [
          "New leaves come small, narrow and pale, crowded together at the shoot tips.",
          "नई पत्तियाँ छोटी, संकरी और पीली निकलती हैं, शाखाओं के सिरों पर गुच्छों में।",
        ],
      ),
    ],
  },
  {
    key: "mango",
    name: "Mango",
    nameHi: "आम",
    seasons: ["kharif", "rabi", "zaid"],
    stages: [
      stage("planting", "Planting", "पौधा लगाना"),
      stage("before-flowering", "Before flowering", "बौर से पहले"),
      stage("flowering", "Flowering", "बौर आना"),
      stage("fruit-growth", "Fruit growth", "फल बढ़ना"),
    ],
    problems: [
      problem(
        "hopper",
        "pest",
        ["Mango hopper", "आम का भुनगा"],
        [
          "Wedge-shaped hoppers on the flower panicles suck the sap; flowers drop and leaves turn sticky and black with sooty mould.",
          "बौर पर तिकोने भुनगे रस चूसते हैं; फूल झड़ते हैं और पत्तियाँ चिपचिपी होकर काली फफूंद से ढक जाती हैं।",
        ],
      ),
      problem(
        "powdery-mildew",
        "disease",
        ["Powdery mildew", "चूर्णी फफूंद (खर्रा)"],
        [
          "White powder on the flower panicles and young fruit in cool dry weather; flowers and small fruit drop.",
          "ठंडे सूखे मौसम में बौर और छोटे फलों पर सफ़ेद चूर्ण; फूल और छोटे फल झड़ जाते हैं।",
        ],
      ),
      problem(
        "anthracnose",
        "disease",
        ["Anthracnose", "श्याम वर्ण (एन्थ्रेक्नोज़)"],
        [
          "Black spots on leaves, flowers and fruit; ripe fruit gets sunken black patches.",
          "पत्तियों, फूलों और फलों पर काले धब्बे; पके फलों पर धँसे हुए काले धब्बे।",
        ],
      ),
    ],
  },
];
