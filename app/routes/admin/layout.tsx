import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { Toaster } from "~/components/ui/Toaster";
import "~/admin.css";

/** Never indexed (the server also sends X-Robots-Tag on every /admin answer). */
export const meta = () => [{ title: "Back office" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The back office's frame: its own stylesheet and bundles, none of the storefront's header,
 * footer or data (app/root.tsx leaves them out under /admin).
 */
export default function AdminLayout() {
  return (
    <Toaster>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="min-h-screen bg-stone-50 text-stone-900">
        <Outlet />
      </div>
    </Toaster>
  );
}

/** 403 (a role without the permission), 404 and unexpected faults, inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 403 ? "You cannot open this page" : status === 404 ? "No such page" : "Something went wrong";
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "This page does not exist in the back office."
        : "Please try again. If it keeps happening, tell the shop's owner.";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${title} · Back office`}</title>
      <p className="text-6xl font-extrabold text-stone-500 tabular-nums" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <Link to="/admin" className="btn-primary mt-8">
        Back to the dashboard
      </Link>
    </main>
  );
}
