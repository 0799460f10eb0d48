import { Link, useNavigate } from "react-router";
import { PageHeader } from "~/components/admin/PageHeader";
import { PromoForm } from "~/components/admin/promos/PromoForm";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/promo-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "promotions");
  return null;
}

/** A new promo code; customers can use it from its start. */
export default function NewPromo() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="New promo code"
        description="Customers can use it between its start and end, from the checkout."
        actions={
          <Link to="/admin/promos" className="btn-outline">
            All promo codes
          </Link>
        }
      />
      <PromoForm onSaved={() => navigate("/admin/promos")} />
    </>
  );
}
