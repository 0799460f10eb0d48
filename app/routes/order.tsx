import { PageHeading } from "~/components/layout/PageHeading";
import { OrdersTable } from "~/components/orders/OrdersTable";
import { orderLineViews } from "~/components/orders/order-lines";
import { pageRows } from "~/components/ui/RowsPager";
import { enPages } from "~/messages/en-pages";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/order";

/** The customer's orders, one row per product, 5 / 10 / 25 / All rows a page (default 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  return pageRows(orderLineViews(await context.services.orders.list(customer.userId)), request.url);
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: enPages.orders.title,
    description: enPages.orders.title,
    path: "/order",
    noindex: true,
  });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={enPages.orders.title} />
      <div className="container-page py-6">
        <OrdersTable {...loaderData} base="/order" />
      </div>
    </>
  );
}
