import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/use-api-form";
import { changePasswordFields, profileFields } from "../../../lib/validation/accounts";
import { AccountFields, Field, SubmitButton } from "./Field";
import { saveProfile } from "./storage";

const heading = "text-xl font-bold text-brand-900";

/** 'Update Profile': name and phone; the email is shown but never changes here. */
export function UpdateProfile({ account }: { account: { fullName: string; phone: string; email: string } }) {
  const t = useT();
  const form = useApiForm({
    schema: profileFields,
    send: (v) => callApi("/api/profile/update/v1/", v),
    revalidate: true,
    onSuccess: (_answer, v) => saveProfile(v),
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="max-w-md space-y-4">
      <h2 className={heading}>{t.account.updateProfileTab}</h2>
      <AccountFields
        names={["fullname", "phonenumber"]}
        errors={form.errors}
        props={{
          fullname: { defaultValue: account.fullName, autoComplete: undefined },
          phonenumber: { defaultValue: account.phone, autoComplete: undefined },
        }}
      />
      <Field
        id="profile-email"
        label={t.account.email}
        type="email"
        value={account.email}
        readOnly
        aria-readonly="true"
      />
      <SubmitButton busy={form.busy} label={t.account.save} className="btn-primary" />
    </form>
  );
}

/** 'Change Password': the server's message is shown whatever the outcome. */
export function ChangePassword() {
  const t = useT();
  const form = useApiForm({
    schema: changePasswordFields,
    send: (v) => callApi("/api/profile/changepassword/v1/", v),
    reset: true,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="max-w-md space-y-4">
      <h2 className={heading}>{t.account.changePasswordTab}</h2>
      <AccountFields
        names={["currentpassword", "newpassword", "confirmpassword"]}
        errors={form.errors}
        props={{ confirmpassword: { label: t.account.confirmNewPassword } }}
      />
      <SubmitButton busy={form.busy} label={t.account.changePasswordButton} className="btn-primary" />
    </form>
  );
}
