import { Link, useParams } from "react-router";
import { AccountFields, AuthCard, FormMessage, SubmitButton } from "~/components/account/Field";
import { metaT, useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/use-api-form";
import { seo } from "~/seo";
import { forgotPasswordFields, resetPasswordFields } from "../../lib/validation/accounts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.forgotTitle,
    description: t.account.forgotIntro,
    path: "/forgot-password",
    noindex: true,
  });
}

/** /forgot-password asks for the email; /forgot-password/reset/{token} (the emailed link) sets a new password. */
export default function ForgotPassword() {
  const { step, token } = useParams();
  return step === "reset" && token ? <ResetForm token={token} /> : <RequestForm />;
}

const link = "font-semibold text-brand-800 underline";

function RequestForm() {
  const t = useT();
  const form = useApiForm({
    schema: forgotPasswordFields,
    send: (v) => callApi("/api/password/forgot/v1/", v),
    toast: "never",
  });
  return (
    <AuthCard title={t.account.forgotTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.account.forgotIntro}</p>
      <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <AccountFields names={["email"]} errors={{ email: form.errors.email ?? form.failure }} />
        <FormMessage done={form.done} />
        <SubmitButton busy={form.busy} label={t.account.send} />
      </form>
      <p className="mt-6 flex justify-between text-sm">
        <Link to="/login" className={link}>
          {t.account.backToLogin}
        </Link>
        <Link to="/signup" className={link}>
          {t.account.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const t = useT();
  const form = useApiForm({
    schema: resetPasswordFields,
    send: (v) => callApi("/api/password/reset/v1/", { ...v, token }),
    toast: "never",
  });
  return (
    <AuthCard title={t.account.resetTitle}>
      <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <AccountFields names={["newpassword", "confirmpassword"]} errors={form.errors} />
        <FormMessage failure={form.failure} done={form.done} />
        <SubmitButton busy={form.busy} label={t.account.resetButton} />
      </form>
      <p className="mt-6 text-sm">
        <Link to="/login" className={link}>
          {t.account.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
