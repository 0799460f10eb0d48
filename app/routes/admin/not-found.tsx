import { data } from "react-router";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/not-found";

/** Any other /admin path: 404 inside the back office's frame (signed-in staff only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "backOffice");
  throw data("This page does not exist in the back office.", { status: 404 });
}

// Never drawn (the loader always throws); written in JSX all the same, because a route module
// without JSX made the bundler split React's runtime out of the shared chunk, which added a
// file and a kilobyte to every storefront page (docs/decisions/0011-back-office-staff.md).
export default function AdminNotFound() {
  return <p>This page does not exist in the back office.</p>;
}
