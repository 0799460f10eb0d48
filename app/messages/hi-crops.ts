import { plural, tpl } from "../i18n/template";
import type { CommonCatalogue } from "./types";

/** Crops and doses in Hindi (en-crops.ts's keys). */
export const hiCrops: CommonCatalogue["crops"] = {
  title: "फ़सलें",
  metaTitle: "फ़सल के अनुसार उत्पाद",
  metaDescription:
    "अपनी फ़सल चुनें और देखें कि बढ़वार की हर अवस्था में और हर कीट, रोग या पोषक तत्व की कमी पर क्या डालें, लेबल पर लिखी मात्रा के साथ।",
  intro:
    "अपनी फ़सल चुनें और देखें कि बढ़वार की हर अवस्था में और हर कीट, रोग या पोषक तत्व की कमी पर क्या डालें, लेबल पर लिखी मात्रा के साथ।",
  seasons: { kharif: "ख़रीफ़", rabi: "रबी", zaid: "ज़ायद" },
  seasonsLabel: "मौसम",
  cropDescription: tpl<[crop: string]>(
    "{0} में बढ़वार की हर अवस्था में और उसके कीटों, रोगों और पोषक तत्वों की कमी पर क्या डालें, लेबल पर लिखी मात्रा के साथ।",
  ),
  onThisPage: "इस पेज पर",
  byStage: "बढ़वार की अवस्था के अनुसार",
  byProblem: "कीट, रोग और पोषक तत्वों की कमी",
  kinds: { pest: "कीट", disease: "रोग", deficiency: "पोषक तत्व की कमी", weed: "खरपतवार" },
  symptoms: "लक्षण",
  nothingYet: "इसके लिए अभी कोई उत्पाद नहीं है। हमें फ़ोन करें, हम सलाह देंगे।",
  productCount: plural("{0} उत्पाद", "{0} उत्पाद"),
  forWhichCrop: "किस फ़सल के लिए?",
  forWhichCropIntro: "हर उपयोग के लिए लेबल पर लिखी मात्रा। उपयोग से पहले लेबल पढ़ें।",
  stage: "अवस्था",
  problem: "समस्या",
  dose: "मात्रा",
  safety: "सावधानी",
  filterLabel: "फ़सल",
  allCrops: "सभी फ़सलें",
  doseWords: {
    range: tpl<[low: string, high: string]>("{0} से {1}"),
    units: { seeds: "बीज", plants: "पौधे", pcs: "नग" },
    perAcre: "प्रति एकड़",
    perHectare: "प्रति हेक्टेयर",
    perLitre: "प्रति लीटर पानी",
    perPlant: "प्रति पौधा",
    waterPerAcre: tpl<[litres: string]>("{0} लीटर पानी प्रति एकड़"),
    waterPerHectare: tpl<[litres: string]>("{0} लीटर पानी प्रति हेक्टेयर"),
    sprays: plural("{0} छिड़काव", "{0} छिड़काव"),
    applications: plural("{0} बार", "{0} बार"),
    every: plural("हर {0} दिन पर", "हर {0} दिन पर"),
    beforeHarvest: plural("कटाई से {0} दिन पहले", "कटाई से {0} दिन पहले"),
  },
};
