/**
 * The shared rules' sentences in Hindi: the forms' (lib/validation: login, signup, profile,
 * password, address, contact, bulk order), the promo codes' (lib/pricing.ts) and delivery's
 * and cash on delivery's (lib/delivery.ts), which the checkout shows. The browser gets them
 * with the Hindi catalogue to word its own checks and the checkout's figures; the server uses
 * them, with server/i18n/hi-api.ts, for the API's answers. Keyed by the English sentence, so
 * the rules keep one wording and the translation follows it.
 */
import { INDIA_STATES } from "../india-states";
import type { Sentences } from "./translate";

export const hiFormSentences: Sentences = {
  // The states' names, so a sentence naming one (a hole) says it in Hindi (lib/india-states.ts)
  ...Object.fromEntries(INDIA_STATES.map((s) => [s.name, s.hi])),
  // Login, signup and profile
  "Email / Phone Number is required": "ईमेल या फ़ोन नंबर लिखना ज़रूरी है",
  "Invalid email/phone or password": "ईमेल/फ़ोन या पासवर्ड गलत है",
  "Password is required": "पासवर्ड लिखना ज़रूरी है",
  "Full Name is required": "पूरा नाम लिखना ज़रूरी है",
  "Full Name must be at most 200 characters": "पूरा नाम 200 अक्षरों से ज़्यादा नहीं हो सकता",
  "Phone Number is required": "फ़ोन नंबर लिखना ज़रूरी है",
  "Phone Number must be 10 digits": "फ़ोन नंबर 10 अंकों का होना चाहिए",
  "Email is required": "ईमेल लिखना ज़रूरी है",
  "Email is required.": "ईमेल लिखना ज़रूरी है।",
  "Invalid email format": "ईमेल सही नहीं है",
  "Invalid email address.": "ईमेल पता सही नहीं है।",
  "Password must be at least {0} characters": "पासवर्ड कम से कम {0} अक्षरों का होना चाहिए",
  "Password must be at most {0} characters": "पासवर्ड {0} अक्षरों से ज़्यादा नहीं हो सकता",
  "Confirm Password is required": "पासवर्ड दोबारा लिखना ज़रूरी है",
  "Passwords do not match": "दोनों पासवर्ड एक जैसे नहीं हैं",
  "Choose at least one way to get your order messages.": "ऑर्डर के संदेश पाने का कम से कम एक तरीका चुनें।",
  // Changing and resetting the password
  "Enter current password.": "मौजूदा पासवर्ड लिखें।",
  "Current password is incorrect.": "मौजूदा पासवर्ड गलत है।",
  "Enter new password.": "नया पासवर्ड लिखें।",
  "New password must be at least {0} characters.": "नया पासवर्ड कम से कम {0} अक्षरों का होना चाहिए।",
  "New password must be at most {0} characters.": "नया पासवर्ड {0} अक्षरों से ज़्यादा नहीं हो सकता।",
  "Enter confirm password.": "पासवर्ड दोबारा लिखें।",
  "New password and confirm password do not match.": "नया पासवर्ड और दोबारा लिखा पासवर्ड एक जैसे नहीं हैं।",
  "The reset link is incomplete.": "पासवर्ड बदलने का लिंक अधूरा है।",
  // Addresses
  "Full name is required": "पूरा नाम लिखना ज़रूरी है",
  "Name must be at least 3 characters": "नाम कम से कम 3 अक्षरों का होना चाहिए",
  "Name must be at most 200 characters": "नाम 200 अक्षरों से ज़्यादा नहीं हो सकता",
  "Phone is required": "फ़ोन नंबर लिखना ज़रूरी है",
  "Phone must be 10 digits": "फ़ोन नंबर 10 अंकों का होना चाहिए",
  "Street address is required": "मकान / गली का पता लिखना ज़रूरी है",
  "Address is too short": "पता बहुत छोटा है",
  "Address must be at most 500 characters": "पता 500 अक्षरों से ज़्यादा नहीं हो सकता",
  "City is required": "शहर या गाँव लिखना ज़रूरी है",
  "City is too long": "शहर का नाम बहुत लंबा है",
  "State is required": "राज्य लिखना ज़रूरी है",
  "State is too long": "राज्य का नाम बहुत लंबा है",
  "Pincode is required": "पिनकोड लिखना ज़रूरी है",
  "Pincode must be 6 digits": "पिनकोड 6 अंकों का होना चाहिए",
  "This is not an Indian pincode. Check it.": "यह भारत का पिनकोड नहीं है। इसे जाँच लें।",
  "Choose the state or union territory from the list": "सूची में से राज्य या केंद्र शासित प्रदेश चुनें",
  "Pincode {0} is not in {1}. Check the pincode and the state.":
    "पिनकोड {0} {1} का नहीं है। पिनकोड और राज्य दोबारा देखें।",
  "Pincode {0} is in {1}, not {2}.": "पिनकोड {0} {1} में है, {2} में नहीं।",
  // Contact form
  "First name is required.": "पहला नाम लिखना ज़रूरी है।",
  "First name is too long.": "पहला नाम बहुत लंबा है।",
  "Last name is required.": "उपनाम लिखना ज़रूरी है।",
  "Last name is too long.": "उपनाम बहुत लंबा है।",
  "Message is required.": "संदेश लिखना ज़रूरी है।",
  "Message must be at most 2000 characters.": "संदेश 2000 अक्षरों से ज़्यादा नहीं हो सकता।",
  // Bulk order
  "Name is required.": "नाम लिखना ज़रूरी है।",
  "Name is too long.": "नाम बहुत लंबा है।",
  "Phone number must be text.": "फ़ोन नंबर सही नहीं है।",
  "Phone number is too long.": "फ़ोन नंबर बहुत लंबा है।",
  "Please select a product for the first item.": "पहले सामान के लिए उत्पाद चुनें।",
  "Please select a product for item {0}.": "सामान {0} के लिए उत्पाद चुनें।",
  "Please select a unit for the first item.": "पहले सामान के लिए पैक चुनें।",
  "Please select a unit for item {0}.": "सामान {0} के लिए पैक चुनें।",
  "Quantity is required for the first item.": "पहले सामान की मात्रा लिखें।",
  "Quantity is required for item {0}.": "सामान {0} की मात्रा लिखें।",
  "Quantity must be a positive number.": "मात्रा 1 या उससे ज़्यादा होनी चाहिए।",
  "At most 50 products in one enquiry.": "एक पूछताछ में ज़्यादा से ज़्यादा 50 उत्पाद हो सकते हैं।",
  // Promo codes (lib/pricing.ts), which the checkout shows as the server words them
  "Please enter a promo code.": "कृपया प्रोमो कोड लिखें।",
  "Promo code is not valid.": "यह प्रोमो कोड सही नहीं है।",
  "Promo code is not valid at this time.": "यह प्रोमो कोड अभी नहीं चलता।",
  "Minimum cart value should be {0}": "कार्ट की कम से कम कीमत {0} होनी चाहिए",
  "Flat {0} Discount Applied": "सीधे {0} की छूट लग गई",
  "{0} Discount Applied": "{0} की छूट लग गई",
  // A promo code's limits (lib/promo-limits.ts)
  "This promo code has been used as many times as it can be. Please place your order without it, or try another code.":
    "यह प्रोमो कोड जितनी बार चल सकता था, उतनी बार इस्तेमाल हो चुका है। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
  "You have already used this promo code. Please place your order without it, or try another code.":
    "आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
  "You have already used this promo code {0} times, the most it allows. Please place your order without it, or try another code.":
    "आप यह प्रोमो कोड {0} बार इस्तेमाल कर चुके हैं, जितना यह चलता है। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
  "This promo code is for a first order only. Please place your order without it, or try another code.":
    "यह प्रोमो कोड सिर्फ़ पहले ऑर्डर के लिए है। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
  "This promo code is for new customers only. Please place your order without it, or try another code.":
    "यह प्रोमो कोड सिर्फ़ नए ग्राहकों के लिए है। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
  // Delivery and cash on delivery (lib/delivery.ts), in the checkout's figures and refusals
  "We do not deliver to {0} yet.": "हम अभी {0} पर डिलीवरी नहीं करते।",
  "Cash on delivery is not available at the moment. Please pay online.":
    "अभी कैश ऑन डिलीवरी नहीं है। कृपया ऑनलाइन भुगतान करें।",
  "Cash on delivery is not available for {0}. Please pay online.":
    "{0} के लिए कैश ऑन डिलीवरी नहीं है। कृपया ऑनलाइन भुगतान करें।",
  "Cash on delivery is available for orders up to {0}. Please pay online.":
    "कैश ऑन डिलीवरी {0} तक के ऑर्डर पर ही है। कृपया ऑनलाइन भुगतान करें।",
  // The sandbox's test payment window (lib/sandbox-pay.ts)
  "Enter a UPI ID such as farmer@upi.": "farmer@upi जैसी UPI आईडी लिखें।",
  // A business buyer's GSTIN (lib/gstin.ts)
  "The GSTIN must be 15 characters such as 19AAACH1234F1Z0.": "GSTIN 15 अक्षरों का होता है, जैसे 19AAACH1234F1Z0।",
  "This GSTIN's last character does not match the rest: check it for a typing mistake.":
    "इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: कहीं टाइप करने में गलती तो नहीं हुई, देख लें।",
  // The browser's own
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  "Could not reach the shop. Please check your connection and try again.":
    "दुकान से संपर्क नहीं हो सका। कृपया अपना इंटरनेट देखें और फिर से कोशिश करें।",
  // Any text field
  "Must be text.": "यहाँ अक्षर लिखें।",
  "Must be at most {0} characters.": "{0} अक्षरों से ज़्यादा नहीं हो सकता।",
  // The cart's forms (lib/validation/cart.ts)
  "Enter the quantity as a whole number.": "मात्रा पूरी संख्या में लिखें।",
  "Choose at least one product.": "कम से कम एक उत्पाद चुनें।",
  // The sandbox's test payment page (lib/validation/sandbox-pay.ts)
  "Choose Pay or Fail.": "भुगतान करें या फ़ेल करें, इनमें से एक चुनें।",
  // Signing in by phone (lib/validation/phone-sign-in.ts)
  "Enter your mobile number.": "अपना मोबाइल नंबर लिखें।",
  "This is not a phone number. Type the 10 digits of your mobile.":
    "यह फ़ोन नंबर नहीं है। अपने मोबाइल के 10 अंक लिखें।",
  "This is not an Indian mobile number: it has 10 digits and starts with 6, 7, 8 or 9.":
    "यह भारत का मोबाइल नंबर नहीं है: इसमें 10 अंक होते हैं और यह 6, 7, 8 या 9 से शुरू होता है।",
  "Enter the 6-digit code from the SMS.": "SMS में आया 6 अंकों का कोड लिखें।",
  "The code is the 6 digits in the SMS.": "कोड SMS में आए 6 अंक हैं।",
  "Give an email or a phone number, so that we can answer you.":
    "ईमेल या फ़ोन नंबर में से कम से कम एक दें, ताकि हम आपको जवाब दे सकें।",
  // "Notify me" on a sold-out pack (server/modules/stock-alerts)
  "We will send you one message when this pack is back in stock.":
    "यह पैक फिर से उपलब्ध होते ही हम आपको एक संदेश भेजेंगे।",
  "Enter your mobile number or email address.": "अपना मोबाइल नंबर या ईमेल पता लिखें।",
  "This is neither an Indian mobile number nor an email address. Check it.":
    "यह न तो भारत का मोबाइल नंबर है, न ईमेल पता। कृपया जाँचें।",
  "This pack is in stock: you can buy it now.": "यह पैक उपलब्ध है: आप इसे अभी खरीद सकते हैं।",
  // A review (lib/validation/reviews.ts)
  "Choose from 1 to 5 stars.": "1 से 5 तक स्टार चुनें।",
  "Write the review as plain text, without HTML tags such as <b>.":
    "समीक्षा सादे शब्दों में लिखें, <b> जैसे HTML टैग के बिना।",
  "Please write the review in Hindi or English.": "कृपया समीक्षा हिंदी या अंग्रेज़ी में लिखें।",
  "The review is too long: {0} characters at most.": "समीक्षा बहुत लंबी है: ज़्यादा से ज़्यादा {0} अक्षर।",
  // Goods the shop's licences do not cover today (lib/regulated.ts): the cart's and checkout's refusal
  "{0} cannot be sold just now: the shop's insecticide licence has ended.":
    "{0} अभी बेचा नहीं जा सकता: दुकान का कीटनाशक लाइसेंस खत्म हो गया है।",
  "{0} cannot be sold just now: the shop's fertiliser licence has ended.":
    "{0} अभी बेचा नहीं जा सकता: दुकान का उर्वरक लाइसेंस खत्म हो गया है।",
  "{0} cannot be sold just now: the shop's seed licence has ended.":
    "{0} अभी बेचा नहीं जा सकता: दुकान का बीज लाइसेंस खत्म हो गया है।",
  "{0} cannot be sold just now: the shop has no insecticide licence.":
    "{0} अभी बेचा नहीं जा सकता: दुकान के पास कीटनाशक बेचने का लाइसेंस नहीं है।",
  "{0} cannot be sold just now: the shop has no fertiliser licence.":
    "{0} अभी बेचा नहीं जा सकता: दुकान के पास उर्वरक बेचने का लाइसेंस नहीं है।",
  "{0} cannot be sold just now: the shop has no seed licence.":
    "{0} अभी बेचा नहीं जा सकता: दुकान के पास बीज बेचने का लाइसेंस नहीं है।",
  "This product cannot be sold just now.": "यह उत्पाद अभी बेचा नहीं जा सकता।",
  // Where a regulated product may be delivered (lib/regulated.ts, decision 0050); the state is a hole
  "{0} cannot be delivered to {1}: the shop's insecticide licence does not cover {1}.":
    "{0} की डिलीवरी {1} में नहीं हो सकती: दुकान का कीटनाशक लाइसेंस {1} के लिए नहीं है।",
  "{0} cannot be delivered to {1}: the shop's fertiliser licence does not cover {1}.":
    "{0} की डिलीवरी {1} में नहीं हो सकती: दुकान का उर्वरक लाइसेंस {1} के लिए नहीं है।",
  "{0} cannot be delivered to {1}: the shop's seed licence does not cover {1}.":
    "{0} की डिलीवरी {1} में नहीं हो सकती: दुकान का बीज लाइसेंस {1} के लिए नहीं है।",
  // A page's form the server could not take (app/lib/forms/form-action.server.ts)
  "The form could not be read.": "फ़ॉर्म पढ़ा नहीं जा सका।",
  "Please correct the highlighted fields.": "कृपया निशान लगे खानों को ठीक करें।",
};
