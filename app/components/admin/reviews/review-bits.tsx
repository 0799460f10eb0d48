import { StarShape } from "~/components/reviews/Stars";
import { STAR_VALUES } from "../../../../lib/reviews";

/** A review's status in the back office's words. */
export const reviewStatusLabel = (status: string) =>
  ({ pending: "Pending", published: "Published", hidden: "Hidden" })[status] ?? status;

/** Whole stars for staff: drawn, and said in English ("4 of 5 stars"). */
export function AdminStars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={`${stars} of 5 stars`} className="inline-flex items-center gap-px">
      {STAR_VALUES.map((n) => (
        <StarShape key={n} filled={n <= stars} size={16} />
      ))}
    </span>
  );
}
