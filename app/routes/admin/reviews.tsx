import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { ListPage, SEARCH_ONLY, SearchField } from "~/components/admin/ListPage";
import { counted, when } from "~/components/admin/list-nav";
import { AdminStars, reviewStatusLabel } from "~/components/admin/reviews/review-bits";
import { REVIEW_STATUSES } from "../../../lib/reviews";
import { reviewList, reviewListBody } from "../../../server/modules/reviews";
import { listQuery, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "reviews");
  const { values, filter, invalid } = listQuery(request, reviewListBody);
  return { ...(await reviewList(context.services.reviewsAdmin, filter)), values, invalid };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    label: "Review",
    primary: true,
    cell: (r) => (
      <Link
        to={`/admin/reviews/${r.review_id}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
      >
        #{r.review_id} · {r.product_name}
      </Link>
    ),
  },
  { label: "Stars", cell: (r) => <AdminStars stars={r.stars} /> },
  { label: "Status", cell: (r) => reviewStatusLabel(r.status) },
  {
    label: "Says",
    cell: (r) => (
      <span lang={r.lang} className="line-clamp-2 max-w-md [overflow-wrap:anywhere]">
        {r.text || "(stars only)"}
      </span>
    ),
  },
  { label: "Customer", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.customer_name}</span> },
  { label: "Changed", cell: (r) => when(r.updated_at) },
];

/**
 * Customers' reviews: status tabs with counts (pending first: each new or changed review waits
 * here), search, 25 a page, the latest change first; cards on a phone. Each review's page
 * publishes, hides and answers it.
 */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <ListPage
      title="Reviews"
      description={`${counted(loaderData.total, "review matches", "reviews match")}. The latest change first; a new or changed review waits as pending until published.`}
      values={values}
      tabs={{
        label: "Review statuses",
        statuses: REVIEW_STATUSES,
        counts: loaderData.counts,
        labelOf: reviewStatusLabel,
      }}
      filters={{
        className: SEARCH_ONLY,
        fields: <SearchField label="Review number, product, customer or words" values={values} />,
        submit: "Search",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Reviews",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.review_id,
        empty: "No reviews match.",
      }}
      pager={{ label: "Review pages", page: loaderData.page, pageCount: loaderData.pageCount }}
    />
  );
}
