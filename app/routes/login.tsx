import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams, useRevalidator } from "react-router";
import { afterLoginPath } from "~/components/account/after-login";
import { AuthCard, Field } from "~/components/account/Field";
import { logIn } from "~/components/account/log-in";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { loginFields } from "../../lib/validation/accounts";
import { fieldErrors } from "../../lib/validation/fields";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.account.loginTitle,
    description: en.account.loginIntro,
    path: "/login",
    noindex: true,
  });
}

export default function Login() {
  const { param, param2 } = useParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = loginFields.safeParse({ email: form.get("email"), password: form.get("password") });
    setServerError("");
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const answer = await logIn(parsed.data.email, parsed.data.password);
    setBusy(false);
    if (answer.status !== 1) return setServerError(answer.message || en.account.loginFailed);
    await navigate(afterLoginPath(param, param2));
    revalidator.revalidate();
  };

  return (
    <AuthCard title={en.account.loginTitle}>
      <p className="mt-1 text-sm text-stone-700">{en.account.loginIntro}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field
          id="email"
          label={en.account.emailOrPhone}
          autoComplete="username"
          maxLength={254}
          error={errors.email}
        />
        <Field
          id="password"
          label={en.account.password}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          error={errors.password}
        />
        {serverError && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {serverError}
          </p>
        )}
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-800 underline">
            {en.account.forgotten}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? en.account.working : en.account.loginButton}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={param ? `/signup/${param}${param2 ? `/${param2}` : ""}` : "/signup"}
          className="font-semibold text-brand-800 underline"
        >
          {en.account.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
