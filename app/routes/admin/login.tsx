import { useState } from "react";
import { redirect, useSearchParams } from "react-router";
import { AdminCard } from "~/components/admin/AdminCard";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { staffLoginFields } from "../../../lib/validation/staff";
import { safeNext, staffOf } from "../../admin-session.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  // Already signed in: straight on.
  if (await staffOf(request, context)) throw redirect(next);
  return { hasOwner: await context.services.staff.hasOwner() };
}

/** Staff sign-in; the code field appears when the account has two-factor sign-in. */
export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const [codeNeeded, setCodeNeeded] = useState(false);
  const form = useApiForm({
    schema: staffLoginFields,
    send: (v) => callAdmin<{ outcome: "signed_in" | "code_needed" }>("/login", v),
    toast: "never",
    onSuccess: (answer) => {
      if (answer.data?.outcome === "code_needed") {
        setCodeNeeded(true);
        return;
      }
      // A full load: the shell's data and the staff cookie start afresh.
      window.location.assign(safeNextInBrowser(search.get("next")));
    },
  });
  return (
    <AdminCard title="Back office sign-in">
      <p className="mt-1 text-sm text-stone-700">
        For the shop's staff. Customers sign in on the shop's login page.
      </p>
      <form noValidate onSubmit={form.onSubmit} className="mt-6 space-y-4">
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
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          error={form.errors.password}
        />
        {codeNeeded && (
          <Field
            id="code"
            label="Code from your authenticator app, or a recovery code"
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={40}
            autoFocus
            error={form.errors.code}
          />
        )}
        <FormMessage failure={form.failure} done={codeNeeded && !form.failure ? form.done : undefined} />
        <SubmitButton busy={form.busy} label="Sign in" busyLabel="Signing in…" />
      </form>
      {!loaderData.hasOwner && (
        <p className="mt-6 text-sm text-stone-700">
          No owner yet: open the setup link printed in the server's log when it started, or run{" "}
          <code>npm run staff -- create --role owner …</code>
        </p>
      )}
    </AdminCard>
  );
}

/** The browser's copy of the server's rule: only back-office paths are followed. */
function safeNextInBrowser(next: string | null) {
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : "/admin";
}
