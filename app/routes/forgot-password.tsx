import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { AuthCard, Field } from "~/components/account/Field";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { MIN_PASSWORD } from "../../lib/validation/accounts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.account.forgotTitle,
    description: en.account.forgotIntro,
    path: "/forgot-password",
    noindex: true,
  });
}

/** /forgot-password asks for the email; /forgot-password/reset/{token} (the emailed link) sets a new password. */
export default function ForgotPassword() {
  const { param, param2 } = useParams();
  return param === "reset" && param2 ? <ResetForm token={param2} /> : <RequestForm />;
}

function RequestForm() {
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setDone("");
    setBusy(true);
    const answer = await callApi("/api/password/forgot/v1/", { email });
    setBusy(false);
    if (answer.status === 1) {
      setError("");
      setDone(answer.message);
    } else setError(answer.errors?.email ?? answer.message);
  };
  return (
    <AuthCard title={en.account.forgotTitle}>
      <p className="mt-1 text-sm text-stone-700">{en.account.forgotIntro}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field
          id="email"
          label={en.account.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={error}
        />
        {done && (
          <p role="status" className="text-sm font-semibold text-brand-800">
            {done}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? en.account.working : en.account.send}
        </button>
      </form>
      <p className="mt-6 flex justify-between text-sm">
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {en.account.backToLogin}
        </Link>
        <Link to="/signup" className="font-semibold text-brand-800 underline">
          {en.account.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const newpassword = String(form.get("newpassword") ?? "");
    const confirm = String(form.get("confirmpassword") ?? "");
    const found: Record<string, string> = {};
    if (!newpassword) found.newpassword = "Enter new password.";
    else if (newpassword.length < MIN_PASSWORD)
      found.newpassword = `New password must be at least ${MIN_PASSWORD} characters.`;
    if (!confirm) found.confirmpassword = "Enter confirm password.";
    else if (newpassword && confirm !== newpassword)
      found.confirmpassword = "New password and confirm password do not match.";
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const answer = await callApi("/api/password/reset/v1/", { token, newpassword });
    setBusy(false);
    setMessage({ ok: answer.status === 1, text: answer.message });
  };
  return (
    <AuthCard title={en.account.resetTitle}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field
          id="newpassword"
          label={en.account.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newpassword}
        />
        <Field
          id="confirmpassword"
          label={en.account.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmpassword}
        />
        {message && (
          <p
            role={message.ok ? "status" : "alert"}
            className={`text-sm font-semibold ${message.ok ? "text-brand-800" : "text-red-700"}`}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? en.account.working : en.account.resetButton}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {en.account.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
