import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { OwnPassword } from "~/components/admin/OwnPassword";
import { PageHeader } from "~/components/admin/PageHeader";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { ownPasswordFields } from "../../../lib/validation/staff";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/account";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "account");
  return { recoveryCodesLeft: me.twoFactor ? await context.services.twoFactor.recoveryCodesLeft(me.id) : 0 };
}

const codeForm = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your app." })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app."),
});
const passwordForm = z.object({
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
});

interface Setup {
  secret: string;
  qr_svg: string;
}

/** Which of the page's forms was sent (its submit button's `intent`). */
type Intent = "begin" | "confirm" | "disable" | "password";

/**
 * The page's four forms, each posted here with its button's `intent`: start two-factor set-up
 * (the key and its QR code), switch it on with a code (the recovery codes, shown once), switch it
 * off with the password, and change one's own password. The same services as the account API.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "account");
  const intent = String((await request.clone().formData()).get("intent") ?? "") as Intent;
  const { twoFactor, staff } = context.services;
  if (intent === "begin") {
    const { secret, qrSvg } = await twoFactor.begin(me.id, me.email);
    return { intent, result: { status: "success" as const }, setup: { secret, qr_svg: qrSvg } };
  }
  const tag = { tag: { intent }, hide: ["code"] };
  if (intent === "confirm") {
    const form = await readForm(request, context, codeForm, tag);
    if (!form.ok) return form.answer;
    return form.run(async ({ code }) => {
      const codes = await twoFactor.confirm({ staffId: me.id, name: me.name }, me.id, code);
      return form.done("Two-factor sign-in is on.", { recoveryCodes: codes });
    });
  }
  if (intent === "disable") {
    const form = await readForm(request, context, passwordForm, tag);
    if (!form.ok) return form.answer;
    return form.run(async ({ password }) => {
      await twoFactor.disable({ staffId: me.id, name: me.name }, me.id, password);
      return form.done("Two-factor sign-in is off.");
    });
  }
  const form = await readForm(request, context, ownPasswordFields, { tag: { intent: "password" } });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const { sessionsEnded } = await staff.changeOwnPassword(me, v.current_password, v.password);
    return form.done(
      sessionsEnded > 0
        ? "Your password is changed. You were signed out everywhere else."
        : "Your password is changed.",
      {},
      { reset: true },
    );
  });
}

/** A staff member's own account: two-factor sign-in on or off, with its recovery codes; their password. */
export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaff();
  const answer = actionData as
    | (FormAnswer & { intent?: Intent; setup?: Setup; recoveryCodes?: string[] })
    | undefined;
  const answerFor = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  const confirm = useShopForm(codeForm, answerFor("confirm"));
  const disable = useShopForm(passwordForm, answerFor("disable"));
  const navigation = useNavigation();
  const busy = (intent: Intent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  // The set-up step stays on screen while its code is wrong.
  const settingUp =
    answer?.setup !== undefined || (answer?.intent === "confirm" && answer.result.status === "error");
  const codes = answer?.intent === "confirm" ? answer.recoveryCodes : undefined;

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
        {answer?.intent !== "password" && answer?.done && (
          <div className="mt-2">
            <FormMessage done={answer.done} />
          </div>
        )}
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
            <TwoFactorForm
              form={disable}
              className="mt-4 grid gap-3 sm:max-w-sm"
              save={{ busy: busy("disable"), label: "Switch two-factor sign-in off", look: "btn-outline" }}
              intent="disable"
            >
              <Field
                id="password"
                label="Your password, to switch it off"
                type="password"
                autoComplete="current-password"
                error={disable.errors.password}
              />
            </TwoFactorForm>
          </>
        ) : settingUp ? (
          <TwoFactorSetup setup={answer?.setup} confirm={confirm} busy={busy("confirm")} />
        ) : (
          <>
            <p className="mt-2 text-stone-700">
              Off. With it on, signing in also asks for a code from your phone.
            </p>
            <Form method="post">
              <SubmitButton
                busy={busy("begin")}
                label="Set up two-factor sign-in"
                className="btn-primary mt-3"
                intent="begin"
              />
            </Form>
          </>
        )}
      </section>
      <OwnPassword answer={answerFor("password")} busy={busy("password")} />
    </>
  );
}

/** The key and QR code to add to an authenticator app, and the code that switches it on. */
function TwoFactorSetup({
  setup,
  confirm,
  busy,
}: {
  setup: Setup | undefined;
  confirm: ReturnType<typeof useShopForm>;
  busy: boolean;
}) {
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-[220px_1fr]">
      {setup ? (
        <>
          <div
            role="img"
            aria-label="QR code to add the shop to your authenticator app"
            className="w-52 max-w-full"
            // The SVG is drawn by the server from the otpauth:// link (server/modules/staff/two-factor.ts).
            dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
          />
          <p className="text-stone-700">
            Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis…),
            or type this key: <code className="break-all font-mono">{setup.secret}</code>
          </p>
        </>
      ) : (
        <p className="text-stone-700 md:col-span-2">
          Enter the code your authenticator app shows for the shop.
        </p>
      )}
      <TwoFactorForm
        form={confirm}
        className="grid gap-3 sm:max-w-xs md:col-start-2"
        save={{ busy, label: "Switch it on", look: "btn-primary" }}
        intent="confirm"
      >
        <Field
          id="code"
          label="The 6-digit code the app shows"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={confirm.errors.code}
        />
      </TwoFactorForm>
    </div>
  );
}

/** A two-factor step posted with its `intent`: its field, why it was refused, and its button. */
function TwoFactorForm({
  form,
  className,
  save,
  intent,
  children,
}: {
  form: ReturnType<typeof useShopForm>;
  className: string;
  save: { busy: boolean; label: string; look: string };
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...form.props} className={className}>
      {children}
      <FormMessage failure={form.failure} />
      <SubmitButton busy={save.busy} label={save.label} className={save.look} intent={intent} />
    </Form>
  );
}
