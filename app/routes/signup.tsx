import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";

// Its screen is built by the issue that owns this page; the route exists so the table is whole.
export function meta() {
  return [{ title: en.pages.signup }];
}

export default function SignupPage() {
  return <PageHeading title={en.pages.signup} />;
}
