/**
 * What ratings and reviews say to customers, in Hindi (server/modules/reviews/reviews-messages.ts,
 * the customers' photos' upload sentences). Merged into the API's dictionary (hi-api.ts); the
 * form's own rules are lib/i18n/hi-sentences.ts's.
 */
import type { Sentences } from "../../lib/i18n/translate";

export const hiReviewSentences: Sentences = {
  "Only a customer who has received this product can rate it: you can rate it once an order with it has been delivered to you.":
    "यह उत्पाद वही ग्राहक रेट कर सकते हैं जिन्हें यह मिल चुका है: इसका कोई ऑर्डर आप तक पहुँचने के बाद आप इसे रेट कर सकते हैं।",
  "Please log in to rate this product.": "इस उत्पाद को रेट करने के लिए कृपया लॉग इन करें।",
  "This review was not found.": "यह समीक्षा नहीं मिली।",
  "A review can have 3 photos at most: remove one before adding another.":
    "एक समीक्षा में ज़्यादा से ज़्यादा 3 फ़ोटो हो सकती हैं: नई जोड़ने से पहले कोई एक हटाएँ।",
  "Each photo may be 5 MB at most.": "हर फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है।",
  "Thank you! Your review is saved. It will appear on the product page once the shop has checked it.":
    "धन्यवाद! आपकी समीक्षा सेव हो गई। दुकान के देख लेने के बाद यह उत्पाद के पेज पर दिखेगी।",
  // The photos go through the pictures' upload (lib/uploaded-images.ts, uploads.service.ts).
  "Only JPEG, PNG or WebP pictures can be uploaded, and this file is not one.":
    "सिर्फ़ JPEG, PNG या WebP फ़ोटो भेजी जा सकती हैं, और यह फ़ाइल इनमें से नहीं है।",
  "This picture could not be read: it may be damaged. Please upload it again or choose another.":
    "यह फ़ोटो पढ़ी नहीं जा सकी: शायद खराब है। कृपया फिर से भेजें या कोई दूसरी चुनें।",
  "The picture has too many pixels (50 megapixels at most).":
    "इस फ़ोटो में बहुत ज़्यादा पिक्सेल हैं (ज़्यादा से ज़्यादा 50 मेगापिक्सेल)।",
  "The picture could not be saved: the picture storage did not answer. Nothing was saved; please try again in a minute.":
    "फ़ोटो सेव नहीं हो सकी: फ़ोटो रखने की जगह से जवाब नहीं आया। कुछ भी सेव नहीं हुआ; कृपया एक मिनट बाद फिर से कोशिश करें।",
  "Several pictures are being processed right now. Nothing was saved; please send this one again in a few seconds.":
    "अभी कई फ़ोटो तैयार हो रही हैं। कुछ भी सेव नहीं हुआ; कृपया कुछ सेकंड बाद यह फ़ोटो फिर से भेजें।",
};
