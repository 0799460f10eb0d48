import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/order";

// Customers only (spec section 4). Its screen is built by the checkout issue.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomerPage(request, context);
  return null;
}

export function meta() {
  return [{ title: en.pages.order }];
}

export default function OrderPage() {
  return <PageHeading title={en.pages.order} />;
}
