/** The sentences of the accounts module (said in the customer's language by the API layer). */
export const messages = {
  signedUp: "Signup successful! Welcome.",
  emailTaken: "An account with this email already exists.",
  phoneTaken: "An account with this phone number already exists.",
  badLogin: "Invalid email/phone or password",
  loggedIn: "Login successful.",
  loggedOut: "You have been signed out.",
  profileUpdated: "Profile updated successfully.",
  passwordChanged: "Password changed successfully.",
  channelsSaved: "Your choice of order messages is saved.",
  wrongCurrentPassword: "Current password is incorrect.",
  forgotSent: "If an account exists for this email, we have sent a link to reset the password.",
  resetDone: "Your password has been reset. Please log in with the new password.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  noPhoneAccount: "No account uses this mobile number. Sign up with it instead.",
  hasPasswordAlready: "This account has a password already: change it with the current one.",
  passwordSet: "Your password is set. You can now sign in with it too.",
  signedInByCode: "Your number is confirmed and you are signed in.",
  resetByCodeDone: "Your password has been changed. Please sign in with the new password.",
  disabled:
    "This account has been disabled by the shop, so you cannot log in. Please contact us through the Contact Us page if you think this is a mistake.",
} as const;
