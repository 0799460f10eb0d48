import { data } from "react-router";
import { NotFound } from "~/components/layout/NotFound";

// Any path outside the route table: the not-found screen with HTTP 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
