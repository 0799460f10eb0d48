import { Outlet, useFetcher, useRouteLoaderData } from "react-router";
import { AdminNavLinks } from "~/components/admin/AdminNav";
import { en } from "~/messages/en";
import { ROLE_LABELS } from "../../../lib/staff-roles";
import { staffView } from "../../../server/modules/staff";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaffPage(request, context, "account");
  const { services } = context;
  // The storefront's sentence (app/messages/en.ts): staff must not take a test shop for a real one either.
  const testMode =
    services.checkout.provider.name === "sandbox"
      ? { banner: en.payment.testModeBanner, detail: en.payment.testModeDetail }
      : null;
  // The name the owner saved (shop settings), read through its cache.
  return { me: staffView(member), shopName: (await services.settings.business()).name, testMode };
}

/** A child page's view of the signed-in member (name, role, permissions). */
export function useStaff() {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/shell");
  if (!shell) throw new Error("useStaff() is for pages inside the back office's shell");
  return shell.me;
}

/** The signed-in back office: a top bar, the menu (a sidebar, or a disclosure on a phone), the page. */
export default function Shell({ loaderData }: Route.ComponentProps) {
  const { me, shopName, testMode } = loaderData;
  return (
    <>
      {testMode && (
        <div
          role="note"
          className="bg-stone-900 px-3 py-1 text-center text-xs text-amber-100"
          data-test-mode=""
        >
          <strong className="font-semibold text-amber-300">{testMode.banner}</strong> {testMode.detail}
        </div>
      )}
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <p className="font-bold text-brand-900">
            {shopName} <span className="font-normal text-stone-600">· Back office</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {me.name} <span className="text-stone-600">({ROLE_LABELS[me.role]})</span>
            </span>
            <SignOut />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8">
        <details className="rounded-md border border-stone-200 bg-white md:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">Menu</summary>
          <nav aria-label="Back office" className="p-2">
            <AdminNavLinks permissions={me.permissions} />
          </nav>
        </details>
        <nav aria-label="Back office" className="hidden w-56 shrink-0 md:block">
          <AdminNavLinks permissions={me.permissions} />
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </>
  );
}

/**
 * Sign out: a POST to /admin/logout (app/routes/admin/logout.ts), which works before the page's
 * scripts run; with them it goes without a reload, and the sign-in page follows.
 */
function SignOut() {
  // React Router follows a fetcher's redirect while its form is on the page.
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/admin/logout" className="contents">
      <button type="submit" className="btn-outline min-h-11 px-3" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? "Sign out" : "Signing out…"}
      </button>
    </fetcher.Form>
  );
}
