/**
 * The words of the offline pages and notes (docs/decisions/0051-offline.md), in English and Hindi.
 * Kept apart from the page catalogues: the service worker carries these alone.
 */
export type OfflineLang = "en" | "hi";

export const OFFLINE_WORDS = {
  en: {
    locale: "en-IN",
    shop: "Haritha Agro",
    title: "You are offline",
    notKept: "This page is not saved on your phone, so it cannot open without the network.",
    keptIntro: "These pages open without the network:",
    nothingKept: "No pages are saved on this phone yet. Open some while you have the network.",
    tryAgain: "Try again",
    home: "Go to the home page",
    savedTitle: "Saved on your phone",
    savedText:
      "You are offline. What you wrote is saved and will be sent by itself when the network is back.",
    waiting: "Waiting to send",
    offlineAsOf: "You are offline; prices as of",
    updated: "The shop has been updated: the next page you open uses the new version.",
    contact: "Contact message",
    bulk: "Bulk enquiry",
    review: "Review",
  },
  hi: {
    locale: "hi-IN",
    shop: "हरिता एग्रो",
    title: "आप ऑफ़लाइन हैं",
    notKept: "यह पेज आपके फ़ोन में सहेजा नहीं गया है, इसलिए यह बिना नेटवर्क के नहीं खुलेगा।",
    keptIntro: "ये पेज बिना नेटवर्क के खुलते हैं:",
    nothingKept: "इस फ़ोन में अभी कोई पेज सहेजा नहीं है। नेटवर्क रहते कुछ पेज खोल लें।",
    tryAgain: "फिर से कोशिश करें",
    home: "होम पेज पर जाएँ",
    savedTitle: "आपके फ़ोन में सहेजा गया",
    savedText: "आप ऑफ़लाइन हैं। आपने जो लिखा है वह सहेज लिया गया है और नेटवर्क लौटते ही अपने-आप भेज दिया जाएगा।",
    waiting: "भेजे जाने की प्रतीक्षा में",
    offlineAsOf: "आप ऑफ़लाइन हैं; दाम इस समय के हैं:",
    updated: "दुकान का नया संस्करण आ गया है: अगला पेज नए संस्करण में खुलेगा।",
    contact: "संपर्क संदेश",
    bulk: "थोक पूछताछ",
    review: "समीक्षा",
  },
} as const;

/** What a form waiting to be sent is, from the page it was posted to. */
export function waitingLabel(lang: OfflineLang, path: string): string {
  const w = OFFLINE_WORDS[lang];
  if (path.startsWith("/contact-us")) return w.contact;
  if (path.startsWith("/bulk-order")) return w.bulk;
  return w.review;
}

/** "27 Nov, 14:05" in India's time, for "prices as of". */
export function asOfText(lang: OfflineLang, when: Date): string {
  return when.toLocaleString(OFFLINE_WORDS[lang].locale, {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}
