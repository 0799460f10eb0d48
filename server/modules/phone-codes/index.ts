/**
 * Six-digit codes by SMS for signing up, signing in and a new password
 * (docs/decisions/0036-sign-in-by-phone.md): sent at once through the SMS sender, kept hashed,
 * limited per number, per address and per day for the whole shop.
 */
export { codeSentences } from "./code-sentences";
export { codeCounts } from "./code-tally";
export { CODE_PURPOSES, type CodePurpose, phoneCodes } from "./phone-codes.schema";
export { createPhoneCodes, type PhoneCodes, type PhoneCodesDeps } from "./phone-codes.service";
