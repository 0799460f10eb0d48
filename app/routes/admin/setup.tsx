import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AdminCard, DoneThenSignIn, NewPasswordFields, SignInEmailField } from "~/components/admin/AdminCard";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { staffSetupFields } from "../../../lib/validation/staff";
import type { Route } from "./+types/setup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { usable: token !== "" && (await context.services.staff.setupTokenUsable(token)) };
}

/** Creates the first owner with the one-time link, as the API's /setup does. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, staffSetupFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.staff.setupOwner(v.token, { email: v.email, name: v.name, password: v.password });
    return form.done("The owner account is ready. Please sign in.", {}, { reset: true });
  });
}

/** The first owner's account, from the one-time link printed at start-up. */
export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const form = useShopForm(staffSetupFields, actionData as FormAnswer | undefined);
  const busy = useNavigation().state !== "idle";
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
        <Form method="post" {...form.props} className="mt-6 space-y-4">
          <input type="hidden" name="token" value={search.get("token") ?? ""} />
          <Field
            id="name"
            label="Your name"
            autoComplete="name"
            maxLength={100}
            defaultValue={form.values.name}
            error={form.errors.name}
          />
          <SignInEmailField value={form.values.email} error={form.errors.email} />
          <NewPasswordFields errors={form.errors} />
          <FormMessage failure={form.failure} />
          <SubmitButton busy={busy} label="Create the owner" />
        </Form>
      )}
    </AdminCard>
  );
}
