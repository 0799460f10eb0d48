import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import {
  PHONE_STEP,
  phoneAsk,
  phoneLoginFinish,
  phoneResetFinish,
  phoneSignupAsk,
  phoneSignupFinish,
} from "../../../lib/validation/phone-sign-in";
import { AccountFields, Field, FormMessage, SubmitButton } from "./Field";

export type PhonePurpose = "signup" | "login" | "reset";

/** The mobile number's field: typed as people type it (+91, spaces, a 0), so wider than 10. */
const mobileProps = { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 20 } as const;

/** What the code step needs from the last answer: the number (and name) the code went to. */
function codeStepOf(answer: FormAnswer | undefined) {
  if (!answer) return undefined;
  if (answer.step === "send" && answer.sent)
    return { phone: String(answer.phone), fullname: answer.fullname as string | undefined };
  if (answer.step === "verify" && !answer.changed) {
    const kept = (answer.result.initialValue ?? {}) as Record<string, unknown>;
    if (typeof kept.phonenumber !== "string") return undefined;
    return { phone: kept.phonenumber, fullname: kept.fullname as string | undefined };
  }
  return undefined;
}

/**
 * The two steps of a phone page (docs/decisions/0036-sign-in-by-phone.md): the number (and the
 * name, to sign up), then the code from the SMS (and a new password, to reset). Plain POSTs to
 * the page's action; the code and passwords travel only in the body.
 */
export function PhoneCodeForms({
  purpose,
  answer,
  links,
}: {
  purpose: PhonePurpose;
  answer: FormAnswer | undefined;
  links: ReactNode;
}) {
  const t = useT();
  const step = codeStepOf(answer);
  if (answer?.changed)
    return (
      <>
        <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          {answer.done}
        </p>
        <Link to="/login" className="btn-primary mt-4 w-full">
          {t.account.backToLogin}
        </Link>
      </>
    );
  return (
    <>
      {step ? (
        <CodeStep purpose={purpose} answer={answer} phone={step.phone} fullname={step.fullname} />
      ) : (
        <AskStep purpose={purpose} answer={answer} />
      )}
      {links}
    </>
  );
}

function AskStep({ purpose, answer }: { purpose: PhonePurpose; answer: FormAnswer | undefined }) {
  const t = useT();
  const form = useShopForm(purpose === "signup" ? phoneSignupAsk : phoneAsk, answer, `phone-${purpose}-ask`);
  const busy = useNavigation().state !== "idle";
  const scripts = useScriptsRunning();
  const failure =
    form.failure && !Object.values(form.errors).includes(form.failure) ? form.failure : undefined;
  return (
    <Form method="post" {...form.props} className="mt-6 space-y-4">
      {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
      <input type="hidden" name={PHONE_STEP} value="send" />
      {purpose === "signup" && (
        <AccountFields
          names={["fullname"]}
          errors={form.errors}
          props={{ fullname: { defaultValue: form.values.fullname } }}
        />
      )}
      <Field
        id="phonenumber"
        label={t.phone.mobile}
        placeholder={t.phone.mobileHint}
        error={form.errors.phonenumber}
        defaultValue={form.values.phonenumber}
        {...mobileProps}
      />
      {purpose === "signup" && <p className="text-sm text-stone-700">{t.phone.passwordLater}</p>}
      <FormMessage failure={failure} />
      <SubmitButton busy={busy} label={t.phone.sendCode} />
    </Form>
  );
}

const finishSchema = { signup: phoneSignupFinish, login: phoneLoginFinish, reset: phoneResetFinish };
const finishLabel = { signup: "createAccount", login: "signIn", reset: "setPassword" } as const;

function CodeStep({
  purpose,
  answer,
  phone,
  fullname,
}: {
  purpose: PhonePurpose;
  answer: FormAnswer | undefined;
  phone: string;
  fullname?: string;
}) {
  const t = useT();
  const form = useShopForm(
    finishSchema[purpose],
    answer?.step === "verify" ? answer : undefined,
    `phone-${purpose}-code`,
  );
  const busy = useNavigation().state !== "idle";
  const scripts = useScriptsRunning();
  const codeRef = useWebOtp();
  const location = useLocation();
  const sent = answer?.step === "send" ? answer.done : undefined;
  const failure =
    form.failure && !Object.values(form.errors).includes(form.failure) ? form.failure : undefined;
  const kept = (
    <>
      <input type="hidden" name="phonenumber" value={phone} />
      {fullname !== undefined && <input type="hidden" name="fullname" value={fullname} />}
    </>
  );
  return (
    <>
      {sent && (
        <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          {sent}
        </p>
      )}
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
        <input type="hidden" name={PHONE_STEP} value="verify" />
        {kept}
        <Field
          ref={codeRef}
          id="code"
          label={t.phone.code}
          aria-description={t.phone.codeHint(phone)}
          error={form.errors.code ?? form.errors.phonenumber}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 -]*"
          maxLength={12}
        />
        {purpose === "reset" && (
          <AccountFields
            names={["newpassword", "confirmpassword"]}
            errors={form.errors}
            props={{ confirmpassword: { label: t.account.confirmNewPassword } }}
          />
        )}
        <FormMessage failure={failure} />
        <SubmitButton busy={busy} label={t.phone[finishLabel[purpose]]} />
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name={PHONE_STEP} value="send" />
        {kept}
        <button type="submit" className="btn-outline w-full" disabled={busy}>
          {t.phone.resend}
        </button>
      </Form>
      {/* A fresh page: the number step again, nothing kept. */}
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
      >
        {t.phone.otherNumber}
      </Link>
    </>
  );
}

/**
 * WebOTP: on Android's Chrome the SMS's last line (`@host #123456`) lets the page take the code
 * by itself once the person allows it; the field's `autocomplete="one-time-code"` does the same
 * on iPhones. Without support (or scripts), the person types it.
 */
function useWebOtp() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!("OTPCredential" in window)) return;
    const stop = new AbortController();
    const ask = navigator.credentials.get({
      otp: { transport: ["sms"] },
      signal: stop.signal,
    } as CredentialRequestOptions);
    ask
      .then((otp) => {
        const code = (otp as unknown as { code?: string } | null)?.code;
        if (code && ref.current) ref.current.value = code;
      })
      .catch(() => undefined);
    return () => stop.abort();
  }, []);
  return ref;
}
