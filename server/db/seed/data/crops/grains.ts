import { problem, type SeedCrop, stage } from "./make";

/** Paddy and wheat, the field crops of kharif and rabi. */
export const grains: SeedCrop[] = [
  {
    key: "paddy",
    name: "Paddy",
    nameHi: "धान",
    seasons: ["kharif", "rabi"],
    stages: [
      stage("nursery", "Nursery", "नर्सरी"),
      stage("transplanting", "Transplanting", "रोपाई"),
      stage("tillering", "Tillering", "कल्ले निकलना"),
      stage("heading", "Heading", "बाली निकलना"),
    ],
    problems: [
      problem(
        "stem-borer",
        "pest",
        ["Stem borer", "तना छेदक"],
        [
          "The central shoot dries and pulls out easily (dead heart); at heading, white empty ears stand up.",
          "बीच की गोभ सूखकर आसानी से खिंच आती है (सूखी गोभ); बाली निकलने पर सफ़ेद, ख़ाली बालियाँ खड़ी दिखती हैं।",
        ],
      ),
      problem(
        "brown-planthopper",
        "pest",
        ["Brown planthopper", "भूरा फुदका"],
        [
          "Brown hoppers crowd at the base of the plants; patches of the field turn yellow, then brown, and dry in circles (hopper burn).",
          "पौधों के निचले हिस्से पर भूरे फुदके झुंड में; खेत के टुकड़े पहले पीले, फिर भूरे होकर गोल घेरों में सूख जाते हैं।",
        ],
      ),
      problem(
        "khaira",
        "deficiency",
        ["Khaira (zinc deficiency)", "खैरा रोग (ज़िंक की कमी)"],
        [
          "Two to four weeks after transplanting, older leaves show rusty brown spots; plants stay short with few tillers.",
          "रोपाई के दो से चार हफ़्ते बाद पुरानी पत्तियों पर कत्थई-भूरे धब्बे; पौधे बौने और कल्ले कम।",
        ],
      ),
      problem(
        "blast",
        "disease",
        ["Blast", "झोंका रोग"],
        [
          "Eye-shaped spots with grey centres and brown edges on the leaves; the neck of the ear may rot and break.",
          "पत्तियों पर आँख जैसे धब्बे, बीच में स्लेटी और किनारे भूरे; बाली की गर्दन सड़कर टूट सकती है।",
        ],
      ),
    ],
  },
  {
    key: "wheat",
    name: "Wheat",
    nameHi: "गेहूँ",
    seasons: ["rabi"],
    stages: [
      stage("sowing", "Sowing", "बुवाई"),
      stage("crown-root", "Crown root (21 days)", "शीर्ष जड़ बनना (21 दिन)"),
      stage("tillering", "Tillering", "कल्ले निकलना"),
      stage("heading", "Heading", "बाली निकलना"),
    ],
    problems: [
      problem(
        "zinc-deficiency",
        "deficiency",
        ["Zinc deficiency", "ज़िंक की कमी"],
        [
          "Pale yellow stripes between the veins of the middle leaves, then brown patches; plants stay stunted.",
          "बीच की पत्तियों की शिराओं के बीच हल्की पीली धारियाँ, फिर भूरे धब्बे; पौधों की बढ़वार रुक जाती है।",
        ],
      ),
      problem(
        "aphid",
        "pest",
        ["Aphid", "माहू (चेपा)"],
        [
          "Small green insects on leaves and ears suck the sap; sticky honeydew and black sooty mould follow.",
          "पत्तियों और बालियों पर छोटे हरे कीट रस चूसते हैं; फिर चिपचिपा मधुरस और काली फफूंद।",
        ],
      ),
      problem(
        "yellow-rust",
        "disease",
        ["Yellow rust", "पीला रतुआ"],
        [
          "Rows of bright yellow powdery pustules in stripes on the leaves; the powder comes off on the fingers.",
          "पत्तियों पर धारियों में चमकीले पीले चूर्ण वाले फफोले; छूने पर उँगलियों पर पीला चूर्ण लगता है।",
        ],
      ),
    ],
  },
];
