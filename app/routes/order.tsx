import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { orderLineViews } from "~/components/orders/order-lines";
import { pageRows } from "~/components/ui/RowsPager";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/order";

/** The customer's orders, one row per product, 5 / 10 / 25 / All rows a page (default 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  return pageRows(
    orderLineViews(await context.services.orders.list(customer.userId, context.lang)),
    request.url,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.orders.title,
    description: t.orders.title,
    path: "/order",
    noindex: true,
  });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeading title={t.orders.title} />
      <div className="container-page py-6">
        <OrdersTable {...loaderData} base="/order" />
      </div>
    </>
  );
}
