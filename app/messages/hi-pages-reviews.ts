import type { Catalogue } from "../i18n/template";
import { plural, tpl } from "../i18n/template";
import type { enReviewPages } from "./en-pages-reviews";

/** The ratings' and reviews' texts of en-pages-reviews.ts in Hindi, with the same keys. */
export const hiReviewPages: Catalogue<typeof enReviewPages> = {
  reviews: {
    title: "रेटिंग और समीक्षाएँ",
    ratedOne: tpl<[average: string]>("1 ग्राहक ने 5 में से {0} रेटिंग दी"),
    rated: tpl<[average: string, count: number]>("{1} ग्राहकों ने 5 में से {0} औसत रेटिंग दी"),
    outOf: tpl<[average: string]>("5 में से {0}"),
    count: plural("1 रेटिंग", "{0} रेटिंग"),
    none: "अभी कोई रेटिंग नहीं है। जिन ग्राहकों को यह उत्पाद मिला है, वे इसे रेट कर सकते हैं।",
    starsOf: tpl<[stars: number]>("5 में से {0} स्टार"),
    on: tpl<[date: string]>("{0} को"),
    shopAnswer: "दुकान का जवाब",
    photoOf: tpl<[n: number, author: string]>("{1} की समीक्षा के साथ भेजी गई ({0})"),
    yourPhotoOf: tpl<[n: number]>("आपकी समीक्षा के साथ भेजी गई ({0})"),
    pages: "समीक्षाओं के पेज",
    newer: "नई समीक्षाएँ",
    older: "पुरानी समीक्षाएँ",
    writeTitle: "इस उत्पाद को रेट करें",
    editTitle: "आपकी समीक्षा",
    yourStars: "आपकी रेटिंग",
    star: plural("1 स्टार", "{0} स्टार"),
    text: "आपकी समीक्षा (ज़रूरी नहीं)",
    textHint: "सादे शब्दों में, हिंदी या अंग्रेज़ी में: आपने क्या उगाया, कितनी मात्रा डाली, क्या देखा।",
    photos: "फ़ोटो (ज़रूरी नहीं)",
    photosHint:
      "ज़्यादा से ज़्यादा 3 फ़ोटो (JPEG, PNG या WebP, हर एक 5 MB तक)। जगह और कैमरे की जानकारी हटा दी जाती है।",
    yourPhotos: "आपकी फ़ोटो",
    removePhoto: tpl<[n: number]>("फ़ोटो {0} हटाएँ"),
    submit: "समीक्षा भेजें",
    update: "समीक्षा बदलें",
    saving: "सेव हो रहा है...",
    status: {
      pending: "दुकान की जाँच का इंतज़ार: अभी यह सिर्फ़ आपको दिखती है।",
      published: "प्रकाशित: यह सबको दिखती है।",
      hidden: "दुकान ने इसे छिपा दिया है: यह सिर्फ़ आपको दिखती है।",
    },
    signIn: "इस उत्पाद को रेट करने के लिए लॉग इन करें",
    notEligible:
      "यह उत्पाद वही ग्राहक रेट कर सकते हैं जिन्हें यह मिल चुका है: इसका कोई ऑर्डर आप तक पहुँचने के बाद आप इसे रेट कर सकते हैं।",
    rateThis: "इस उत्पाद को रेट करें",
    yourRating: tpl<[stars: number]>("आपकी रेटिंग: 5 में से {0}"),
  },
};
