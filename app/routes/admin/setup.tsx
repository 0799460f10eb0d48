import { Link, useSearchParams } from "react-router";
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
    <main id="main" className="flex justify-center px-4 py-10">
      <section
        aria-labelledby="setup-title"
        className="w-full max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <title>Create the owner · Back office</title>
        <h1 id="setup-title" className="text-2xl font-bold text-brand-900">
          Create the shop's owner
        </h1>
        {form.done ? (
          <div className="mt-4 space-y-4">
            <FormMessage done={form.done} />
            <Link to="/admin/login" className="btn-primary w-full">
              Sign in
            </Link>
          </div>
        ) : !loaderData.usable ? (
          <p className="mt-4 text-stone-700">
            This setup link is invalid or has been used. If the shop has no owner yet, restart the server for
            a new link, or run <code>npm run staff -- create --role owner …</code>.{" "}
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
            <Field
              id="password"
              label="Password (at least 8 characters)"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              error={form.errors.password}
            />
            <Field
              id="confirm_password"
              label="The same password again"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              error={form.errors.confirm_password}
            />
            <FormMessage failure={form.failure} />
            <SubmitButton busy={form.busy} label="Create the owner" />
          </form>
        )}
      </section>
    </main>
  );
}
