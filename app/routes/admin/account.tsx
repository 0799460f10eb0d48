import { useState } from "react";
import { z } from "zod";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { OwnPassword } from "~/components/admin/OwnPassword";
import { PageHeader } from "~/components/admin/PageHeader";
import { useApiForm } from "~/lib/use-api-form";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/account";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "account");
  return { recoveryCodesLeft: me.twoFactor ? await context.services.twoFactor.recoveryCodesLeft(me.id) : 0 };
}

const codeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app."),
});
const passwordForm = z.object({ password: z.string().min(1, "Enter your password.").max(200) });

interface Setup {
  secret: string;
  qr_svg: string;
}

/** A staff member's own account: two-factor sign-in on or off, with its recovery codes; their password. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const me = useStaff();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useApiForm({
    schema: codeForm,
    send: (v) => callAdmin<{ recovery_codes: string[] }>("/account/two-factor/confirm", v),
    onSuccess: (answer) => {
      setCodes(answer.data?.recovery_codes ?? []);
      setSetup(null);
    },
    revalidate: true,
  });
  const disable = useApiForm({
    schema: passwordForm,
    send: (v) => callAdmin("/account/two-factor/disable", v),
    reset: true,
    revalidate: true,
  });
  const begin = async () => {
    const answer = await callAdmin<Setup>("/account/two-factor/begin");
    if (answer.status === 1 && answer.data) setSetup(answer.data);
  };

  return (
    <>
      <PageHeader title="My account" description={`${me.name} · ${me.email}`} />
      {me.must_set_up_two_factor && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold">
          The owner requires two-factor sign-in. Set it up below to use the back office.
        </p>
      )}
      <section aria-labelledby="tf-title" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="tf-title" className="text-lg font-bold">
          Two-factor sign-in
        </h2>
        {codes && (
          <div className="mt-3 rounded-md border border-brand-700 bg-brand-50 p-3">
            <p className="font-semibold">
              Your recovery codes (shown once; each works once instead of a code):
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        )}
        {me.two_factor ? (
          <>
            <p className="mt-2 text-stone-700">
              On. Signing in asks for the code from your authenticator app. Recovery codes left:{" "}
              {loaderData.recoveryCodesLeft}.
            </p>
            <form noValidate onSubmit={disable.onSubmit} className="mt-4 grid gap-3 sm:max-w-sm">
              <Field
                id="password"
                label="Your password, to switch it off"
                type="password"
                autoComplete="current-password"
                error={disable.errors.password}
              />
              <FormMessage failure={disable.failure} />
              <SubmitButton
                busy={disable.busy}
                label="Switch two-factor sign-in off"
                className="btn-outline"
              />
            </form>
          </>
        ) : setup ? (
          <div className="mt-3 grid gap-4 md:grid-cols-[220px_1fr]">
            <div
              role="img"
              aria-label="QR code to add the shop to your authenticator app"
              className="w-52 max-w-full"
              // The SVG is drawn by the server from the otpauth:// link (server/modules/staff/two-factor.ts).
              dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
            />
            <div>
              <p className="text-stone-700">
                Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                Aegis…), or type this key: <code className="break-all font-mono">{setup.secret}</code>
              </p>
              <form noValidate onSubmit={confirm.onSubmit} className="mt-3 grid gap-3 sm:max-w-xs">
                <Field
                  id="code"
                  label="The 6-digit code the app shows"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  error={confirm.errors.code}
                />
                <FormMessage failure={confirm.failure} />
                <SubmitButton busy={confirm.busy} label="Switch it on" className="btn-primary" />
              </form>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-2 text-stone-700">
              Off. With it on, signing in also asks for a code from your phone.
            </p>
            <button type="button" className="btn-primary mt-3" onClick={begin}>
              Set up two-factor sign-in
            </button>
          </>
        )}
      </section>
      <OwnPassword />
    </>
  );
}
