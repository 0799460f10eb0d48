import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useParams, useRevalidator } from "react-router";
import { afterLoginPath } from "~/components/account/after-login";
import { AuthCard, Field } from "~/components/account/Field";
import { logIn } from "~/components/account/log-in";
import { useToast } from "~/components/ui/Toaster";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { signupFields } from "../../lib/validation/accounts";
import { fieldErrors } from "../../lib/validation/fields";
import type { Route } from "./+types/signup";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.account.signupTitle,
    description: en.account.loginIntro,
    path: "/signup",
    noindex: true,
  });
}

/** Signup (spec section 4): show the server's message, log in with the same details, go on, reset the form. */
export default function Signup() {
  const { param, param2 } = useParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = Object.fromEntries(
      ["fullname", "phonenumber", "email", "password", "confirmpassword"].map((k) => [
        k,
        String(form.get(k) ?? ""),
      ]),
    );
    const parsed = signupFields.safeParse(values);
    setServerError("");
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const answer = await callApi("/api/signup/v1/", parsed.data);
    if (answer.status !== 1) {
      setBusy(false);
      setErrors(answer.errors ?? {});
      return setServerError(answer.message || en.account.signupFailed);
    }
    toast(answer.message, "success");
    const login = await logIn(parsed.data.email, parsed.data.password);
    setBusy(false);
    formRef.current?.reset();
    if (login.status !== 1) return navigate("/login");
    await navigate(afterLoginPath(param, param2));
    revalidator.revalidate();
  };

  return (
    <AuthCard title={en.account.signupTitle}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field
          id="fullname"
          label={en.account.fullName}
          autoComplete="name"
          maxLength={200}
          error={errors.fullname}
        />
        <Field
          id="phonenumber"
          label={en.account.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phonenumber}
        />
        <Field
          id="email"
          label={en.account.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
        />
        <Field
          id="password"
          label={en.account.password}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          error={errors.password}
        />
        <Field
          id="confirmpassword"
          label={en.account.confirmPassword}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          error={errors.confirmpassword}
        />
        {serverError && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {serverError}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? en.account.working : en.account.signupButton}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={param ? `/login/${param}${param2 ? `/${param2}` : ""}` : "/login"}
          className="font-semibold text-brand-800 underline"
        >
          {en.account.haveAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
