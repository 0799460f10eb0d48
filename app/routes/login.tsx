import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";

// Its screen is built by the issue that owns this page; the route exists so the table is whole.
export function meta() {
  return [{ title: en.pages.login }];
}

export default function LoginPage() {
  return <PageHeading title={en.pages.login} />;
}
