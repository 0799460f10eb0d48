import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/checkout";

// Customers only (spec section 4). Its screen is built by the checkout issue.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomerPage(request, context);
  return null;
}

export function meta() {
  return [{ title: en.pages.checkout }];
}

export default function CheckoutPage() {
  return <PageHeading title={en.pages.checkout} />;
}
