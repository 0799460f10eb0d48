import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { AccountFields, AuthCard, FormMessage, SubmitButton } from "~/components/account/Field";
import { logIn } from "~/components/account/log-in";
import { metaT, useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { afterLoginPath, authSwitchPath } from "~/lib/return-to";
import { useApiForm } from "~/lib/use-api-form";
import { seo } from "~/seo";
import { signupFields } from "../../lib/validation/accounts";
import type { Route } from "./+types/signup";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.signupTitle,
    description: t.account.loginIntro,
    path: "/signup",
    noindex: true,
  });
}

/** Signup: show the server's message, log in with the same details, go on, reset the form. */
export default function Signup() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: signupFields,
    send: (v) => callApi("/api/signup/v1/", v),
    toast: "success",
    failed: t.account.signupFailed,
    reset: true,
    revalidate: true,
    onSuccess: async (_answer, v) => {
      const login = await logIn(v.email, v.password);
      await navigate(login.status === 1 ? afterLoginPath(params, search) : "/login");
    },
  });

  return (
    <AuthCard title={t.account.signupTitle}>
      <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
        <AccountFields
          names={["fullname", "phonenumber", "email", "password", "confirmpassword"]}
          errors={form.errors}
        />
        <FormMessage failure={form.failure} />
        <SubmitButton busy={form.busy} label={t.account.signupButton} />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={authSwitchPath("/login", location.pathname, location.search)}
          className="font-semibold text-brand-800 underline"
        >
          {t.account.haveAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
