import { problem, type SeedCrop, stage } from "./make";

/** Vegetables: tomato, okra, chilli and potato. */
export const vegetables: SeedCrop[] = [
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
];
