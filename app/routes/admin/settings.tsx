import { Form, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { IdentityForm } from "~/components/admin/settings/IdentityForm";
import { readForm } from "~/lib/forms/form-action.server";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { identityForm, offlineForm, securityForm } from "../../../lib/validation/settings";
import { offlineSaid, shopSettings } from "../../../server/modules/settings";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  const { identity, security, offline } = await shopSettings(context.services.settings);
  return { identity, requireTwoFactor: security.require_two_factor, serviceWorker: offline.service_worker };
}

type Intent = "identity" | "security" | "offline";

/**
 * The page's two forms, each posted here with its button's `intent`: the shop's identity, and
 * two-factor sign-in for every member. The same service calls, sentences and audit as the API's
 * /settings/identity and /settings/security.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "settings");
  const actor = { staffId: me.id, name: me.name };
  const asked = (await request.clone().formData()).get("intent");
  const intent: Intent = asked === "security" || asked === "offline" ? asked : "identity";
  const { settings } = context.services;
  if (intent === "offline") {
    const form = await readForm(request, context, offlineForm, { tag: { intent } });
    if (!form.ok) return form.answer;
    return form.run(async ({ service_worker }) => {
      await settings.updateOffline(actor, { serviceWorker: service_worker });
      return form.done(offlineSaid(service_worker));
    });
  }
  if (intent === "security") {
    const form = await readForm(request, context, securityForm, { tag: { intent } });
    if (!form.ok) return form.answer;
    return form.run(async ({ require_two_factor }) => {
      await settings.updateSecurity(actor, { requireTwoFactor: require_two_factor });
      return form.done(
        require_two_factor
          ? "Two-factor sign-in is now required of every staff member."
          : "Two-factor sign-in is now each staff member's choice.",
      );
    });
  }
  const form = await readForm(request, context, identityForm, { tag: { intent } });
  if (!form.ok) return form.answer;
  return form.run(async ({ expected_updated_at, ...input }) => {
    await settings.updateIdentity(actor, input, expected_updated_at);
    // No reset: the form is drawn afresh from the saved details (its key), never emptied first.
    return form.done("The shop's details are saved.");
  });
}

/** The owner's shop settings: the identity the storefront shows, and two-factor for all staff. */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { intent?: Intent }) | undefined;
  const navigation = useNavigation();
  const busy = (intent: Intent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const security = answer?.intent === "security" ? answer : undefined;
  const offline = answer?.intent === "offline" ? answer : undefined;
  return (
    <>
      <PageHeader
        title="Shop settings"
        description="What the storefront shows about the shop, and how staff sign in."
      />
      <IdentityForm
        // A save gives the form the stored details (and their new time) afresh.
        key={loaderData.identity.updated_at ?? "new"}
        identity={loaderData.identity}
        answer={answer?.intent === "identity" ? answer : undefined}
        busy={busy("identity")}
      />

      <section
        aria-labelledby="security-title"
        className="mt-8 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="security-title" className="text-lg font-bold">
          Staff sign-in
        </h2>
        <p className="mt-1 text-stone-700">
          Two-factor sign-in is{" "}
          {loaderData.requireTwoFactor ? "required of every staff member" : "each member's choice"}.
          {loaderData.requireTwoFactor
            ? ""
            : " When required, members without it can only set it up until they do."}
        </p>
        <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          {!loaderData.requireTwoFactor && <input type="hidden" name="require_two_factor" value="on" />}
          <SubmitButton
            busy={busy("security")}
            label={
              loaderData.requireTwoFactor
                ? "Stop requiring two-factor sign-in"
                : "Require two-factor sign-in of everyone"
            }
            className="btn-outline"
            intent="security"
          />
          <FormMessage failure={failureOf(security)} done={security?.done} />
        </Form>
      </section>

      <section
        aria-labelledby="offline-title"
        className="mt-8 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="offline-title" className="text-lg font-bold">
          Offline use
        </h2>
        <p className="mt-1 text-stone-700">
          {loaderData.serviceWorker
            ? "On: customers' phones keep the pages they have seen, and open them without the network."
            : "Off: every phone removes the shop's offline worker, and what it kept, at its next visit."}{" "}
          Turn it off if a release misbehaves on phones; turn it on again once it is mended.
        </p>
        <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          {!loaderData.serviceWorker && <input type="hidden" name="service_worker" value="on" />}
          <SubmitButton
            busy={busy("offline")}
            label={loaderData.serviceWorker ? "Turn offline use off on every phone" : "Turn offline use on"}
            className="btn-outline"
            intent="offline"
          />
          <FormMessage failure={failureOf(offline)} done={offline?.done} />
        </Form>
      </section>
    </>
  );
}
