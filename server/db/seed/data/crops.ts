import type { ProblemKind, Season } from "../../../../lib/crop-types";

/**
 * The demo shop's crops, their growth stages and problems, in English and Hindi. Inserted by
 * seed.ts with the uses of data/crop-uses.ts; pictures drawn by scripts/generate-art.mjs
 * (/images/crops/{crop}.svg, /images/crops/{crop}-{problem}.svg). A stage and a problem of one
 * crop never share a key: `paddy:stem-borer` names one thing in the spreadsheet.
 */

export interface SeedStage {
  key: string;
  name: string;
  nameHi: string;
}

export interface SeedProblem extends SeedStage {
  kind: ProblemKind;
  symptoms: string;
  symptomsHi: string;
}

export interface SeedCrop extends SeedStage {
  seasons: Season[];
  stages: SeedStage[];
  problems: SeedProblem[];
}

const stage = (key: string, name: string, nameHi: string): SeedStage => ({ key, name, nameHi });
const problem = (
  key: string,
  kind: ProblemKind,
  [name, nameHi]: [string, string],
  [symptoms, symptomsHi]: [string, string],
): SeedProblem => ({ key, kind, name, nameHi, symptoms, symptomsHi });

export const crops: SeedCrop[] = [
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
    key: "tomato",
    name: "Tomato",
    nameHi: "टमाटर",
    seasons: ["rabi", "zaid"],
    stages: [
      stage("nursery", "Nursery", "नर्सरी"),
      stage("transplanting", "Transplanting", "रोपाई"),
      stage("flowering", "Flowering", "फूल आना"),
      stage("fruiting", "Fruiting", "फल लगना"),
    ],
    problems: [
      problem(
        "late-blight",
        "disease",
        ["Late blight", "पछेती झुलसा"],
        [
          "Dark water-soaked patches on the leaves with white mould below in cool damp weather; firm brown patches on the fruit.",
          "ठंडे नम मौसम में पत्तियों पर गहरे, भीगे से धब्बे, नीचे सफ़ेद फफूंद; फलों पर भूरे सख़्त धब्बे।",
        ],
      ),
      problem(
        "fruit-borer",
        "pest",
        ["Fruit borer", "फल छेदक"],
        [
          "Green caterpillars bore round holes into the fruit and feed inside; droppings at the holes.",
          "हरी सुंडियाँ फलों में गोल छेद करके अंदर खाती हैं; छेदों पर बीट दिखती है।",
        ],
      ),
      problem(
        "whitefly",
        "pest",
        ["Whitefly and leaf curl", "सफ़ेद मक्खी और पत्ती मोड़"],
        [
          "Tiny white flies under the leaves; leaves curl up and thicken and the plants stay stunted (leaf curl virus).",
          "पत्तियों के नीचे छोटी सफ़ेद मक्खियाँ; पत्तियाँ ऊपर मुड़कर मोटी हो जाती हैं और पौधे बौने रह जाते हैं (पत्ती मोड़ विषाणु)।",
        ],
      ),
      problem(
        "blossom-end-rot",
        "deficiency",
        ["Blossom-end rot (calcium)", "फल के सिरे की सड़न (कैल्शियम)"],
        [
          "A dark sunken patch at the bottom of the fruit, worse with uneven watering.",
          "फल के निचले सिरे पर गहरा, धँसा हुआ धब्बा; असमान सिंचाई से बढ़ता है।",
        ],
      ),
    ],
  },
  {
    key: "okra",
    name: "Okra",
    nameHi: "भिंडी",
    seasons: ["kharif", "zaid"],
    stages: [
      stage("sowing", "Sowing", "बुवाई"),
      stage("vegetative", "Vegetative growth", "बढ़वार"),
      stage("flowering", "Flowering", "फूल आना"),
      stage("picking", "Picking", "तुड़ाई"),
    ],
    problems: [
      problem(
        "yellow-vein-mosaic",
        "disease",
        ["Yellow vein mosaic", "पीली शिरा मोज़ेक"],
        [
          "The veins turn yellow in a net, then whole leaves and pods go pale yellow; whiteflies spread it.",
          "शिराएँ जाल की तरह पीली पड़ती हैं, फिर पूरी पत्तियाँ और फलियाँ पीली; सफ़ेद मक्खी इसे फैलाती है।",
        ],
      ),
      problem(
        "jassid",
        "pest",
        ["Jassid (leafhopper)", "हरा फुदका"],
        [
          "Small green hoppers under the leaves; leaf edges curl down and turn yellow, then brown.",
          "पत्तियों के नीचे छोटे हरे फुदके; पत्तियों के किनारे नीचे मुड़कर पीले, फिर भूरे हो जाते हैं।",
        ],
      ),
      problem(
        "shoot-and-fruit-borer",
        "pest",
        ["Shoot and fruit borer", "तना एवं फल छेदक"],
        [
          "Tender shoots wilt and droop; pods have holes and grow bent.",
          "कोमल शाखाएँ मुरझाकर लटक जाती हैं; फलियों में छेद होते हैं और वे टेढ़ी बढ़ती हैं।",
        ],
      ),
    ],
  },
  {
    key: "chilli",
    name: "Chilli",
    nameHi: "मिर्च",
    seasons: ["kharif", "rabi"],
    stages: [
      stage("nursery", "Nursery", "नर्सरी"),
      stage("transplanting", "Transplanting", "रोपाई"),
      stage("flowering", "Flowering", "फूल आना"),
      stage("fruiting", "Fruiting", "फल लगना"),
    ],
    problems: [
      problem(
        "thrips",
        "pest",
        ["Thrips (leaf curl)", "थ्रिप्स (चुरड़ा-मुरड़ा)"],
        [
          "Leaves curl upward like a boat with silvery streaks; tiny insects move in the flowers.",
          "पत्तियाँ ऊपर की ओर नाव जैसी मुड़ जाती हैं, चाँदी जैसी धारियों के साथ; फूलों में छोटे कीट चलते दिखते हैं।",
        ],
      ),
      problem(
        "damping-off",
        "disease",
        ["Damping off (nursery)", "आर्द्र गलन (नर्सरी)"],
        [
          "Seedlings in the nursery rot at the soil line and fall over in patches.",
          "नर्सरी में पौध मिट्टी की सतह पर गलकर जगह-जगह गिर जाती है।",
        ],
      ),
      problem(
        "anthracnose",
        "disease",
        ["Fruit rot and die-back", "फल सड़न और शाखा सूखना"],
        [
          "Sunken round spots with dark rings on ripening fruit; twigs dry back from the tip.",
          "पकते फलों पर गहरे छल्लों वाले धँसे गोल धब्बे; टहनियाँ सिरे से पीछे की ओर सूखती हैं।",
        ],
      ),
    ],
  },
  {
    key: "potato",
    name: "Potato",
    nameHi: "आलू",
    seasons: ["rabi"],
    stages: [
      stage("planting", "Planting", "बुवाई"),
      stage("earthing-up", "Earthing up", "मिट्टी चढ़ाना"),
      stage("tuber-bulking", "Tuber bulking", "कंद बढ़ना"),
    ],
    problems: [
      problem(
        "late-blight",
        "disease",
        ["Late blight", "पछेती झुलसा"],
        [
          "Dark water-soaked patches at the leaf tips and edges in foggy cold weather, white mould below; the crop can fall in days.",
          "कोहरे वाले ठंडे मौसम में पत्तियों के सिरों और किनारों पर गहरे, भीगे से धब्बे, नीचे सफ़ेद फफूंद; फ़सल कुछ ही दिनों में गिर सकती है।",
        ],
      ),
      problem(
        "early-blight",
        "disease",
        ["Early blight", "अगेती झुलसा"],
        [
          "Brown spots with rings like a target on the older leaves, yellow around them.",
          "पुरानी पत्तियों पर निशाने जैसे छल्लों वाले भूरे धब्बे, चारों ओर पीलापन।",
        ],
      ),
      problem(
        "aphid",
        "pest",
        ["Aphid", "माहू"],
        [
          "Green insects under the young leaves suck the sap and carry viruses into seed potatoes.",
          "नई पत्तियों के नीचे हरे कीट रस चूसते हैं और बीज आलू में विषाणु फैलाते हैं।",
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

/** The picture of a crop, and of one of its problems (drawn by scripts/generate-art.mjs). */
export const cropPicture = (crop: string) => `/images/crops/${crop}.svg`;
export const problemPicture = (crop: string, problem: string) => `/images/crops/${crop}-${problem}.svg`;
