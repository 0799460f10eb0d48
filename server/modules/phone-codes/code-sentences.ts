/**
 * What the codes say to the person waiting on the page, each its own sentence (said in Hindi
 * by server/i18n/hi-phone.ts). The {0} of `tooManyForNumber` is the minutes to wait.
 */
export const codeSentences = {
  sent: "We have sent a 6-digit code by SMS to {0}. It is good for 10 minutes.",
  wrong: "This code is not right. Check the SMS and type its 6 digits again.",
  expired: "This code has expired (codes are good for 10 minutes). Ask for a new code.",
  triesSpent: "This code was typed wrong 5 times, so it no longer works. Ask for a new code.",
  noneAsked: "No code was sent to this number yet. Ask for a code first.",
  tooManyForNumber: "Too many codes were sent to this number. Please try again in {0} minutes.",
  tooManyFromAddress:
    "Too many codes were asked for from your connection today. Please try again tomorrow, or sign in with your password.",
  dailyCap:
    "The shop has sent as many SMS codes as it can today. Please try again tomorrow, or sign in with your password.",
  notSent: "The SMS could not be sent just now, so no code is on its way. Please try again in a few minutes.",
  codeFormat: "The code is the 6 digits in the SMS.",
} as const;
