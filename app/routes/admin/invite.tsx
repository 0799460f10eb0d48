import { useSearchParams } from "react-router";
import { AdminCard, DoneThenSignIn, NewPasswordFields } from "~/components/admin/AdminCard";
import { callAdmin } from "~/components/admin/admin-api";
import { FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { acceptInviteFields } from "../../../lib/validation/staff";
import type { Route } from "./+types/invite";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const member = token ? await context.services.staff.invitation(token) : null;
  return { invited: member ? { name: member.name, email: member.email } : null };
}

/** The emailed invitation's page: the invited member chooses their password. */
export default function AcceptInvite({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const form = useApiForm({
    schema: acceptInviteFields,
    send: (v) => callAdmin("/invite/accept", v),
    toast: "never",
  });
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
        <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
          <p className="text-sm text-stone-700">
            For {invited.name} ({invited.email}).
          </p>
          <input type="hidden" name="token" value={search.get("token") ?? ""} />
          <input type="hidden" name="email" autoComplete="username" value={invited.email} />
          <NewPasswordFields errors={form.errors} />
          <FormMessage failure={form.failure} />
          <SubmitButton busy={form.busy} label="Set my password" />
        </form>
      )}
    </AdminCard>
  );
}
