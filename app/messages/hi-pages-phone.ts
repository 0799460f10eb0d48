import type { Catalogue } from "../i18n/template";
import { tpl } from "../i18n/template";
import type { enPhonePages } from "./en-pages-phone";

/** en-pages-phone.ts in Hindi, with the same keys. */
export const hiPhonePages: Catalogue<typeof enPhonePages> = {
  phone: {
    signupTitle: "अपने मोबाइल नंबर से साइन अप करें",
    signupIntro:
      "सिर्फ़ आपका नाम और मोबाइल नंबर: ईमेल की ज़रूरत नहीं। नंबर पक्का करने के लिए हम SMS से 6 अंकों का कोड भेजते हैं।",
    loginTitle: "SMS कोड से लॉग इन करें",
    loginIntro: "अपने खाते का मोबाइल नंबर लिखें, हम SMS से 6 अंकों का कोड भेजेंगे।",
    resetTitle: "SMS कोड से नया पासवर्ड",
    resetIntro: "अपने खाते का मोबाइल नंबर लिखें; नया पासवर्ड बनाने के लिए हम SMS से 6 अंकों का कोड भेजेंगे।",
    mobile: "मोबाइल नंबर",
    mobileHint: "10 अंक, जैसे 98300 12345",
    sendCode: "SMS से कोड भेजें",
    code: "6 अंकों का कोड",
    codeHint: tpl<[phone: string]>("{0} पर SMS से भेजा गया कोड"),
    createAccount: "मेरा खाता बनाएँ",
    signIn: "लॉग इन करें",
    setPassword: "नया पासवर्ड बनाएँ",
    resend: "नया कोड भेजें",
    otherNumber: "दूसरा नंबर लिखें",
    passwordLater: "पासवर्ड की ज़रूरत नहीं: आप बाद में अपनी प्रोफ़ाइल में पासवर्ड बना सकते हैं।",
    withPhoneSignup: "ईमेल नहीं है? अपने मोबाइल नंबर से साइन अप करें",
    withPhoneLogin: "इसके बजाय SMS कोड से लॉग इन करें",
    withPassword: "पासवर्ड से लॉग इन करें",
    resetBySms: "इसके बजाय SMS से कोड पाएँ (बिना ईमेल वाले खातों के लिए)",
    resetByEmail: "इसके बजाय ईमेल से बदलें",
    setPasswordTitle: "पासवर्ड बनाएँ",
    setPasswordIntro:
      "आपके खाते का अभी कोई पासवर्ड नहीं है: आप SMS कोड से लॉग इन करते हैं। पासवर्ड बनाएँ ताकि उससे भी लॉग इन कर सकें।",
    setPasswordButton: "पासवर्ड बनाएँ",
    noEmail: "ईमेल नहीं",
  },
};
