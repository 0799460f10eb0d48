import { tpl } from "../i18n/template";

/** Signing up and in with a mobile number and an SMS code (part of en-pages.ts). */
export const enPhonePages = {
  phone: {
    signupTitle: "Sign up with your mobile number",
    signupIntro:
      "Only your name and mobile number: no email needed. We send a 6-digit code by SMS to confirm the number.",
    loginTitle: "Sign in with an SMS code",
    loginIntro: "Type the mobile number of your account and we send you a 6-digit code by SMS.",
    resetTitle: "New password with an SMS code",
    resetIntro:
      "Type the mobile number of your account; we send a 6-digit code by SMS to set a new password.",
    mobile: "Mobile number",
    mobileHint: "10 digits, such as 98300 12345",
    sendCode: "Send code by SMS",
    code: "6-digit code",
    codeHint: tpl<[phone: string]>("The code sent by SMS to {0}"),
    createAccount: "Create my account",
    signIn: "Sign in",
    setPassword: "Set new password",
    resend: "Send a new code",
    otherNumber: "Use another number",
    passwordLater: "No password needed: you can set one later on your profile.",
    withPhoneSignup: "No email? Sign up with your mobile number",
    withPhoneLogin: "Sign in with an SMS code instead",
    withPassword: "Sign in with a password",
    resetBySms: "Get a code by SMS instead (for accounts without email)",
    resetByEmail: "Reset by email instead",
    setPasswordTitle: "Set a password",
    setPasswordIntro:
      "Your account has no password yet: you sign in with an SMS code. Set a password to sign in with it too.",
    setPasswordButton: "Set password",
    noEmail: "No email",
  },
} as const;
