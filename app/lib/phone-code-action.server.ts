import type { AppLoadContext } from "react-router";
import {
  PHONE_STEP,
  phoneAsk,
  phoneLoginFinish,
  phoneResetFinish,
  phoneSignupAsk,
  phoneSignupFinish,
} from "../../lib/validation/phone-sign-in";
import { messages } from "../../server/modules/accounts";
import { readForm } from "./forms/form-action.server";
import { signedIn } from "./signed-in.server";

export type PhonePurpose = "signup" | "login" | "reset";

/** Which step a POST is, read before the form itself (its schema depends on it). */
async function stepOf(request: Request) {
  const fields = await request
    .clone()
    .formData()
    .catch(() => null);
  return fields?.get(PHONE_STEP) === "verify" ? "verify" : "send";
}

/**
 * The action of the three phone pages (docs/decisions/0036-sign-in-by-phone.md). `step=send`
 * asks for a code: the answer says where it went and carries the number (and name) for the code
 * step. `step=verify` spends the code: signed in (signup, login) like the password's login, or
 * the new password set (reset). The code and the passwords never come back in an answer.
 */
export async function phoneCodeAction(
  args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> },
  purpose: PhonePurpose,
) {
  const { request, context, params } = args;
  const { phoneSignIn } = context.services;
  const from = { ip: context.clientAddress, lang: context.lang };
  const step = await stepOf(request);
  const options = { hide: ["code"], tag: { step } };

  if (step === "send") {
    const form = await readForm(request, context, purpose === "signup" ? phoneSignupAsk : phoneAsk, options);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const sent = await phoneSignIn.askCode(purpose, v.phonenumber, from);
      const fullname = "fullname" in v ? v.fullname : undefined;
      return form.done(sent.sentence, { sent: true, phone: v.phonenumber, fullname });
    });
  }

  if (purpose === "reset") {
    const form = await readForm(request, context, phoneResetFinish, options);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await phoneSignIn.resetPassword({ phone: v.phonenumber, code: v.code, password: v.newpassword });
      return form.done(messages.resetByCodeDone, { changed: true });
    });
  }
  if (purpose === "signup") {
    const form = await readForm(request, context, phoneSignupFinish, options);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const login = await phoneSignIn.signUp(
        { fullName: v.fullname, phone: v.phonenumber, code: v.code },
        from,
      );
      return signedIn(request, context, form.formData, params, login, messages.signedInByCode);
    });
  }
  const form = await readForm(request, context, phoneLoginFinish, options);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const login = await phoneSignIn.signIn({ phone: v.phonenumber, code: v.code }, from);
    return signedIn(request, context, form.formData, params, login, messages.signedInByCode);
  });
}
