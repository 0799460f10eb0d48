import { Form, useNavigation, useSearchParams } from "react-router";
import { AdminCard, DoneThenSignIn, NewPasswordFields } from "~/components/admin/AdminCard";
import { FormMessage, SubmitButton } from "~/components/admin/fields";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { acceptInviteFields } from "../../../lib/validation/staff";
import type { Route } from "./+types/invite";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const member = token ? await context.services.staff.invitation(token) : null;
  return { invited: member ? { name: member.name, email: member.email } : null };
}

/** Sets the invited member's first password, as the API's /invite/accept does. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, acceptInviteFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.staff.acceptInvite(v.token, v.password);
    return form.done("Your password is set. Please sign in.");
  });
}

/** The emailed invitation's page: the invited member chooses their password. */
export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const form = useShopForm(acceptInviteFields, actionData as FormAnswer | undefined);
  const busy = useNavigation().state !== "idle";
  const { invited } = loaderData;
  return (
    <AdminCard title="Choose your password">
      {form.done ? (
        <DoneThenSignIn message={form.done} />
      ) : !invited ? (
        <p className="mt-4 text-stone-700">
          This invitation link is invalid, used or expired. Ask the shop's owner for a new one.
        </p>
      ) : (
        <Form method="post" {...form.props} className="mt-6 space-y-4">
          <p className="text-sm text-stone-700">
            For {invited.name} ({invited.email}).
          </p>
          <input type="hidden" name="token" value={search.get("token") ?? ""} />
          <input type="hidden" name="email" autoComplete="username" value={invited.email} />
          <NewPasswordFields errors={form.errors} />
          <FormMessage failure={form.failure} />
          <SubmitButton busy={busy} label="Set my password" />
        </Form>
      )}
    </AdminCard>
  );
}
