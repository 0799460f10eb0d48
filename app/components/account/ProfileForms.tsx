import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { changePasswordFields, profileFields } from "../../../lib/validation/accounts";
import { setPasswordFields } from "../../../lib/validation/phone-sign-in";
import { AccountFields, Field, FormMessage, SubmitButton } from "./Field";
import { saveProfile } from "./storage";

const heading = "text-xl font-bold text-brand-900";

/** Which of the profile page's forms a POST is (the page's action reads it first). */
export const PROFILE_INTENT = "intent";

/** The answer to this tab's form: each tab posts to its own address (`?tab=…`), so it is this form's. */
const useAnswer = () => useActionData() as FormAnswer | undefined;

/** The form's message, unless a field already says it (a wrong current password, a phone taken). */
const besideNoField = (form: { failure?: string; errors: Record<string, string> }) =>
  form.failure && !Object.values(form.errors).includes(form.failure) ? form.failure : undefined;

/**
 * 'Update Profile': name and phone; the email is shown but never changes here, except that an
 * account without one (signed up by phone) may add it.
 */
export function UpdateProfile({
  account,
}: {
  account: { fullName: string; phone: string; email: string | null };
}) {
  const t = useT();
  const answer = useAnswer();
  const form = useShopForm(profileFields, answer, "update-profile");
  const busy = useNavigation().state !== "idle";
  useAnswerToast(answer);
  // The stored name and phone follow (the page's scripts keep them, docs/storefront.md).
  const saved = answer?.profile as { fullname: string; phonenumber: string } | undefined;
  useEffect(() => {
    if (saved) saveProfile(saved);
  }, [saved]);
  return (
    <Form method="post" {...form.props} className="max-w-md space-y-4">
      <input type="hidden" name={PROFILE_INTENT} value="update" />
      <h2 className={heading}>{t.account.updateProfileTab}</h2>
      <AccountFields
        names={["fullname", "phonenumber"]}
        errors={form.errors}
        props={{
          fullname: { defaultValue: form.values.fullname ?? account.fullName, autoComplete: undefined },
          phonenumber: { defaultValue: form.values.phonenumber ?? account.phone, autoComplete: undefined },
        }}
      />
      {account.email ? (
        <Field
          id="profile-email"
          label={t.account.email}
          type="email"
          value={account.email}
          readOnly
          aria-readonly="true"
        />
      ) : (
        <Field
          id="profile-email"
          name="email"
          label={t.account.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={t.phone.noEmail}
          defaultValue={form.values.email ?? ""}
          error={form.errors.email}
        />
      )}
      <FormMessage failure={besideNoField(form)} done={form.done} />
      <SubmitButton busy={busy} label={t.account.save} className="btn-primary" />
    </Form>
  );
}

/** 'Change Password': the server's message is shown whatever the outcome. */
export function ChangePassword() {
  const t = useT();
  const answer = useAnswer();
  const form = useShopForm(changePasswordFields, answer, "change-password");
  const busy = useNavigation().state !== "idle";
  useAnswerToast(answer, { resetId: "change-password" });
  return (
    <Form method="post" {...form.props} className="max-w-md space-y-4">
      <input type="hidden" name={PROFILE_INTENT} value="password" />
      <h2 className={heading}>{t.account.changePasswordTab}</h2>
      <AccountFields
        names={["currentpassword", "newpassword", "confirmpassword"]}
        errors={form.errors}
        props={{ confirmpassword: { label: t.account.confirmNewPassword } }}
      />
      <FormMessage failure={besideNoField(form)} done={form.done} />
      <SubmitButton busy={busy} label={t.account.changePasswordButton} className="btn-primary" />
    </Form>
  );
}

/** 'Set a password': an account made by phone has none yet; no current password to ask for. */
export function SetPassword() {
  const t = useT();
  const answer = useAnswer();
  const form = useShopForm(setPasswordFields, answer, "set-password");
  const busy = useNavigation().state !== "idle";
  useAnswerToast(answer, { resetId: "set-password" });
  return (
    <Form method="post" {...form.props} className="max-w-md space-y-4">
      <input type="hidden" name={PROFILE_INTENT} value="set-password" />
      <h2 className={heading}>{t.phone.setPasswordTitle}</h2>
      <p className="text-sm text-stone-700">{t.phone.setPasswordIntro}</p>
      <AccountFields
        names={["newpassword", "confirmpassword"]}
        errors={form.errors}
        props={{ confirmpassword: { label: t.account.confirmNewPassword } }}
      />
      <FormMessage failure={besideNoField(form)} done={form.done} />
      <SubmitButton busy={busy} label={t.phone.setPasswordButton} className="btn-primary" />
    </Form>
  );
}
