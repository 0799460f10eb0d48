/**
 * What signing in by phone says, in Hindi (server/modules/phone-codes/code-sentences.ts,
 * server/modules/accounts/accounts-messages.ts, server/flows/phone-sign-in.ts, the contact form's
 * and the inbox's new sentences). Merged into the API's dictionary (hi-api.ts).
 */
import type { Sentences } from "../../lib/i18n/translate";

export const hiPhoneSentences: Sentences = {
  "We have sent a 6-digit code by SMS to {0}. It is good for 10 minutes.":
    "हमने {0} पर SMS से 6 अंकों का कोड भेजा है। यह 10 मिनट तक चलेगा।",
  "This code is not right. Check the SMS and type its 6 digits again.":
    "यह कोड सही नहीं है। SMS देखें और उसके 6 अंक फिर से लिखें।",
  "This code has expired (codes are good for 10 minutes). Ask for a new code.":
    "इस कोड का समय खत्म हो गया (कोड 10 मिनट तक चलता है)। नया कोड मँगवाएँ।",
  "This code was typed wrong 5 times, so it no longer works. Ask for a new code.":
    "यह कोड 5 बार गलत लिखा गया, इसलिए अब यह नहीं चलेगा। नया कोड मँगवाएँ।",
  "No code was sent to this number yet. Ask for a code first.":
    "इस नंबर पर अभी कोई कोड नहीं भेजा गया। पहले कोड मँगवाएँ।",
  "Too many codes were sent to this number. Please try again in {0} minutes.":
    "इस नंबर पर बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया {0} मिनट बाद फिर से कोशिश करें।",
  "Too many codes were asked for from your connection today. Please try again tomorrow, or sign in with your password.":
    "आज आपके कनेक्शन से बहुत ज़्यादा कोड मँगवाए गए। कृपया कल फिर से कोशिश करें, या अपने पासवर्ड से लॉग इन करें।",
  "The shop has sent as many SMS codes as it can today. Please try again tomorrow, or sign in with your password.":
    "दुकान आज जितने SMS कोड भेज सकती थी, भेज चुकी है। कृपया कल फिर से कोशिश करें, या अपने पासवर्ड से लॉग इन करें।",
  "The SMS could not be sent just now, so no code is on its way. Please try again in a few minutes.":
    "अभी SMS नहीं भेजा जा सका, इसलिए कोई कोड नहीं आ रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "No account uses this mobile number. Sign up with it instead.":
    "इस मोबाइल नंबर से कोई खाता नहीं है। इसी नंबर से साइन अप करें।",
  "This account has a password already: change it with the current one.":
    "इस खाते का पासवर्ड पहले से है: उसे मौजूदा पासवर्ड के साथ बदलें।",
  "Your password is set. You can now sign in with it too.":
    "आपका पासवर्ड बन गया। अब आप इससे भी लॉग इन कर सकते हैं।",
  "Your number is confirmed and you are signed in.": "आपका नंबर पक्का हो गया और आप लॉग इन हो गए।",
  "Your password has been changed. Please sign in with the new password.":
    "आपका पासवर्ड बदल गया। कृपया नए पासवर्ड से लॉग इन करें।",
};
