/**
 * What the API says to customers, in Hindi: the services' sentences (server/modules/*), the
 * shared form rules' (lib/i18n/hi-sentences.ts) and the envelope's own. The envelope turns an
 * answer's message and field messages into the request's language with this dictionary
 * (server/http/language.ts). Sentences meant for developers of API clients (a field's type, a
 * webhook's signature) are left in English. The back office is English only.
 */
import { hiFormSentences } from "../../lib/i18n/hi-sentences";
import type { Sentences } from "../../lib/i18n/translate";
import { hiPhoneSentences } from "./hi-phone";
import { hiReviewSentences } from "./hi-reviews";

const api: Sentences = {
  // The envelope and the error handler
  Success: "हो गया",
  "No such API endpoint.": "ऐसा कोई API पता नहीं है।",
  "The request body is too large (1 MiB at most).": "भेजा गया डेटा बहुत बड़ा है (ज़्यादा से ज़्यादा 1 MiB)।",
  "Too many attempts. Please try again in 1 minute.": "बहुत ज़्यादा कोशिशें हुईं। कृपया 1 मिनट बाद फिर से कोशिश करें।",
  "Too many attempts. Please try again in {0} minutes.":
    "बहुत ज़्यादा कोशिशें हुईं। कृपया {0} मिनट बाद फिर से कोशिश करें।",
  "{0} must not contain control characters.": "{0} में ऐसे अक्षर हैं जो लिखे नहीं जा सकते।",
  "{0} must not contain control characters other than line breaks and tabs.":
    "{0} में ऐसे अक्षर हैं जो लिखे नहीं जा सकते।",
  // Sessions
  "Please log in to continue.": "आगे बढ़ने के लिए कृपया लॉग इन करें।",
  "Your session has ended. Please log in again.": "आपका लॉग इन खत्म हो गया है। कृपया फिर से लॉग इन करें।",
  "This request did not come from the shop's pages.": "यह अनुरोध दुकान के पेज से नहीं आया।",
  // Accounts
  "Signup successful! Welcome.": "साइन अप हो गया! आपका स्वागत है।",
  "An account with this email already exists.": "इस ईमेल से पहले से एक खाता बना हुआ है।",
  "An account with this phone number already exists.": "इस फ़ोन नंबर से पहले से एक खाता बना हुआ है।",
  "Login successful.": "लॉग इन हो गया।",
  "You have been signed out.": "आप लॉग आउट हो गए हैं।",
  "Profile updated successfully.": "प्रोफ़ाइल अपडेट हो गई।",
  "Your choice of order messages is saved.": "ऑर्डर के संदेशों की आपकी पसंद सेव हो गई।",
  "Password changed successfully.": "पासवर्ड बदल गया।",
  "If an account exists for this email, we have sent a link to reset the password.":
    "अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।",
  "This reset link is invalid or has expired. Please ask for a new one.":
    "यह लिंक सही नहीं है या इसका समय खत्म हो गया है। कृपया नया लिंक मँगवाएँ।",
  "Your password has been reset. Please log in with the new password.":
    "आपका पासवर्ड बदल गया है। कृपया नए पासवर्ड से लॉग इन करें।",
  "No such customer.": "ऐसा कोई ग्राहक नहीं है।",
  // Addresses
  "Address added successfully!": "पता जुड़ गया!",
  "Address updated successfully!": "पता अपडेट हो गया!",
  "Address deleted successfully!": "पता हट गया!",
  "Default address changed successfully!": "मुख्य पता बदल गया!",
  "This address was not found.": "यह पता नहीं मिला।",
  // Catalogue and cart
  "Product not found.": "उत्पाद नहीं मिला।",
  "The search is too long (200 characters at most).": "खोज बहुत लंबी है (ज़्यादा से ज़्यादा 200 अक्षर)।",
  "Product added to cart successfully.": "उत्पाद कार्ट में डाल दिया गया।",
  "Cart updated successfully.": "कार्ट अपडेट हो गया।",
  "Quantity decreased successfully.": "मात्रा कम कर दी गई।",
  "Product removed from cart successfully.": "उत्पाद कार्ट से हटा दिया गया।",
  "Product is out of stock": "यह उत्पाद अभी स्टॉक में नहीं है",
  "Minimum quantity is 1": "कम से कम मात्रा 1 है",
  "This cart item was not found.": "कार्ट में यह सामान नहीं मिला।",
  "This product or pack size does not exist.": "यह उत्पाद या पैक साइज़ मौजूद नहीं है।",
  "{0} is out of stock": "{0} अभी स्टॉक में नहीं है",
  // Orders and payments
  "Please select an address": "कृपया एक पता चुनें",
  "Invalid address selected": "चुना गया पता सही नहीं है",
  "Order created. Please complete the payment.": "ऑर्डर बन गया। कृपया भुगतान पूरा करें।",
  "Order #{0} is already paid: see it in My Orders.": "ऑर्डर #{0} का भुगतान हो चुका है: इसे मेरे ऑर्डर में देखें।",
  "Your order has been cancelled. Nothing was paid, so nothing is owed.":
    "आपका ऑर्डर रद्द कर दिया गया है। कोई भुगतान नहीं हुआ था, इसलिए कुछ बकाया नहीं है।",
  "Order #{0} is not waiting for a payment.": "ऑर्डर #{0} किसी भुगतान की प्रतीक्षा में नहीं है।",
  "Order #{0} can no longer be paid: its 30 minutes have passed. Place it again from your cart.":
    "ऑर्डर #{0} का भुगतान अब नहीं हो सकता: इसके 30 मिनट बीत गए। अपने कार्ट से इसे फिर से ऑर्डर करें।",
  "Order placed. Please keep the cash ready on delivery.": "ऑर्डर हो गया। कृपया डिलीवरी के समय नकद रकम तैयार रखें।",
  "Your cart is empty.": "आपका कार्ट खाली है।",
  "The amount to pay must be at least ₹1.00.": "भुगतान की रकम कम से कम ₹1.00 होनी चाहिए।",
  "Payment could not be started, please try again.": "भुगतान शुरू नहीं हो सका, कृपया फिर से कोशिश करें।",
  "This order was not found.": "यह ऑर्डर नहीं मिला।",
  "Payment successful. Thank you for your order!": "भुगतान हो गया। ऑर्डर के लिए धन्यवाद!",
  "Invalid payment signature": "भुगतान की पुष्टि नहीं हो सकी",
  "We have not received a payment for this order.": "इस ऑर्डर का भुगतान हमें नहीं मिला है।",
  "This order can no longer be fulfilled (it expired and its stock was sold, or it was cancelled). We are refunding your payment in full.":
    "यह ऑर्डर अब पूरा नहीं हो सकता (इसका समय खत्म हो गया और स्टॉक बिक गया, या यह रद्द हो गया)। हम आपका पूरा भुगतान वापस कर रहे हैं।",
  "The amount paid does not match the order.": "भुगतान की रकम ऑर्डर से मेल नहीं खाती।",
  "Payment failed in the sandbox (test mode).": "टेस्ट मोड में भुगतान फ़ेल हुआ।",
  "UPI payment failed in the sandbox (test mode).": "टेस्ट मोड में UPI भुगतान फ़ेल हुआ।",
  "Your order has been cancelled. The refund is on its way.": "आपका ऑर्डर रद्द हो गया है। रिफ़ंड आ रहा है।",
  "Order #{0} is {1} and can no longer be cancelled.": "ऑर्डर #{0} {1} है, अब इसे रद्द नहीं किया जा सकता।",
  "Order #{0} is {1} and cannot become {2}.": "ऑर्डर #{0} {1} है, यह {2} नहीं हो सकता।",
  // Cash on delivery's caps (server/modules/orders/cod-caps.ts)
  "Cash on delivery takes at most {0} of one pack, and this order has {1} of {2}. For more, please send a Bulk Order enquiry, or pay online.":
    "कैश ऑन डिलीवरी में एक पैक के ज़्यादा से ज़्यादा {0} नग लिए जा सकते हैं, और इस ऑर्डर में {2} के {1} नग हैं। ज़्यादा मात्रा के लिए कृपया थोक ऑर्डर (Bulk Order) की पूछताछ भेजें, या ऑनलाइन भुगतान करें।",
  "Your cash on delivery orders waiting to be delivered have reached the limit of {0} per account. Please pay online for this order, or wait until one is delivered.":
    "आपके खाते के डिलीवरी के इंतज़ार वाले कैश ऑन डिलीवरी ऑर्डर {0} की सीमा तक पहुँच गए हैं। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें, या किसी एक ऑर्डर के पहुँचने तक रुकें।",
  "Cash on delivery orders waiting to be delivered to the phone number {1} have reached the limit of {0}. Please pay online for this order.":
    "फ़ोन नंबर {1} के डिलीवरी के इंतज़ार वाले कैश ऑन डिलीवरी ऑर्डर {0} की सीमा तक पहुँच गए हैं। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।",
  "Cash on delivery orders waiting to be delivered that were placed from your network have reached the limit of {0}. Please pay online for this order.":
    "आपके नेटवर्क से दिए गए, डिलीवरी के इंतज़ार वाले कैश ऑन डिलीवरी ऑर्डर {0} की सीमा तक पहुँच गए हैं। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।",
  // Confirming cash on delivery (server/modules/orders/cod-confirm.ts, delivery's pincodes)
  "Thank you: your order is confirmed and will be packed soon.":
    "धन्यवाद: आपका ऑर्डर पक्का हो गया है और जल्द पैक होगा।",
  "That code is not right. You can try once more.": "यह कोड सही नहीं है। आप एक बार और कोशिश कर सकते हैं।",
  "That code is not right. You can try {0} more times.": "यह कोड सही नहीं है। आप {0} बार और कोशिश कर सकते हैं।",
  "That code was typed wrongly too many times. Please ask for a new code.":
    "यह कोड बहुत बार गलत लिखा गया। कृपया नया कोड मँगवाएँ।",
  "That code has expired. Please ask for a new code.": "इस कोड का समय खत्म हो गया है। कृपया नया कोड मँगवाएँ।",
  "Please type the 6-digit code from the SMS.": "कृपया SMS में आया 6 अंकों का कोड लिखें।",
  "A new code is on its way by SMS.": "नया कोड SMS से आ रहा है।",
  "We have sent the most codes we can for this order. Please wait for the SMS, or call the shop to confirm the order.":
    "इस ऑर्डर के लिए जितने कोड भेजे जा सकते थे, भेज दिए गए हैं। कृपया SMS का इंतज़ार करें, या ऑर्डर पक्का करने के लिए दुकान को फ़ोन करें।",
  "Order #{0} is not waiting for a confirmation.": "ऑर्डर #{0} किसी पुष्टि का इंतज़ार नहीं कर रहा है।",
  "This confirmation link is not valid. Please open your order from My Orders.":
    "यह पुष्टि लिंक सही नहीं है। कृपया अपना ऑर्डर मेरे ऑर्डर में खोलें।",
  // Order statuses as those two sentences say them
  "awaiting confirmation": "पुष्टि के इंतज़ार में",
  "pending payment": "भुगतान बाकी",
  paid: "भुगतान हो चुका",
  packed: "पैक हो चुका",
  shipped: "रवाना हो चुका",
  delivered: "पहुँच चुका",
  cancelled: "रद्द",
  expired: "समय खत्म",
  "refund due": "रिफ़ंड बाकी",
  refunded: "रिफ़ंड हो चुका",
  // Contact and bulk orders
  "Thank you for contacting us. We will get back to you soon.":
    "संपर्क करने के लिए धन्यवाद। हम जल्दी ही आपसे बात करेंगे।",
  "Thank you! Your bulk order enquiry has been received. Our team will contact you soon.":
    "धन्यवाद! आपकी थोक ऑर्डर पूछताछ मिल गई है। हमारी टीम जल्दी ही आपसे संपर्क करेगी।",
  // The product page's pincode check
  "Enter a 6-digit pincode.": "6 अंकों का पिनकोड लिखें।",
};

/** Every sentence the API may say to a customer, in Hindi. */
export const hiSentences: Sentences = {
  ...hiFormSentences,
  ...api,
  ...hiPhoneSentences,
  ...hiReviewSentences,
};
