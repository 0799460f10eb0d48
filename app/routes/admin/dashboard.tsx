import { Link } from "react-router";
import { ADMIN_NAV } from "~/components/admin/nav";
import { PageHeader } from "~/components/admin/PageHeader";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/dashboard";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "backOffice");
  return null;
}

/** A placeholder: the areas this member may open, as large links. */
export default function Dashboard() {
  const me = useStaff();
  const areas = ADMIN_NAV.filter((n) => n.to !== "/admin" && me.permissions.includes(n.permission));
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome, ${me.name}.`} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="flex min-h-16 items-center rounded-lg border border-stone-200 bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
