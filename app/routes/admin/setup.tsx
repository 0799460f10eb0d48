import { Link, useSearchParams } from "react-router";
import { AdminCard, DoneThenSignIn, NewPasswordFields } from "~/components/admin/AdminCard";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { staffSetupFields } from "../../../lib/validation/staff";
import type { Route } from "./+types/setup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { usable: token !== "" && (await context.services.staff.setupTokenUsable(token)) };
}

/** The first owner's account, from the one-time link printed at start-up. */
export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const form = useApiForm({
    schema: staffSetupFields,
    send: (v) => callAdmin("/setup", v),
    toast: "never",
    reset: true,
  });
  return (
    <AdminCard title="Create the shop's owner">
      {form.done ? (
        <DoneThenSignIn message={form.done} />
      ) : !loaderData.usable ? (
        <p className="mt-4 text-stone-700">
          This setup link is invalid or has been used. If the shop has no owner yet, restart the server for a
          new link, or run <code>npm run staff -- create --role owner …</code>.{" "}
          <Link to="/admin/login" className="font-semibold text-brand-800 underline">
            Sign in
          </Link>
        </p>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
          <input type="hidden" name="token" value={search.get("token") ?? ""} />
          <Field id="name" label="Your name" autoComplete="name" maxLength={100} error={form.errors.name} />
          <Field
            id="email"
            label="Email"
            type="email"
            autoComplete="username"
            maxLength={254}
            error={form.errors.email}
          />
          <NewPasswordFields errors={form.errors} />
          <FormMessage failure={form.failure} />
          <SubmitButton busy={form.busy} label="Create the owner" />
        </form>
      )}
    </AdminCard>
  );
}
