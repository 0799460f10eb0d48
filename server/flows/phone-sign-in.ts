import type { Lang } from "../../lib/i18n/language";
import { DomainError } from "../domain-error";
import { type AccountsService, messages } from "../modules/accounts";
import type { CodePurpose, PhoneCodes } from "../modules/phone-codes";
import { indianMobile, type PhoneProblem } from "../phone-number";

/** Where an attempt comes from and in which language the page (and so the SMS) is. */
export interface From {
  ip: string;
  lang: Lang;
}

/** Why a typed number is refused, on the form's field (server/i18n/hi-phone.ts says them in Hindi). */
export const PHONE_PROBLEMS: Record<PhoneProblem, string> = {
  empty: "Enter your mobile number.",
  not_a_number: "This is not a phone number. Type the 10 digits of your mobile.",
  not_indian_mobile: "This is not an Indian mobile number: it has 10 digits and starts with 6, 7, 8 or 9.",
};

/** A typed number as E.164 (for the SMS) and the 10 stored digits; a sentence on the field otherwise. */
export function readMobile(typed: string, field = "phonenumber") {
  const mobile = indianMobile(typed);
  if (!mobile.ok) {
    const sentence = PHONE_PROBLEMS[mobile.problem];
    throw new DomainError("invalid_input", sentence, { [field]: sentence });
  }
  return { e164: mobile.e164, digits: mobile.e164.slice(3) };
}

/**
 * Signing up, signing in and a new password with a code sent by SMS to the mobile number
 * (docs/decisions/0036-sign-in-by-phone.md). Asking for a code checks the number first: a
 * signup's must be free, a sign-in's or a reset's must have an account, so no SMS is spent on a
 * number that cannot use it. Every code is spent before the account is written.
 */
export function createPhoneSignIn(deps: { accounts: AccountsService; codes: PhoneCodes }) {
  const { accounts, codes } = deps;

  async function checkNumberFor(purpose: CodePurpose, digits: string) {
    const account = await accounts.phoneAccount(digits);
    if (purpose === "signup" && account)
      throw new DomainError("conflict", messages.phoneTaken, { phonenumber: messages.phoneTaken });
    if (purpose !== "signup" && !account)
      throw new DomainError("not_found", messages.noPhoneAccount, { phonenumber: messages.noPhoneAccount });
  }

  return {
    /** Sends a code for `purpose`; answers the sentence to show ("We have sent a code to +91 …"). */
    async askCode(purpose: CodePurpose, typedPhone: string, from: From) {
      const { e164, digits } = readMobile(typedPhone);
      await checkNumberFor(purpose, digits);
      return codes.send({ purpose, phone: e164, lang: from.lang }, from);
    },

    /** A new account with a name and the number the code was sent to; signed in. */
    async signUp(input: { fullName: string; phone: string; code: string }, from: From) {
      const { e164, digits } = readMobile(input.phone);
      await checkNumberFor("signup", digits);
      await codes.spend({ purpose: "signup", phone: e164, typed: input.code });
      return accounts.signupByPhone({ fullName: input.fullName, phone: digits }, from);
    },

    /** Signs in the number's account with the code sent to it. */
    async signIn(input: { phone: string; code: string }, from: From) {
      const { e164, digits } = readMobile(input.phone);
      await checkNumberFor("login", digits);
      await codes.spend({ purpose: "login", phone: e164, typed: input.code });
      return accounts.loginByPhone(digits, from);
    },

    /** A new password for the number's account with the code sent to it; every session ends. */
    async resetPassword(input: { phone: string; code: string; password: string }) {
      const { e164, digits } = readMobile(input.phone);
      await checkNumberFor("reset", digits);
      await codes.spend({ purpose: "reset", phone: e164, typed: input.code });
      await accounts.resetByPhone(digits, input.password);
    },
  };
}

export type PhoneSignIn = ReturnType<typeof createPhoneSignIn>;
