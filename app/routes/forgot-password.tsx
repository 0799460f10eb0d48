import { Form, Link, useActionData, useNavigation, useParams } from "react-router";
import { AccountFields, AuthCard, FormMessage, SubmitButton } from "~/components/account/Field";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { seo } from "~/seo";
import { forgotPasswordFields, resetPasswordFields } from "../../lib/validation/accounts";
import { messages } from "../../server/modules/accounts";
import type { Route } from "./+types/forgot-password";

/** A rate limit's `Retry-After` goes with the page. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.forgotTitle,
    description: t.account.forgotIntro,
    path: "/forgot-password",
    noindex: true,
  });
}

/** The emailed link's token: stays in the address; only the passwords travel in the body. */
const resetToken = (params: { step?: string; token?: string }) =>
  params.step === "reset" && params.token ? params.token : undefined;

/**
 * The first step emails a reset link (the same answer whether the account exists or not); the
 * link's page sets the new password. Both answer the same page with the sentence in place.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { accounts } = context.services;
  const from = { ip: context.clientAddress, lang: context.lang };
  const token = resetToken(params);
  if (!token) {
    const form = await readForm(request, context, forgotPasswordFields);
    if (!form.ok) return form.answer;
    return form.run(async ({ email }) => {
      await accounts.forgotPassword(email, from);
      return form.done(messages.forgotSent);
    });
  }
  const form = await readForm(request, context, resetPasswordFields);
  if (!form.ok) return form.answer;
  // The API's own bounds for a token (lib/validation/accounts.ts, resetPasswordRequest).
  if (token.length < 10 || token.length > 200) return form.failure(400, "The reset link is incomplete.");
  return form.run(async ({ newpassword }) => {
    await accounts.resetPassword(token, newpassword, from);
    return form.done(messages.resetDone);
  });
}

/** /forgot-password asks for the email; /forgot-password/reset/{token} (the emailed link) sets a new password. */
export default function ForgotPassword() {
  const token = resetToken(useParams());
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  return token ? <ResetForm answer={answer} /> : <RequestForm answer={answer} />;
}

const link = "font-semibold text-brand-800 underline";

function RequestForm({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const form = useShopForm(forgotPasswordFields, answer);
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title={t.account.forgotTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.account.forgotIntro}</p>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        <AccountFields
          names={["email"]}
          errors={{ email: form.errors.email ?? form.failure }}
          props={{ email: { defaultValue: form.values.email } }}
        />
        <FormMessage done={form.done} />
        <SubmitButton busy={busy} label={t.account.send} />
      </Form>
      <Link to="/phone-reset" className="btn-outline mt-4 w-full">
        {t.phone.resetBySms}
      </Link>
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

function ResetForm({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const form = useShopForm(resetPasswordFields, answer);
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title={t.account.resetTitle}>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        <AccountFields names={["newpassword", "confirmpassword"]} errors={form.errors} />
        <FormMessage failure={form.failure} done={form.done} />
        <SubmitButton busy={busy} label={t.account.resetButton} />
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/login" className={link}>
          {t.account.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
