import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { AccountFields, AuthCard, FormMessage, SubmitButton } from "~/components/account/Field";
import { logIn } from "~/components/account/log-in";
import { metaT, useT } from "~/i18n/i18n";
import { afterLoginPath, authSwitchPath } from "~/lib/return-to";
import { useApiForm } from "~/lib/use-api-form";
import { seo } from "~/seo";
import { loginFields } from "../../lib/validation/accounts";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.loginTitle,
    description: t.account.loginIntro,
    path: "/login",
    noindex: true,
  });
}

/** Login by email or phone; afterwards back to the page that asked for it (app/lib/return-to.ts). */
export default function Login() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: loginFields,
    send: (v) => logIn(v.email, v.password),
    toast: "never",
    failed: t.account.loginFailed,
    revalidate: true,
    onSuccess: () => navigate(afterLoginPath(params, search)),
  });

  return (
    <AuthCard title={t.account.loginTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.account.loginIntro}</p>
      <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <AccountFields
          names={["email", "password"]}
          errors={form.errors}
          as={{ email: "login" }}
          props={{ password: { autoComplete: "current-password" } }}
        />
        <FormMessage failure={form.failure} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-800 underline">
            {t.account.forgotten}
          </Link>
        </div>
        <SubmitButton busy={form.busy} label={t.account.loginButton} />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={authSwitchPath("/signup", location.pathname, location.search)}
          className="font-semibold text-brand-800 underline"
        >
          {t.account.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
